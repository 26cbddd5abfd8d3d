# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = Ohne Verbindung spielen
offline-heading = Ohne Verbindung spielen
offline-in-browser = Diese Partien werden in diesem Browser vom Spielprogramm der Seite gespielt, mit oder ohne Verbindung.
offline-what-works = Gegen den Computer (auf jeder Stufe) und zu zweit auf diesem Gerät kannst du ohne Verbindung spielen; Partien mit einem Freund brauchen das Netz.
offline-back = ← Partien ohne Verbindung
offline-new = Neue Partie
offline-opponent = Gegner
offline-computer = Der Computer
offline-local = Zwei Spieler auf diesem Gerät
offline-level = Stufe
offline-colour = Deine Farbe
offline-white = Weiß
offline-black = Schwarz
offline-random = Zufällig
offline-rules = Regeln
offline-start = Starten
offline-kept = In diesem Browser gespeicherte Partien
offline-none = Noch keine Partie.
offline-kept-note = Die letzten 50 Partien werden gespeichert, nur in diesem Browser.
offline-offer-text = Keine Verbindung? Du kannst trotzdem gegen den Computer spielen oder zu zweit auf diesem Gerät.
offline-mygames-link = Partien ohne Verbindung werden auf der Seite „Ohne Verbindung spielen“ gespeichert →
offline-offer-link = Ohne Verbindung spielen
offline-js-online = Du bist verbunden.
offline-js-offline = Du hast keine Verbindung.
offline-js-engine-failed = Das Spielprogramm konnte in diesem Browser nicht geladen werden.
offline-js-vs-computer = Gegen den Computer ({ $level })
offline-js-you-white = du spielst Weiß
offline-js-you-black = du spielst Schwarz
offline-js-on-device = Zwei Spieler auf diesem Gerät
offline-js-in-progress = { $n ->
    [one] läuft, { $n } Aktion gespielt
   *[other] läuft, { $n } Aktionen gespielt
}
offline-js-aborted = abgebrochen
offline-js-draw = remis
offline-js-you-won = gewonnen
offline-js-you-lost = verloren
offline-js-white-won = Weiß hat gewonnen
offline-js-black-won = Schwarz hat gewonnen
offline-js-resume = Fortsetzen
offline-js-replay = Nachspielen
offline-js-tables-loaded = Der Computer kennt dieses Endspiel perfekt: seine Endspieldatenbank ({ $mb } MB) ist geladen.
offline-js-tables-known = Der Computer kennt dieses Endspiel perfekt, aus seiner Endspieldatenbank.
offline-js-tables-too-large = Die Endspieldatenbank für dieses Endspiel ({ $mb } MB) ist für diese Seite zu groß: Der Computer spielt es mit seiner Suche.
offline-js-tables-unavailable = Die Endspieldatenbank für dieses Endspiel konnte nicht geladen werden: Der Computer spielt es mit seiner Suche.
