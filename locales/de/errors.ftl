# Errors the server can answer, by code (docs/protocol.md), with their details as variables.
# A code with a `reason` detail is looked up as error-<code>-<reason> first, then error-<code>.

error-unknown = Etwas ist schiefgelaufen (Fehler „{ $code }“). Bitte versuche es noch einmal.
error-network = Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.

## The HTTP API

error-malformed = Die Anfrage konnte nicht gelesen werden. Lade die Seite neu und versuche es noch einmal.
error-bad-rules = Mit diesen Regeln kann nicht gespielt werden: „{ $rules }“.
error-bad-rules-empty = Es wurden keine Regeln angegeben: Geh von einem Regelwerk wie „standard“ aus.
error-bad-rules-unknown-preset = „{ $preset }“ ist kein Regelwerk. Die Regelwerke sind: { $allowed }.
error-bad-rules-missing-value = „{ $part }“ hat keinen Wert: Schreib es als Option=Wert, etwa win_at=0.
error-bad-rules-unknown-option = „{ $option }“ ist keine Option. Die Optionen sind: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] „{ $value }“ ist kein Wert für { $option }: Wähle eine Zahl von { $min } bis { $max }.
    [off-or-range] „{ $value }“ ist kein Wert für { $option }: Wähle „off“ oder eine Zahl von { $min } bis { $max }.
   *[words] „{ $value }“ ist kein Wert für { $option }: Wähle einen dieser Werte: { $allowed }.
}
error-bad-rules-repeated = Die Option { $option } ist zweimal angegeben.
error-bad-rules-too-many-pieces = { $max ->
    [one] { $pieces } Steine pro Spieler passen nicht auf ein { $rows }×{ $columns }-Brett: Es fasst höchstens { $max } Stein pro Spieler.
   *[other] { $pieces } Steine pro Spieler passen nicht auf ein { $rows }×{ $columns }-Brett: Es fasst höchstens { $max } Steine pro Spieler.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [one] „Sieg bei“ ({ $win_at }) muss kleiner sein als die Zahl der Steine ({ $pieces } Stein pro Spieler).
   *[other] „Sieg bei“ ({ $win_at }) muss kleiner sein als die Zahl der Steine ({ $pieces } Steine pro Spieler).
}
error-bad-level = „{ $level }“ ist keine Spielstärke des Computers.
error-bad-option = „{ $value }“ ist keine mögliche Wahl für { $option }.
error-unknown-game = Unter dieser Adresse gibt es keine Partie.
error-unknown-invite = Dieser Einladungslink ist ungültig: Bitte deinen Freund um einen neuen.
error-bad-secret = Dieser Link gehört zu keinem Platz in der Partie: Du schaust zu.
error-no-rematch = Zu dieser Partie gibt es keine Revanche.
error-no-rematch-not-over = Eine Revanche kann nur auf eine beendete Partie folgen.
error-no-rematch-no-opponent = Niemand hat den anderen Platz eingenommen: Erstelle stattdessen einen neuen Tisch.
error-no-rematch-exists = Die Revanche gibt es schon.
error-no-rematch-asked = Du hast schon um eine Revanche gebeten.
error-no-rematch-arena = Eine Arena-Partie hat keine Revanche: Die Arena paart dich neu.
error-no-rematch-swiss = Eine Turnierpartie hat keine Revanche: In der nächsten Runde wirst du neu ausgelost.
error-seat-taken = Der Platz ist schon besetzt: Der Link zeigt die Partie jetzt nur noch zum Zuschauen.
error-game-over = Diese Partie ist beendet.
error-own-invite = Das ist deine eigene Einladung: Schick den Link an deinen Freund.
error-too-large = Die Anfrage ist zu groß.
error-too-many-tables = Von deiner Verbindung aus wurden zu viele Tische erstellt. Warte eine Minute und versuche es dann noch einmal.
error-too-many-waiting-tables = { $limit ->
    [one] Ein Tisch von deiner Verbindung wartet noch auf seinen ersten Zug. Spiel dort oder brich ihn ab, dann erstelle einen neuen.
   *[other] { $limit } Tische von deiner Verbindung warten noch auf ihren ersten Zug. Spiel an einem davon oder brich einen ab, dann erstelle einen neuen.
}
error-computer-busy = Der Computer ist gerade mit vielen Partien beschäftigt. Versuche es in einer Minute noch einmal oder spiel gegen einen Freund.
error-computer-busy-address = Du hast schon viele Partien gegen den Computer: Beende eine, dann starte eine neue.
error-computer-busy-queue = Der Computer ist gerade mit vielen Partien beschäftigt. Versuche es in einer Minute noch einmal oder spiel gegen einen Freund.
error-body-timeout = Die Anfrage ist nicht rechtzeitig angekommen. Prüfe deine Verbindung und versuche es noch einmal.
error-bad-origin = Anfragen von einer anderen Website werden abgelehnt.
error-unconfirmed-seat = Ein Fortsetzungslink überträgt einen Platz erst, wenn du auf dieser Website bestätigst: Öffne den Link und drücke dort die Schaltfläche.
error-internal = Der Server konnte das nicht ausführen. Es hat sich nichts geändert: Bitte versuche es noch einmal.
error-not-found = An dieser Adresse gibt es nichts. Lade die Seite neu und versuche es noch einmal.
error-method-not-allowed = Diese Adresse nimmt diese Art von Anfrage nicht an. Lade die Seite neu und versuche es noch einmal.

## The game's connection

error-unknown-type = Der Server hat die Seite nicht verstanden. Lade sie neu.
error-hello-required = Die Seite ist noch nicht mit der Partie verbunden. Lade sie neu.
error-not-a-player = Du schaust dieser Partie zu: Das können nur ihre Spieler.
error-waiting-for-opponent = Der andere Platz ist noch frei: Schick den Einladungslink an einen Freund.
error-not-your-turn = { $side ->
    [white] Weiß ist am Zug.
   *[black] Schwarz ist am Zug.
}
error-bad-notation = „{ $text }“ ist keine Aktion.
error-illegal-action = Diese Aktion ist jetzt nicht möglich.
error-illegal-action-game-over = Die Partie ist beendet.
error-illegal-action-off-board = { $square } liegt nicht auf diesem Brett.
error-illegal-action-empty-hand = Du hast keinen Stein mehr in der Hand zum Einsetzen.
error-illegal-action-occupied = { $square } ist nicht leer.
error-illegal-action-not-your-piece = Auf { $square } steht kein Stein von dir.
error-illegal-action-not-adjacent = Ein Stein zieht ein Feld nach oben, unten, links oder rechts.
error-illegal-action-must-place-or-jump = Solange du Steine in der Hand hast, darfst du nur einsetzen oder springen.
error-illegal-action-nothing-to-jump = Auf { $square } steht kein gegnerischer Stein, den du überspringen kannst.
error-illegal-action-no-chains = Nach diesen Regeln gibt es nur einen Sprung pro Zug.
error-illegal-action-bad-removal = Dieser zweite Stein kann hier nicht genommen werden.
error-illegal-action-pass-not-allowed = Du darfst nur passen, wenn du keine andere Aktion hast.
error-illegal-action-pass-required = Du hast keine mögliche Aktion: Du musst passen.
error-illegal-action-not-legal = Diese Aktion ist in dieser Stellung nicht möglich.
error-stale-ply = Dieser Zug wurde schon gespielt. Das Brett zeigt die Partie jetzt so, wie sie steht.
error-future-ply = Die Seite hinkt der Partie hinterher. Lade sie neu.
error-no-draw-offer = Dein Gegner hat kein Remis angeboten.
error-draw-already-offered = Es gibt schon ein offenes Remisangebot.
error-draw-already-offered-opponent-offered = Dein Gegner hat Remis angeboten: Nimm an oder lehne ab.
error-draw-already-offered-offer-open = Dein Remisangebot ist noch offen.
error-draw-already-offered-offered-this-move = Du hast in diesem Zug schon Remis angeboten.
error-too-late-to-abort = Beide Seiten haben schon gespielt: Du kannst nur noch aufgeben oder Remis anbieten.
error-bad-clock = Diese Bedenkzeit ist ungültig ({ $field }): Echtzeit heißt 1 Sekunde bis 3 Stunden plus 0 bis 180 Sekunden pro Zug; Fernpartie heißt 1, 2, 3 oder 7 Tage pro Zug.
error-cannot-claim = In dieser Partie gibt es nichts einzufordern.
error-cannot-claim-opponent-here = Dein Gegner ist da: Es gibt nichts einzufordern.
error-cannot-claim-too-early = { $wait_s ->
    [one] Dein Gegner kommt vielleicht noch zurück: Warte noch eine Sekunde.
   *[other] Dein Gegner kommt vielleicht noch zurück: Warte noch { $wait_s } Sekunden.
}

## The lobby

error-bad-tile = „{ $tile }“ ist keine der Bedenkzeiten der Lobby. Lade die Seite neu.
error-too-many-seeks = { $limit ->
    [one] Jemand mit deiner Verbindung sucht schon eine Partie. Warte darauf oder beende zuerst die Suche.
   *[other] { $limit } Personen mit deiner Verbindung suchen schon eine Partie. Warte einen Moment und versuche es dann noch einmal.
}
error-too-many-players = Zu viele neue Spieler von deiner Verbindung in dieser Stunde. Behalte deinen jetzigen Namen.
error-too-many-renames = Zu viele Namensänderungen von deiner Verbindung in dieser Stunde. Versuche es später noch einmal.
error-name-taken = Ein anderer Spieler heißt schon „{ $name }“. Wähle einen anderen Namen.
error-unknown-player = Kein Spieler heißt „{ $name }“.
error-own-mute = Du kannst dich nicht selbst stummschalten.
error-too-many-mutes = Du hast so viele Spieler stummgeschaltet, wie möglich ist. Hebe zuerst eine Stummschaltung auf.
error-bad-name = Dieser Name kann nicht verwendet werden.
error-bad-name-length = Ein Name hat { $min } bis { $max } Zeichen.
error-bad-name-characters = Ein Name besteht nur aus Buchstaben, Ziffern, - und _ und beginnt mit einem Buchstaben.
error-bad-name-refused = Dieser Name kann nicht verwendet werden. Wähle einen anderen.
error-bad-name-scripts = Ein Name verwendet Buchstaben einer einzigen Schrift (zum Beispiel nicht lateinische und kyrillische zusammen).
error-no-player = Dieser Browser hat noch keinen Spieler: Wähle zuerst eine Bedenkzeit in der Lobby.
error-not-your-seat = Die Plätze dieser Partie gehören anderen Spielern: Du kannst zuschauen.
error-bad-transfer-code = Dieser Code ist ungültig: Vielleicht ist er abgelaufen oder wurde schon benutzt. Erstelle auf deinem anderen Gerät einen neuen.
error-too-many-transfers = Zu viele Übertragungscodes von deiner Verbindung in dieser Stunde. Versuche es später noch einmal.
error-seek-gone = Diese Partie wird nicht mehr angeboten: Ein anderer Spieler hat sie angenommen, oder ihr Spieler ist gegangen.
error-own-seek = Das ist dein eigenes Angebot: Warte, bis ein anderer Spieler es annimmt.
error-held = Du hast heute { $games ->
    [one] { $games } Lobby-Partie
   *[other] { $games } Lobby-Partien
} verlassen: Du bekommst erst in { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} wieder einen Gegner zugeteilt.

error-no-chat = In dieser Partie gibt es niemanden, mit dem du schreiben kannst.
error-no-chat-watcher = Nur die Spieler einer Partie schreiben darin miteinander: Du schaust zu.
error-no-chat-one-device = Beide Seiten spielen auf diesem Gerät: Es gibt niemanden, mit dem du schreiben kannst.
error-no-chat-computer = Der Computer liest den Chat nicht.
error-no-chat-no-opponent = Noch hat niemand den anderen Platz eingenommen.
error-no-chat-lobby = In Partien mit Spielern, die du nicht kennst, gibt es nur die vorgegebenen Sätze.
error-bad-phrase = Diesen Satz gibt es nicht.
error-phrase-used = Das hast du in dieser Partie schon gesagt.
error-bad-chat = Diese Nachricht kann nicht gesendet werden.
error-bad-chat-empty = Eine leere Nachricht sagt nichts.
error-bad-chat-length = Eine Nachricht hat höchstens { $max } Zeichen.
error-bad-chat-characters = Eine Nachricht besteht aus einer einzigen Zeile, ohne Steuerzeichen.
error-bad-chat-words = Die Nachricht enthält ein Wort, das diese Seite nicht zulässt: formuliere sie anders.
error-chat-too-fast = Höchstens eine Nachricht pro Sekunde: Warte einen Moment.
error-chat-full = Du hast in dieser Partie { $limit } Nachrichten gesendet: Mehr geht nicht.

error-no-takeback = Zugrücknahmen sind in dieser Partie nicht erlaubt.
error-no-takeback-off = An diesem Tisch sind keine Zugrücknahmen erlaubt.
error-no-takeback-rated = An diesem Tisch sind Zugrücknahmen nur in ungewerteten Partien erlaubt, und diese Partie wird gewertet.
error-no-takeback-nothing = Du hast keinen Zug, den du zurücknehmen könntest.
error-no-takeback-limit = Dein Gegner hat in dieser Partie { $limit } deiner Bitten abgelehnt: Du kannst nicht noch einmal fragen.
error-takeback-already-asked = Eine Bitte um Zugrücknahme wartet schon.
error-takeback-already-asked-open = Deine Bitte wartet noch auf eine Antwort.
error-takeback-already-asked-opponent-asked = Dein Gegner bittet darum, einen Zug zurückzunehmen: Nimm zuerst an oder lehne ab.
error-no-takeback-request = Dein Gegner hat nicht darum gebeten, einen Zug zurückzunehmen.
error-no-berserk = Du kannst jetzt nicht Berserk wählen.
error-no-berserk-not-allowed = Berserk gibt es nur in Arena-Partien mit ausreichend langer Bedenkzeit.
error-no-berserk-moved = Berserk geht nur vor deinem ersten Zug.
error-no-berserk-already = Du hast in dieser Partie schon Berserk gewählt.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Benachrichtigungen für diese Partie konnten nicht eingeschaltet werden.
error-bad-subscription-endpoint-long = Die Benachrichtigungsadresse dieses Browsers ist zu lang.
error-bad-subscription-endpoint-malformed = Die Benachrichtigungsadresse dieses Browsers ist keine gültige Adresse.
error-bad-subscription-endpoint-not-https = Die Benachrichtigungsadresse dieses Browsers ist nicht sicher (https): Benachrichtigungen gehen nur an sichere Adressen.
error-bad-subscription-endpoint-unknown-service = Der Benachrichtigungsdienst dieses Browsers gehört nicht zu denen, an die diese Website Benachrichtigungen sendet.
error-bad-subscription-bad-key = Der Benachrichtigungsschlüssel dieses Browsers ist ungültig.
error-bad-subscription-bad-auth = Das Benachrichtigungsgeheimnis dieses Browsers ist ungültig.
error-bad-subscription-local = Eine Partie auf einem einzigen Gerät sendet keine Benachrichtigungen.
error-bad-subscription-over = Diese Partie ist beendet: Sie sendet keine Benachrichtigungen mehr.
error-bad-subscription-too-many = Fünf Browser erhalten schon Benachrichtigungen für diesen Platz: Schalte zuerst einen davon aus.
error-bad-position = Diese Stellung ist nicht lesbar: Schreibe sie in der Notation, zum Beispiel „6/6/6/6/6 w 12 12 0“.
error-not-in-tables = Die Endspieldatenbanken dieser Seite enthalten diese Stellung nicht.

## Arenen

error-arena-not-found = Unter dieser Adresse gibt es keine Arena.
error-arena-over = Diese Arena ist beendet.
error-not-in-arena = Du bist dieser Arena nicht beigetreten.
error-bad-entry-code = Diese Arena braucht einen Zugangscode, und dieser ist nicht der richtige. Frag die Person, die sie erstellt hat.
error-too-many-entry-codes = Von deiner Verbindung wurden in dieser Stunde zu viele Zugangscodes ausprobiert. Versuche es später noch einmal.
error-too-many-arenas = Zu viele Arenen von deiner Verbindung in dieser Stunde. Versuche es später noch einmal.
error-bad-arena-name = Dieser Name kann für eine Arena nicht verwendet werden.
error-bad-arena-name-length = Der Name einer Arena hat höchstens { $max } Zeichen.
error-bad-arena-name-characters = Der Name einer Arena besteht aus einer einzigen Zeile, ohne Steuerzeichen.
error-bad-arena-name-words = Der Name enthält ein Wort, das diese Seite nicht zulässt: formuliere ihn anders.
error-swiss-not-found = Unter dieser Adresse gibt es kein Turnier.
error-not-director = Das kann nur die Turnierleitung. Öffne das Turnier über den Link der Turnierleitung.
error-swiss-over = Dieses Turnier ist beendet.
error-swiss-started = Ein Rundenturnier nimmt keine neuen Spieler mehr auf, sobald es begonnen hat.
error-swiss-full = Dieses Turnier ist voll: Es nimmt höchstens { $max } Spieler auf.
error-swiss-joined = Du bist diesem Turnier schon beigetreten.
error-swiss-no-player = Diesen Spieler gibt es in diesem Turnier nicht, oder er ist ausgetreten.
error-swiss-round-open = Alle Ergebnisse dieser Runde müssen vorliegen, bevor die nächste Runde ausgelost wird.
error-swiss-too-few = Eine Runde braucht mindestens zwei Spieler.
error-swiss-no-pairing = Keine Paarung dieser Runde hält die Regeln ein: Alle Verbliebenen haben schon jeden getroffen, den sie treffen konnten.
error-swiss-paired = Diese Runde ist schon ausgelost.
error-swiss-not-this-round = Die Spieler melden die Ergebnisse der laufenden Runde; frühere korrigiert die Turnierleitung.
error-swiss-result-set = Das Ergebnis dieses Bretts steht schon fest. Die Turnierleitung kann es korrigieren.
error-swiss-not-in = Du spielst in diesem Turnier nicht mit.
error-swiss-not-your-board = Nur die Spieler dieses Bretts oder die Turnierleitung melden sein Ergebnis.
error-swiss-on-site-names = In einem Turnier auf der Seite treten die Spieler mit dem Link von ihrem eigenen Handy aus bei.
error-swiss-on-site-result = Eine Partie auf der Seite ergibt ihr Ergebnis selbst. Die Turnierleitung kann es korrigieren.
error-bad-swiss-name = Dieser Name kann nicht verwendet werden.
error-bad-swiss-name-length = Ein Name hat 1 bis { $max } Zeichen.
error-bad-swiss-name-characters = Ein Name besteht aus einer einzigen Zeile, ohne Steuerzeichen.
error-bad-swiss-name-words = Der Name enthält ein Wort, das diese Seite nicht zulässt: formuliere ihn anders.
