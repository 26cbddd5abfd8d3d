game-title = Yoté tulon
game-tab-your-turn = I nɔ don
game-sound-on = Mankan bɛ yen
game-sound-off = Mankan tɛ yen
game-your-turn-place = I nɔ don. { $input ->
    [touch] Kisɛ dɔ sama ka bɔ i bolo la ka taa dingɛ lankolon dɔ la, walima i bolo maga, o kɔ dingɛ dɔ maga.
   *[mouse] Kisɛ dɔ sama ka bɔ i bolo la ka taa dingɛ lankolon dɔ la, walima i bolo digi, o kɔ dingɛ dɔ digi.
}
game-your-turn-move = I nɔ don. { $input ->
    [touch] I ka kisɛ dɔ sama, walima a maga, o kɔ dingɛ dɔ maga.
   *[mouse] I ka kisɛ dɔ sama, walima a digi, o kɔ dingɛ dɔ digi.
}
game-turn-local-place = { $side } nɔ don. { $input ->
    [touch] Kisɛ dɔ sama ka bɔ bolo la ka taa dingɛ lankolon dɔ la, walima bolo maga, o kɔ dingɛ dɔ maga.
   *[mouse] Kisɛ dɔ sama ka bɔ bolo la ka taa dingɛ lankolon dɔ la, walima bolo digi, o kɔ dingɛ dɔ digi.
}
game-turn-local-move = { $side } nɔ don. { $input ->
    [touch] Kisɛ dɔ sama, walima a maga, o kɔ dingɛ dɔ maga.
   *[mouse] Kisɛ dɔ sama, walima a digi, o kɔ dingɛ dɔ digi.
}
game-watchers = filɛla { $n }
game-agree-draw = Tulon ban bɛnni na
game-agree-draw-confirm = { $input ->
    [touch] A maga tugun: tulon bɛ ban bɛnni na
   *[mouse] A digi tugun: tulon bɛ ban bɛnni na
}
game-flip = Wala munu
game-flipped = Wala munura.
game-unflipped = Wala seginna a cogo kɔrɔ la.
game-download-record = Tulon mara
game-picture = Ja
game-picture-failed = Ja ma se ka labɛn.
game-picture-to-move = { $side } nɔ don
game-share = Adiresi tila
game-share-text = Yoté tulon kɛ ni ne ye: sigiyɔrɔ ta n ka tabali la.
game-show-qr = QR kodi jira
game-hide-qr = QR kodi dogo
game-qr-caption = I teri bɛ nin kodi in ja ta n’a ka telefɔni ye walasa ka sigiyɔrɔ ta.
game-glance-title = Sariyaw kuma surun na
game-board = Wala
game-board-help = Butɔn ← ↑ → ↓ kɛ ka yaala wala kan, Entrée ka kisɛ ta walima k’a jigin, H ka kisɛ ta bolo la, Échap ka a to yen.
game-board-row = Sira { $n }
game-square-white = { $square }, Jɛman kisɛ
game-square-black = { $square }, Finman kisɛ
game-connecting = A bɛ ka siri sɛriwɛri la…
game-reconnecting = Ɛntɛrinɛti tigɛra. A bɛ ka siri kokura…
game-unknown-game = Tulon si tɛ nin adiresi in na.
game-stop-here = Jɔ yan
game-take-none = Kana foyi ta
game-cancel = A to yen
game-pass-button = Tɛmɛ
game-see-board = Wala filɛ
game-rematch = Tulon segin
game-accept-rematch = Sɔn tulon seginni ma
game-invite-title = I teri dɔ wele
game-invite-text = Nin adiresi in ci i kɛlɛɲɔgɔn ma. Tulon bɛ daminɛ n’a ye sigiyɔrɔ ta.
game-copy = Adiresi kopi
game-copied = Adiresi kopira
game-copy-failed = Adiresi sugandi k’a kopi
game-rules = Sariyaw:
game-moves = Kɛwalew
game-replay-start = Cogoya fɔlɔ
game-replay-back = Kɛwale tɛmɛnen
game-replay-forward = Kɛwale nata
game-replay-end = Cogoya laban
game-replay-at = Kɛwale { $n } / { $total }
game-replaying = Tulon bɛ ka lajɛ kokura. Butɔn minnu bɛ kɛwalew jukɔrɔ, olu kɛ, walima kɛwale dɔ sugandi.
game-offer-draw = Bɛnni ɲini
game-accept-draw = Sɔn bɛnni ma
game-decline-draw = N ma sɔn
game-resign = Tulon dabila
game-resign-confirm = { $input ->
    [touch] A maga tugun ka tulon dabila
   *[mouse] A digi tugun ka tulon dabila
}
game-abort = Tulon lajɔ
game-no-capture = Nɔ minnu tɛmɛna minɛli si ma kɛ: { $n } / { $max }
game-no-capture-off = Nɔ minnu tɛmɛna minɛli si ma kɛ: { $n }
game-white = Jɛman
game-black = Finman
game-white-pieces = Jɛman, kabakurunw
game-black-pieces = Finman, berew
game-you = Ele
game-opponent = Kɛlɛɲɔgɔn
game-new-rating = I ka sɛbɛya hakɛ: { $rating } ({ $change })
game-unrated = jatebali
game-unrated-same-address = Ntolatan jatebali: tulonkɛla fila bɛ tulon ka bɔ aderesi kelen na, ni o aderesi ka tulonkɛlaw ye u ka ntolatan jatelen { $games } kɛ bi.
game-computer = Ɔridinatɛri · { $level }
game-level-beginner = kalanden
game-level-easy = nɔgɔman
game-level-medium = cɛmancɛ
game-level-hard = gɛlɛnman
game-level-master = karamɔgɔ
game-open-seat = I teri makɔnɔni
game-offline = ɛntɛrinɛti tɛ
game-to-move-short = nɔ tigi
game-hand = Bolo
game-captures = Minɛlenw
game-hand-label = { $side } bolo: kisɛ { $n }. A sugandi ka kisɛ dɔ sigi.
game-hand-removal-label = { $side } bolo: kisɛ { $n }. Kisɛ dɔ ta a la.
game-captures-label = { $side } ye kisɛ { $n } minɛ.
game-your-turn = I nɔ don. { $input ->
    [touch] Kisɛ dɔ sama ka bɔ i bolo la walima wala kan ka taa dingɛ dɔ la, walima i bolo walima kisɛ dɔ maga, o kɔ dingɛ dɔ maga.
   *[mouse] Kisɛ dɔ sama ka bɔ i bolo la walima wala kan ka taa dingɛ dɔ la, walima i bolo walima kisɛ dɔ digi, o kɔ dingɛ dɔ digi.
}
game-turn-local = { $side } nɔ don. { $input ->
    [touch] Kisɛ dɔ sama ka bɔ bolo la walima wala kan ka taa dingɛ dɔ la, walima bolo walima kisɛ dɔ maga, o kɔ dingɛ dɔ maga.
   *[mouse] Kisɛ dɔ sama ka bɔ bolo la walima wala kan ka taa dingɛ dɔ la, walima bolo walima kisɛ dɔ digi, o kɔ dingɛ dɔ digi.
}
game-your-turn-short = I nɔ don.
game-turn-local-short = { $side } nɔ don.
game-their-turn = { $side } nɔ don. I kɛlɛɲɔgɔn makɔnɔni.
game-watching = I bɛ filɛli la. { $side } nɔ don.
game-waiting = I teri makɔnɔni, a ka weleli adiresi da wuli.
game-thinking = A bɛ miiri…
game-sending = Kɛwale bɛ ka ci…
game-must-pass = Kɛwale si t’i fɛ i bɛ se ka min kɛ: i bɛ tɛmɛ.
game-choose-place = Dingɛ lankolon dɔ sugandi kisɛ kama.
game-choose-target = A sugandi kisɛ bɛ taa yɔrɔ min na.
game-chain = Pan tugun ni kisɛ yeelenen ye, walima jɔ yan.
game-choose-removal = Kisɛ filanan ta: kɛlɛɲɔgɔn kisɛ yeelenen dɔ sugandi.
game-choose-removal-hand = Kisɛ filanan ta: kɛlɛɲɔgɔn kisɛ yeelenen dɔ, walima kelen i kɛlɛɲɔgɔn bolo la.
game-removal-optional = Walima kana foyi ta.
game-hand-selected = Bolo sugandira.
game-piece-selected = Kisɛ min bɛ { $square } kan, o sugandira.
game-targets = Dingɛ { $n } bɛ se ka sɔrɔ.
game-cancelled = Sugandili bɔra yen.
game-square-empty = { $square }, lankolon
game-square-selected = , sugandilen
game-square-target = , a bɛ se ka taa yen
game-square-removal = , a bɛ se ka ta
game-announce-place = { $side } ye kisɛ sigi { $to } kan.
game-announce-step = { $side } taamana ka bɔ { $from } ka taa { $to }.
game-announce-jump = { $side } panna ka bɔ { $from } ka taa { $to }, ka { $captured } minɛ.
game-announce-removal-board = Kisɛ filanan tara { $square } kan.
game-announce-removal-hand = Kisɛ filanan tara bolo la.
game-announce-pass = { $side } tɛmɛna.
game-error = A ma kɛ: { $message }
game-over-you-win = I ye se sɔrɔ!
game-over-you-lose = I dɛsɛra
game-over-wins = { $side } ye se sɔrɔ
game-over-draw = Bɛnni
game-over-aborted = Tulon lajɔra
game-reason-captured-out = { $side } ka kisɛ tolenw ka dɔgɔ kojugu.
game-reason-blocked = Ndar-Kepp! O ye wolofkan ye, a kɔrɔ ko « datugulen fan bɛɛ fɛ »: kɛwale si tun tɛ { $side } fɛ a tun bɛ se ka min kɛ.
game-reason-both-blocked = Ndar-Kepp fan fila bɛɛ fɛ! O ye wolofkan ye, a kɔrɔ ko « datugulen fan bɛɛ fɛ »: tulonkɛla si tun tɛ se ka kɛwale kɛ, o de kosɔn min ka kisɛw ka ca wala kan, o de ye se sɔrɔ.
game-reason-few-pieces = Tulonkɛla fila bɛɛ ka kisɛw ka dɔgɔ, u si tɛ se ka pan.
game-reason-no-capture-limit = Nɔ { $n } tɛmɛna ɲɔgɔn kɔ, minɛli si ma kɛ.
game-reason-resignation = { $side } ye tulon dabila.
game-reason-agreement = Fan fila bɛɛ sɔnna bɛnni ma.
game-reason-ply-limit = Tulon janya sera nin siti in ka dan laban ma: bɛnni don.
game-reason-aborted = Tulon lajɔra sani tulonkɛla fila bɛɛ ka kɛwale kɛ.
game-reason-aborted-by = { $side } ye tulon lajɔ sani tulonkɛla fila bɛɛ ka kɛwale kɛ: a tɛ jate.
game-draw-offered-by-you = I ye bɛnni ɲini.
game-draw-offered-to-you = I kɛlɛɲɔgɔn bɛ bɛnni ɲini.
game-draw-offered = { $side } bɛ bɛnni ɲini.
game-draw-declined = I kɛlɛɲɔgɔn ma sɔn i ka bɛnni ɲinini ma.
game-draw-declined-by-you = I ma sɔn bɛnni ma.
game-rematch-offered-by-you = I ye tulon seginni ɲini.
game-rematch-offered = { $side } bɛ tulon seginni ɲini.

# The rules at a glance beside the board: one short line per rule. The standard game shows
# win_at-1, placement-free, step, jump, second_removal-board and blocked-loses; a table shows
# the line of each of its option values instead (win_at-0 or win_at with n for other values,
# placement-hand-first, ...), plus second_removal_optional-true, chain_jumps-true,
# no_capture_draw and few_pieces_draw (with n) when they apply.
game-glance-win_at-1 = Kɛlɛɲɔgɔn kisɛw ta: i bɛ se sɔrɔ ni i kɛlɛɲɔgɔn ka kisɛ 1 dɔrɔn tora, walima a si ma to.
game-glance-win_at-0 = Kɛlɛɲɔgɔn kisɛw ta: i bɛ se sɔrɔ n’u bɛɛ tara.
game-glance-win_at = Kɛlɛɲɔgɔn kisɛw ta: i bɛ se sɔrɔ ni i kɛlɛɲɔgɔn ka kisɛw seginna { $n } ma walima u dɔgɔyara n’o ye.
game-glance-placement-free = Nɔ o nɔ: kisɛ dɔ sigi ka bɔ i bolo la dingɛ lankolon o dingɛ lankolon na, walima kisɛ dɔ lataama, walima pan.
game-glance-placement-hand-first = Ni kisɛw bɛ i bolo la hali bi, kisɛ sigi walima pan; taamali bɛ daminɛ n’i bolo kɛra lankolon ye dɔrɔn.
game-glance-step = Taama dingɛ kelen sanfɛ, duguma, numanbolo fɛ walima kininbolo fɛ ka taa dingɛ lankolon na, abada jɛngɛ fɛ.
game-glance-jump = Minɛli: pan ka tɛmɛ kɛlɛɲɔgɔn kisɛ kan min bɛ i kɛrɛfɛ, ka jigin dingɛ lankolon na min bɛ a kɔfɛ. A tɛ wajibi ye abada.
game-glance-second_removal-board = O kɔ, kɛlɛɲɔgɔn kisɛ filanan dɔ ta wala kan; kisɛ minnu bɛ bolo la, olu lakananen don.
game-glance-second_removal-board-or-hand = O kɔ, kɛlɛɲɔgɔn kisɛ filanan dɔ ta, wala kan walima a bolo la.
game-glance-second_removal-board-then-hand = O kɔ, kɛlɛɲɔgɔn kisɛ filanan dɔ ta wala kan, walima a bolo la ni kelen si ma to wala kan.
game-glance-second_removal_optional-true = Kisɛ filanan tali bɛ i sago la.
game-glance-chain_jumps-true = Panni kɔ, o kisɛ kelen bɛ se ka pan tugun; i bɛ se ka jɔ panni o panni kɔ.
game-glance-blocked-loses = Ndar-Kepp: tulonkɛla min tɛ se ka kɛwale kɛ a nɔ na, o bɛ dɛsɛ.
game-glance-blocked-most-on-board = Tulonkɛla min tɛ se ka kɛwale kɛ, o bɛ tɛmɛ; ni u si tɛ se, min ka kisɛw ka ca wala kan, o bɛ se sɔrɔ.
game-glance-no_capture_draw = Tulon bɛ ban bɛnni na ni nɔ { $n } tɛmɛna ɲɔgɔn kɔ, minɛli si ma kɛ.
game-glance-few_pieces_draw = Tulon bɛ ban bɛnni na ni tulonkɛla fila bɛɛ ka kisɛw seginna { $n } ma walima u dɔgɔyara n’o ye, ani u si tɛ se ka pan.

# Hints
# In games against the computer only: the engine's suggestion for the player's turn, drawn on the
# board. game-hint-said: $action is a sentence such as "White places on c3".
game-hint = Ladili
game-hint-thinking = Ladili bɛ ka ɲini…
game-hint-said = Ladili: { $action }
game-hint-failed = Ladili si ma sɔrɔ.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = { $side } ka waati banna.
game-clock-running = mɔnturu bɛ taa
game-clock-days = tile { $days } ni lɛrɛ { $hours }
game-clock-deadline = Kɛwale kɛ sani { $deadline } ka se
game-clock-first-action = Segɔn { $seconds } tora i ka kɛwale fɔlɔ kɛ, n’o tɛ tulon bɛ lajɔ.
game-clock-first-action-by = Kɛwale fɔlɔ kɛ sani { $deadline } ka se, n’o tɛ tulon bɛ lajɔ.
game-clock-low = Waati dɔgɔyara
game-clock-real-time = miniti { $minutes } + segɔn { $increment }
game-clock-correspondence = tile { $days } kɛwale o kɛwale

# Abandoned games
game-opponent-left = I kɛlɛɲɔgɔn bɔra tulon na. Ni a ma segin joona, i bɛ se ka se sɔrɔli ɲini.
game-opponent-left-claim = I kɛlɛɲɔgɔn bɔra tulon na. Se sɔrɔli ɲini, walima a fɔ ko bɛnni don.
game-side-left = { $side } bɔra tulon na.
game-claim-victory = Se sɔrɔli ɲini
game-claim-draw = A fɔ ko bɛnni don
game-reason-abandoned = { $side } bɔra tulon na.
game-reason-abandoned-draw = Tulonkɛla dɔ bɔra tulon na: a fɔra ko bɛnni don.
game-lag = Taa ni segin sɛriwɛri la: { $ms } ms
game-lag-lost = Jaabi si ma bɔ sɛriwɛri la
game-sending-held = I ka kɛwale bɛna ci n’ɛntɛrinɛti seginna.

## What the players say to each other

game-chat-title = Baro
game-chat-muted = I ye i kɛlɛɲɔgɔn ka cikanw dogo nin tulon in kɔnɔ.
game-chat-label = Cikan i kɛlɛɲɔgɔn ma
game-chat-send = A ci
game-chat-mute = Kɛlɛɲɔgɔn ka cikanw dogo
game-chat-unmute = Kɛlɛɲɔgɔn ka cikanw jira
game-chat-mute-player = { $name } makɛnɛ tulonw bɛɛ la
game-chat-unmute-player = { $name } lamɛn tugun
game-chat-muted-player = I ye { $name } makɛnɛ: a ka kumaw dogolen bɛ i la tulonw bɛɛ la, i ka minɛnw bɛɛ kan.
game-chat-you = Ele
game-chat-opponent = Kɛlɛɲɔgɔn
game-chat-too-fast = Dɔɔnin makɔnɔ, ka a ci tugun.
game-phrase-hello = I ni ce!
game-phrase-good-luck = Ala k’a nɔgɔya!
game-phrase-have-fun = Ala ka tulon diya!
game-phrase-you-too = Ele fana!
game-phrase-good-game = Tulon ɲuman don!
game-phrase-well-played = I ye tulon kɛ ka ɲɛ!
game-phrase-thank-you = I ni ce kosɛbɛ!
game-phrase-bye = K’an bɛn!

# Takebacks (docs/protocol.md §3.5).
game-takeback = Kɛwale kɔsegin
game-undo = A kɔsegin
game-accept-takeback = Sɔn kɔseginni ma
game-decline-takeback = N ma sɔn
game-takeback-asked-by-you = I y’a ɲini ka i ka kɛwale laban kɔsegin.
game-takeback-asked-to-you = I kɛlɛɲɔgɔn b’a ɲini ka a ka kɛwale laban kɔsegin.
game-takeback-asked = { $side } b’a ɲini ka kɛwale dɔ kɔsegin.
game-takeback-declined = I kɛlɛɲɔgɔn ma sɔn i ka kɔseginni ɲinini ma.
game-takeback-declined-by-you = I ma sɔn kɔseginni ma.
game-taken-back = Kɛwale { $n } kɔseginna.

# Notifications for this game (docs/site.md "Notifications").
game-notify = Kunnafoni di n ma
game-notify-off = Kunnafoniw lajɔ
game-notify-help = I ka telefɔni b’a fɔ i ye n’i nɔ sera, hali ni nin ɲɛ in datugulen don.
game-notify-on = Kunnafoniw bɛ ci i ma nin tulon in kama.
game-notify-denied = Kunnafoniw datugulen don nin siti in kama: u daga i ka navigatɛri ka labɛnw na.
game-notify-unsupported = Nin navigatɛri in tɛ se ka kunnafoniw jira.
game-notify-failed = Kunnafoniw ma se ka daminɛ. A kɛ tugun kɔfɛ.
game-notify-turning-on = A bɛ ka daminɛ…
game-notify-no-service = Nin navigatɛri in tɛ se ka kunnafoniw sɔrɔ yan: finɛtiri gundolen, walima navigatɛri min tɛ kunnafoni baara kɛ. I ka tulonw bɛ to « N ka tulonw » kɔnɔ.

## Berserk, in an arena game (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = I ka mɔnturu waati tila fila, segɔn tɛ fara a kan tugun: ni i ye se sɔrɔ, pwɛn 1 bɛ fara i ta kan.
game-berserk-mark = Berserk
game-berserk-you = I ye Berserk sugandi: i ka waati tilancɛ, pwɛn 1 wɛrɛ ni i ye se sɔrɔ.
game-berserk-side = { $side } ye Berserk sugandi: a ka waati tilancɛ, pwɛn 1 wɛrɛ ni a ye se sɔrɔ.
