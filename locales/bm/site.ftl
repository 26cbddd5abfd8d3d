site-description = Yoté tulon kɛ ɛntɛrinɛti kan, Farafinna tilebin fan minɛli tulon: ni i teri ye adiresi fɛ, ni ɔridinatɛri ye, walima minɛn kelen kan. Tɔgɔsɛbɛn si tɛ.
skip-to-content = Taa ɲɛ kunnafoniw ma
nav-label = Yaalali jɔnjɔn
nav-play = Tulon kɛ
nav-rules = Sariyaw
nav-variants = Suguyaw
lang-switch = Kan
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = bayɛlɛmani fɔlɔ: an bɛ latilenniw makɔnɔ
lang-help = Bayɛlɛmani dɔ latilen
translations-title = Bayɛlɛmaniw
translations-lead = Siti in bɛ kan 10 fɔ. Kan o kan ye sɛbɛn nɔgɔman damadɔ ye: daɲɛgafe, min bɛ tulon daɲɛ kelen-kelen bɛɛ jira ani mun na o daɲɛ sugandira, ani siti ka sɛbɛnw, Fluent cogoya la.
translations-first = Wolofkan ni bamanankan bayɛlɛmaniw ye bayɛlɛmani fɔlɔw ye: wala tulonw daɲɛ si ma bɔ kan fila in si la fɔlɔ, o de kosɔn u ka daɲɛgafew bɛ daɲɛ sugandilen kelen-kelen bɛɛ ɲɛfɔ. Minnu bɛ u fɔ, an bɛ olu ka latilenniw makɔnɔ.
translations-how-h = Latilenni dɔ ci
translations-how = Kan ka sɛbɛn min bɛ duguma, o da wuli, ka sɛbɛn min bɛ = taamasiyɛn kɔfɛ, o latilen, nka min bɛ akoladiw cɛ, i kana o yɛlɛma. O kɔ, sɛbɛn latilennen ci siti in ɲɛmɔgɔw ma, k’a fɔ i ye min yɛlɛma ani a kun. Ni daɲɛgafe daɲɛ dɔ ma ɲɛ, daɲɛgafe fana latilen: sɛbɛnw bɛɛ b’a tugu.
translations-glossary = Daɲɛgafe
translations-files = Sɛbɛnw
tagline = Tɔgɔsɛbɛn si tɛ. Adiresi tila, ka tulon daminɛ.
theme-label = Cogoya
theme-system = I ka minɛn cogo la
theme-light = Yeelen
theme-dark = Dibi

notfound-title = Ɲɛ ma sɔrɔ
notfound-body = Foyi tɛ nin adiresi in na. A bɛ se ka kɛ ko adiresi sɛbɛnni filila, walima tulon tɛ yen.
notfound-home = Segin ɲɛ fɔlɔ ma
refused-title = O ma se ka kɛ
refused-back = Segin weleli ma

home-title = Yoté tulon kɛ ɛntɛrinɛti kan
home-kicker = Farafinna tilebin tulon
home-heading = Yoté: sigili, taamali, panni, ani minɛli o minɛli bɛ kisɛ 2 ta.
home-welcome = Yoté bɛ tulon Senegali, Mali ani Burukina Faso, ni kabakurunw ni bere misɛnw ye, dingɛ minnu sɔgɔra dugukolo la, olu kɔnɔ. Kisɛ 12 tulonkɛla kelen-kelen bɛɛ ye, u bɛɛ bɛ bolo la daminɛ na. Nɔw bɛ tɛmɛ joona, ko bɛ yɛlɛma joona: panni kelen bɛ i panna ka tɛmɛ kisɛ min kan, o ta, ani kisɛ filanan dɔ i sago la.
home-modes = Tulon kɛcogow
home-friend = Tulon kɛ ni i teri ye
home-friend-text = Tabali dɔ labɛn ka adiresi ci. I teri b’a da wuli ka sigi.
home-computer = Tulon kɛ ni ɔridinatɛri ye
home-computer-text = Dakun 5, ka bɔ kalanden na ka se karamɔgɔ ma.
home-local = Tulon kɛ nin minɛn in kan
home-local-text = Tulonkɛla 2, ɛkaran 1: a tɛmɛ ɲɔgɔn ma tabali kan.
home-glance = Sariyaw kuma surun na
home-glance-1 = Ni kisɛw bɛ i bolo la hali bi, i bɛ se ka kelen sigi dingɛ lankolon o dingɛ lankolon na.
home-glance-2 = Walima kisɛ dɔ lataama ka taa dingɛ lankolon na min bɛ a kɛrɛfɛ: sanfɛ, duguma, numanbolo fɛ walima kininbolo fɛ, abada jɛngɛ fɛ.
home-glance-3 = Walima pan ka tɛmɛ kɛlɛɲɔgɔn kisɛ kan min bɛ i kɛrɛfɛ, ka jigin dingɛ lankolon na a kɔfɛ: o kisɛ minɛna.
home-glance-4 = O kɔ, kɛlɛɲɔgɔn kisɛ filanan dɔ ta i sago la. Ni i kɛlɛɲɔgɔn tora kisɛ 1 na, i ye se sɔrɔ.
home-read-rules = Sariyaw bɛɛ kalan
home-variants = Sariya kuluw
variants-title = Mɔgɔw bɛ sariya kulu minnu tugu
variants-lead = Yoté bɛ tulon ni sariya kulu caman ye: ɲɛ o ɲɛ bɛ sariya kulu kelen ka tariku fɔ, ani a danfara ni tulon jɔnjɔn ye. Sariya kulu o sariya kulu bɛ se ka sugandi n’i bɛ tabali labɛn.
home-quote = « Farafinna la, ni mɔgɔkɔrɔba dɔ sara, gafemarayɔrɔ dɔ jenina. »
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Tabali dɔ labɛn
setup-mode = Kɛlɛɲɔgɔn
setup-mode-friend = I teri dɔ, adiresi fɛ
setup-mode-computer = Ɔridinatɛri
setup-mode-local = Nin minɛn in kan
setup-rules = Sariyaw
setup-preset = Sariya kulu
setup-preset-help = Sariya kulu dɔ sugandi; sugandili dafalen minnu bɛ duguma, olu bɛ se k’a sariya o sariya yɛlɛma.
setup-about-preset = Nin sariya kulu in ko la
setup-changed = a yɛlɛmana ka bɔ sariya kulu la
setup-rules-string = Sariya sɛbɛnnen:
setup-rules-error = Adiresi kɔnɔ sariyaw ma se ka kalan, o de kosɔn tulon jɔnjɔn jiralen don:
setup-level = Ɔridinatɛri dakun
setup-colour = I ka kulɛri
setup-colour-white = Jɛman (a bɛ daminɛ)
setup-colour-black = Finman
setup-colour-random = Kalata fɛ
setup-colour-help = Jɛman bɛ tulon kɛ ni kabakurunw ye, a de bɛ daminɛ; Finman bɛ tulon kɛ ni berew ye.
setup-rated = Sɛbɛya hakɛ
setup-rated-label = Tulon jatelen
setup-rated-help = Tulonkɛla fila bɛɛ ka sɛbɛya hakɛ bɛ yɛlɛma tulon kɔlɔlɔ fɛ. I teri bɛ sɔn a ma n’a ye sigiyɔrɔ ta. Tulon min lajɔra sani kɛwale 2nan ka kɛ, o tɛ jate foyi la.
setup-rated-help-computer = I ka sɛbɛya hakɛ bɛ yɛlɛma tulon kɔlɔlɔ fɛ; ɔridinatɛri bɛ tulon kɛ a dakun ka sɛbɛya hakɛ la. Tulon min lajɔra sani kɛwale 2nan ka kɛ, o tɛ jate foyi la.
setup-create = Tabali labɛn
setup-js-creating = Tabali bɛ ka labɛn…
setup-js-error = Tabali ma se ka labɛn: { $message }
setup-js-network = Sɛriwɛri ma se ka sɔrɔ. I ka ɛntɛrinɛti lajɛ, o kɔ a kɛ tugun.
setup-js-too-many = Kisɛw tɛ se ka da wala kan: kisɛ { $pieces } tulonkɛla kelen-kelen bɛɛ ye, o mago bɛ dingɛ { $needed } la, walima ka tɛmɛ o kan.
setup-js-win-at = « Se sɔrɔli dan » ka kan ka dɔgɔ ni kisɛ hakɛ ye.
setup-js-clock-minutes = « Miniti, mɔgɔ kelen-kelen » ka kan ka kɛ jate dafalen ye, ka bɔ 1 la ka se 180 ma.
setup-js-clock-increment = « Segɔn minnu bɛ fara kɛwale o kɛwale kan » ka kan ka kɛ jate dafalen ye, ka bɔ 0 la ka se 180 ma.
setup-advanced = Sugandili dafalenw
setup-advanced-help = Tabali sariya bɛɛ, u talen sariya kulu la: u dɔ o dɔ yɛlɛma ka i yɛrɛ ta dilan. Nin sariyaw tɛ se ka sugandili minnu tulon, olu tɛ jira.
setup-summary = Sariyaw:
setup-colour-random-preset = Nin sariya kulu in bɛ kulɛriw tila kalata fɛ.
setup-js-sum-board = wala { $rows }×{ $columns }
setup-js-sum-pieces = kisɛ { $n } tulonkɛla kelen-kelen bɛɛ ye
setup-js-sum-placement-free = sigili hɔrɔn
setup-js-sum-placement-hand-first = kisɛ bɛɛ sigi sani taamali ka daminɛ
setup-js-sum-second_removal-board = kisɛ filanan wala kan
setup-js-sum-second_removal-board-or-hand = kisɛ filanan wala kan walima bolo la
setup-js-sum-second_removal-board-then-hand = kisɛ filanan bolo la dɔrɔn ni kelen si tɛ wala kan
setup-js-sum-second_removal_optional-true = kisɛ filanan bɛ i sago la
setup-js-sum-second_removal_optional-false = kisɛ filanan tali ye wajibi ye
setup-js-sum-chain_jumps-true = panni ɲɔgɔn kɔ
setup-js-sum-chain_jumps-false = panni kelen nɔ kelen kɔnɔ
setup-js-sum-win_at = se sɔrɔli dan: { $n }
setup-js-sum-blocked-loses = tulonkɛla datugulen bɛ dɛsɛ
setup-js-sum-blocked-most-on-board = tulonkɛla datugulen bɛ tɛmɛ
setup-js-sum-no_capture_draw = bɛnni ni kɛwale { $n } tɛmɛna minɛli si ma kɛ
setup-js-sum-no_capture_draw-off = bɛnni tɛ minɛli dɛsɛ kosɔn
setup-js-sum-few_pieces_draw = bɛnni kisɛ { $n } na tulonkɛla kelen-kelen bɛɛ ye
setup-js-sum-few_pieces_draw-off = bɛnni tɛ kisɛ dɔgɔya kosɔn

level-beginner = Kalanden
level-easy = Nɔgɔman
level-medium = Cɛmancɛ
level-hard = Gɛlɛnman
level-master = Karamɔgɔ

invite-title = I welelen don Yoté tulon dɔ la
invite-kicker = Weleli
invite-lead = I teri dɔ ye tabali labɛn, a bɛ i makɔnɔ. Sigiyɔrɔ ta ka tulon daminɛ.
invite-rules = Sariyaw
invite-side = I ka fan
invite-take = Sigiyɔrɔ ta
invite-taken = Nin sigiyɔrɔ in tara kaban.
invite-watch = Tulon filɛ
invite-own = I yɛrɛ ka weleli don: adiresi ci i teri ma. Mɔgɔ min b’a da wuli fɔlɔ, o de bɛ sigiyɔrɔ ta.
invite-own-back = Segin i ka tulon ma
invite-rated = Nin tulon in jatelen don: ni i ye sigiyɔrɔ ta, i sɔnna o ma, ani tulon kɔlɔlɔ bɛ tulonkɛla fila bɛɛ ka sɛbɛya hakɛ yɛlɛma.
invite-over = Nin tulon in banna: a sigiyɔrɔ tɛ se ka ta tugun.
invite-js-white = Jɛman (kabakurunw), a bɛ daminɛ
invite-js-black = Finman (berew)
invite-js-unknown = Nin weleli in tɛ yen. Adiresi kura ɲini i teri fɛ.
invite-js-network = Sɛriwɛri ma se ka sɔrɔ. I ka ɛntɛrinɛti lajɛ, o kɔ a kɛ tugun.

# A continue link: the page that asks before a seat comes to this browser
continue-title = Tulon taa a fɛ nin minɛn in kan
continue-kicker = Tulon taa a fɛ
continue-question-white = I bɛ nin tulon in taa a fɛ i n’a fɔ Jɛman nin minɛn in kan wa?
continue-question-black = I bɛ nin tulon in taa a fɛ i n’a fɔ Finman nin minɛn in kan wa?
continue-question-both = I bɛ nin tulon in taa a fɛ, fan fila bɛɛ, nin minɛn in kan wa?
continue-lead = Nin adiresi in bɛ sigiyɔrɔ dɔ ta ka bɔ minɛn kelen kan ka taa n’a ye minɛn wɛrɛ kan: mɔgɔ o mɔgɔ b’a da wuli ka sɔn a ma, o de bɛ o sigiyɔrɔ tulon. A taa a fɛ ni adiresi in ye i yɛrɛ ta ye dɔrɔn.
continue-replaces-white = Nin navigatɛri in bɛ Jɛman tulon kɛ nin tulon in na kaban. Ni i y’a taa a fɛ, o sigiyɔrɔ bɛ falen: nin navigatɛri in bɛna Finman tulon kɛ, Jɛman tɛ tugun.
continue-replaces-black = Nin navigatɛri in bɛ Finman tulon kɛ nin tulon in na kaban. Ni i y’a taa a fɛ, o sigiyɔrɔ bɛ falen: nin navigatɛri in bɛna Jɛman tulon kɛ, Finman tɛ tugun.
continue-confirm-white = A taa a fɛ i n’a fɔ Jɛman
continue-confirm-black = A taa a fɛ i n’a fɔ Finman
continue-confirm-both = Tulon taa a fɛ yan
continue-back = Sisan tɛ: taa tulon ma

# My games: this browser's games
nav-my-games = N ka tulonw
mygames-title = N ka tulonw
mygames-lead = I bɛ tulon minnu kɛ, minnu bɛ i makɔnɔ, olu de fɔlɔ. Ɲɔgɔnye yɔrɔ tulonw bɛ tugu i ka tulonkɛla kɔ navigatɛri o navigatɛri la a donna min na; tɔw maralen bɛ nin navigatɛri in dɔrɔn kɔnɔ: kɔnti si tɛ, foyi tɛ i ka kan ka hakili to min na.
mygames-noscript = Nin lisi in maralen bɛ i ka navigatɛri kɔnɔ, a mago bɛ JavaScript la walasa ka jira.
mygames-loading = I ka tulonw bɛ ka don…
mygames-new = Tulon kura
mygames-js-none = Tulon si tɛ nin navigatɛri in kɔnɔ fɔlɔ. Kelen daminɛ, a bɛna sɛbɛn yan.
mygames-js-unreachable = A cogoya ma se ka sɔrɔ: a da wuli k’a filɛ.
mygames-js-waiting-friend = I teri makɔnɔni, a ka sigiyɔrɔ ta
mygames-js-over-draw = A banna: bɛnni
mygames-js-over-aborted = A lajɔra
mygames-js-over-wins = A banna: { $side } ye se sɔrɔ
mygames-js-over-won = A banna: i ye se sɔrɔ
mygames-js-over-lost = A banna: i dɛsɛra
mygames-js-white = Jɛman
mygames-js-black = Finman
mygames-js-to-move = { $side } nɔ don
mygames-js-your-move = I nɔ don
mygames-js-their-move = I kɛlɛɲɔgɔn nɔ don
mygames-js-deadline = kɛwale kɛ sani { $when } ka se
mygames-js-on-this-device = Nin minɛn in kan
mygames-js-against-computer = Ni ɔridinatɛri ye · { $level }
mygames-js-against-friend = Ni i teri ye
mygames-js-level-beginner = kalanden
mygames-js-level-easy = nɔgɔman
mygames-js-level-medium = cɛmancɛ
mygames-js-level-hard = gɛlɛnman
mygames-js-level-master = karamɔgɔ
mygames-js-waiting-for-you = Tulon { $n } bɛ i ka kɛwale makɔnɔ.
mygames-js-count = Tulon { $n }.

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Waati latigɛli
setup-clock-unlimited = Dan tɛ a la
setup-clock-real-time = Yɔrɔnin kɔnɔ
setup-clock-correspondence = Tile o tile
setup-clock-custom = I yɛrɛ ta
setup-clock-minutes = Miniti, mɔgɔ kelen-kelen
setup-clock-increment = Segɔn minnu bɛ fara kɛwale o kɛwale kan
setup-clock-days = Tile kɛwale o kɛwale
setup-clock-help = Yɔrɔnin kɔnɔ: miniti tulon bɛɛ kama, ani segɔnw bɛ fara a kan i ka kɛwale o kɛwale kɔ; ni i ka waati banna, i dɛsɛra. Tile o tile: tile kɛwale kelen-kelen bɛɛ kama. Fan min ma a ka kɛwale fɔlɔ kɛ a waati la, o bɛ tulon lajɔ.
invite-clock = Waati latigɛli
invite-takebacks = Kɛwale kɔsegin
invite-takebacks-yes = A daganen don: tulonkɛla bɛɛ bɛ se ka kɛwale kɔsegin ɲini.
invite-takebacks-no = A tɛ nin tulon in na.
invite-host = Min y'i wele
invite-js-clock-unlimited = Dan tɛ a la
invite-js-clock-real-time = miniti { $minutes } + segɔn { $increment } kɛwale o kɛwale
invite-js-clock-correspondence = tile { $days } kɛwale o kɛwale

## The lobby on the home page

lobby-title = Tulon kɛ ni mɔgɔ dɔ ye sisan
lobby-noscript = Ka ɲɔgɔn sɔrɔ ni tulonkɛla wɛrɛw ye, o mago bɛ JavaScript la. I bɛ se ka tulon kɛ hali bi ni i teri ye adiresi fɛ, walima ni ɔridinatɛri ye.
lobby-my-page = N ka ɲɛ
lobby-cancel = Ɲinini lajɔ
lobby-rename = N tɔgɔ yɛlɛma
lobby-rename-label = I tɔgɔ (sɛbɛnden 3 ka se 20 ma, jatedenw, - walima _)
lobby-rename-save = A mara
lobby-rename-note = I tɔgɔ ni i ka sɛbɛya hakɛ maralen bɛ nin navigatɛri in dɔrɔn de kɔnɔ: kɔnti tɛ, imɛli tɛ, gundo daɲɛ tɛ. Ni i ye navigatɛri ka kunnafoniw jɔsi, tulonkɛla kura bɛ daminɛ.
lobby-kind-blitz = Joona
lobby-kind-rapid = Teliman
lobby-kind-correspondence = kɛwale o kɛwale
lobby-days = tile { $days }
lobby-js-no-player = Waati dɔ sugandi duguma: i bɛ tɔgɔ ni sɛbɛya hakɛ sɔrɔ i ka tulon fɔlɔ la.
lobby-js-me = I tɔgɔ ye { $name } ye · { $rating }
lobby-js-renamed = I tɔgɔ ye { $name } ye sisan.
lobby-js-connecting = A bɛ ka siri ɲɔgɔnye yɔrɔ la…
lobby-js-seeking = Kɛlɛɲɔgɔn bɛ ka ɲini { $tile } la…
lobby-js-paired = Kɛlɛɲɔgɔn sɔrɔla: tulon bɛ ka da wuli…
lobby-js-offer = Mɔgɔ wɛrɛ si tɛ ka tulon ɲini nin waati in na sisan. I bɛ tulon kɛ ni ɔridinatɛri ye ka makɔnɔni kɛ wa?
lobby-js-play-computer = Tulon kɛ ni ɔridinatɛri ye ({ $level })
lobby-js-level-beginner = kalanden
lobby-js-level-easy = nɔgɔman
lobby-js-level-medium = cɛmancɛ
lobby-js-level-hard = gɛlɛnman
lobby-js-level-master = karamɔgɔ
lobby-js-players = tulonkɛla { $n } ɲɔgɔnye yɔrɔ la
lobby-js-games = tulon { $n } bɛ ka kɛ
lobby-js-seekers = mɔgɔ { $n } bɛ makɔnɔni na

## A player on another device

mygames-transfer-title = Tulon kɛ minɛn wɛrɛ kan
mygames-transfer-lead = Yɛlɛma kodi bɛ navigatɛri wɛrɛ (i ka telefɔni wɛrɛ, ɔridinatɛri dɔ) kɛ nin tulonkɛla kelen in ye, ni i tɔgɔ ye, i ka sɛbɛya hakɛ ani i ka tulonw.
mygames-transfer-lost = Ni kodi tɛ, navigatɛri min ye nin siti in ka kunnafoniw tunun, o ye tulonkɛla kura ye: tɔgɔ kɔrɔ ni sɛbɛya hakɛ kɔrɔ tɛ se ka segin.
mygames-transfer-make = Yɛlɛma kodi jira
mygames-js-transfer-how = Minɛn wɛrɛ kan, { $link } da wuli ka nin kodi in sɛbɛn, walima ja in ja ta. A bɛ o navigatɛri kɛ { $name } ye fana, siɲɛ kelen, fo { $until }.
mygames-js-transfer-qr = Yɛlɛma adiresi QR kodi, kodi { $code }
mygames-js-joined = Sisan i tɔgɔ ye { $name } ye · { $rating }
mygames-js-against-player = Ni { $name } ye
transfer-title = I ka tulonkɛla ta nin minɛn in kan
transfer-lead = Kodi min jiralen bɛ « N ka tulonw » kɔnɔ i ka minɛn wɛrɛ kan, o sɛbɛn. O kɔ, nin navigatɛri in bɛ tulon kɛ i n’a fɔ o tulonkɛla kelen in, ni tɔgɔ kelen, sɛbɛya hakɛ kelen ani tulon kelenw ye.
transfer-code-label = Yɛlɛma kodi (sɛbɛnden ni jateden 8)
transfer-join = Don
transfer-noscript = Ka don tulonkɛla dɔ la, o mago bɛ JavaScript la.
transfer-note = Kodi bɛ baara kɛ siɲɛ kelen, miniti 10 kɔnɔ. Nin navigatɛri in yɛrɛ ka tulonkɛla, n’a tun bɛ yen, o bɛ to yen.
lobby-custom = Sariya kulu wɛrɛ walima waati wɛrɛ
lobby-custom-rules = Sariyaw
lobby-custom-clock = Waati
lobby-custom-seek = Nin tulon in jira
lobby-open-title = Tulon minnu jiralen bɛ
lobby-js-open-none = Tulon si jiralen tɛ sisan. Kelen jira sanfɛ: a bɛ tulonkɛla dɔ makɔnɔ yan.
lobby-js-open-take = Tulon kɛ
lobby-js-open-yours = i ta
lobby-js-clock-real = miniti { $minutes } + segɔn { $increment }
lobby-js-clock-days = tile { $days } kɛwale o kɛwale
lobby-js-seeking-custom = I ka tulon jiralen don: a bɛ tulonkɛla dɔ makɔnɔ…
lobby-js-held = I bɔra tulon { $games ->
   *[other] { $games }
} na bi: ɲɔgɔn sɔrɔli bɛ daminɛ miniti { $minutes ->
   *[other] { $minutes }
} kɔnɔ.

## A player's page

player-ratings = Sɛbɛya hakɛw
player-no-rating = Tulon jatelen si ma kɛ fɔlɔ.
player-rules = Sariyaw
player-rating = Sɛbɛya hakɛ
player-rated-games = Tulon jatelenw
player-provisional = Sɛbɛya hakɛ min bɛ ni « ? » ye, o ma sabati fɔlɔ: a bɛ sabati tulon jatelen 12 ɲɔgɔn kɔ.
player-games = Tulon labanw
player-js-mute = { $name } makɛnɛ
player-js-unmute = { $name } lamɛn tugun
player-js-muted = { $name } makɛnɛnen don: a ka kumaw ni a ka baro dogolen bɛ i la tulonw bɛɛ la, i ka minɛnw bɛɛ kan.
player-js-heard = I bɛ { $name } lamɛn tugun.
player-no-games = Ɲɔgɔnye yɔrɔ tulon si ma kɛ fɔlɔ.
player-rating-after = Sɛbɛya hakɛ o kɔ
player-game-unrated = jatebali
player-game-rated = jatelen
player-game-friend = teri
player-game-computer = ɔridinatɛri
player-result-won = A ye se sɔrɔ
player-result-lost = A dɛsɛra
player-result-drawn = Bɛnni
player-result-aborted = A lajɔra
player-result-playing = A bɛ ka kɛ
player-open-game = Tulon lajɛ

setup-takebacks = Kɛwale kɔseginni
setup-takebacks-never = Abada
setup-takebacks-unrated = Tulon jatebaliw la
setup-takebacks-always = Tuma bɛɛ
setup-takebacks-help = Tulonkɛla bɛ se k’a ɲini ka kɛwale dɔ kɔsegin; tulonkɛla tɔ bɛ sɔn a ma walima a t’a sɔn. Ni ɔridinatɛri don, kɛwale bɛ kɔsegin o yɔrɔnin bɛɛ. Waati min tɛmɛna, o tɛ segin.
