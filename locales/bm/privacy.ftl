## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Gundo: nin siti bɛ min mara
privacy-title = Gundo
privacy-lead = Kɔnti tɛ, e-mail tɛ, reklamu tɛ. Nin ɲɛ in bɛ a fɔ ka jɛya siti bɛ min mara i ko la, mun na, ani waati hakɛ min.
privacy-server-title = Sɛriwɛri bɛ min mara
privacy-why = Mun na:
privacy-how-long = Waati hakɛ:

privacy-player-cookie-what = I ka tulonkɛla kuki: tɔgɔ gundo dɔ min bɛ i ka tulonkɛla jira. Sɛriwɛri bɛ a taamasiyɛn dɔrɔn mara, a yɛrɛ tɛ.
privacy-player-cookie-why = Walasa i tɔgɔ, i ka sɛbɛya hakɛ ani i ka ɲɔgɔnye yɔrɔ tulonw ka tugu i kɔ kɔnti tɛ.
privacy-player-cookie-long = San fila i ka navigatɛri kɔnɔ; sɛriwɛri kan fo i ka a fɔ ka i ka tulonkɛla ɲinɛ.
privacy-seat-cookies-what = Sigiyɔrɔ kuki kelen tulon o tulon na i sigilen bɛ min na, a bɛ ci o tulon ka adrɛsi dɔrɔn ma.
privacy-seat-cookies-why = Walasa i kelen dɔrɔn ka se ka i ka fan tulon.
privacy-seat-cookies-long = San kelen i ka navigatɛri kɔnɔ; sigiyɔrɔ gundo bɛ to tulon fɛ.
privacy-lang-cookie-what = Kan min sugandira laban.
privacy-lang-cookie-why = Walasa ka siti da o kan na.
privacy-lang-cookie-long = San kelen, i ka navigatɛri dɔrɔn kɔnɔ.
privacy-name-what = I ka tulonkɛla tɔgɔ, i ka sɛbɛya hakɛw, ani tulon jatelen kelen kelen bɛɛ la i ka sɛbɛya hakɛ a ɲɛ ani a yɛlɛmali.
privacy-name-why = I kɛlɛɲɔgɔnw bɛ i tɔgɔ ye; sɛbɛya hakɛw bɛ i ni i ka hakɛ tulonkɛlaw bɛn ka i ka taa ɲɛ jira i ka ɲɛ kan.
privacy-name-long = Fo i ka a fɔ ka i ka tulonkɛla ɲinɛ.
privacy-games-what = Tulonw: walekɛ kelen kelen ni a waati, baro, jaabi, ani tulonkɛla min tun bɛ fan kelen kelen na.
privacy-games-why = Tulonkɛla fila, ani mɔgɔ o mɔgɔ ni jɛnsɛn bɛ a bolo, bɛ se ka tulon da ka a sɛgɛsɛgɛ kɔfɛ.
privacy-games-long = Badaa. Ni tulonkɛla ɲinɛna, a ka tulonw bɛ to, u bɛ « Tulonkɛla jɔsilen » jira.
privacy-player-address-what = Adrɛsi (IP) min kɔnɔ i ka tulonkɛla dabɔra.
privacy-player-address-why = Walasa ka tulonkɛla kura caman walima tɔgɔ jugu sɔrɔyɔrɔ dɔn.
privacy-player-address-long = Tile { $days }, o kɔ a bɛ jɔsi.
privacy-table-address-what = Adrɛsi min ye tabali kelen kelen dabɔ.
privacy-table-address-why = Adrɛsi kelen tɛ se ka tabali caman to teri makɔnɔ, ani ɔridinatɛri bɛ adrɛsiw baara u ka kulu la.
privacy-table-address-long = Tile { $days }, o kɔ a bɛ jɔsi.
privacy-shared-address-what = Ɲɔgɔnye yɔrɔ tulon min bɛ tulonkɛla fila cɛ adrɛsi kelen kan: o adrɛsi.
privacy-shared-address-why = Tulonkɛla minnu bɛ adrɛsi kelen tila, olu bɛ tulon jatelen dama dɔrɔn kɛ ɲɔgɔn fɛ tile kɔnɔ.
privacy-shared-address-long = Tile { $days }, o kɔ a bɛ jɔsi.
privacy-seek-address-what = Mɔgɔ min bɛ kɛlɛɲɔgɔn ɲini ɲɔgɔnye yɔrɔ la, o ka adrɛsi.
privacy-seek-address-why = Adrɛsi kelen tɛ se ka tulonkɛla caman to makɔnɔni na.
privacy-seek-address-long = Makɔnɔni waati (miniti dama), a caman na tile { $days }.
privacy-limits-what = Ɲininiw jateli adrɛsi kelen kelen na: tulonkɛla kuraw, tɔgɔ kuraw, tabaliw, yɛlɛma kodiw.
privacy-limits-why = Dan sigiliw caya juguw kama.
privacy-limits-long = Lɛrɛ kelen a caman na.
privacy-push-what = Ni i ye kibaruyaw lakunun tulon dɔ kama: i ka navigatɛri ka kibaruya adrɛsi ani a kilew.
privacy-push-why = Walasa ka a fɔ i ye, i ka navigatɛri ka kibaruya baarakɛyɔrɔ fɛ, ni i ka tɛmɛ sera.
privacy-push-long = Fo tulon ka ban, i k'u faga, walima i ka a fɔ ka i ka tulonkɛla ɲinɛ.
privacy-transfer-what = Yɛlɛma kodiw, taamasiyɛn cogo la.
privacy-transfer-why = Walasa ka i ka tulonkɛla taa minɛn wɛrɛ kan.
privacy-transfer-long = U bɛ baara miniti tan, u bɛ jɔsi tile kelen o kɔ.
privacy-reports = Siti ma kɔnni, makɛnɛni walima bali sɔrɔ fɔlɔ. Ni a y'u sɔrɔ, nin ɲɛ in bɛna a fɔ u bɛ min mara ani waati hakɛ min, ani i ka kɔnni bɛna kɛ i ka kunnafoni dosiye kɔnɔ.

privacy-yours-title = I ka kunnafoniw
privacy-download = « N ka kunnafoniw jigin », « N ka tulonw » kan, bɛ dosiye (JSON) di i ma ni i ka tulonkɛla tɔgɔ ye, adrɛsi min kɔnɔ a dabɔra ni a maralen bɛ fɔlɔ, i ka sɛbɛya hakɛw, ani i ka ɲɔgɔnye yɔrɔ tulonw: kɛlɛɲɔgɔn, jaabi, sɛbɛya hakɛ yɛlɛmali ani don.
privacy-forget = « Ne ɲinɛ », « N ka tulonw » kan, bɛ i ka tulonkɛla tɔgɔ, a ka adrɛsi, a ka sɛbɛya hakɛw, a ka kibaruya sɛbɛnniw ani a ka yɛlɛma kodiw jɔsi siɲɛ kelen, ani navigatɛri bɛɛ ka jɛɲɔgɔnya ni i ka tulonkɛla ye. I ka tulonw bɛ to, i ka fan bɛ jira ko « Tulonkɛla jɔsilen ». O kɔ, mɔgɔ o mɔgɔ bɛ se ka o tɔgɔ ta. A tɛ se ka segin.
privacy-no-player = Tulon minnu ma jate, ni teri ye walima ni ɔridinatɛri ye, olu tɛ tulonkɛla si ta ye: u maralen bɛ ni u sigiyɔrɔw ye, foyi t'u siri i la ni i ka navigatɛri ka sigiyɔrɔ kukiw tɛ.
privacy-to-my-games = Taa N ka tulonw na
privacy-device-title = Min bɛ to i ka minɛn kan

privacy-recent-what = I ka tulonw lisi « N ka tulonw » kama: tulon kelen kelen ka tɔgɔ ani i ka fan.
privacy-recent-why = Walasa ka i ka tulonw sɔrɔ tugun kɔnti tɛ.
privacy-recent-long = Fo i ka nin siti ka kunnafoniw jɔsi.
privacy-kept-player-what = I ka tulonkɛla tɔgɔ ani a ka sɛbɛya hakɛ.
privacy-kept-player-why = Walasa ka i fo ɲɛ fɔlɔ kan ni rezo tɛ.
privacy-kept-player-long = Fo i ka a fɔ ka i ka tulonkɛla ɲinɛ walima ka nin siti ka kunnafoniw jɔsi.
privacy-offline-what = Tulon minnu kɛra rezo kɔ, ani i ka ɲɛnajɛ ɲininkaliw sɛbɛya hakɛ ni ɲininkali jaabilenw.
privacy-offline-why = U bɛ kɛ navigatɛri kɔnɔ, u tɛ ci abada.
privacy-offline-long = Fo i ka nin siti ka kunnafoniw jɔsi.
privacy-settings-what = I ka sugandiliw: mankan fagalen, tulon dɔ ka baro makɛnɛnen, kibaruyaw lakununen tulon dɔ kama.
privacy-settings-why = Walasa k'u mara taa ni segin cɛ.
privacy-settings-long = Fo i k'u yɛlɛma walima ka nin siti ka kunnafoniw jɔsi.
privacy-cache-what = Aplikasiyɔn ka maralan: siti ka dosiyew ani ɲɛ minnu bɛ kelen ye bɛɛ fɛ.
privacy-cache-why = Walasa ka tulon kɛ rezo kɔ.
privacy-cache-long = A bɛ falen siti ka bɔli kura o bɔli kura la.
privacy-clear-device = Walasa k'a bɛɛ jɔsi, i ka navigatɛri ka labɛnw da nin siti kama ka a ka kunnafoniw jɔsi (telefɔni kan: siti ka labɛnw, o kɔ « Jɔsi ka segin a daminɛ na » walima « Kunnafoniw jɔsi »). Ni yɛlɛma kodi tɛ, navigatɛri min ye a ka kunnafoniw tunun, o ye tulonkɛla kura ye.
privacy-nothing-else-title = Foyi wɛrɛ tɛ
privacy-nothing-else = Reklamu tɛ, jateminɛ tɛ, siti wɛrɛw ka sɛbɛnni tɛ: dosiye bɛɛ bɛ bɔ nin siti de la. Foyi tɛ feere, foyi tɛ di mɔgɔ wɛrɛ ma.

game-deleted-player = Tulonkɛla jɔsilen

mygames-privacy-link = Gundo: nin siti bɛ min mara i ko la
mygames-data-title = I ka kunnafoniw
mygames-data-lead = Siti bɛ min mara i ka tulonkɛla ko la, o jigin, walima a fɔ a ka ɲinɛ.
mygames-data-download = N ka kunnafoniw jigin
mygames-forget = Ne ɲinɛ
mygames-forget-what = Nin bɛ i ka tulonkɛla tɔgɔ, a ka sɛbɛya hakɛw, a ka kibaruya sɛbɛnniw ani a ka yɛlɛma kodiw jɔsi pewu, navigatɛri bɛɛ la a donna minnu na. I ka tulonw bɛ to, u bɛ jira ni « Tulonkɛla jɔsilen » ye. Nin navigatɛri bɛ kɛ mɔgɔ kura ye.
mygames-forget-yes = Ɔwɔ, ne ɲinɛ
mygames-forget-no = A dabila
mygames-js-forgotten = I ka tulonkɛla ɲinɛna. Nin navigatɛri ye kura ye siti fɛ.
mygames-js-against-deleted = Ni tulonkɛla jɔsilen ye
