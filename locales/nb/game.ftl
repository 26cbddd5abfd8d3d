game-title = Parti Yoté
game-tab-your-turn = Ditt trekk
game-sound-on = Lyd på
game-sound-off = Lyd av
game-your-turn-place = Din tur. { $input ->
    [touch] Dra en brikke fra hånden til en tom rute, eller trykk på hånden og så på en rute.
   *[mouse] Dra en brikke fra hånden til en tom rute, eller klikk på hånden og så på en rute.
}
game-your-turn-move = Din tur. { $input ->
    [touch] Dra en av brikkene dine, eller trykk på den og så på en rute.
   *[mouse] Dra en av brikkene dine, eller klikk på den og så på en rute.
}
game-turn-local-place = { $side } i trekket. { $input ->
    [touch] Dra en brikke fra hånden til en tom rute, eller trykk på hånden og så på en rute.
   *[mouse] Dra en brikke fra hånden til en tom rute, eller klikk på hånden og så på en rute.
}
game-turn-local-move = { $side } i trekket. { $input ->
    [touch] Dra en brikke, eller trykk på den og så på en rute.
   *[mouse] Dra en brikke, eller klikk på den og så på en rute.
}
game-watchers = { $n ->
    [one] { $n } ser på
   *[other] { $n } ser på
}
game-agree-draw = Bli enige om remis
game-agree-draw-confirm = { $input ->
    [touch] Trykk igjen: partiet ender med remis
   *[mouse] Klikk igjen: partiet ender med remis
}
game-flip = Snu brettet
game-flipped = Brettet er snudd.
game-unflipped = Brettet er snudd tilbake.
game-download-record = Lagre partiet
game-picture = Bilde
game-picture-failed = Bildet kunne ikke lages.
game-picture-to-move = { $side } i trekket
game-share = Del lenken
game-share-text = Spill Yoté med meg: ta plassen ved bordet mitt.
game-show-qr = Vis en QR-kode
game-hide-qr = Skjul QR-koden
game-qr-caption = Vennen din skanner koden med mobilkameraet for å ta plassen.
game-glance-title = Reglene i korte trekk
game-board = Brett
game-board-help = Piltastene flytter rundt på brettet, Enter plukker opp eller setter ned en brikke, H tar en brikke fra hånden, Escape avbryter.
game-board-row = Rad { $n }
game-square-white = { $square }, hvit brikke
game-square-black = { $square }, svart brikke
game-connecting = Kobler til…
game-reconnecting = Forbindelsen er brutt. Kobler til igjen…
game-unknown-game = Det finnes ikke noe parti på denne adressen.
game-stop-here = Stopp her
game-take-none = Ta ingen
game-cancel = Avbryt
game-pass-button = Stå over
game-see-board = Se brettet
game-rematch = Omkamp
game-accept-rematch = Godta omkamp
game-invite-title = Inviter en venn
game-invite-text = Send denne lenken til den du vil spille mot. Partiet begynner når vennen din tar plassen.
game-copy = Kopier lenken
game-copied = Lenken er kopiert
game-copy-failed = Merk lenken og kopier den
game-rules = Regler:
game-moves = Trekk
game-replay-start = Startstillingen
game-replay-back = Forrige trekk
game-replay-forward = Neste trekk
game-replay-end = Siste stilling
game-replay-at = Trekk { $n } av { $total }
game-replaying = Du ser partiet på nytt. Bruk pilene under trekkene, eller velg et trekk.
game-offer-draw = Tilby remis
game-accept-draw = Godta remis
game-decline-draw = Avslå
game-resign = Gi opp
game-resign-confirm = { $input ->
    [touch] Trykk igjen for å gi opp
   *[mouse] Klikk igjen for å gi opp
}
game-abort = Avbryt partiet
game-no-capture = Halvtrekk uten slag: { $n } / { $max }
game-no-capture-off = Halvtrekk uten slag: { $n }
game-white = Hvit
game-black = Svart
game-white-pieces = Hvit, småstein
game-black-pieces = Svart, pinner
game-you = Du
game-opponent = Motstander
game-new-rating = Ratingen din: { $rating } ({ $change })
game-unrated = ikke ratet
game-unrated-same-address = { $games ->
    [one] Ikke ratet parti: begge spillerne spiller fra samme adresse, som allerede har hatt sitt ratede parti mellom egne spillere i dag.
   *[other] Ikke ratet parti: begge spillerne spiller fra samme adresse, som allerede har hatt sine { $games } ratede partier mellom egne spillere i dag.
}
game-computer = Datamaskin · { $level }
game-level-beginner = nybegynner
game-level-easy = lett
game-level-medium = middels
game-level-hard = vanskelig
game-level-master = mester
game-open-seat = Venter på en venn
game-offline = frakoblet
game-to-move-short = i trekket
game-hand = Hånd
game-captures = Slått
game-hand-label = Hånden til { $side }: { $n } brikker. Velg den for å sette ut en brikke.
game-hand-removal-label = Hånden til { $side }: { $n } brikker. Ta en brikke fra den.
game-captures-label = { $side } har slått { $n } brikker.
game-your-turn = Din tur. { $input ->
    [touch] Dra en brikke fra hånden eller på brettet til en rute, eller trykk på hånden eller en brikke og så på en rute.
   *[mouse] Dra en brikke fra hånden eller på brettet til en rute, eller klikk på hånden eller en brikke og så på en rute.
}
game-turn-local = { $side } i trekket. { $input ->
    [touch] Dra en brikke fra hånden eller på brettet til en rute, eller trykk på hånden eller en brikke og så på en rute.
   *[mouse] Dra en brikke fra hånden eller på brettet til en rute, eller klikk på hånden eller en brikke og så på en rute.
}
game-your-turn-short = Din tur.
game-turn-local-short = { $side } i trekket.
game-their-turn = { $side } i trekket. Venter på motstanderen.
game-watching = Du ser på. { $side } i trekket.
game-waiting = Venter på at vennen din åpner invitasjonslenken.
game-thinking = Tenker…
game-sending = Sender trekket…
game-must-pass = Du har ikke noe lovlig trekk: du står over.
game-choose-place = Velg en tom rute til brikken.
game-choose-target = Velg hvor brikken skal.
game-chain = Hopp igjen fra den markerte brikken, eller stopp her.
game-choose-removal = Ta en brikke til: velg en av motstanderens markerte brikker.
game-choose-removal-hand = Ta en brikke til: en av motstanderens markerte brikker, eller en fra motstanderens hånd.
game-removal-optional = Eller ta ingen.
game-hand-selected = Hånden er valgt.
game-piece-selected = Brikken på { $square } er valgt.
game-targets = { $n } mulige ruter.
game-cancelled = Valget er avbrutt.
game-square-empty = { $square }, tom
game-square-selected = , valgt
game-square-target = , mulig trekk
game-square-removal = , kan tas
game-announce-place = { $side } setter ut på { $to }.
game-announce-step = { $side } flytter fra { $from } til { $to }.
game-announce-jump = { $side } hopper fra { $from } til { $to } og slår { $captured }.
game-announce-removal-board = Andre brikke tatt på { $square }.
game-announce-removal-hand = Andre brikke tatt fra hånden.
game-announce-pass = { $side } står over.
game-error = Ikke spilt: { $message }
game-over-you-win = Du vant!
game-over-you-lose = Du tapte
game-over-wins = { $side } vinner
game-over-draw = Remis
game-over-aborted = Partiet er avbrutt
game-reason-captured-out = { $side } har for få brikker igjen.
game-reason-blocked = Ndar-Kepp! «Blokkert på alle kanter» på wolof: { $side } hadde ikke noe lovlig trekk.
game-reason-both-blocked = Ndar-Kepp på begge sider! «Blokkert på alle kanter» på wolof: ingen av spillerne kunne gjøre noe, så flest brikker på brettet avgjør.
game-reason-few-pieces = Begge spillerne har få brikker, og ingen kan hoppe.
game-reason-no-capture-limit = { $n } halvtrekk på rad uten slag.
game-reason-resignation = { $side } ga opp.
game-reason-agreement = Remis etter avtale.
game-reason-ply-limit = Partiet nådde den største lengden dette nettstedet spiller: remis.
game-reason-aborted = Partiet ble avbrutt før begge spillerne hadde trukket.
game-reason-aborted-by = { $side } avbrøt partiet før begge spillerne hadde trukket: det teller ikke.
game-draw-offered-by-you = Du har tilbudt remis.
game-draw-offered-to-you = Motstanderen tilbyr remis.
game-draw-offered = { $side } tilbyr remis.
game-draw-declined = Remistilbudet ble avslått.
game-draw-declined-by-you = Du avslo remis.
game-rematch-offered-by-you = Du har bedt om omkamp.
game-rematch-offered = { $side } ber om omkamp.

# Reglene i korte trekk ved brettet: én kort linje per regel (listen over id-ene:
# locales/en/game.ftl).
game-glance-win_at-1 = Slå motstanderens brikker: du vinner når motstanderen er nede i én brikke eller ingen.
game-glance-win_at-0 = Slå motstanderens brikker: du vinner når alle er slått.
game-glance-win_at = { $n ->
    [one] Slå motstanderens brikker: du vinner når motstanderen er nede i én brikke eller ingen.
   *[other] Slå motstanderens brikker: du vinner når motstanderen er nede i { $n } brikker eller færre.
}
game-glance-placement-free = Hver tur: sett en brikke fra hånden på en tom rute, flytt, eller hopp.
game-glance-placement-hand-first = Så lenge du har brikker på hånden, setter du ut eller hopper; flytt først når hånden er tom.
game-glance-step = Flytt én rute opp, ned, til venstre eller høyre til en tom rute – aldri diagonalt.
game-glance-jump = Slag: hopp over en fiendtlig nabobrikke til den tomme ruten bak. Aldri påbudt.
game-glance-second_removal-board = Ta så en andre fiendtlig brikke fra brettet; brikkene på hånden er trygge.
game-glance-second_removal-board-or-hand = Ta så en andre fiendtlig brikke, fra brettet eller fra hånden.
game-glance-second_removal-board-then-hand = Ta så en andre fiendtlig brikke fra brettet, eller fra hånden når det ikke er noen igjen på brettet.
game-glance-second_removal_optional-true = Du velger selv om du tar den andre brikken.
game-glance-chain_jumps-true = Etter et hopp kan samme brikke hoppe igjen; stopp etter et hvilket som helst hopp.
game-glance-blocked-loses = Ndar-Kepp: en spiller som ikke kan gjøre noe når det er spillerens tur, taper.
game-glance-blocked-most-on-board = En spiller som ikke kan gjøre noe, står over; kan ingen, vinner flest brikker på brettet.
game-glance-no_capture_draw = { $n ->
    [one] Remis etter { $n } halvtrekk uten slag.
   *[other] Remis etter { $n } halvtrekk på rad uten slag.
}
game-glance-few_pieces_draw = { $n ->
    [one] Remis når begge har { $n } brikke eller ingen og ingen kan hoppe.
   *[other] Remis når begge har { $n } brikker eller færre og ingen kan hoppe.
}

# Hints
game-hint = Tips
game-hint-thinking = Leter etter et tips …
game-hint-said = Tips: { $action }
game-hint-failed = Fant ikke noe tips.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = { $side } gikk tom for tid.
game-clock-running = går
game-clock-days = { $days } d { $hours } t
game-clock-deadline = Trekk innen { $deadline }
game-clock-first-action = { $seconds } s igjen til å gjøre første trekk, ellers avbrytes partiet.
game-clock-first-action-by = Gjør første trekk innen { $deadline }, ellers avbrytes partiet.
game-clock-low = Lite tid
game-clock-real-time = { $minutes } min + { $increment } s
game-clock-correspondence = { $days ->
    [one] { $days } dag per trekk
   *[other] { $days } dager per trekk
}

# Forlatte partier
game-opponent-left = Motstanderen har forlatt partiet. Kommer de ikke snart tilbake, kan du kreve det.
game-opponent-left-claim = Motstanderen har forlatt partiet. Krev seieren, eller gjør det til remis.
game-side-left = { $side } har forlatt partiet.
game-claim-victory = Krev seieren
game-claim-draw = Gjør det til remis
game-reason-abandoned = { $side } forlot partiet.
game-reason-abandoned-draw = En spiller forlot partiet: erklært remis.
game-lag = Tur-retur til serveren: { $ms } ms
game-lag-lost = Serveren svarer ikke
game-sending-held = Trekket ditt sendes når forbindelsen er tilbake.

## Det spillerne sier til hverandre

game-chat-title = Prat
game-chat-muted = Du har dempet motstanderen for dette partiet.
game-chat-label = En melding til motstanderen
game-chat-send = Send
game-chat-mute = Demp motstanderen
game-chat-unmute = Slå på motstanderen igjen
game-chat-mute-player = Demp { $name } i alle partier
game-chat-unmute-player = Hør { $name } igjen
game-chat-muted-player = Du har dempet { $name }: ordene deres skjules for deg i alle partier, på hver av enhetene dine.
game-chat-you = Du
game-chat-opponent = Motstander
game-chat-too-fast = Vent litt, og send den igjen.
game-phrase-hello = Hei!
game-phrase-good-luck = Lykke til!
game-phrase-have-fun = Ha det gøy!
game-phrase-you-too = Det samme!
game-phrase-good-game = Godt parti!
game-phrase-well-played = Godt spilt!
game-phrase-thank-you = Takk!
game-phrase-bye = Ha det!

# Ta tilbake trekk (docs/protocol.md §3.5).
game-takeback = Ta tilbake
game-undo = Angre
game-accept-takeback = Godta at trekket tas tilbake
game-decline-takeback = Avslå
game-takeback-asked-by-you = Du har bedt om å ta tilbake ditt siste trekk.
game-takeback-asked-to-you = Motstanderen ber om å ta tilbake sitt siste trekk.
game-takeback-asked = { $side } ber om å ta tilbake et trekk.
game-takeback-declined = Forespørselen din om å ta tilbake ble avslått.
game-takeback-declined-by-you = Du avslo å ta tilbake trekket.
game-taken-back = { $n ->
    [one] Ett trekk ble tatt tilbake.
   *[other] { $n } trekk ble tatt tilbake.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = Varsle meg
game-notify-off = Slå av varsler
game-notify-help = Telefonen sier fra når det er din tur, selv når denne siden er lukket.
game-notify-on = Varsler er slått på for dette partiet.
game-notify-denied = Varsler er blokkert for dette nettstedet: tillat dem i nettleserens innstillinger.
game-notify-unsupported = Denne nettleseren kan ikke vise varsler.
game-notify-failed = Varsler kunne ikke slås på. Prøv igjen senere.
game-notify-turning-on = Slår på …
game-notify-no-service = Denne nettleseren kan ikke motta varsler her: et privat vindu eller en nettleser uten varslingstjeneste. Partiene dine finner du fortsatt under «Mine partier».

## Berserk i et arenaparti (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Halver tiden på klokken og gi avkall på tillegget: en seier gir ett poeng ekstra.
game-berserk-mark = berserk
game-berserk-you = Du gikk berserk: halv tid, ett poeng ekstra hvis du vinner.
game-berserk-side = { $side } gikk berserk: halv tid, ett poeng ekstra ved seier.
