variant-kicker = Xeetu po Yoté
variant-play = Ubbil ab po ak sàrt yii
variant-what = Lan la?
variant-changes = Sàrt yi ñu soppi
variant-changes-caption = Li xeetu po bii wuute ak po bi ñu miin
variant-aspect = Sàrt
variant-history = Taariix
variant-others = Yeneen xeeti po

v-standard-title = Yoté bi ñu miin
v-standard-short = Taabal bu 5×6, 12 pion ku nekk, ñaareelu pion bi ci taabal bi.
v-standard-lead = Po bi li ëpp ci xeeti po yu tey yi di wax: taabal bu am 5 rëdd yu am 6 pax, 12 pion ku nekk, te bépp lekk dafay jël pion bi ñu tëb ak ñaareelu pion ci taabal bi.
v-standard-what-1 = Fookat bu nekk dafay tàmbalee ak 12 pion ci loxo ak ab taabal bu neen ci seen digg. Ci sa yoon, dangay teg ab pion, doxal benn pax, walla tëb ci kaw pionu noon ngir lekk ko, ba noppi jël ñaareelu pionu noon ci taabal bi. Dinga gañe bu sa moroom desul lu ëpp benn pion.
v-standard-what-2 = Lii mooy po bi ñuy natte bépp beneen xeetu po ci sit bii. Ci limu sàrt yi ñu soppi, benn rëdd rekk la am: mooy natukaay bi.
v-standard-history-1 = Yoté ab po cosaan la ci Afrig Sowwu-jant. Charles Béart bind na ko ci Jeux et jouets de l’ouest africain (Dakar, 1955) ni benn ci po yi gëna siiw ci Senegaal yu ñuy teg xaalis, ñuy ko fo ak 12 xeer ak 12 bant yu ndaw. Games of the World (1975) bu Frederic V. Grunfeld ak The Games of Africa (1994) bu Jennifer Prior dañu koy nettali ci angale, te soppiku yu gaaw yi ci wërsëg, ñu ngi leen di faral di joxe ni li tax ñuy teg xaalis ci po bi.
v-standard-history-2 = Taabal bi, ci cosaan, ay pax yu ñu gas ci suuf la woon, rëdd ak rëdd, kon dara taxul mu am dayo bu dëgër; li ëpp ci xeeti po yu tey yi dañuy jëfandikoo 5 rëdd yu am 6 pax. Sàrti João Pedro Neto dañuy jël ñaareelu pion bi ci taabal bi, mukk ci pion yi ci loxo, te yeneen sàrt yu tey dëppoo nañu ak loolu. Po bi ñu miin fii dafa leen topp.
v-standard-history-3 = Tolloo bi ginnaaw 120 yoon yu amul lekk, ci xeetu po Béart la jóge; sit bi dafa koy yokk ci bépp xeetu po ngir bépp po jeex.

v-hand-capture-title = Yoté: ñaareelu pion bi ci loxo bi
v-hand-capture-short = Ñaareelu pion bi, mën nañu koo jël ci loxob sa moroom.
v-hand-capture-lead = Ginnaaw bépp lekk, jëlal sa ñaareelu pionu noon ci taabal bi walla ci loxob sa moroom: tànneef bu tax bépp lekk di ñàkkal sa moroom benn pion bu mat.
v-hand-capture-what-1 = Bépp lekk ci Yoté dafay dindi 2 pionu noon: bi nga tëb ak ñaareel boo tànn. Ci po bi ñu miin fii, ñaareelu pion boobu fàww mu jóge ci taabal bi. Ak tànneef bii, boo ko tànnee bu ngay defar sa po, mën nga koo jël ci taabal bi walla ci pion yi sa moroom yor ba tey ci loxo.
v-hand-capture-what-2 = Wuute gi dafa gëna am solo ci ndoorteelu po bi ak saa yu fookat denc ay pion ci loxo. Ci po bi ñu miin, fookat bu néew pion ci taabal bi, ñaareelu dindi bi du ko ñàkkal lu bare, te bu pion bi ñu tëb mooy benn bi mu am ci taabal bi, ñaareelu dindi amul sax. Ak tànneef bii, ñaareelu pion bi, dañu koy jël saa yu sa moroom amee benn, te jël ko ci loxo dafay dindi ab pion bu mënoon a teg fu mu neex. Denc ay pion ci loxo dootul doon pexe bu wóor ngir aar leen.
v-hand-capture-history-1 = Yoté ab po cosaan la ci Afrig Sowwu-jant, bi Charles Béart bind ci Jeux et jouets de l’ouest africain (Dakar, 1955) ni benn ci po yi gëna siiw ci Senegaal yu ñuy teg xaalis. Sàrt bi ko gëna ràññeele mooy ne lekk dafay jël 2 pion: Béart bind na ne ki lekk dafay dindi itam ab pion bu mu tànn ci pioni noonam (« un pion au choix dans le jeu de l’adversaire »), ay baat yu waxul ne taabal bi rekk lañu koy jële.
v-hand-capture-history-2 = Sàrt yu ñëw ginnaaw dogal nañu laaj bi ci ay anam yu wuute. Sàrti João Pedro Neto dañuy wax ne pion bu yokku bi, ci taabal bi lañu koy jël, du ci pion yi noon bi denc ci loxo, te yeneen sàrt yu tey dañu koy jël ci taabal bi itam. Ab po bu ñuy jaay ci karton dafay jël ko ci taabal bi, walla ci pion yi noon bi tegagul, bu amul benn ci taabal bi.
v-hand-capture-history-3 = Po bi ñu miin fii dafay topp sàrt bi di wax « taabal bi rekk ». Tànneef bii mooy dégg bu yaatu bi ci sàrt bu yàgg bi: ñaareelu pion bi mën na jóge ci taabal bi walla ci loxo bi saa su nekk, kon bépp lekk dafay ñàkkal sa moroom 2 pion, bu fekkee am na leen ba tey.

v-six-by-six-title = Yoté ci taabal bu 6×6
v-six-by-six-short = Taabal bu am 6 pax ci bépp wet, ak juróom-benneelu rëdd, te pion yi gëna am bérab ngir dox.
v-six-by-six-lead = Fo Yoté ci taabal bu 6×6, bu am 6 pax ci bépp wet: 12 pion ku nekk ak sàrti lekk yi soppikuwuñu, te juróom-benneelu rëdd dafay yokk bérab ngir teg, sore ak rëcc.
v-six-by-six-what-1 = Taabalu Yoté bi ñu miin am na 5 rëdd yu am 6 pax. Ci xeetu po bii, ci taabal bu 6×6 ngay fo, nga tànn ko ni dayob taabal bi bu ngay defar sa po. Dara soppikuwul: fookat bu nekk dafay tàmbalee ak 12 pion ci loxo ba tey, Weex moo njëkk, te ci bépp yoon dangay teg ab pion ci bépp pax bu neen, doxal ab pion ba ci pax bu neen bu ko dëkkandoo, walla tëb ci kaw pionu noon. Bépp lekk dafay dindi ba tey pion bi ñu tëb ak ñaareelu pionu noon boo tànn ci taabal bi.
v-six-by-six-what-2 = Rëdd bu yokku bi dafay indi 6 pax, kon 36 pax ñoo yor 24 pion yi. Bu pion yépp tegee, 12 pax ñoo des neen, te du 6. Pion yi am nañu bérab bu gëna yaatu ngir dox, sore ci lu leen mën a lor, waaye am na itam pax yu neen yu gëna bare ci ginnaawu pion bu nekk, fu noon mën a tëbe wàcc, kon taxawaay bi dafay gëna yàgg ubbeeku.
v-six-by-six-history-1 = Yoté ab po cosaan la ci Afrig Sowwu-jant. Charles Béart wax na ci moom ci gëstuwaayam Jeux et jouets de l’ouest africain, bu ñu génne ci Dakar ci 1955, ni benn ci po yi gëna siiw ci Senegaal yu ñuy teg xaalis, ñuy ko fo ak 12 xeer ak 12 bant yu ndaw. Ñu ngi koy nettali ci angale ci Games of the World (1975) bu Frederic V. Grunfeld ak The Games of Africa (1994) bu Jennifer Prior.
v-six-by-six-history-2 = Kenn dogalul mukk dayob taabal bi. Li Béart nettali dafay wax ab taabal bu am 25 pax, maanaam 5×5, te Choko, po bu Gàmbi bu ko mel lool, ci 5×5 lañu koy fo itam. Li ëpp ci xeeti po yu tey yi dañuy jëfandikoo 5 rëdd yu am 6 pax, te mooy po bi ñu miin fii. Ci cosaan, taabal bi ay pax rekk la woon yu ñu rëdd walla gas ci suuf, kon dara takkul ko ci benn dayo.
v-six-by-six-history-3 = Xamunu benn mbind mu ñu génne ci Yoté ci 6×6. Ñu ngi koy jébbal fii ni taabal bu gëna yaatu ngir fookat yi bëgg po yu gëna yàgg, te bépp sàrtu po bi ñu miin soppikuwul.

v-bodogemu-title = Yoté Bodogemu
v-bodogemu-short = Tëb yu toftaloo, ñaareelu pion bu dul lu war, fo ba ñu lekk bépp pion.
v-bodogemu-lead = Sàrt yi sit Bodogemu génne: pion buy tëb mën na wéy di tëb, ñaareelu pion bi, yaa ciy tànn ndax dinga ko jël walla déet, te po bi dafay wéy ba benn wet ñàkk bépp pionam.
v-bodogemu-what-1 = Bodogemu dafay fo ci taabal bi ñu miin, bu am 5 rëdd yu am 6 pax, ak 12 pion ku nekk, te wërsëg moo tànn ku njëkk. Teg, dox ak tëb, ni ci po bi ñu miin lañuy doxe, waaye pion bu wàcc ci wetu beneen pionu noon mën na tëbaat ci benn yoon wi, di lekk bépp pion bu mu tëb ci kawam, su fekkee bépp tëb dafay wàcc ci pax bu neen. Mën na taxaw ginnaaw bépp tëb.
v-bodogemu-what-2 = Ginnaaw ab lekk, mën ngaa jël beneen pionu noon bu nekk ci taabal bi, waaye du lu war. Dinga gañe bu nga lekkee bépp pionu noon. Bu kenn ci fookat yi mënul def jëf bu dagan, ki ëpp pion ci taabal bi moo gañe; te bu ñaari fookat yi desul lu ëpp 3 pion te kenn mënul lekk, ñu tolloo.
v-bodogemu-history-1 = Sàrti Bodogemu dañuy xamle Yoté ni po bu ñuy gëna fo ci Senegaal, Mali ak Burkina Faso, te siiw ndax sàrtam yu yomb ak soppiku yu bare yi ci wërsëg, moo tax ñenn di ci teg xaalis. Dañu koy wone muy fo ci suuf ak ay xeer ak ay bant yu ndaw ci ay pax yu ñu gas, ni ko Charles Béart bindee ci Jeux et jouets de l’ouest africain (Dakar, 1955).
v-bodogemu-history-2 = Tëb yu toftaloo, ci sàrti Bodogemu lañu feeñ, du ci yu Béart, fu benn tëb rekk lañuy def ci yoon wu nekk; xeetu po Béart ci sit bii dafa koy wax bu leer. Sàrt yooyu waxuñu kañ lañuy jël ñaareelu pion bi ci biir tëb yu toftaloo: nun, benn yoon lanu koy jël, ginnaaw tëb bu mujj bi.
v-bodogemu-history-3 = Bodogemu, wërsëg lay tànne kuléer yi, te noonu la po bu ñu defar ak xeetu po bii di def itam, su fekkee tànnuloo leneen. Nu ngi yokk tolloo bi ginnaaw 120 yoon yu amul lekk, ni ci bépp xeetu po fii.

v-beart-title = Yoté bu Béart ci 25 pax
v-beart-short = Taabal bu 5×5, loxo bi jiitu, ñaareelu pion bi ci taabal bi walla ci pion yi ci loxo.
v-beart-lead = 25 pax yu ñu gas ci taabal bi, 12 pion ku nekk, ak lekk bu saa su nekk di jël 2 pion: xeetu po bi ñuy fo ci taabal bu am 25 pax.
v-beart-what-1 = Taabal bi am na 25 pax, 5 rëdd yu am 5, te neen ci njëlbéen, te fookat bu nekk am na 12 pion yu nekk ci biti taabal bi. Boo amee ay pion yoo mën a teg ba tey, dangay teg benn ci ab pax bu neen walla nga tëb ngir lekk; leneen du dox. Bu say pion yépp tegee, dangay doxal ab pion ba ci pax bu neen bu ko dëkkandoo, walla nga tëb.
v-beart-what-2 = Tëb dafay jël pion bi nga tëb ak ñaareelu pionu noon boo tànn, ci taabal bi walla ci pion yi ci loxo: lekk saa su nekk 2 pion lay jël. Tëb yu toftaloo amul, te lekk du lu war mukk. Dinga gañe bu nga jëlee 12 pionu noon yépp. Fookat bu mënul fo ci yoonam, ñàkk na (Ndar-Kepp, « tëju ci wet yépp » ci wolof), waaye fookat bu amul benn pion ci taabal bi te am ay pion ci loxo, tëjuwul: dafay teg. Ñu tolloo bu ñu ci déggoo, walla ginnaaw 120 yoon yu amul lekk.
v-beart-history-1 = Charles Béart nettali na Yoté ci Jeux et jouets de l’ouest africain (Dakar, 1955), ñuy ko fo ak 12 xeer ak 12 bant yu ndaw; li mu nettali dafay wax ab taabal bu am 25 pax. Choko, po bu Gàmbi bu ko mel lool, ci 5×5 lañu koy fo itam. Frederic V. Grunfeld (Games of the World, 1975) ak Jennifer Prior (The Games of Africa, 1994) nettali nañu po bi ci angale ginnaaw gi.
v-beart-history-2 = Baat yi Béart jëfandikoo ci ñaareelu pion bi, « un pion au choix dans le jeu de l’adversaire », tëjuñu ko ci taabal bi rekk, te xeetu po bii dafa koy jël ci taabal bi walla ci pion yi ci loxo. Sàrt bi wax ne pion yi ci loxo fàww ñu leen teg laata benn pion di dox, ñàkk bi ndax Ndar-Kepp ak tolloo bi ginnaaw 120 yoon, ci sàrti po bi ñuy fo ci taabal bu am 25 pax lañu jóge.

# The rule changes tables: one row per aspect the source page speaks of (src/site/pages.rs,
# `table_rows`). vt-<row> names the row, vt-<row>-standard the standard game,
# vt-<preset>-<row> the rule set; v-<preset>-source names the source under the table.
vt-board = Taabal
vt-board-standard = 5 rëdd yu am 6 pax, maanaam 30 pax.
vt-pieces = Pion yi ak pax yu neen yi
vt-pieces-standard = 12 ku nekk, ñoom yépp ci loxo ci njëlbéen. Bu pion yépp tegee, 6 pax ñoo des neen.
vt-moves = Teg, dox ak tëb
vt-moves-standard = Tegal ab pion ci bépp pax bu neen, doxal benn pax jëm kaw, suuf, càmmooñ walla ndijoor, walla tëb ci noonu ci kaw pionu noon bu dëkkandoo ak sa pion ba ci pax bu neen bi ci ginnaawam, ba noppi jël ñaareelu pionu noon boo tànn ci taabal bi.
vt-end = Ni po bi di jeexe
vt-end-standard = Dinga gañe bu sa moroom desul lu ëpp benn pion, ci taabal bi ak ci loxo. Fookat bu amul benn jëf bu dagan ci yoonam, ñàkk na.
vt-second = Ñaareelu pion bi ñuy jël ginnaaw ab lekk
vt-second-standard = Beneen pionu noon bu nekk ci taabal bi, ki lekk moo koy tànn. Fàww ñu jël ko saa yu amee benn.
vt-none-left = Bu amul beneen pionu noon ci taabal bi
vt-none-left-standard = Pion bi ñu tëb rekk lañuy dindi; pion yi ci loxo ñoo mucc.
vt-start = Ku njëkk
vt-start-standard = Weex moo njëkk a fo. Defaru po bi moo wax kan moo am Weex: ki sos po bi, ki ñu woo, walla kenn ci ñoom ci wërsëg.
vt-placing = Teg ak dox
vt-placing-standard = Ci bépp yoon, teg ab pion bu jóge ci sa loxo, doxal ab pion walla tëb.
vt-chain = Limu tëb ci yoon wu nekk
vt-chain-standard = Benn tëb ci yoon wu nekk.
vt-win = Gañe
vt-win-standard = Dinga gañe bu sa moroom desul lu ëpp benn pion, ci taabal bi ak ci loxo.
vt-blocked = Fookat bu tëju
vt-blocked-standard = Fookat bu amul benn jëf bu dagan ci yoonam, ñàkk na (Ndar-Kepp). Fookat bu am ay pion ci loxo ak ab pax bu neen, mën na teg saa su nekk.
vt-draws = Tolloo
vt-draws-standard = Ginnaaw { $n } yoon yu topp te kenn lekkul, walla bu ñu ci déggoo.

v-standard-source = Mbind yi: sàrti João Pedro Neto ak yeneen xeeti po yu tey ci taabal bi ak ñaareelu pion bi; xeetu po Béart ci tolloo bi ginnaaw 120 yoon.

vt-six-by-six-board = 6 rëdd yu am 6 pax, maanaam 36 pax, bu ñu tànn ci defaru po bi.
vt-six-by-six-pieces = 12 ku nekk, ni ci po bi ñu miin. Bu pion yépp tegee, 12 pax ñoo des neen.
vt-six-by-six-moves = Benn la, ci taabal bu gëna mag: dox ak tëb dañuy agsi ci juróom-benneelu rëdd bi itam.
vt-six-by-six-end = Benn la.
v-six-by-six-source = Mbind: amul mbind mu ñu génne. Xamunu benn mbind ci Yoté ci 6×6: rëdd yi ci kaw, po bi ñu miin lañu ci taabal bu am juróom-benneelu rëdd.

vt-hand-capture-second = Beneen pionu noon bu nekk ci taabal bi, walla benn pion ci loxob sa moroom, ki lekk moo koy tànn.
vt-hand-capture-none-left = Ñaareelu pion bi, fàww ñu jël ko ci loxob sa moroom, su fekkee am na benn.
vt-hand-capture-moves-standard = Tegal ab pion ci bépp pax bu neen, doxal benn pax jëm kaw, suuf, càmmooñ walla ndijoor, walla tëb ci noonu ci kaw pionu noon bu dëkkandoo ak sa pion ba ci pax bu neen bi ci ginnaawam.
vt-hand-capture-moves = Benn la.
vt-hand-capture-end = Benn la. Pion bu ñu jël ci loxo bi, dañu koy lim ngir ndam li, ni bépp beneen pion.
v-hand-capture-source = Mbind yi: Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), « un pion au choix dans le jeu de l’adversaire », ñu dégg ko ci lu yaatu; po bi ñu miin dafay topp sàrtu João Pedro Neto bi di wax « taabal bi rekk ».

vt-bodogemu-start = Ci wërsëg, ni ci Bodogemu; po bu ñu defar ak xeetu po bii dafay def noonu itam, su fekkee tànnuloo leneen. Weex moo njëkk a fo.
vt-bodogemu-board = Benn la: 5 rëdd yu am 6 pax (« 6x5 » ci baati Bodogemu), 12 pion ku nekk ci loxo.
vt-bodogemu-placing = Benn la: teg, doxal benn pax jëm kaw, suuf, càmmooñ walla ndijoor (mukk ci lu jeng), walla tëb.
vt-bodogemu-second = Beneen pionu noon bu nekk ci taabal bi, ki lekk moo koy tànn, waaye mën ngaa bañ a jël dara.
vt-bodogemu-chain = Bu pion tëbee, mën na tëbaat ci benn yoon wi, di lekk bépp pion bu mu tëb ci kawam, su fekkee bépp tëb dafay wàcc ci pax bu neen; mën na taxaw ginnaaw bépp tëb. Ñaareelu pion bi, benn yoon rekk lañu koy jël, ginnaaw tëb bu mujj bi (ni nu ko dégge: mbind mi waxul dara ci).
vt-bodogemu-win = Dinga gañe bu nga lekkee bépp pionu noon.
vt-bodogemu-blocked = Fookat bu amul benn jëf bu dagan dafay jàll. Bu kenn ci fookat yi mënul fo, ki ëpp pion ci taabal bi moo gañe; bu ñu yemee, ñu tolloo.
vt-bodogemu-draws = Bu ñaari fookat yi desul lu ëpp 3 pion te kenn mënul lekk. Ak itam ginnaaw { $n } yoon yu amul lekk (sit bii moo ko yokk), walla bu ñu ci déggoo.
v-bodogemu-source = Mbind: sàrti Yoté yu Bodogemu (ci faranse), « Comment jouer » ak « Fin de la partie ». Tolloo bi ginnaaw 120 yoon, sit bii moo ko yokk, te kañ la tëb yu toftaloo di jël seen ñaareelu pion, ni nu ko dégge la.

vt-beart-board = 25 pax, 5 rëdd yu am 5, te neen ci njëlbéen.
vt-beart-pieces = 12 ku nekk, ci biti taabal bi. 24 pion ngir 25 pax: bu pion yépp tegee, benn pax rekk moo des neen.
vt-beart-placing = Boo amee ay pion yoo mën a teg, dangay teg benn ci ab pax bu neen walla nga tëb ngir lekk; leneen du dox. Bu say pion yépp tegee, dangay dox walla tëb.
vt-beart-second = Beneen pionu noon bu nekk ci taabal bi walla benn ci pion yi ci loxo, ki lekk moo koy tànn: lekk saa su nekk 2 pion lay jël. Fàww ñu jël ko.
vt-beart-chain = Benn la: benn tëb ci yoon wu nekk, ni ko mbind mii waxe bu leer.
vt-beart-win = Dinga gañe bu nga jëlee 12 pionu noon yépp.
vt-beart-blocked = Ndar-Kepp (« tëju ci wet yépp » ci wolof): fookat bu mënul fo ci yoonam, ñàkk na. Fookat bu amul benn pion ci taabal bi waaye am ay pion ci loxo, tëjuwul: dafay teg.
vt-beart-draws = Benn la: bu ñu ci déggoo, walla ginnaaw { $n } yoon yu amul lekk. Ci mbind mii la sàrt boobu jóge.
v-beart-source = Mbind: sàrti po bi ñuy fo ci taabal bu am 25 pax (« Les règles du Yoté »), ci topp Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955).
