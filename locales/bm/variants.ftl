variant-kicker = Yoté sariya kulu
variant-play = Tabali da wuli ni nin sariyaw ye
variant-what = Mun don?
variant-changes = Sariya yɛlɛmaw
variant-changes-caption = Nin sariya kulu in danfara ni tulon jɔnjɔn ye
variant-aspect = Sariya
variant-history = Tariku
variant-others = Sariya kulu wɛrɛw

v-standard-title = Yoté jɔnjɔn
v-standard-short = Wala 5×6, kisɛ 12 tulonkɛla kelen-kelen bɛɛ ye, kisɛ filanan bɛ ta wala kan.
v-standard-lead = Sariya kulu kura caman bɛ tulon min ɲɛfɔ: wala min siraw ye 5 ye, dingɛ 6 sira kelen-kelen na, kisɛ 12 tulonkɛla kelen-kelen bɛɛ ye, ani minɛli o minɛli bɛ kisɛ min minɛna panni fɛ o ta, ani kisɛ filanan dɔ wala kan.
v-standard-what-1 = Tulonkɛla kelen-kelen bɛɛ bɛ daminɛ ni kisɛ 12 ye a bolo la, wala lankolon bɛ u cɛ. I nɔ na, i bɛ kisɛ dɔ sigi, walima ka kisɛ dɔ lataama dingɛ kelen, walima ka pan ka tɛmɛ kɛlɛɲɔgɔn kisɛ dɔ kan k’a minɛ, o kɔ ka kɛlɛɲɔgɔn kisɛ filanan dɔ ta wala kan. I bɛ se sɔrɔ ni i kɛlɛɲɔgɔn tora kisɛ 1 na.
v-standard-what-2 = Nin tulon in de ye sumanikɛlan ye sariya kulu tɔw bɛɛ ye nin siti in kan. A ka sariya yɛlɛmaw tabulo, sira kelen dɔrɔn de b’a la: ale de ye sumanikɛlan ye.
v-standard-history-1 = Yoté ye Farafinna tilebin fan laadala tulon ye. Charles Béart y’a sɛbɛn a ka gafe Jeux et jouets de l’ouest africain (Dakar, 1955) kɔnɔ, i n’a fɔ Senegali wari tulon minnu ka ca kosɛbɛ, a kelen don olu la; a bɛ kɛ ni kabakurun 12 ye bere misɛn 12 ɲɛ na. Frederic V. Grunfeld ka Games of the World (1975) ani Jennifer Prior ka The Games of Africa (1994) b’a ɲɛfɔ angilɛkan na, ani ko bɛ yɛlɛma joona a kɔnɔ cogo min na, o de bɛ fɔ tuma caman ko o de y’a to wari bɛ don a la.
v-standard-history-2 = Fɔlɔfɔlɔ, wala tun ye dingɛ kulu ye minnu sɔgɔra dugukolo la, o de kosɔn foyi tun t’a bonya latigɛ; sariya kulu kura caman bɛ sira 5 dingɛ 6 ta. João Pedro Neto ka sariyaw bɛ kisɛ filanan ta wala kan, abada bolo la tɛ, ani sariya kura wɛrɛw fana bɛ o cogo kelen na. Yan, tulon jɔnjɔn b’u tugu.
v-standard-history-3 = Bɛnni min bɛ kɛ nɔ 120 kɔ minɛli si ma kɛ, o bɔra Béart ka sariya kulu la; siti in b’a fara sariya kulu bɛɛ kan walasa tulon bɛɛ ka ban.

v-hand-capture-title = Yoté: kisɛ filanan bɛ ta bolo la
v-hand-capture-short = Kisɛ filanan bɛ se ka ta kɛlɛɲɔgɔn bolo la.
v-hand-capture-lead = Minɛli o minɛli kɔ, kɛlɛɲɔgɔn kisɛ filanan ta wala kan walima i kɛlɛɲɔgɔn bolo la: sugandili min b’a to minɛli o minɛli ka kisɛ dafalen dɔ bɔnɛ kɛlɛɲɔgɔn ma.
v-hand-capture-what-1 = Yoté minɛli o minɛli bɛ kɛlɛɲɔgɔn kisɛ 2 bɔ: i bɛ pan min kan, ani filanan dɔ i sago la. Yan, tulon jɔnjɔn na, o kisɛ filanan ka kan ka ta wala kan. Ni nin sugandili in ye, a latigɛlen tabali labɛnni na, i bɛ se k’a ta wala kan walima kisɛ minnu bɛ i kɛlɛɲɔgɔn bolo la hali bi, olu la.
v-hand-capture-what-2 = Nin danfara in nafa ka bon kosɛbɛ tulon daminɛ na ani tuma o tuma ni tulonkɛla bɛ kisɛw mara a bolo la. Tulon jɔnjɔn na, tulonkɛla min ka kisɛw ka dɔgɔ wala kan, o tɛ fɛn caman bɔnɛ kisɛ filanan tali fɛ, ani ni kisɛ min minɛna panni fɛ tun ye a ka kisɛ kelen pe ye wala kan, kisɛ filanan si tɛ ta. Ni nin sugandili in ye, kisɛ filanan bɛ ta tuma bɛɛ k’a sɔrɔ kelen bɛ i kɛlɛɲɔgɔn fɛ, ani n’a tara bolo la, o bɛ kisɛ maralen dɔ bɔ, min tun bɛ se ka sigi yɔrɔ o yɔrɔ. Ka kisɛw mara kɔfɛ, o tɛ u lakanacogo ye tugun.
v-hand-capture-history-1 = Yoté ye Farafinna tilebin fan laadala tulon ye, Charles Béart y’a sɛbɛn Jeux et jouets de l’ouest africain (Dakar, 1955) kɔnɔ, i n’a fɔ Senegali wari tulon minnu ka ca kosɛbɛ, a kelen don olu la. A sariya kɛrɛnkɛrɛnnen ye ko minɛli bɛ kisɛ 2 ta: Béart b’a sɛbɛn ko minɛbaga bɛ kisɛ wɛrɛ fana bɔ kɛlɛɲɔgɔn ka kisɛw la, a sago la (« un pion au choix dans le jeu de l’adversaire »), kuma minnu ma a fɔ ko wala dɔrɔn de ye a tali yɔrɔ ye.
v-hand-capture-history-2 = Sariya kɔfɛtaw ye nin ɲininkali in ɲɛnabɔ cogo wɛrɛw la. João Pedro Neto ka sariyaw b’a fɔ ko kisɛ farankan bɛ ta wala kan, nka kɛlɛɲɔgɔn bolo la tɛ, ani sariya kura wɛrɛw fana b’a ta wala kan. Tulon dɔ min bɛ feere kɛsu kɔnɔ, o b’a ta wala kan, walima kɛlɛɲɔgɔn ka kisɛ sigibaliw la, ni kelen si tɛ wala kan.
v-hand-capture-history-3 = Yan, tulon jɔnjɔn bɛ « wala kan dɔrɔn » sariya tugu. Nin sugandili in ye sariya kɔrɔ kalancogo dayɛlɛlen ye: kisɛ filanan bɛ se ka bɔ wala kan walima bolo la waati o waati, o la minɛli o minɛli bɛ kisɛ 2 bɔnɛ kɛlɛɲɔgɔn ma, k’a sɔrɔ kisɛw tora a fɛ.

v-six-by-six-title = Yoté wala 6×6 kan
v-six-by-six-short = Wala min janya ni a bonya ye kelen ye, sira 6nan bɛ min na, yɔrɔ caman bɛ yen ka yaala.
v-six-by-six-lead = Yoté tulon kɛ wala 6×6 kan, min janya ni a bonya ye kelen ye: kisɛ 12 kelenw tulonkɛla kelen-kelen bɛɛ ye ani minɛli sariya kelenw, ni sira 6nan ye, min bɛ yɔrɔ caman di ka kisɛ sigi, ka segin kɔfɛ ani ka boli.
v-six-by-six-what-1 = Yoté wala jɔnjɔn siraw ye 5 ye, dingɛ 6 sira kelen-kelen na. Nin suguya in na, i bɛ tulon kɛ wala 6×6 kan o nɔ na, min janya ni a bonya ye kelen ye; a bɛ sugandi i n’a fɔ wala bonya tabali labɛnni na. Fɛn wɛrɛ si tɛ yɛlɛma: tulonkɛla kelen-kelen bɛɛ bɛ daminɛ ni kisɛ 12 ye a bolo la hali bi, Jɛman de bɛ daminɛ, ani nɔ o nɔ i bɛ kisɛ dɔ sigi dingɛ lankolon o dingɛ lankolon na, walima ka kisɛ dɔ lataama ka taa dingɛ lankolon na min bɛ a kɛrɛfɛ, walima ka pan ka tɛmɛ kɛlɛɲɔgɔn kisɛ dɔ kan. Minɛli o minɛli bɛ kisɛ min minɛna panni fɛ o bɔ hali bi, ani kɛlɛɲɔgɔn kisɛ filanan dɔ i sago la wala kan.
v-six-by-six-what-2 = Sira min farala a kan, o bɛ dingɛ 6 fara a kan, o la dingɛ 36 bɛ kisɛ 24 kelenw ta. Ni kisɛw bɛɛ sigira, dingɛ 12 bɛ to lankolon, dingɛ 6 nɔ na. Yɔrɔ ka ca kisɛw ye ka taama ka bɔ farati la, nka dingɛ lankolon caman fana bɛ kisɛ kelen-kelen bɛɛ kɔfɛ, kɛlɛɲɔgɔn bɛ se ka pan ka jigin minnu na, o de kosɔn cogoya bɛ to dayɛlɛlen ka mɛn.
v-six-by-six-history-1 = Yoté ye Farafinna tilebin fan laadala tulon ye. Charles Béart y’a ɲɛfɔ a ka sɛgɛsɛgɛli gafe Jeux et jouets de l’ouest africain kɔnɔ, min bɔra Dakar san 1955, i n’a fɔ Senegali wari tulon minnu ka ca kosɛbɛ, a kelen don olu la; a bɛ kɛ ni kabakurun 12 ye bere misɛn 12 ɲɛ na. A ɲɛfɔlen bɛ angilɛkan na Frederic V. Grunfeld ka Games of the World (1975) ani Jennifer Prior ka The Games of Africa (1994) kɔnɔ.
v-six-by-six-history-2 = Dingɛw kulu bonya ma latigɛ abada. Béart ka ɲɛfɔli bɛ wala dɔ ko fɔ min dingɛw ye 25 ye, wala 5×5, ani Ganbi tulon Choko, min ni Yoté ka surun kosɛbɛ, o fana bɛ kɛ 5×5 kan. Sariya kulu kura caman bɛ sira 5 dingɛ 6 ta, o de ye tulon jɔnjɔn ye yan. Laada la, wala tun ye dingɛ kulu dɔrɔn de ye, min ja bɛ ci walima a bɛ sɔgɔ dugukolo la, o de kosɔn foyi tun t’a siri bonya kelen na.
v-six-by-six-history-3 = An ma sɛbɛn bɔlen si dɔn min bɛ Yoté ko fɔ wala 6×6 kan. A bɛ di yan i n’a fɔ wala min yɔrɔ ka bon, tulonkɛla minnu bɛ tulon janw fɛ, olu kama, ni tulon jɔnjɔn sariya bɛɛ ma yɛlɛma.

v-bodogemu-title = Bodogemu ka Yoté
v-bodogemu-short = Panni ɲɔgɔn kɔ, kisɛ filanan bɛ i sago la, tulon bɛ taa fo kisɛ bɛɛ ka ta.
v-bodogemu-lead = Bodogemu siti ye sariya minnu bɔ: kisɛ min bɛ pan, o bɛ se ka pan tugun, kisɛ filanan bɛ i sago la, i b’a ta walima i b’a to, ani tulon bɛ taa a fɛ fo fan kelen ka kisɛ bɛɛ ka ban.
v-bodogemu-what-1 = Bodogemu bɛ tulon kɛ wala kan min bɛ kɛ tuma bɛɛ, min siraw ye 5 ye, dingɛ 6 sira kelen-kelen na, kisɛ 12 tulonkɛla kelen-kelen bɛɛ ye, ani a bɛ min bɛ daminɛ, o latigɛ kalata fɛ. Sigili, taamali ani panni bɛ kɛ i ko tulon jɔnjɔn na, nka kisɛ min jiginna kɛlɛɲɔgɔn kisɛ wɛrɛ kɛrɛfɛ, o bɛ se ka pan tugun o nɔ kelen kɔnɔ, ka kisɛ o kisɛ minɛ a bɛ pan ka tɛmɛ min kan, fo ni panni o panni bɛ jigin dingɛ lankolon na. A bɛ se ka jɔ panni o panni kɔ.
v-bodogemu-what-2 = Minɛli kɔ, i bɛ se ka kɛlɛɲɔgɔn kisɛ wɛrɛ o wɛrɛ ta wala kan, nka a tɛ wajibi ye. I bɛ se sɔrɔ ni i ye kɛlɛɲɔgɔn kisɛ bɛɛ minɛ. Ni tulonkɛla si tɛ se ka kɛwale bɛnnen kɛ, min ka kisɛw ka ca wala kan, o bɛ se sɔrɔ; ani ni tulonkɛla fila bɛɛ ka kisɛw seginna 3 ma walima u dɔgɔyara n’o ye, ani u si tɛ se ka minɛli kɛ, tulon bɛ ban bɛnni na.
v-bodogemu-history-1 = Bodogemu ka sariyaw bɛ Yoté jira i n’a fɔ tulon min bɛ kɛ kosɛbɛ Senegali, Mali ani Burukina Faso, mɔgɔw b’a fɛ a sariya nɔgɔmanw ni a ko yɛlɛma caman kosɔn, o de y’a to tulonkɛla dɔw bɛ wari don a la. U b’a ɲɛfɔ ko a bɛ kɛ dugukolo kan ni kabakurunw ni bere misɛnw ye, dingɛ sɔgɔlenw kɔnɔ, i n’a fɔ Charles Béart y’a sɛbɛn cogo min na Jeux et jouets de l’ouest africain (Dakar, 1955) kɔnɔ.
v-bodogemu-history-2 = Panni ɲɔgɔn kɔ bɛ Bodogemu ka sariyaw la, nka a tɛ Béart ta la, panni kelen dɔrɔn de bɛ kɛ nɔ kelen kɔnɔ yen; Béart ka sariya kulu nin siti in kan b’o fɔ k’a jɛya. O sariyaw ma a fɔ kisɛ filanan bɛ ta tuma min panni ɲɔgɔn kɔ kɔnɔ: an b’a ta siɲɛ kelen, panni laban kɔ.
v-bodogemu-history-3 = Bodogemu bɛ kulɛriw tila kalata fɛ, ani tabali min labɛnna ni nin sariya kulu in ye, o fana b’o kɛ, fo n’i ye cogo wɛrɛ sugandi. An bɛ bɛnni fara a kan nɔ 120 kɔ minɛli si ma kɛ, i n’a fɔ sariya kulu bɛɛ la yan.

v-beart-title = Béart ka Yoté dingɛ 25 kan
v-beart-short = Wala 5×5, bolo fɔlɔ, kisɛ filanan bɛ ta wala kan walima bolo la.
v-beart-lead = Dingɛ 25 sɔgɔlen wala la, kisɛ 12 tulonkɛla kelen-kelen bɛɛ ye, ani minɛli min bɛ kisɛ 2 bɔnɛ tuma bɛɛ: dingɛ 25 wala tulon ka sariya kulu.
v-beart-what-1 = Wala dingɛw ye 25 ye, sira 5 dingɛ 5, a lankolon don daminɛ na, ani kisɛ 12 bɛ tulonkɛla kelen-kelen bɛɛ bolo, wala kɔkan. Ni kisɛw bɛ i bolo la hali bi i bɛ minnu sigi, i bɛ kelen sigi dingɛ lankolon dɔ la walima ka pan ka minɛli kɛ; fɛn wɛrɛ tɛ lamaga. Ni i ka kisɛw bɛɛ sigira, i bɛ kisɛ dɔ lataama ka taa dingɛ lankolon na min bɛ a kɛrɛfɛ, walima ka pan.
v-beart-what-2 = Panni bɛ i panna ka tɛmɛ kisɛ min kan, o ta, ani kɛlɛɲɔgɔn kisɛ filanan dɔ i sago la, wala kan walima bolo la: minɛli bɛ kisɛ 2 bɔnɛ tuma bɛɛ. Panni ɲɔgɔn kɔ tɛ yen, ani minɛli tɛ wajibi ye abada. I bɛ se sɔrɔ ni i ye kɛlɛɲɔgɔn kisɛ 12 bɛɛ ta. Tulonkɛla min tɛ se ka kɛwale kɛ a nɔ na, o bɛ dɛsɛ (Ndar-Kepp, wolofkan na « datugulen fan bɛɛ fɛ »), nka tulonkɛla min ka kisɛ si tɛ wala kan, ani kisɛw bɛ a bolo la, o tɛ datugulen ye: a bɛ kisɛ sigi. Tulon bɛ ban bɛnni na bɛnkan fɛ, walima kɛwale 120 kɔ minɛli si ma kɛ.
v-beart-history-1 = Charles Béart ye Yoté ɲɛfɔ Jeux et jouets de l’ouest africain (Dakar, 1955) kɔnɔ, a bɛ kɛ ni kabakurun 12 ye bere misɛn 12 ɲɛ na; a ka ɲɛfɔli bɛ wala dɔ ko fɔ min dingɛw ye 25 ye. Ganbi tulon Choko, min ni Yoté ka surun kosɛbɛ, o fana bɛ kɛ 5×5 kan. Frederic V. Grunfeld (Games of the World, 1975) ani Jennifer Prior (The Games of Africa, 1994) ye tulon ɲɛfɔ angilɛkan na o kɔfɛ.
v-beart-history-2 = Béart ka kuma min bɛ kisɛ filanan ko la, « un pion au choix dans le jeu de l’adversaire », o m’a dan wala dɔrɔn ma, ani nin sariya kulu in b’a ta wala kan walima bolo la. Sariya min b’a fɔ ko kisɛ minnu bɛ bolo la, olu ka kan ka sigi sani kisɛ si ka taama, Ndar-Kepp dɛsɛli ani kɛwale 120 bɛnni, olu bɔra dingɛ 25 wala tulon yɛrɛ ka sariyaw la.

# The rule changes tables: one row per aspect the source page speaks of (src/site/pages.rs,
# `table_rows`). vt-<row> names the row, vt-<row>-standard the standard game,
# vt-<preset>-<row> the rule set; v-<preset>-source names the source under the table.
vt-board = Wala
vt-board-standard = Sira 5, dingɛ 6 sira kelen-kelen na, dingɛ 30 bɛɛ lajɛlen.
vt-pieces = Kisɛw ani dingɛ lankolonw
vt-pieces-standard = Kisɛ 12 tulonkɛla kelen-kelen bɛɛ ye, u bɛɛ bɛ bolo la daminɛ na. Ni kisɛ bɛɛ sigira, dingɛ 6 bɛ to lankolon.
vt-moves = Sigili, taamali ani panni
vt-moves-standard = Kisɛ dɔ sigi dingɛ lankolon o dingɛ lankolon na, walima kisɛ dɔ lataama dingɛ kelen sanfɛ, duguma, numanbolo fɛ walima kininbolo fɛ, walima pan o cogo kelen na ka tɛmɛ kɛlɛɲɔgɔn kisɛ kan min bɛ a kɛrɛfɛ, ka jigin dingɛ lankolon na a kɔfɛ, o kɔ kɛlɛɲɔgɔn kisɛ filanan dɔ ta wala kan i sago la.
vt-end = Tulon laban
vt-end-standard = I bɛ se sɔrɔ ni i kɛlɛɲɔgɔn ka kisɛ 1 dɔrɔn tora walima a si ma to, wala ni bolo fara ɲɔgɔn kan. Tulonkɛla min tɛ se ka kɛwale si kɛ a nɔ na, o bɛ dɛsɛ.
vt-second = Kisɛ filanan min bɛ ta minɛli kɔ
vt-second-standard = Kɛlɛɲɔgɔn kisɛ wɛrɛ o wɛrɛ min bɛ wala kan, minɛbaga b’a sugandi. A ka kan ka ta tuma o tuma ni kelen bɛ yen.
vt-none-left = Ni kɛlɛɲɔgɔn kisɛ wɛrɛ si tɛ wala kan
vt-none-left-standard = Kisɛ min minɛna panni fɛ, o dɔrɔn de bɛ bɔ; kisɛ minnu bɛ bolo la, olu lakananen don.
vt-start = Jɔn bɛ daminɛ
vt-start-standard = Jɛman de bɛ daminɛ. Tabali labɛnni b’a fɔ jɔn bɛ kɛ Jɛman ye: tabali labɛnbaga, a kɛlɛɲɔgɔn, walima u dɔ kalata fɛ.
vt-placing = Sigili ani taamali
vt-placing-standard = Nɔ o nɔ, kisɛ dɔ sigi ka bɔ i bolo la, walima kisɛ dɔ lataama, walima pan.
vt-chain = Panni hakɛ nɔ kelen kɔnɔ
vt-chain-standard = Panni kelen dɔrɔn nɔ kelen kɔnɔ.
vt-win = Se sɔrɔli
vt-win-standard = I bɛ se sɔrɔ ni i kɛlɛɲɔgɔn ka kisɛ 1 dɔrɔn tora walima a si ma to, wala ni bolo fara ɲɔgɔn kan.
vt-blocked = Tulonkɛla datugulen
vt-blocked-standard = Tulonkɛla min tɛ se ka kɛwale si kɛ a nɔ na, o bɛ dɛsɛ (Ndar-Kepp). Ni kisɛw bɛ tulonkɛla bolo la, ani dingɛ lankolon bɛ yen, a bɛ se ka kisɛ sigi tuma bɛɛ.
vt-draws = Bɛnniw
vt-draws-standard = Nɔ { $n } tɛmɛnen ɲɔgɔn kɔ minɛli si ma kɛ, walima bɛnkan fɛ.

v-standard-source = Sɛbɛnw: João Pedro Neto ka sariyaw ani sariya kulu kura wɛrɛw, wala ni kisɛ filanan ko la; Béart ka sariya kulu, nɔ 120 bɛnni ko la.

vt-six-by-six-board = Sira 6, dingɛ 6 sira kelen-kelen na, dingɛ 36 bɛɛ lajɛlen, a sugandilen tabali labɛnni na.
vt-six-by-six-pieces = Kisɛ 12 kelenw tulonkɛla kelen-kelen bɛɛ ye. Ni kisɛ bɛɛ sigira, dingɛ 12 bɛ to lankolon.
vt-six-by-six-moves = A ma yɛlɛma, wala min ka bon, o kan: taamaliw ni panniw bɛ se sira 6nan fana ma.
vt-six-by-six-end = A ma yɛlɛma.
v-six-by-six-source = Sɛbɛn: sɛbɛn bɔlen si tɛ. An ma sɛbɛn si dɔn min bɛ Yoté ko fɔ wala 6×6 kan: tabulo siraw minnu bɛ sanfɛ, olu ye tulon jɔnjɔn ye wala kan, sira 6nan bɛ min na.

vt-hand-capture-second = Kɛlɛɲɔgɔn kisɛ wɛrɛ o wɛrɛ min bɛ wala kan, walima kisɛ kelen kɛlɛɲɔgɔn bolo la, minɛbaga b’a sugandi.
vt-hand-capture-none-left = Kisɛ filanan ka kan ka ta kɛlɛɲɔgɔn bolo la, ni kelen b’a bolo la.
vt-hand-capture-moves-standard = Kisɛ dɔ sigi dingɛ lankolon o dingɛ lankolon na, walima kisɛ dɔ lataama dingɛ kelen sanfɛ, duguma, numanbolo fɛ walima kininbolo fɛ, walima pan o cogo kelen na ka tɛmɛ kɛlɛɲɔgɔn kisɛ kan min bɛ a kɛrɛfɛ, ka jigin dingɛ lankolon na a kɔfɛ.
vt-hand-capture-moves = A ma yɛlɛma.
vt-hand-capture-end = A ma yɛlɛma. Kisɛ min tara bolo la, o bɛ jate se sɔrɔli la i ko kisɛ tɔw.
v-hand-capture-source = Sɛbɛnw: Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), « un pion au choix dans le jeu de l’adversaire », a kalanna ka dayɛlɛ; tulon jɔnjɔn bɛ João Pedro Neto ka « wala kan dɔrɔn » sariya tugu.

vt-bodogemu-start = Kalata fɛ, i ko Bodogemu kan; tabali min bɛ ni nin sariya kulu in ye, o fana b’o kɛ, fo n’i ye cogo wɛrɛ sugandi. Jɛman de bɛ daminɛ.
vt-bodogemu-board = A ma yɛlɛma: sira 5, dingɛ 6 sira kelen-kelen na (« 6x5 » Bodogemu ka kuma na), kisɛ 12 tulonkɛla kelen-kelen bɛɛ bolo la.
vt-bodogemu-placing = A ma yɛlɛma: kisɛ sigi, a lataama dingɛ kelen sanfɛ, duguma, numanbolo fɛ walima kininbolo fɛ (abada jɛngɛ fɛ), walima pan.
vt-bodogemu-second = Kɛlɛɲɔgɔn kisɛ wɛrɛ o wɛrɛ min bɛ wala kan, minɛbaga b’a sugandi, nka i bɛ se ka a to fana, i kana foyi ta.
vt-bodogemu-chain = Panni kɔ, o kisɛ kelen bɛ se ka pan tugun o nɔ kelen kɔnɔ, ka kisɛ o kisɛ minɛ a bɛ pan ka tɛmɛ min kan, fo ni panni o panni bɛ jigin dingɛ lankolon na; a bɛ se ka jɔ panni o panni kɔ. Kisɛ filanan bɛ ta siɲɛ kelen, panni laban kɔ (an ka kalancogo don: sɛbɛn ma a fɔ).
vt-bodogemu-win = I bɛ se sɔrɔ ni i ye kɛlɛɲɔgɔn kisɛ bɛɛ minɛ.
vt-bodogemu-blocked = Tulonkɛla min tɛ se ka kɛwale si kɛ, o bɛ tɛmɛ. Ni tulonkɛla si tɛ se ka kɛwale kɛ, min ka kisɛw ka ca wala kan, o bɛ se sɔrɔ; ni u ka kisɛw hakɛ ye kelen ye, bɛnni don.
vt-bodogemu-draws = Ni tulonkɛla fila bɛɛ ka kisɛw seginna 3 ma walima u dɔgɔyara n’o ye, ani u si tɛ se ka minɛli kɛ. Ani fana nɔ { $n } kɔ minɛli si ma kɛ (siti in de y’o fara a kan), walima bɛnkan fɛ.
v-bodogemu-source = Sɛbɛn: Bodogemu ka Yoté sariyaw (faransikan na), « Comment jouer » ani « Fin de la partie ». Nɔ 120 bɛnni farala a kan siti in de fɛ, ani panni ɲɔgɔn kɔ bɛ a kisɛ filanan ta tuma min, o ye an ka kalancogo ye.

vt-beart-board = Dingɛ 25, sira 5 dingɛ 5, a lankolon don daminɛ na.
vt-beart-pieces = Kisɛ 12 tulonkɛla kelen-kelen bɛɛ ye, wala kɔkan. Kisɛ 24 dingɛ 25 kama: ni kisɛ bɛɛ sigira, dingɛ kelen dɔrɔn de bɛ to lankolon.
vt-beart-placing = Ni kisɛw bɛ i bolo la hali bi i bɛ minnu sigi, i bɛ kelen sigi dingɛ lankolon dɔ la walima ka pan ka minɛli kɛ; fɛn wɛrɛ tɛ lamaga. Ni i ka kisɛw bɛɛ sigira, i bɛ kisɛ lataama walima ka pan.
vt-beart-second = Kɛlɛɲɔgɔn kisɛ wɛrɛ o wɛrɛ min bɛ wala kan, walima kelen a bolo la, minɛbaga b’a sugandi: minɛli bɛ kisɛ 2 bɔnɛ tuma bɛɛ. A ka kan ka ta.
vt-beart-chain = A ma yɛlɛma: panni kelen nɔ kelen kɔnɔ, i ko nin sɛbɛn b’a fɔ k’a jɛya cogo min na.
vt-beart-win = I bɛ se sɔrɔ ni i ye kɛlɛɲɔgɔn kisɛ 12 bɛɛ ta.
vt-beart-blocked = Ndar-Kepp (wolofkan na « datugulen fan bɛɛ fɛ »): tulonkɛla min tɛ se ka kɛwale kɛ a nɔ na, o bɛ dɛsɛ. Tulonkɛla min ka kisɛ si tɛ wala kan nka kisɛw bɛ a bolo la, o tɛ datugulen ye: a bɛ kisɛ sigi.
vt-beart-draws = A ma yɛlɛma: bɛnkan fɛ, walima kɛwale { $n } kɔ minɛli si ma kɛ. Nin sɛbɛn in de ye o sariya bɔyɔrɔ ye.
v-beart-source = Sɛbɛn: dingɛ 25 wala tulon ka sariyaw (« Les règles du Yoté »), ka bɔ Charles Béart ka Jeux et jouets de l’ouest africain (Dakar, 1955) la.
