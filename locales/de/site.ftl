site-description = Spiele Yoté, das Schlagspiel aus Westafrika, im Internet: per Link gegen einen Freund, gegen den Computer oder auf einem einzigen Gerät. Ohne Anmeldung.
skip-to-content = Zum Inhalt
nav-label = Hauptmenü
nav-play = Spielen
nav-rules = Regeln
nav-variants = Varianten
lang-switch = Sprache
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = erste Fassung: Korrekturen willkommen
lang-help = Eine Übersetzung korrigieren
translations-title = Übersetzungen
translations-lead = Die Website spricht zehn Sprachen. Jede besteht aus ein paar einfachen Textdateien: einem Glossar, das für jeden Begriff des Spiels das verwendete Wort nennt und begründet, und den Texten der Website im Fluent-Format.
translations-first = Die Übersetzungen ins Wolof und ins Bambara sind erste Fassungen: In keiner der beiden Sprachen war ein Wortschatz für Brettspiele veröffentlicht worden, darum erklären ihre Glossare jedes gewählte Wort. Korrekturen von Menschen, die diese Sprachen sprechen, sind willkommen.
translations-how-h = Eine Korrektur schicken
translations-how = Öffne unten die Datei der Sprache und korrigiere den Text hinter dem Zeichen =; was zwischen geschweiften Klammern steht, lässt du, wie es ist. Schick die korrigierte Datei dann an die Betreiber dieser Website und schreib dazu, was du geändert hast und warum. Ist ein Wort im Glossar falsch, korrigiere auch das Glossar: Alle Texte richten sich danach.
translations-glossary = Glossar
translations-files = Texte
tagline = Ohne Anmeldung. Link teilen und losspielen.
theme-label = Farbschema
theme-system = Wie das Gerät
theme-light = Hell
theme-dark = Dunkel

notfound-title = Seite nicht gefunden
notfound-body = Unter dieser Adresse gibt es nichts. Vielleicht ist der Link falsch geschrieben, oder die Partie existiert nicht.
notfound-home = Zurück zur Startseite
refused-title = Das ging nicht
refused-back = Zurück zur Einladung

home-title = Yoté im Browser spielen
home-kicker = Ein Spiel aus Westafrika
home-heading = Yoté: einsetzen, ziehen, springen – und wer schlägt, nimmt zwei.
home-welcome = Yoté wird im Senegal, in Mali und in Burkina Faso mit Kieseln und kleinen Stäbchen in Löchern gespielt, die in den Boden gegraben sind. Zwölf Steine pro Spieler, zu Beginn alle in der Hand. Die Züge sind schnell, und das Glück wendet sich rasch: Ein Sprung nimmt den übersprungenen Stein und einen zweiten deiner Wahl.
home-modes = Spielarten
home-friend = Mit einem Freund
home-friend-text = Erstelle einen Tisch und schick den Link. Dein Freund öffnet ihn und nimmt Platz.
home-computer = Gegen den Computer
home-computer-text = Fünf Stufen, vom Anfänger bis zum Meister.
home-local = Auf diesem Gerät
home-local-text = Zwei Spieler, ein Bildschirm: einfach über den Tisch reichen.
home-glance = Die Regeln auf einen Blick
home-glance-1 = Solange du Steine in der Hand hast, darfst du einen davon auf ein beliebiges leeres Feld setzen.
home-glance-2 = Oder ziehe einen Stein auf ein leeres Nachbarfeld: nach oben, unten, links oder rechts, nie diagonal.
home-glance-3 = Oder überspringe einen benachbarten gegnerischen Stein und lande auf dem leeren Feld dahinter: Dieser Stein ist geschlagen.
home-glance-4 = Nimm dann einen zweiten gegnerischen Stein deiner Wahl. Hat dein Gegner nur noch einen Stein, hast du gewonnen.
home-read-rules = Die vollständigen Regeln lesen
home-variants = Regelwerke
variants-title = Die Regelwerke, nach denen gespielt wird
variants-lead = Yoté wird nach mehreren Regelwerken gespielt: Jede Seite erzählt die Geschichte eines Regelwerks und wie es sich vom Standardspiel unterscheidet. Jedes Regelwerk kannst du beim Erstellen eines Tisches wählen.
home-quote = „Wenn in Afrika ein alter Mensch stirbt, verbrennt eine Bibliothek.“
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Tisch einrichten
setup-mode = Gegner
setup-mode-friend = Ein Freund, per Link
setup-mode-computer = Der Computer
setup-mode-local = Auf diesem Gerät
setup-rules = Regeln
setup-preset = Regelwerk
setup-preset-help = Wähle ein Regelwerk; mit den erweiterten Optionen unten kannst du jede seiner Regeln ändern.
setup-about-preset = Über dieses Regelwerk
setup-changed = gegenüber dem Regelwerk geändert
setup-rules-string = Regelzeile:
setup-rules-error = Die Regeln im Link konnten nicht gelesen werden, deshalb wird das Standardspiel angezeigt:
setup-level = Spielstärke des Computers
setup-colour = Deine Farbe
setup-colour-white = Weiß (beginnt)
setup-colour-black = Schwarz
setup-colour-random = Zufällig
setup-colour-help = Weiß spielt die Kiesel und beginnt; Schwarz spielt die Stäbchen.
setup-rated = Wertung
setup-rated-label = Gewertete Partie
setup-rated-help = Die Wertungen beider Spieler ändern sich mit dem Ergebnis. Dein Freund stimmt zu, indem er den Platz einnimmt. Eine Partie, die vor dem zweiten Zug abgebrochen wird, zählt nicht.
setup-rated-help-computer = Deine Wertung ändert sich mit dem Ergebnis; der Computer spielt mit der Wertung seiner Stufe. Eine Partie, die vor dem zweiten Zug abgebrochen wird, zählt nicht.
setup-create = Tisch erstellen
setup-js-creating = Tisch wird erstellt…
setup-js-error = Der Tisch konnte nicht erstellt werden: { $message }
setup-js-network = Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.
setup-js-too-many = Die Steine passen nicht: { $pieces } pro Spieler brauchen mindestens { $needed } Felder.
setup-js-win-at = „Sieg bei“ muss kleiner sein als die Zahl der Steine.
setup-js-clock-minutes = „Minuten pro Spieler“ muss eine ganze Zahl von 1 bis 180 sein.
setup-js-clock-increment = „Sekunden Zuschlag pro Zug“ muss eine ganze Zahl von 0 bis 180 sein.
setup-advanced = Erweiterte Optionen
setup-advanced-help = Jede Regel des Tisches, vorausgefüllt aus dem Regelwerk: Ändere beliebige davon, um deine eigenen Regeln zu machen. Was mit diesen Regeln nicht spielbar ist, wird nicht angeboten.
setup-summary = Die Regeln:
setup-colour-random-preset = Dieses Regelwerk lost die Farben aus.
setup-js-sum-board = { $rows }×{ $columns }-Brett
setup-js-sum-pieces = { $n ->
    [one] { $n } Stein pro Spieler
   *[other] { $n } Steine pro Spieler
}
setup-js-sum-placement-free = freies Einsetzen
setup-js-sum-placement-hand-first = erst alle Steine einsetzen, dann ziehen
setup-js-sum-second_removal-board = zweiter Stein vom Brett
setup-js-sum-second_removal-board-or-hand = zweiter Stein vom Brett oder aus der Hand
setup-js-sum-second_removal-board-then-hand = zweiter Stein aus der Hand nur, wenn auf dem Brett keiner ist
setup-js-sum-second_removal_optional-true = zweiter Stein freiwillig
setup-js-sum-second_removal_optional-false = zweiter Stein Pflicht
setup-js-sum-chain_jumps-true = Kettensprünge
setup-js-sum-chain_jumps-false = ein Sprung pro Zug
setup-js-sum-win_at = Sieg bei { $n }
setup-js-sum-blocked-loses = ein blockierter Spieler verliert
setup-js-sum-blocked-most-on-board = ein blockierter Spieler passt
setup-js-sum-no_capture_draw = { $n ->
    [one] Remis nach { $n } Zug ohne Schlagen
   *[other] Remis nach { $n } Zügen ohne Schlagen
}
setup-js-sum-no_capture_draw-off = kein Remis wegen fehlenden Schlagens
setup-js-sum-few_pieces_draw = { $n ->
    [one] Remis bei { $n } Stein pro Spieler
   *[other] Remis bei { $n } Steinen pro Spieler
}
setup-js-sum-few_pieces_draw-off = kein Remis wegen weniger Steine

level-beginner = Anfänger
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-master = Meister

invite-title = Du bist zu einer Partie Yoté eingeladen
invite-kicker = Einladung
invite-lead = Ein Freund hat einen Tisch eingerichtet und wartet auf dich. Nimm den Platz ein, um loszulegen.
invite-rules = Regeln
invite-side = Du spielst
invite-take = Platz einnehmen
invite-taken = Dieser Platz ist schon besetzt.
invite-watch = Partie ansehen
invite-own = Das ist deine eigene Einladung: Schick den Link an deinen Freund. Wer ihn zuerst öffnet, nimmt den Platz ein.
invite-own-back = Zurück zu deiner Partie
invite-rated = Diese Partie wird gewertet: Wer den Platz einnimmt, stimmt dem zu, und das Ergebnis ändert die Wertungen beider Spieler.
invite-over = Diese Partie ist beendet: Ihr Platz kann nicht mehr eingenommen werden.
invite-js-white = Weiß (die Kiesel), beginnt
invite-js-black = Schwarz (die Stäbchen)
invite-js-unknown = Diese Einladung gibt es nicht. Bitte deinen Freund um einen neuen Link.
invite-js-network = Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.

# A continue link: the page that asks before a seat comes to this browser
continue-title = Eine Partie auf diesem Gerät fortsetzen
continue-kicker = Partie fortsetzen
continue-question-white = Diese Partie auf diesem Gerät als Weiß fortsetzen?
continue-question-black = Diese Partie auf diesem Gerät als Schwarz fortsetzen?
continue-question-both = Diese Partie auf diesem Gerät mit beiden Seiten fortsetzen?
continue-lead = Dieser Link überträgt einen Platz von einem Gerät auf ein anderes: Wer ihn öffnet und bestätigt, spielt auf diesem Platz. Setze nur fort, wenn der Link dein eigener ist.
continue-replaces-white = Dieser Browser spielt in dieser Partie schon Weiß. Wenn du fortsetzt, wird dieser Platz ersetzt: Dieser Browser spielt dann Schwarz und nicht mehr Weiß.
continue-replaces-black = Dieser Browser spielt in dieser Partie schon Schwarz. Wenn du fortsetzt, wird dieser Platz ersetzt: Dieser Browser spielt dann Weiß und nicht mehr Schwarz.
continue-confirm-white = Als Weiß fortsetzen
continue-confirm-black = Als Schwarz fortsetzen
continue-confirm-both = Partie hier fortsetzen
continue-back = Nicht jetzt: zur Partie

# My games: this browser's games
nav-my-games = Partien
mygames-title = Meine Partien
mygames-lead = Die Partien, die du spielst, zuerst die, die auf dich warten. Partien aus der Lobby folgen deinem Spieler in jeden Browser, in dem er angemeldet ist; die anderen werden nur in diesem Browser gespeichert: kein Konto, nichts zu merken.
mygames-noscript = Diese Liste wird in deinem Browser gespeichert und braucht JavaScript, um angezeigt zu werden.
mygames-loading = Deine Partien werden geladen…
mygames-new = Neue Partie
mygames-js-none = Noch keine Partie in diesem Browser. Starte eine, dann erscheint sie hier.
mygames-js-unreachable = Ihr Stand konnte nicht geladen werden: Öffne sie, um ihn zu sehen.
mygames-js-waiting-friend = Warten, bis dein Freund den Platz einnimmt
mygames-js-over-draw = Beendet: Remis
mygames-js-over-aborted = Abgebrochen
mygames-js-over-wins = Beendet: { $side } hat gewonnen
mygames-js-over-won = Beendet: Du hast gewonnen
mygames-js-over-lost = Beendet: Du hast verloren
mygames-js-white = Weiß
mygames-js-black = Schwarz
mygames-js-to-move = { $side } ist am Zug
mygames-js-your-move = Du bist am Zug
mygames-js-their-move = Dein Gegner ist am Zug
mygames-js-deadline = Zug bis { $when }
mygames-js-on-this-device = Auf diesem Gerät
mygames-js-against-computer = Gegen den Computer · { $level }
mygames-js-against-friend = Gegen einen Freund
mygames-js-level-beginner = Anfänger
mygames-js-level-easy = leicht
mygames-js-level-medium = mittel
mygames-js-level-hard = schwer
mygames-js-level-master = Meister
mygames-js-waiting-for-you = { $n ->
    [one] Eine Partie wartet auf deinen Zug.
   *[other] { $n } Partien warten auf deinen Zug.
}
mygames-js-count = { $n ->
    [one] Eine Partie.
   *[other] { $n } Partien.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Bedenkzeit
setup-clock-unlimited = Unbegrenzt
setup-clock-real-time = Echtzeit
setup-clock-correspondence = Fernpartie
setup-clock-custom = Eigene
setup-clock-minutes = Minuten pro Spieler
setup-clock-increment = Sekunden Zuschlag pro Zug
setup-clock-days = Tage pro Zug
setup-clock-help = Echtzeit: Minuten für die ganze Partie plus Sekunden nach jedem deiner Züge; wer die Zeit überschreitet, verliert. Fernpartie: Tage für jeden Zug. Eine Seite, die ihren ersten Zug nicht rechtzeitig macht, bricht die Partie ab.
invite-clock = Bedenkzeit
invite-takebacks = Zurücknehmen
invite-takebacks-yes = Erlaubt: Jeder Spieler darf bitten, einen Zug zurückzunehmen.
invite-takebacks-no = In dieser Partie nicht.
invite-host = Eingeladen von
invite-js-clock-unlimited = Unbegrenzt
invite-js-clock-real-time = { $minutes } Min. + { $increment } s pro Zug
invite-js-clock-correspondence = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}

## The lobby on the home page

lobby-title = Jetzt gegen jemanden spielen
lobby-noscript = Die Suche nach anderen Spielern braucht JavaScript. Du kannst trotzdem per Link gegen einen Freund oder gegen den Computer spielen.
lobby-my-page = Meine Seite
lobby-cancel = Suche beenden
lobby-rename = Meinen Namen ändern
lobby-rename-label = Dein Name (3 bis 20 Buchstaben, Ziffern, - oder _)
lobby-rename-save = Speichern
lobby-rename-note = Dein Name und deine Wertung werden nur von diesem Browser gespeichert: kein Konto, keine E-Mail, kein Passwort. Wenn du die Daten des Browsers löschst, beginnt ein neuer Spieler.
lobby-kind-blitz = Blitz
lobby-kind-rapid = Schnell
lobby-kind-correspondence = pro Zug
lobby-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}
lobby-js-no-player = Wähle unten eine Bedenkzeit: Mit deiner ersten Partie bekommst du einen Namen und eine Wertung.
lobby-js-me = Du spielst als { $name } · { $rating }
lobby-js-renamed = Du heißt jetzt { $name }.
lobby-js-connecting = Verbindung mit der Lobby wird hergestellt…
lobby-js-seeking = Suche nach einem Gegner für { $tile }…
lobby-js-paired = Gegner gefunden: Die Partie wird geöffnet…
lobby-js-offer = Gerade sucht sonst niemand mit dieser Bedenkzeit. Willst du so lange gegen den Computer spielen?
lobby-js-play-computer = Gegen den Computer spielen ({ $level })
lobby-js-level-beginner = Anfänger
lobby-js-level-easy = leicht
lobby-js-level-medium = mittel
lobby-js-level-hard = schwer
lobby-js-level-master = Meister
lobby-js-players = { $n ->
    [one] { $n } Spieler in der Lobby
   *[other] { $n } Spieler in der Lobby
}
lobby-js-games = { $n ->
    [one] { $n } laufende Partie
   *[other] { $n } laufende Partien
}
lobby-js-seekers = { $n ->
    [one] { $n } wartet
   *[other] { $n } warten
}

## A player on another device

mygames-transfer-title = Auf einem anderen Gerät spielen
mygames-transfer-lead = Ein Übertragungscode macht einen anderen Browser (dein anderes Handy, einen Computer) zu demselben Spieler, mit deinem Namen, deiner Wertung und deinen Partien.
mygames-transfer-lost = Ohne Code ist ein Browser, der die Daten dieser Website verloren hat, ein neuer Spieler: Der alte Name und die alte Wertung kommen nicht zurück.
mygames-transfer-make = Übertragungscode anzeigen
mygames-js-transfer-how = Öffne auf dem anderen Gerät { $link } und gib diesen Code ein oder scanne das Bild. Das macht diesen Browser ebenfalls zu { $name }, einmalig, bis { $until }.
mygames-js-transfer-qr = QR-Code des Übertragungslinks, Code { $code }
mygames-js-joined = Du spielst jetzt als { $name } · { $rating }
mygames-js-against-player = Gegen { $name }
transfer-title = Deinen Spieler auf dieses Gerät holen
transfer-lead = Gib den Code ein, der auf deinem anderen Gerät unter „Meine Partien“ angezeigt wird. Dieser Browser spielt dann als derselbe Spieler, mit demselben Namen, derselben Wertung und denselben Partien.
transfer-code-label = Übertragungscode (8 Buchstaben und Ziffern)
transfer-join = Übernehmen
transfer-noscript = Die Übernahme eines Spielers braucht JavaScript.
transfer-note = Ein Code funktioniert einmal, zehn Minuten lang. Der bisherige Spieler dieses Browsers, falls es einen gab, bleibt zurück.
lobby-custom = Anderes Regelwerk oder andere Bedenkzeit
lobby-custom-rules = Regeln
lobby-custom-clock = Zeit
lobby-custom-seek = Diese Partie anbieten
lobby-open-title = Angebotene Partien
lobby-js-open-none = Gerade wird keine Partie angeboten. Biete oben eine an: Sie wartet hier auf einen Spieler.
lobby-js-open-take = Spielen
lobby-js-open-yours = deine
lobby-js-clock-real = { $minutes } Min. + { $increment } s
lobby-js-clock-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
lobby-js-seeking-custom = Deine Partie wird angeboten: Sie wartet auf einen Spieler…
lobby-js-held = Du hast heute { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} verlassen: Die Zuteilung beginnt in { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}.

## A player's page

player-ratings = Wertungen
player-no-rating = Noch keine gewertete Partie.
player-rules = Regeln
player-rating = Wertung
player-rated-games = Gewertete Partien
player-provisional = Eine Wertung mit „?“ ist vorläufig: Sie festigt sich nach etwa einem Dutzend gewerteter Partien.
player-games = Letzte Partien
player-js-mute = { $name } stummschalten
player-js-unmute = { $name } wieder hören
player-js-muted = { $name } ist stummgeschaltet: Sätze und Chat dieses Spielers bleiben dir in allen Partien verborgen, auf jedem deiner Geräte.
player-js-heard = Du hörst { $name } wieder.
player-no-games = Noch keine Partie aus der Lobby.
player-rating-after = Wertung danach
player-game-unrated = ungewertet
player-game-rated = gewertet
player-game-friend = Freund
player-game-computer = Computer
player-result-won = Gewonnen
player-result-lost = Verloren
player-result-drawn = Remis
player-result-aborted = Abgebrochen
player-result-playing = Läuft
player-open-game = Zur Partie

setup-takebacks = Zugrücknahmen
setup-takebacks-never = Nie
setup-takebacks-unrated = In ungewerteten Partien
setup-takebacks-always = Immer
setup-takebacks-help = Ein Spieler darf darum bitten, einen Zug zurückzunehmen; der andere nimmt an oder lehnt ab. Gegen den Computer wird der Zug sofort zurückgenommen. Die verbrauchte Zeit wird nicht zurückgegeben.
