site-description = Fo Yoté, po bu Afrig Sowwu-jant bu ñuy lekk ay pion, ci internet: ak ab xarit ci ab lëkkalekaay, ak ordinatëer bi, walla ci benn jumtukaay. Soxlawul nga bindu.
skip-to-content = Dem ci li xët wi yor
nav-label = Yoon yu mag yi
nav-play = Fo
nav-rules = Sàrt yi
nav-variants = Xeeti po
lang-switch = Làkk
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = tekki bu njëkk: ñu ngi xaar say jubbanti
lang-help = Jubbantil ab tekki
translations-title = Tekki yi
translations-lead = Sit bi dafay wax 10 làkk. Làkk bu nekk, ay mbind yu néew lañu te yomb: ab baatukaay, buy wone baat bi ñu tànn ngir bépp baatu po bi ak lu ko waral, ak mbind yi sit bi di wone, bind ci anamu Fluent.
translations-first = Tekki wolof ak tekki bambara, ay tekki yu njëkk lañu: kenn masul a génne ab baatukaay ngir po yi ñuy fo ci taabal ci benn ci ñaari làkk yooyu, moo tax seeni baatukaay dañuy leeral baat bu nekk bu ñu tànn. Ñi leen di wax, ñu ngi xaar seeni jubbanti.
translations-how-h = Yónnee ab jubbanti
translations-how = Ubbil mbindu làkk bi ci suuf, te jubbantil li ñu bind ginnaaw màndarga =, waaye bul soppi li nekk ci diggante akolad yi. Ba noppi yónnee mbind mi nga jubbanti ñi yor sit bii, te wax li nga soppi ak lu tax. Bu benn baat ci baatukaay bi juumee, jubbantil baatukaay bi itam: mbind yépp a ko topp.
translations-glossary = Baatukaay
translations-files = Mbind yi
tagline = Soxlawul nga bindu. Séddoo ab lëkkalekaay te tàmbali fo.

notfound-title = Gisuñu xët wi
notfound-body = Amul dara ci adrees bii. Xéj-na lëkkalekaay bi dafa juum, walla po bi amul.
notfound-home = Dellu ci xët wu njëkk wi

home-title = Fo Yoté ci internet
home-kicker = Ab po bu jóge Afrig Sowwu-jant
home-heading = Yoté: teg, dox, tëb, te bépp lekk, 2 pion lay jël.
home-welcome = Yoté, ñu ngi koy fo ci Senegaal, Mali ak Burkina Faso, ak ay xeer ak ay bant yu ndaw ci ay pax yu ñu gas ci suuf. 12 pion ku nekk, ñoom yépp ci loxo ci njëlbéen. Yoon yi gaaw nañu te wërsëg day soppiku gaaw: benn tëb dafay lekk pion bi nga tëb ci kawam, ak beneen boo tànn.
home-modes = Anami fo
home-friend = Fo ak ab xarit
home-friend-text = Sosal ab po te yónnee lëkkalekaay bi. Sa xarit dina ko ubbi, toog.
home-computer = Fo ak ordinatëer bi
home-computer-text = 5 niwo, ci tàmbalekat ba jàmbaar.
home-local = Fo ci jumtukaay bii
home-local-text = Ñaari fookat, benn ekraŋ: jàllal ko sa moroom.
home-glance = Sàrt yi ci gàttal
home-glance-1 = Boo amee ay pion ci loxo, mën ngaa teg benn ci bépp pax bu neen.
home-glance-2 = Walla nga doxal ab pion ba ci pax bu neen bu ko dëkkandoo: kaw, suuf, càmmooñ walla ndijoor, mukk ci lu jeng.
home-glance-3 = Walla nga tëb ci kaw pionu noon bu dëkkandoo ak sa pion, ba ci pax bu neen bi ci ginnaawam: pion boobu, lekk nga ko.
home-glance-4 = Ba noppi jël ñaareelu pionu noon boo tànn. Bu sa moroom desul lu ëpp benn pion, yaa gañe.
home-read-rules = Jàngal sàrt yi yépp
home-variants = Xeeti po
variants-title = Xeeti po yi nit ñi di fo
variants-lead = Yoté, ay xeeti sàrt yu bare lañu koy fo: xët wu nekk dafay nettali taariixu benn xeetu po ak li mu wuute ak po bi ñu miin. Mën ngaa tànn bépp xeetu po bu ngay sos ab po.
home-quote = « Ci Afrig, bu mag dee, kër téere moo lakk. »
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Defar ab po
setup-mode = Sa moroom
setup-mode-friend = Ab xarit, ci lëkkalekaay
setup-mode-computer = Ordinatëer bi
setup-mode-local = Ci jumtukaay bii
setup-rules = Sàrt yi
setup-preset = Xeetu po
setup-preset-help = Tànnal ab xeetu po; tànneef yu gëna xóot yi ci suuf mën nañu soppi bépp sàrt ci moom.
setup-about-preset = Ci mbirum xeetu po bii
setup-changed = soppi nañu ko ci xeetu po bi
setup-rules-string = Bindu sàrt yi:
setup-rules-error = Mënuñu jàng sàrt yi ci lëkkalekaay bi, kon po bi ñu miin lañu wone:
setup-level = Niwoy ordinatëer bi
setup-colour = Sa kuléer
setup-colour-white = Weex (moo njëkk a fo)
setup-colour-black = Ñuul
setup-colour-random = Ci wërsëg
setup-colour-help = Weex dafay fo ak xeer yi te moo njëkk; Ñuul dafay fo ak bant yi.
setup-rated = Natt
setup-rated-label = Po bu ñuy natt
setup-rated-help = Nattu ñaari fookat yi dina soppiku ci ni po bi jeexe. Sa xarit dafay nangu bu toogee ci palaas bi; ordinatëer bi dafay fo ci nattu niwoom. Po bu ñu neenal laata ñaareelu jëf bi, du dara.
setup-create = Sosal po bi
setup-js-creating = Ñu ngi sos po bi…
setup-js-error = Mënuñu sos po bi: { $message }
setup-js-network = Jotuñu ci sit bi. Seetal sa internet te jéemaat.
setup-js-too-many = Pion yi duñu dugg: { $pieces } ku nekk, soxla na lu mu néew néew { $needed } pax.
setup-js-win-at = « Limu ndam » war na gën a tuuti limu pion yi.
setup-js-clock-minutes = « Minitu ku nekk » war na doon lim bu mat, 1 ba 180.
setup-js-clock-increment = « Segond yu ñuy yokk ci jëf bu nekk » war na doon lim bu mat, 0 ba 180.
setup-advanced = Tànneef yu gëna xóot
setup-advanced-help = Bépp sàrtu po bi, jóge ci xeetu po bi: soppil li nga bëgg ngir defar sa xeetu po bopp. Tànneef yu sàrt yii mënul fo, wonewuñu leen.
setup-summary = Sàrt yi:
setup-colour-random-preset = Ci xeetu po bii, wërsëg moo tànn kuléer yi.
setup-js-sum-board = taabal bu { $rows }×{ $columns }
setup-js-sum-pieces = { $n } pion ku nekk
setup-js-sum-placement-free = teg ni nga bëgge
setup-js-sum-placement-hand-first = teg pion yépp laata ngay dox
setup-js-sum-second_removal-board = ñaareelu pion ci taabal bi
setup-js-sum-second_removal-board-or-hand = ñaareelu pion ci taabal bi walla ci loxo bi
setup-js-sum-second_removal-board-then-hand = ñaareelu pion ci loxo bi rekk bu taabal bi amul benn
setup-js-sum-second_removal_optional-true = ñaareelu pion, du lu war
setup-js-sum-second_removal_optional-false = ñaareelu pion, lu war la
setup-js-sum-chain_jumps-true = tëb yu toftaloo
setup-js-sum-chain_jumps-false = benn tëb ci yoon wu nekk
setup-js-sum-win_at = limu ndam: { $n }
setup-js-sum-blocked-loses = fookat bu tëju, ñàkk na
setup-js-sum-blocked-most-on-board = fookat bu tëju dafay jàll
setup-js-sum-no_capture_draw = tolloo ginnaaw { $n } jëf yu amul lekk
setup-js-sum-no_capture_draw-off = amul tolloo ndax lekk amul
setup-js-sum-few_pieces_draw = tolloo bu des { $n } pion ku nekk
setup-js-sum-few_pieces_draw-off = amul tolloo ndax pion yu néew

level-beginner = Tàmbalekat
level-easy = Yomb
level-medium = Diggante
level-hard = Jafe
level-master = Jàmbaar

invite-title = Ñu ngi la woo ci ab po Yoté
invite-kicker = Woote
invite-lead = Ab xarit defar na ab po te mi ngi la xaar. Toogal ci palaas bi ngir tàmbali fo.
invite-rules = Sàrt yi
invite-side = Yaa di
invite-take = Toogal ci palaas bi
invite-taken = Palaas bii, am na ku ko jël ba noppi.
invite-watch = Seetaanal po bi
invite-own = Sa woote bopp la: yónneel lëkkalekaay bi sa xarit. Ki njëkk a ubbi ko moo jël palaas bi.
invite-own-back = Dellu ci sa po
invite-rated = Po bii, dañu koy natt: toog ci palaas bi mooy nangu ko, te ni po bi jeexe dina soppi nattu ñaari fookat yi.
invite-over = Po bii jeex na: kenn mënatul jël palaasam.
invite-js-white = Weex (xeer yi), moo njëkk a fo
invite-js-black = Ñuul (bant yi)
invite-js-unknown = Woote bii amul. Ñaanal sa xarit beneen lëkkalekaay.
invite-js-network = Jotuñu ci sit bi. Seetal sa internet te jéemaat.

# A continue link: the page that asks before a seat comes to this browser
continue-title = Wéyal ab po ci jumtukaay bii
continue-kicker = Wéyal ab po
continue-question-white = Ndax dangay wéy po bii ni Weex ci jumtukaay bii?
continue-question-black = Ndax dangay wéy po bii ni Ñuul ci jumtukaay bii?
continue-question-both = Ndax dangay wéy po bii, ñaari wet yi, ci jumtukaay bii?
continue-lead = Lëkkalekaay bii dafay toxal ab palaas, jóge ci benn jumtukaay jëm ci beneen: ku ko ubbi te nangu, moo di fo ci palaas boobu. Wéyal rekk bu lëkkalekaay bi yaa ko moom.
continue-replaces-white = Navigatëer bii dafay fo Weex ci po bii ba noppi. Soo wéyee, palaas boobu dina soppiku: navigatëer bii dina fo Ñuul, te dootul fo Weex.
continue-replaces-black = Navigatëer bii dafay fo Ñuul ci po bii ba noppi. Soo wéyee, palaas boobu dina soppiku: navigatëer bii dina fo Weex, te dootul fo Ñuul.
continue-confirm-white = Wéyal ni Weex
continue-confirm-black = Wéyal ni Ñuul
continue-confirm-both = Wéyal po bi fii
continue-back = Leegi déet: dem ci po bi

# My games: this browser's games
nav-my-games = Samay po
mygames-title = Samay po
mygames-lead = Po yi ngay fo, te yi lay xaar ñoo jiitu. Po yi jóge ci pénc bi dañuy topp sa fookat ci bépp navigatëer bu mu dugg; yeneen yi, ci navigatëer bii rekk lañu leen di denc: amul kont, amul dara boo war a fàttaliku.
mygames-noscript = Lim bii, ci sa navigatëer lañu koy denc, te soxla na JavaScript ngir feeñ.
mygames-loading = Ñu ngi yeb say po…
mygames-new = Po bu bees
mygames-js-none = Amagul benn po ci navigatëer bii. Tàmbalil benn, te dina feeñ fii.
mygames-js-unreachable = Mënuñu yeb ni mu mel: ubbil ko ngir gis.
mygames-js-waiting-friend = Ñu ngi xaar sa xarit mu toog ci palaas bi
mygames-js-over-draw = Jeex na: ñu tolloo
mygames-js-over-aborted = Neenal nañu ko
mygames-js-over-wins = Jeex na: { $side } gañe na
mygames-js-over-won = Jeex na: yaa gañe
mygames-js-over-lost = Jeex na: ñàkk nga
mygames-js-white = Weex
mygames-js-black = Ñuul
mygames-js-to-move = { $side } moo war a fo
mygames-js-your-move = Sa yoon la
mygames-js-their-move = Yoonu sa moroom la
mygames-js-deadline = fo laata { $when }
mygames-js-on-this-device = Ci jumtukaay bii
mygames-js-against-computer = Ak ordinatëer bi · { $level }
mygames-js-against-friend = Ak ab xarit
mygames-js-level-beginner = tàmbalekat
mygames-js-level-easy = yomb
mygames-js-level-medium = diggante
mygames-js-level-hard = jafe
mygames-js-level-master = jàmbaar
mygames-js-waiting-for-you = { $n } po ñu ngi xaar sa jëf.
mygames-js-count = { $n } po.

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Montar
setup-clock-unlimited = Amul dayo
setup-clock-real-time = Ci saa si
setup-clock-correspondence = Ci ay fan
setup-clock-custom = Ni nga bëgge
setup-clock-minutes = Minitu ku nekk
setup-clock-increment = Segond yu ñuy yokk ci jëf bu nekk
setup-clock-days = Fan ci jëf bu nekk
setup-clock-help = Ci saa si: ay minit ci po bi lépp, ak ay segond yu ñuy yokk ginnaaw bépp jëf boo def; ku waxtoom jeex, ñàkk na. Ci ay fan: ay fan ci jëf bu nekk. Wet bu deful jëfam bu njëkk ci jamono, dafay neenal po bi.
invite-clock = Montar
invite-js-clock-unlimited = Amul dayo
invite-js-clock-real-time = { $minutes } mn + { $increment } s ci jëf bu nekk
invite-js-clock-correspondence = { $days } fan ci jëf bu nekk

## The lobby on the home page

lobby-title = Fo ak kenn leegi
lobby-noscript = Boole ak yeneen fookat soxla na JavaScript. Mën ngaa fo ba tey ak ab xarit ci ab lëkkalekaay, walla ak ordinatëer bi.
lobby-my-page = Sama xët
lobby-cancel = Taxawal seet bi
lobby-rename = Soppi sama tur
lobby-rename-label = Sa tur (3 ba 20 araf, lim, - walla _)
lobby-rename-save = Denc
lobby-rename-note = Sa tur ak sa natt, navigatëer bii rekk moo leen di denc: amul kont, amul imeel, amul kàddu gu kumpa. Boo fompee li navigatëer bi denc, dina tàmbali ab fookat bu bees.
lobby-kind-blitz = Gaaw lool
lobby-kind-rapid = Gaaw
lobby-kind-correspondence = ci jëf bu nekk
lobby-days = { $days } fan
lobby-js-no-player = Tànnal ab waxtu ci suuf: dinga am ab tur ak ab natt ci sa po bu njëkk.
lobby-js-me = Yaa ngi fo ni { $name } · { $rating }
lobby-js-renamed = Léegi sa tur mooy { $name }.
lobby-js-connecting = Ñu ngi jokkoo ak pénc bi…
lobby-js-seeking = Ñu ngi seet ab moroom ci { $tile }…
lobby-js-paired = Gis nañu ab moroom: po bi a ngi ubbiku…
lobby-js-offer = Kenn seetul po ci waxtu wii leegi. Ndax dangay fo ak ordinatëer bi ba ngay xaar?
lobby-js-play-computer = Fo ak ordinatëer bi ({ $level })
lobby-js-level-beginner = tàmbalekat
lobby-js-level-easy = yomb
lobby-js-level-medium = diggante
lobby-js-level-hard = jafe
lobby-js-level-master = jàmbaar
lobby-js-players = { $n } fookat ci pénc bi
lobby-js-games = { $n } po yu ñuy fo
lobby-js-seekers = { $n } nit ñu ngi xaar

## A player on another device

mygames-transfer-title = Fo ci beneen jumtukaay
mygames-transfer-lead = Koodu toxal dafay def beneen navigatëer (sa beneen telefon, ab ordinatëer) fookat bii, ak sa tur, sa natt ak say po.
mygames-transfer-lost = Su amul kood, navigatëer bu ñàkk li sit bii denc ci moom, ab fookat bu bees la: tur ak natt bu njëkk ba duñu dellusi.
mygames-transfer-make = Wonel ab koodu toxal
mygames-js-transfer-how = Ci beneen jumtukaay bi, ubbil { $link } te bind kood bii, walla nga jàng nataal bi. Dina def navigatëer boobu { $name } itam, benn yoon, ba { $until }.
mygames-js-transfer-qr = Kood QR bu lëkkalekaayu toxal bi, kood { $code }
mygames-js-against-player = Ak { $name }
transfer-title = Jokkal sa fookat ci jumtukaay bii
transfer-lead = Bindal kood bi feeñ ci suufu « Samay po » ci sa beneen jumtukaay. Navigatëer bii dina fo ni benn fookat bi, ak benn tur bi, natt bi ak po yi.
transfer-code-label = Koodu toxal (8 araf ak lim)
transfer-join = Jokk
transfer-noscript = Jokk ak ab fookat soxla na JavaScript.
transfer-note = Kood dafay dox benn yoon, ci 10 minit. Fookat bi navigatëer bii amoon, su amoon benn, dina des.
lobby-custom = Beneen xeetu po walla beneen waxtu
lobby-custom-rules = Sàrt yi
lobby-custom-clock = Waxtu
lobby-custom-seek = Jébbal po bii
lobby-open-title = Po yi ñu jébbal
lobby-js-open-none = Amul benn po bu ñu jébbal leegi. Jébbalal benn ci kaw: dina fi xaar ab fookat.
lobby-js-open-take = Fo
lobby-js-open-yours = yaa ko sos
lobby-js-clock-real = { $minutes } mn + { $increment } s
lobby-js-clock-days = { $days } fan ci jëf
lobby-js-seeking-custom = Sa po a ngi ci pénc bi: mi ngi xaar ab fookat…
lobby-js-held = Génn nga ci { $games
} po tey: boole gi dina tàmbali ci { $minutes } minit.

## A player's page

player-ratings = Natt yi
player-no-rating = Amagul po bu ñu natt.
player-rules = Sàrt yi
player-rating = Natt
player-rated-games = Po yu ñu natt
player-provisional = Natt bu am « ? », wóorul ba tey: dina dëgër ginnaaw lu tollu ci 12 po yu ñu natt.
player-games = Po yu mujj yi
player-no-games = Amagul po bu jóge ci pénc bi.
player-opponent = Moroom
player-game = Po
player-rating-after = Natt ginnaaw
player-game-playing = ñu ngi koy fo
player-game-unrated = natt amu ci
player-game-rated = ñu natt ko
player-game-friend = xarit
player-game-computer = ordinatëer

setup-takebacks = Dellu ginnaaw
setup-takebacks-never = Mukk
setup-takebacks-unrated = Ci po yu ñu dul natt
setup-takebacks-always = Saa su nekk
setup-takebacks-help = Fookat mën na ñaan ñu dindi ab jëf; beneen fookat bi dafay nangu walla bañ. Ak ordinatëer bi, dañuy dindi jëf bi ci saa si. Waxtu bi jaar, duñu ko delloo.
