game-title = Po Yoté
game-tab-your-turn = Sa yoon la
game-sound-on = Baat bi taal na
game-sound-off = Baat bi fay na
game-your-turn-place = Sa yoon la. { $input ->
    [touch] Diril ab pion ci sa loxo ba ci ab pax bu neen, walla nga laal loxo bi, ba noppi laal ab pax.
   *[mouse] Diril ab pion ci sa loxo ba ci ab pax bu neen, walla nga bës loxo bi, ba noppi bës ab pax.
}
game-your-turn-move = Sa yoon la. { $input ->
    [touch] Diril benn ci say pion, walla nga laal ko, ba noppi laal ab pax.
   *[mouse] Diril benn ci say pion, walla nga bës ko, ba noppi bës ab pax.
}
game-turn-local-place = { $side } moo war a fo. { $input ->
    [touch] Diril ab pion ci loxo bi ba ci ab pax bu neen, walla nga laal loxo bi, ba noppi laal ab pax.
   *[mouse] Diril ab pion ci loxo bi ba ci ab pax bu neen, walla nga bës loxo bi, ba noppi bës ab pax.
}
game-turn-local-move = { $side } moo war a fo. { $input ->
    [touch] Diril ab pion, walla nga laal ko, ba noppi laal ab pax.
   *[mouse] Diril ab pion, walla nga bës ko, ba noppi bës ab pax.
}
game-watchers = { $n } seetaankat
game-agree-draw = Déggoo ngir tolloo
game-agree-draw-confirm = { $input ->
    [touch] Laalaatal: po bi dina jeex, ñu tolloo
   *[mouse] Bësaatal: po bi dina jeex, ñu tolloo
}
game-flip = Wëlbatil taabal bi
game-flipped = Taabal bi wëlbatiku na.
game-unflipped = Taabal bi dellu na ni mu meloon.
game-download-record = Denc po bi
game-picture = Nataal
game-picture-failed = Mënuñu defar nataal bi.
game-picture-to-move = { $side } moo war a fo
game-share = Séddoo lëkkalekaay bi
game-share-text = Ñëwal ñu fo Yoté: toogal ci sama po.
game-show-qr = Wonel ab kood QR
game-hide-qr = Nëbbal kood QR bi
game-qr-caption = Sa xarit dafay jàng kood bii ak kamerab telefoonam, ngir jël palaas bi.
game-glance-title = Sàrt yi ci gàttal
game-board = Taabal
game-board-help = Jëfandikool butoŋi fett yi ngir wër taabal bi, Enter ngir jël ab pion walla teg ko, H ngir jël ab pion ci loxo bi, Escape ngir neenal.
game-board-row = Rëdd { $n }
game-square-white = { $square }, pionu Weex
game-square-black = { $square }, pionu Ñuul
game-connecting = Ñu ngi jokkoo…
game-reconnecting = Jokkoo bi dog na. Ñu ngi jokkoowaat…
game-unknown-game = Amul benn po ci adrees bii.
game-stop-here = Taxawal fii
game-take-none = Bul jël dara
game-cancel = Neenal
game-pass-button = Jàll
game-see-board = Xoolal taabal bi
game-rematch = Dellu fo
game-accept-rematch = Nangul ñu dellu fo
game-invite-title = Woo ab xarit
game-invite-text = Yónneel lëkkalekaay bii sa moroom. Po bi dina tàmbali bu toogee ci palaas bi.
game-copy = Duppil lëkkalekaay bi
game-copied = Duppi nañu lëkkalekaay bi
game-copy-failed = Tànnal lëkkalekaay bi te duppi ko
game-rules = Sàrt yi:
game-moves = Jëf yi
game-replay-start = Taxawaay bu njëkk bi
game-replay-back = Jëf bi weesu
game-replay-forward = Jëf bi ci topp
game-replay-end = Taxawaay bu mujj bi
game-replay-at = Jëf { $n } ci { $total }
game-replaying = Yaa ngi xoolaat po bi. Jëfandikool fett yi ci suufu jëf yi, walla nga tànn ab jëf.
game-offer-draw = Ñaan ñu tolloo
game-accept-draw = Nangul ñu tolloo
game-decline-draw = Bañ
game-resign = Bàyyi
game-resign-confirm = { $input ->
    [touch] Laalaatal ngir bàyyi
   *[mouse] Bësaatal ngir bàyyi
}
game-abort = Neenal po bi
game-no-capture = Yoon yu amul lekk: { $n } / { $max }
game-no-capture-off = Yoon yu amul lekk: { $n }
game-white = Weex
game-black = Ñuul
game-white-pieces = Weex, xeer yi
game-black-pieces = Ñuul, bant yi
game-you = Yow
game-opponent = Sa moroom
game-new-rating = Sa natt: { $rating } ({ $change })
game-unrated = natt amu ci
game-unrated-same-address = Po mi natt amu ci: ñaari fowkat yi ci benn adrees lañuy fowe, te adrees boobu am na ba tey say { $games } po yu ñu natt ci diggante ay fowkatam.
game-computer = Ordinatëer · { $level }
game-level-beginner = tàmbalekat
game-level-easy = yomb
game-level-medium = diggante
game-level-hard = jafe
game-level-master = jàmbaar
game-open-seat = Ñu ngi xaar ab xarit
game-offline = amul internet
game-to-move-short = war a fo
game-hand = Loxo
game-captures = Yi mu lekk
game-hand-label = Loxob { $side }: { $n } pion. Tànnal ko ngir teg ab pion.
game-hand-removal-label = Loxob { $side }: { $n } pion. Jëlal ci benn pion.
game-captures-label = { $side } lekk na { $n } pion.
game-your-turn = Sa yoon la. { $input ->
    [touch] Diril ab pion ci sa loxo walla ci taabal bi ba ci ab pax, walla nga laal loxo bi walla ab pion, ba noppi laal ab pax.
   *[mouse] Diril ab pion ci sa loxo walla ci taabal bi ba ci ab pax, walla nga bës loxo bi walla ab pion, ba noppi bës ab pax.
}
game-turn-local = { $side } moo war a fo. { $input ->
    [touch] Diril ab pion ci loxo bi walla ci taabal bi ba ci ab pax, walla nga laal loxo bi walla ab pion, ba noppi laal ab pax.
   *[mouse] Diril ab pion ci loxo bi walla ci taabal bi ba ci ab pax, walla nga bës loxo bi walla ab pion, ba noppi bës ab pax.
}
game-your-turn-short = Sa yoon la.
game-turn-local-short = { $side } moo war a fo.
game-their-turn = { $side } moo war a fo. Ñu ngi xaar sa moroom.
game-watching = Yaa ngi seetaan. { $side } moo war a fo.
game-waiting = Ñu ngi xaar sa xarit mu ubbi lëkkalekaayu woote bi.
game-thinking = Mi ngi xalaat…
game-sending = Ñu ngi fo…
game-must-pass = Amuloo benn jëf bu dagan: yaa ngi jàll.
game-choose-place = Tànnal ab pax bu neen ngir teg pion bi.
game-choose-target = Tànnal fa pion bi jëm.
game-chain = Tëbaatal ak pion bi ñu leeral, walla nga taxaw fii.
game-choose-removal = Jëlal ñaareelu pion: tànnal pionu noon bu ñu leeral.
game-choose-removal-hand = Jëlal ñaareelu pion: pionu noon bu ñu leeral, walla benn ci loxob sa moroom.
game-removal-optional = Walla bul jël dara.
game-hand-selected = Tànn nga loxo bi.
game-piece-selected = Tànn nga pion bi ci { $square }.
game-targets = { $n } pax yoo mën a tànn.
game-cancelled = Neenal nga li nga tànnoon.
game-square-empty = { $square }, neen na
game-square-selected = , tànn nañu ko
game-square-target = , mën ngaa fa dem
game-square-removal = , mën nañu koo jël
game-announce-place = { $side } teg na ci { $to }.
game-announce-step = { $side } dox na, jóge { $from } jëm { $to }.
game-announce-jump = { $side } tëb na, jóge { $from } jëm { $to }, lekk { $captured }.
game-announce-removal-board = Ñaareelu pion bi, ci { $square } lañu ko jël.
game-announce-removal-hand = Ñaareelu pion bi, ci loxo bi lañu ko jël.
game-announce-pass = { $side } jàll na.
game-error = Fowuñu ko: { $message }
game-over-you-win = Yaa gañe!
game-over-you-lose = Ñàkk nga
game-over-wins = { $side } gañe na
game-over-draw = Ñu tolloo
game-over-aborted = Po bi, neenal nañu ko
game-reason-captured-out = Pioni { $side } yi des néew nañu lool.
game-reason-blocked = Ndar-Kepp! Maanaam « tëju ci wet yépp »: { $side } amul woon benn jëf bu dagan.
game-reason-both-blocked = Ndar-Kepp ci ñaari wet yi! Maanaam « tëju ci wet yépp »: kenn ci fookat yi mënul woon fo, kon ki ëpp pion ci taabal bi moo gañe.
game-reason-few-pieces = Pioni ñaari fookat yi néew nañu, te kenn mënul tëb.
game-reason-no-capture-limit = { $n } yoon yu topp te kenn lekkul.
game-reason-resignation = { $side } bàyyi na.
game-reason-agreement = Déggoo nañu, ñu tolloo.
game-reason-ply-limit = Po bi yàgg na ba agsi ci dayo bi sit bi mayul ñu weesu: ñu tolloo.
game-reason-aborted = Neenal nañu po bi laata ñaari fookat yi yépp di fo.
game-reason-aborted-by = { $side } neenal na po bi laata ñaari fookat yi yépp di fo: duñu ko jàppe.
game-draw-offered-by-you = Ñaan nga ñu tolloo.
game-draw-offered-to-you = Sa moroom dafa ñaan ñu tolloo.
game-draw-offered = { $side } dafa ñaan ñu tolloo.
game-draw-declined = Sa ñaan ngir ñu tolloo, bañ nañu ko.
game-draw-declined-by-you = Bañ nga ñu tolloo.
game-rematch-offered-by-you = Ñaan nga ñu dellu fo.
game-rematch-offered = { $side } dafa ñaan ñu dellu fo.

# The rules at a glance beside the board: one short line per rule. The standard game shows
# win_at-1, placement-free, step, jump, second_removal-board and blocked-loses; a table shows
# the line of each of its option values instead (win_at-0 or win_at with n for other values,
# placement-hand-first, ...), plus second_removal_optional-true, chain_jumps-true,
# no_capture_draw and few_pieces_draw (with n) when they apply.
game-glance-win_at-1 = Lekkal pionu noon yi: dinga gañe bu sa moroom desul lu ëpp benn pion.
game-glance-win_at-0 = Lekkal pionu noon yi: dinga gañe bu nga leen lekkee yépp.
game-glance-win_at = Lekkal pionu noon yi: dinga gañe bu sa moroom desul lu ëpp { $n } pion.
game-glance-placement-free = Ci yoon wu nekk: teg ab pion bu jóge ci sa loxo ci bépp pax bu neen, dox, walla tëb.
game-glance-placement-hand-first = Boo amee ay pion ci loxo, teg walla tëb; dox rekk bu sa loxo neenee.
game-glance-step = Doxal benn pax jëm kaw, suuf, càmmooñ walla ndijoor, ba ci pax bu neen; mukk ci lu jeng.
game-glance-jump = Lekk: tëbal ci kaw pionu noon bu dëkkandoo ak sa pion, ba wàcc ci pax bu neen bi ci ginnaawam. Du lu war mukk.
game-glance-second_removal-board = Ba noppi jëlal ñaareelu pionu noon ci taabal bi; pion yi ci loxo ñoo mucc.
game-glance-second_removal-board-or-hand = Ba noppi jëlal ñaareelu pionu noon, ci taabal bi walla ci loxob sa moroom.
game-glance-second_removal-board-then-hand = Ba noppi jëlal ñaareelu pionu noon ci taabal bi, walla ci loxob sa moroom bu desul benn ci taabal bi.
game-glance-second_removal_optional-true = Jël ñaareelu pion bi walla déet, yaa ciy tànn.
game-glance-chain_jumps-true = Bu pion tëbee, mën na tëbaat; mën ngaa taxaw ginnaaw bépp tëb.
game-glance-blocked-loses = Ndar-Kepp: fookat bu mënul fo ci yoonam, ñàkk na.
game-glance-blocked-most-on-board = Fookat bu mënul fo dafay jàll; bu kenn mënul fo, ki ëpp pion ci taabal bi moo gañe.
game-glance-no_capture_draw = Ñu tolloo ginnaaw { $n } yoon yu topp te kenn lekkul.
game-glance-few_pieces_draw = Ñu tolloo bu ñaari fookat yi desul lu ëpp { $n } pion, te kenn mënul tëb.

# Hints
# In games against the computer only: the engine's suggestion for the player's turn, drawn on the
# board. game-hint-said: $action is a sentence such as "White places on c3".
game-hint = Ndimbal
game-hint-thinking = Ñu ngi seet ndimbal…
game-hint-said = Ndimbal: { $action }
game-hint-failed = Mënuñu gis benn ndimbal.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = { $side } jeexal na waxtoom.
game-clock-running = montar mi ngi dox
game-clock-days = { $days } fan { $hours } waxtu
game-clock-deadline = Fo laata { $deadline }
game-clock-first-action = { $seconds } segond yu des ngir def jëf bu njëkk bi; su dul loolu, dinañu neenal po bi.
game-clock-first-action-by = Defal jëf bu njëkk bi laata { $deadline }; su dul loolu, dinañu neenal po bi.
game-clock-low = Waxtu bi dafa néew
game-clock-real-time = { $minutes } mn + { $increment } s
game-clock-correspondence = { $days } fan ci jëf bu nekk

# Abandoned games
game-opponent-left = Sa moroom génn na ci po bi. Su dellusiwul ci kanam tuuti, mën ngaa laaj ndam li.
game-opponent-left-claim = Sa moroom génn na ci po bi. Laajal ndam li, walla nga wax ne ñu tolloo.
game-side-left = { $side } génn na ci po bi.
game-claim-victory = Laaj ndam li
game-claim-draw = Wax ne ñu tolloo
game-reason-abandoned = { $side } génn na ci po bi.
game-reason-abandoned-draw = Benn fookat génn na ci po bi: ñu tolloo.
game-lag = Dem ak dikk ba ci sit bi: { $ms } ms
game-lag-lost = Sit bi tontuwul
game-sending-held = Sa jëf, dinañu ko yónnee bu internet bi dellusee.

## What the players say to each other

game-chat-title = Waxtaan
game-chat-muted = Noppal nga sa moroom ci po bii.
game-chat-label = Bataaxal ngir sa moroom
game-chat-send = Yónnee
game-chat-mute = Noppal sa moroom
game-chat-unmute = Déggaat sa moroom
game-chat-mute-player = Noppal { $name } ci po yépp
game-chat-unmute-player = Déggaat { $name }
game-chat-muted-player = Noppal nga { $name }: ay kàddoom dañuy nëbbu ci yaw ci po yépp, ci say jumtukaay yépp.
game-chat-you = Yow
game-chat-opponent = Sa moroom
game-chat-too-fast = Xaaral tuuti, ba noppi yónneeti ko.
game-phrase-hello = Na nga def!
game-phrase-good-luck = Yàlla na nga am wërsëg!
game-phrase-have-fun = Na la neex!
game-phrase-you-too = Yow itam!
game-phrase-good-game = Po bu rafet!
game-phrase-well-played = Fo nga bu baax!
game-phrase-thank-you = Jërëjëf!
game-phrase-bye = Ba beneen yoon!

# Takebacks (docs/protocol.md §3.5).
game-takeback = Dellu ginnaaw
game-undo = Dindi jëf bi
game-accept-takeback = Nangul ñu dellu ginnaaw
game-decline-takeback = Bañ
game-takeback-asked-by-you = Ñaan nga ñu dindi sa jëf mu mujj.
game-takeback-asked-to-you = Sa moroom dafa ñaan ñu dindi jëfam mu mujj.
game-takeback-asked = { $side } dafa ñaan ñu dindi benn jëf.
game-takeback-declined = Sa ñaan ngir dellu ginnaaw, bañ nañu ko.
game-takeback-declined-by-you = Bañ nga ñu dellu ginnaaw.
game-taken-back = { $n } jëf lañu dindi.

# Notifications for this game (docs/site.md "Notifications").
game-notify = Xamal ma
game-notify-off = Fay xamle yi
game-notify-help = Sa telefon dina la xamal bu sa yoon agsee, doonte xët wi tëju na.
game-notify-on = Taal nañu xamle yi ci po bii.
game-notify-denied = Xamle yi, dañu leen tëj ci sit bii: mayal leen ci tëralinu sa navigatëer.
game-notify-unsupported = Navigatëer bii mënul wone xamle.
game-notify-failed = Mënuñu taal xamle yi. Jéemaatal ci kanam.
game-notify-turning-on = Mi ngi koy taal…
game-notify-no-service = Navigatëer bii mënul jot xamle fii: palanteer bu sutura, walla navigatëer bu amul sarwiisu xamle. Say po ñu ngi des ci « Samay po ».

## Berserk, in an arena game (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Wàññil sa waxtu ci montar bi ba mu des genn wàll, te dootuñu la yokk segond: ndam dina la jox 1 poñ ci kaw.
game-berserk-mark = Berserk
game-berserk-you = Tànn nga Berserk: genn wàllu sa waxtu, 1 poñ ci kaw boo gañee.
game-berserk-side = { $side } tànn na Berserk: genn wàllu waxtoom, 1 poñ ci kaw bu gañee.
