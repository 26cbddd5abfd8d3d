## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Sutura: li site bii di denc
privacy-title = Sutura
privacy-lead = Amul kont, amul e-mail, amul pub. Xët wii dafay wax bu leer li site bi di denc ci yaw, lu tax, ak ba kañ.
privacy-server-title = Li serwëer bi di denc
privacy-why = Lu tax:
privacy-how-long = Ba kañ:

privacy-player-cookie-what = Sa kuki fookat: ab jeton bu ñu tànn ci ndaw te di wone sa fookat. Serwëer bi takk-tànneem rekk lay denc, du jeton bi.
privacy-player-cookie-why = Ngir sa tur, sa natt ak say po yu pénc bi topp la te amoo kont.
privacy-player-cookie-long = Ñaari at ci sa navigatëer; ci serwëer bi, ba nga sàkku ñu fàtte sa fookat.
privacy-seat-cookies-what = Kukiu toogu ci bépp po boo toog, ñu koy yónnee rekk ci adrees u po boobu.
privacy-seat-cookies-why = Ngir yaw rekk mën a fo sa wàll.
privacy-seat-cookies-long = Benn at ci sa navigatëer; mbóotu toogu bi dafay des ak po bi.
privacy-lang-cookie-what = Làkk wi nga mujj a tànn.
privacy-lang-cookie-why = Ngir ubbi site bi ci làkk woowu.
privacy-lang-cookie-long = Benn at, ci sa navigatëer rekk.
privacy-name-what = Turu sa fookat, say natt, ak ci bépp po bu ñu waññ sa natt laata mu ñëw ak coppiteem.
privacy-name-why = Say bokk-fo gis nañu sa tur; natt yi dañu lay boole ak fookat yu tollook yaw te wone sa yokkute ci sa xët.
privacy-name-long = Ba nga sàkku ñu fàtte sa fookat.
privacy-games-what = Po yi: bépp jëf ak waxtuwam, waxtaan wi, ndam li, ak ban fookat moo nekkoon ci bépp wàll.
privacy-games-why = Ñaari fookat yi, ak ku am lëkkalekaay bi, mën nañu ubbi po bi te saytu ko ginnaaw.
privacy-games-long = Ba fàww. Bu ñu fàttee ab fookat, ay poom dañuy des te wone « Fookat bu ñu far ».
privacy-player-address-what = Adrees (IP) bi ñu sosoo sa fookat.
privacy-player-address-why = Ngir gis fu jóge ab mbooloom fookat yu bees walla ab tur bu bon.
privacy-player-address-long = { $days } fan, ginnaaw ñu far ko.
privacy-table-address-what = Adrees bi sos bépp taabal.
privacy-table-address-why = Benn adrees mënul a am lu ëpp ay taabal yuy xaar xarit, te ordinatëer bi dafay dimbali adrees yi ci seen wërëng.
privacy-table-address-long = { $days } fan, ginnaaw ñu far ko.
privacy-shared-address-what = Ci po bu pénc bi bu ñaari fookat yu bokk adrees, adrees boobu.
privacy-shared-address-why = Fookat yu bokk adrees amuñu lu ëpp ay po yu ñu waññ ci bés ci seen biir.
privacy-shared-address-long = { $days } fan, ginnaaw ñu far ko.
privacy-seek-address-what = Adrees bu kuy seet ku mu bokk fo ci pénc bi.
privacy-seek-address-why = Benn adrees mënul a am lu ëpp ay fookat yuy xaar.
privacy-seek-address-long = Diirub xaar bi (ay simili), lu ëpp { $days } fan.
privacy-limits-what = Limu laaj yi ci bépp adrees: fookat yu bees, tur yu bees, taabal yi, koodu toxal yi.
privacy-limits-why = Ay dig ngir tere sàmbaar.
privacy-limits-long = Benn waxtu lu ëpp.
privacy-push-what = Boo taalee yëgle yi ci benn po: adreesu yëgle bu sa navigatëer ak ay caabiam.
privacy-push-why = Ngir yëgal la, ci liggéeyu yëgle bu sa navigatëer, su sa yoon agsee.
privacy-push-long = Ba po bi jeex, nga fey leen, walla nga sàkku ñu fàtte sa fookat.
privacy-transfer-what = Koodu toxal yi, ni takk-tànn.
privacy-transfer-why = Ngir toxal sa fookat ci beneen jumtukaay.
privacy-transfer-long = Dañuy liggéey fukki simili te ñu far leen benn bés ginnaaw.
privacy-reports = Site bi amagul ay jëwriñ, ay noppalu walla ay tere. Bu ko amee, xët wii dina wax li ñuy denc ak ba kañ, te jëwriñ boo def dina nekk ci sa dosiyeu xibaar.

privacy-yours-title = Say xibaar
privacy-download = « Yebbi sama xibaar », ci « Samay po », dafay jox la ab dosiye (JSON) ak turu sa fookat, adrees bi ñu ko sosoo su ñu ko dencagum, say natt, ak say po yu pénc bi: bokk-fo bi, ndam li, coppitey natt ak bés bi.
privacy-forget = « Fàtte ma », ci « Samay po », dafay far ci benn yoon turu sa fookat, adreesam, ay nattam, ay bindu yëgleem ak ay koodu toxalam, ak lëkkaloo bépp navigatëer ak sa fookat. Say po dañuy des, sa wàll di feeñ ni « Fookat bu ñu far ». Ginnaaw loolu, képp mën na jël tur boobu. Mënu ñu koo dindi.
privacy-no-player = Po yu ñu waññul yu ak xarit walla ak ordinatëer, kenn fookat moomu leen: ñu ngi leen denc ak seeni toogu, te dara lëkkaleeku leen ak yaw lu dul kukiu toogu yi ci sa navigatëer.
privacy-to-my-games = Dem ci Samay po
privacy-device-title = Li di des ci sa jumtukaay

privacy-recent-what = Limu say po ngir « Samay po »: turu bépp po ak sa wàll.
privacy-recent-why = Ngir gis waat say po te amoo kont.
privacy-recent-long = Ba nga far xibaaru site bii.
privacy-kept-player-what = Turu sa fookat ak nattam.
privacy-kept-player-why = Ngir nuyu la ci xët wu njëkk bi su rezo bi amul.
privacy-kept-player-long = Ba nga sàkku ñu fàtte sa fookat walla nga far xibaaru site bii.
privacy-offline-what = Po yi ñu fo te rezo amul, ak sa nattu laaj-laaj yi ak laaj-laaj yi nga tontu.
privacy-offline-why = Ci navigatëer bi lañu leen di fo, te duñu leen yónnee mukk.
privacy-offline-long = Ba nga far xibaaru site bii.
privacy-settings-what = Say tànn: coow li fey, waxtaanu benn po noppi, yëgle yi taal ci benn po.
privacy-settings-why = Ngir denc leen ci benn ganesi ba ci beneen.
privacy-settings-long = Ba nga soppi leen walla nga far xibaaru site bii.
privacy-cache-what = Dencukaayu aplikasioŋ bi: dosiyeu site bi ak xët yi yem ci ñépp.
privacy-cache-why = Ngir fo te rezo amul.
privacy-cache-long = Dañu koy soppi ci bépp sumb bu bees bu site bi.
privacy-clear-device = Ngir far lépp, ubbil ay pàramu sa navigatëer ngir site bii te far xibaaram (ci telefon: pàramu site bi, ginnaaw « Far te delloo ko » walla « Far xibaar yi »). Bu amul koodu toxal, navigatëer bu ñàkk xibaaram ab fookat bu bees la.
privacy-nothing-else-title = Dara yeneen
privacy-nothing-else = Amul pub, amul natt-ganesi, amul skiriptu yeneen site: bépp dosiye ci site bii la jóge. Dara ñu koy jaay walla di ko séddoo.

game-deleted-player = Fookat bu ñu far

mygames-privacy-link = Sutura: li site bii di denc ci yaw
mygames-data-title = Say xibaar
mygames-data-lead = Yebbil li site bi di denc ci sa fookat, walla sàkku ñu fàtte ko.
mygames-data-download = Yebbi sama xibaar
mygames-forget = Fàtte ma
mygames-forget-what = Lii dafay far ba fàww turu sa fookat, ay nattam, ay bindu yëgleem ak ay koodu toxalam, ci bépp navigatëer bu mu dugg. Say po dañuy des, ñu wone leen ak « Fookat bu ñu far ». Navigatëer bii dafay doon ab gan bu bees.
mygames-forget-yes = Waaw, fàtte ma
mygames-forget-no = Neenal
mygames-js-forgotten = Sa fookat fàttees na ko. Navigatëer bii bees na ci site bi.
mygames-js-against-deleted = Ak fookat bu ñu far
