game-title = Yoté-Partie
game-tab-your-turn = Du bist am Zug
game-sound-on = Ton an
game-sound-off = Ton aus
game-your-turn-place = Du bist am Zug. { $input ->
    [touch] Ziehe einen Stein aus deiner Hand auf ein leeres Feld oder tippe auf die Hand und dann auf ein Feld.
   *[mouse] Ziehe einen Stein aus deiner Hand auf ein leeres Feld oder klicke auf die Hand und dann auf ein Feld.
}
game-your-turn-move = Du bist am Zug. { $input ->
    [touch] Ziehe einen deiner Steine oder tippe ihn an und dann ein Feld.
   *[mouse] Ziehe einen deiner Steine oder klicke ihn an und dann ein Feld.
}
game-turn-local-place = { $side } ist am Zug. { $input ->
    [touch] Ziehe einen Stein aus der Hand auf ein leeres Feld oder tippe auf die Hand und dann auf ein Feld.
   *[mouse] Ziehe einen Stein aus der Hand auf ein leeres Feld oder klicke auf die Hand und dann auf ein Feld.
}
game-turn-local-move = { $side } ist am Zug. { $input ->
    [touch] Ziehe einen Stein oder tippe ihn an und dann ein Feld.
   *[mouse] Ziehe einen Stein oder klicke ihn an und dann ein Feld.
}
game-watchers = { $n ->
    [one] { $n } schaut zu
   *[other] { $n } schauen zu
}
game-agree-draw = Remis vereinbaren
game-agree-draw-confirm = { $input ->
    [touch] Noch einmal tippen: Die Partie endet remis
   *[mouse] Noch einmal klicken: Die Partie endet remis
}
game-flip = Brett drehen
game-flipped = Das Brett ist umgedreht.
game-unflipped = Das Brett steht wieder richtig herum.
game-download-record = Partie speichern
game-picture = Bild
game-picture-failed = Das Bild konnte nicht erstellt werden.
game-picture-to-move = { $side } ist am Zug
game-share = Link teilen
game-share-text = Spiel Yoté mit mir: Nimm den Platz an meinem Tisch ein.
game-show-qr = QR-Code anzeigen
game-hide-qr = QR-Code ausblenden
game-qr-caption = Dein Freund scannt diesen Code mit der Kamera seines Handys, um den Platz einzunehmen.
game-glance-title = Die Regeln auf einen Blick
game-board = Brett
game-board-help = Mit den Pfeiltasten bewegst du dich über das Brett, mit der Eingabetaste nimmst du einen Stein auf oder legst ihn ab, mit H nimmst du einen Stein aus der Hand, mit Esc brichst du ab.
game-board-row = Reihe { $n }
game-square-white = { $square }, weißer Stein
game-square-black = { $square }, schwarzer Stein
game-connecting = Verbindung wird hergestellt…
game-reconnecting = Verbindung verloren. Neue Verbindung wird hergestellt…
game-unknown-game = Unter dieser Adresse gibt es keine Partie.
game-stop-here = Hier aufhören
game-take-none = Keinen nehmen
game-cancel = Abbrechen
game-pass-button = Passen
game-see-board = Brett ansehen
game-rematch = Revanche
game-accept-rematch = Revanche annehmen
game-invite-title = Einen Freund einladen
game-invite-text = Schick diesen Link an deinen Gegner. Die Partie beginnt, sobald er den Platz einnimmt.
game-copy = Link kopieren
game-copied = Link kopiert
game-copy-failed = Markiere den Link und kopiere ihn
game-rules = Regeln:
game-moves = Züge
game-replay-start = Erste Stellung
game-replay-back = Vorheriger Zug
game-replay-forward = Nächster Zug
game-replay-end = Letzte Stellung
game-replay-at = Zug { $n } von { $total }
game-replaying = Die Partie wird nachgespielt. Nutze die Pfeile unter den Zügen oder wähle einen Zug.
game-offer-draw = Remis anbieten
game-accept-draw = Remis annehmen
game-decline-draw = Ablehnen
game-resign = Aufgeben
game-resign-confirm = { $input ->
    [touch] Zum Aufgeben noch einmal tippen
   *[mouse] Zum Aufgeben noch einmal klicken
}
game-abort = Partie abbrechen
game-no-capture = Halbzüge ohne Schlagen: { $n } / { $max }
game-no-capture-off = Halbzüge ohne Schlagen: { $n }
game-white = Weiß
game-black = Schwarz
game-white-pieces = Weiß, Kiesel
game-black-pieces = Schwarz, Stäbchen
game-you = Du
game-opponent = Gegner
game-new-rating = Deine Wertung: { $rating } ({ $change })
game-unrated = ungewertet
game-unrated-same-address = { $games ->
    [one] Ungewertete Partie: Beide spielen von einer Adresse aus, die heute schon ihre gewertete Partie unter ihren eigenen Spielern hatte.
   *[other] Ungewertete Partie: Beide spielen von einer Adresse aus, die heute schon ihre { $games } gewerteten Partien unter ihren eigenen Spielern hatte.
}
game-computer = Computer · { $level }
game-level-beginner = Anfänger
game-level-easy = leicht
game-level-medium = mittel
game-level-hard = schwer
game-level-master = Meister
game-open-seat = Warten auf einen Freund
game-offline = nicht verbunden
game-to-move-short = am Zug
game-hand = In der Hand
game-captures = Geschlagen
game-hand-label = Hand von { $side }: { $n } Steine. Wähle sie aus, um einen Stein einzusetzen.
game-hand-removal-label = Hand von { $side }: { $n } Steine. Nimm einen Stein daraus.
game-captures-label = { $side } hat { $n } Steine geschlagen.
game-your-turn = Du bist am Zug. { $input ->
    [touch] Ziehe einen Stein aus deiner Hand oder vom Brett auf ein Feld oder tippe auf die Hand oder einen Stein und dann auf ein Feld.
   *[mouse] Ziehe einen Stein aus deiner Hand oder vom Brett auf ein Feld oder klicke auf die Hand oder einen Stein und dann auf ein Feld.
}
game-turn-local = { $side } ist am Zug. { $input ->
    [touch] Ziehe einen Stein aus der Hand oder vom Brett auf ein Feld oder tippe auf die Hand oder einen Stein und dann auf ein Feld.
   *[mouse] Ziehe einen Stein aus der Hand oder vom Brett auf ein Feld oder klicke auf die Hand oder einen Stein und dann auf ein Feld.
}
game-your-turn-short = Du bist am Zug.
game-turn-local-short = { $side } ist am Zug.
game-their-turn = { $side } ist am Zug. Warten auf deinen Gegner.
game-watching = Du schaust zu. { $side } ist am Zug.
game-waiting = Warten, bis dein Freund den Einladungslink öffnet.
game-thinking = Denkt nach…
game-sending = Wird gespielt…
game-must-pass = Du hast keine erlaubte Aktion: Du passt.
game-choose-place = Wähle ein leeres Feld für den Stein.
game-choose-target = Wähle, wohin der Stein soll.
game-chain = Springe mit dem hervorgehobenen Stein noch einmal oder hör hier auf.
game-choose-removal = Nimm einen zweiten Stein: Wähle einen hervorgehobenen gegnerischen Stein.
game-choose-removal-hand = Nimm einen zweiten Stein: einen hervorgehobenen gegnerischen Stein oder einen aus der Hand deines Gegners.
game-removal-optional = Oder nimm keinen.
game-hand-selected = Hand ausgewählt.
game-piece-selected = Stein auf { $square } ausgewählt.
game-targets = { $n } mögliche Felder.
game-cancelled = Auswahl aufgehoben.
game-square-empty = { $square }, leer
game-square-selected = , ausgewählt
game-square-target = , möglicher Zug
game-square-removal = , kann genommen werden
game-announce-place = { $side } setzt auf { $to }.
game-announce-step = { $side } zieht von { $from } nach { $to }.
game-announce-jump = { $side } springt von { $from } nach { $to } und schlägt { $captured }.
game-announce-removal-board = Zweiter Stein auf { $square } genommen.
game-announce-removal-hand = Zweiter Stein aus der Hand genommen.
game-announce-pass = { $side } passt.
game-error = Nicht gespielt: { $message }
game-over-you-win = Du gewinnst!
game-over-you-lose = Du verlierst
game-over-wins = { $side } gewinnt
game-over-draw = Remis
game-over-aborted = Partie abgebrochen
game-reason-captured-out = { $side } hat zu wenige Steine übrig.
game-reason-blocked = Ndar-Kepp! Wolof für „von allen Seiten blockiert“: { $side } hatte keine erlaubte Aktion.
game-reason-both-blocked = Ndar-Kepp auf beiden Seiten! Wolof für „von allen Seiten blockiert“: Keiner der beiden Spieler konnte eine Aktion ausführen, also entscheidet die Mehrheit der Steine auf dem Brett.
game-reason-few-pieces = Beide Spieler haben nur noch wenige Steine, und keiner kann springen.
game-reason-no-capture-limit = { $n } Halbzüge in Folge ohne Schlagen.
game-reason-resignation = { $side } hat aufgegeben.
game-reason-agreement = Remis vereinbart.
game-reason-ply-limit = Die Partie hat die größte Länge erreicht, die diese Website spielt: Remis.
game-reason-aborted = Die Partie wurde abgebrochen, bevor beide Spieler gespielt hatten.
game-reason-aborted-by = { $side } hat die Partie abgebrochen, bevor beide Spieler gespielt hatten: Sie zählt nicht.
game-draw-offered-by-you = Du hast Remis angeboten.
game-draw-offered-to-you = Dein Gegner bietet Remis an.
game-draw-offered = { $side } bietet Remis an.
game-draw-declined = Dein Remisangebot wurde abgelehnt.
game-draw-declined-by-you = Du hast das Remis abgelehnt.
game-rematch-offered-by-you = Du hast um eine Revanche gebeten.
game-rematch-offered = { $side } bittet um eine Revanche.

# The rules at a glance beside the board: one short line per rule. The standard game shows
# win_at-1, placement-free, step, jump, second_removal-board and blocked-loses; a table shows
# the line of each of its option values instead (win_at-0 or win_at with n for other values,
# placement-hand-first, ...), plus second_removal_optional-true, chain_jumps-true,
# no_capture_draw and few_pieces_draw (with n) when they apply.
game-glance-win_at-1 = Schlage gegnerische Steine: Du gewinnst, wenn dein Gegner nur noch einen Stein oder keinen mehr hat.
game-glance-win_at-0 = Schlage gegnerische Steine: Du gewinnst, wenn alle geschlagen sind.
game-glance-win_at = { $n ->
    [one] Schlage gegnerische Steine: Du gewinnst, wenn dein Gegner nur noch einen Stein oder keinen mehr hat.
   *[other] Schlage gegnerische Steine: Du gewinnst, wenn dein Gegner nur noch { $n } Steine oder weniger hat.
}
game-glance-placement-free = In jedem Zug: Setze einen Stein aus deiner Hand auf ein beliebiges leeres Feld, ziehe oder springe.
game-glance-placement-hand-first = Solange du Steine in der Hand hast, setze ein oder springe; ziehen darfst du erst, wenn deine Hand leer ist.
game-glance-step = Ziehe ein Feld nach oben, unten, links oder rechts auf ein leeres Feld, nie diagonal.
game-glance-jump = Schlagen: Überspringe einen benachbarten gegnerischen Stein und lande auf dem leeren Feld dahinter. Nie Pflicht.
game-glance-second_removal-board = Nimm dann einen zweiten gegnerischen Stein vom Brett; Steine in der Hand sind sicher.
game-glance-second_removal-board-or-hand = Nimm dann einen zweiten gegnerischen Stein, vom Brett oder aus der Hand des Gegners.
game-glance-second_removal-board-then-hand = Nimm dann einen zweiten gegnerischen Stein vom Brett oder, wenn dort keiner mehr ist, aus der Hand des Gegners.
game-glance-second_removal_optional-true = Ob du den zweiten Stein nimmst, entscheidest du.
game-glance-chain_jumps-true = Nach einem Sprung darf derselbe Stein noch einmal springen; nach jedem Sprung darfst du aufhören.
game-glance-blocked-loses = Ndar-Kepp: Wer in seinem Zug keine Aktion ausführen kann, verliert.
game-glance-blocked-most-on-board = Wer keine Aktion ausführen kann, passt; können beide nicht, gewinnt, wer mehr Steine auf dem Brett hat.
game-glance-no_capture_draw = { $n ->
    [one] Remis nach { $n } Halbzug ohne Schlagen.
   *[other] Remis nach { $n } Halbzügen in Folge ohne Schlagen.
}
game-glance-few_pieces_draw = { $n ->
    [one] Remis, wenn beide Spieler nur noch { $n } Stein oder keinen haben und keiner springen kann.
   *[other] Remis, wenn beide Spieler nur noch { $n } Steine oder weniger haben und keiner springen kann.
}

# Hints
# In games against the computer only: the engine's suggestion for the player's turn, drawn on the
# board. game-hint-said: $action is a sentence such as "White places on c3".
game-hint = Tipp
game-hint-thinking = Tipp wird gesucht…
game-hint-said = Tipp: { $action }
game-hint-failed = Es wurde kein Tipp gefunden.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = { $side } hat die Zeit überschritten.
game-clock-running = läuft
game-clock-days = { $days } T. { $hours } Std.
game-clock-deadline = Zug bis { $deadline }
game-clock-first-action = Noch { $seconds } s für die erste Aktion, sonst wird die Partie abgebrochen.
game-clock-first-action-by = Mach die erste Aktion bis { $deadline }, sonst wird die Partie abgebrochen.
game-clock-low = Wenig Zeit
game-clock-real-time = { $minutes } Min. + { $increment } s
game-clock-correspondence = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}

# Abandoned games
game-opponent-left = Dein Gegner hat die Partie verlassen. Wenn er nicht bald zurückkommt, kannst du die Partie für dich beanspruchen.
game-opponent-left-claim = Dein Gegner hat die Partie verlassen. Fordere den Sieg ein oder erkläre die Partie für remis.
game-side-left = { $side } hat die Partie verlassen.
game-claim-victory = Sieg einfordern
game-claim-draw = Remis erklären
game-reason-abandoned = { $side } hat die Partie verlassen.
game-reason-abandoned-draw = Ein Spieler hat die Partie verlassen: Sie wurde für remis erklärt.
game-lag = Antwortzeit des Servers: { $ms } ms
game-lag-lost = Keine Antwort vom Server
game-sending-held = Deine Aktion wird gesendet, sobald die Verbindung wieder steht.

## What the players say to each other

game-chat-title = Chat
game-chat-muted = Du hast deinen Gegner für diese Partie stummgeschaltet.
game-chat-label = Eine Nachricht an deinen Gegner
game-chat-send = Senden
game-chat-mute = Gegner stummschalten
game-chat-unmute = Stummschaltung aufheben
game-chat-mute-player = { $name } in allen Partien stummschalten
game-chat-unmute-player = { $name } wieder hören
game-chat-muted-player = Du hast { $name } stummgeschaltet: Die Worte dieses Spielers bleiben dir in allen Partien verborgen, auf jedem deiner Geräte.
game-chat-you = Du
game-chat-opponent = Gegner
game-chat-too-fast = Warte einen Moment und sende sie dann noch einmal.
game-phrase-hello = Hallo!
game-phrase-good-luck = Viel Glück!
game-phrase-have-fun = Viel Spaß!
game-phrase-you-too = Dir auch!
game-phrase-good-game = Gutes Spiel!
game-phrase-well-played = Gut gespielt!
game-phrase-thank-you = Danke!
game-phrase-bye = Tschüss!

# Takebacks (docs/protocol.md §3.5).
game-takeback = Zurücknehmen
game-undo = Rückgängig
game-accept-takeback = Zugrücknahme annehmen
game-decline-takeback = Ablehnen
game-takeback-asked-by-you = Du hast darum gebeten, deinen letzten Zug zurückzunehmen.
game-takeback-asked-to-you = Dein Gegner bittet darum, seinen letzten Zug zurückzunehmen.
game-takeback-asked = { $side } bittet darum, einen Zug zurückzunehmen.
game-takeback-declined = Deine Bitte um Zugrücknahme wurde abgelehnt.
game-takeback-declined-by-you = Du hast die Zugrücknahme abgelehnt.
game-taken-back = { $n ->
    [one] Ein Zug wurde zurückgenommen.
   *[other] { $n } Züge wurden zurückgenommen.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = Benachrichtige mich
game-notify-off = Benachrichtigungen beenden
game-notify-help = Dein Handy meldet dir, wenn du am Zug bist, auch wenn diese Seite geschlossen ist.
game-notify-on = Benachrichtigungen für diese Partie sind eingeschaltet.
game-notify-denied = Benachrichtigungen sind für diese Website blockiert: Erlaube sie in den Einstellungen deines Browsers.
game-notify-unsupported = Dieser Browser kann keine Benachrichtigungen anzeigen.
game-notify-failed = Benachrichtigungen konnten nicht eingeschaltet werden. Versuche es später noch einmal.
game-notify-turning-on = Wird eingeschaltet …
game-notify-no-service = Dieser Browser kann hier keine Benachrichtigungen empfangen: ein privates Fenster oder ein Browser ohne Push-Dienst. Deine Partien findest du weiterhin unter „Partien“.

## Berserk, in an arena game (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Halbiere deine Bedenkzeit und verzichte auf den Zuschlag: Ein Sieg bringt einen Punkt mehr.
game-berserk-mark = Berserk
game-berserk-you = Du hast Berserk gewählt: halbe Zeit, ein Punkt mehr, wenn du gewinnst.
game-berserk-side = { $side } hat Berserk gewählt: halbe Zeit, ein Punkt mehr bei einem Sieg.
