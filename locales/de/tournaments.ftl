# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = Arenen
tournaments-lead = Spiele so viele Partien, wie du kannst, bevor die Zeit um ist: Sobald deine Partie endet, wirst du erneut gepaart, mit jemandem, der in der Rangliste nah bei dir steht.
tournaments-scoring = Ein Sieg zählt 2 Punkte, ein Remis 1. Nach zwei Siegen in Folge zählt jeder Sieg doppelt, bis eine Partie nicht gewonnen wird.
tournaments-none = Keine Arena läuft gerade oder beginnt bald. Erstelle eine und teile ihren Link.
tournaments-running = { $minutes ->
    [one] Läuft: noch 1 Minute
   *[other] Läuft: noch { $minutes } Minuten
}
tournaments-upcoming = { $minutes ->
    [one] Beginnt in 1 Minute
   *[other] Beginnt in { $minutes } Minuten
}
tournaments-ending = Die Zeit ist um: Die letzten Partien werden gespielt
tournaments-players = { $n ->
    [one] 1 Spieler
   *[other] { $n } Spieler
}
tournaments-rated = Gewertet
tournaments-casual = Ungewertet
tournaments-create = Arena erstellen
tournaments-name = Name (freiwillig)
tournaments-rules = Regeln
tournaments-clock = Bedenkzeit
tournaments-minutes = Dauer
tournaments-minutes-option = { $minutes ->
    [one] 1 Minute
   *[other] { $minutes } Minuten
}
tournaments-starts = Beginn
tournaments-starts-now = Sofort
tournaments-starts-in = { $minutes ->
    [one] In 1 Minute
   *[other] In { $minutes } Minuten
}
tournaments-rated-label = Gewertete Partien
tournaments-submit = Erstellen und beitreten
tournaments-code = Zugangscode (freiwillig)
tournaments-code-help = Nur wer ihn von dir bekommt, kann beitreten: eine Klasse, ein Verein, eine Familie. 4 bis 32 Buchstaben oder Ziffern.
tournaments-entry-code = Zugangscode
tournaments-site = Eine Arena dieser Seite
tournaments-berserk = Vor deinem ersten Zug in einer Partie kannst du Berserk wählen: halbe Bedenkzeit und kein Zuschlag, dafür ein Punkt mehr, wenn du nach 14 oder mehr Zügen gewinnst.
tournaments-js-creating = Arena wird erstellt…

arena-join = Beitreten
arena-pause = Pausieren
arena-withdraw = Verlassen
arena-share = Link teilen
arena-show-qr = QR-Code anzeigen
arena-js-show-qr = QR-Code anzeigen
arena-js-hide-qr = QR-Code ausblenden
arena-qr-caption = Die Spieler scannen diesen Code mit der Kamera ihres Handys, um die Arena zu öffnen.
arena-go-game = Zu deiner Partie
arena-noscript = Diese Seite braucht JavaScript, um die Rangliste zu zeigen und dich zu deinen Partien zu bringen.
arena-podium = Siegerpodest
arena-standings = Rangliste
arena-col-rank = Platz
arena-col-player = Spieler
arena-col-games = Partien
arena-col-score = Punkte
arena-no-players = Noch niemand ist beigetreten.
arena-pages = Seiten der Rangliste
arena-previous = Zurück
arena-next = Weiter
arena-all = Alle Arenen
arena-code = Zugangscode
arena-js-join = Beitreten
arena-js-rejoin = Wieder beitreten
arena-js-starts-in = Beginnt in { $time }
arena-js-ends-in = Noch { $time }
arena-js-ending = Die Zeit ist um: Die letzten Partien werden gespielt
arena-js-finished = Beendet
arena-js-you = { $score ->
    [one] Du bist auf Platz { $rank } mit 1 Punkt.
   *[other] Du bist auf Platz { $rank } mit { $score } Punkten.
}
arena-js-status-active = Du wirst gepaart, sobald du frei bist.
arena-js-status-paused = Pausiert: Du wirst nicht gepaart, bis du wieder beitrittst.
arena-js-status-withdrawn = Du hast die Arena verlassen: Tritt wieder bei, um zu spielen.
arena-js-not-joined = Tritt bei, um zu spielen: Du wirst gepaart, sobald die Arena beginnt.
arena-js-not-joined-code = Diese Arena braucht einen Zugangscode: Gib den ein, den du bekommen hast, und tritt dann bei.
arena-js-absent-paused = pausiert
arena-js-absent-withdrawn = ausgetreten
arena-js-on-fire = Heiße Serie: Siege zählen doppelt
arena-js-sheet = Punkte Partie für Partie
arena-js-sheet-berserk = Berserk
arena-js-watch = Zuschauen
arena-js-game-playing = Deine Partie läuft.
arena-js-game-ready = Deine Partie ist bereit…
arena-js-page = Seite { $page } von { $pages }
arena-js-podium-line = { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
} · { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} · { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}
arena-js-copied = Link kopiert: Schick ihn den Spielern.
arena-js-copy-prompt = Kopiere diesen Link:

home-arenas = Arenen
home-arenas-text = Ein Abend voller Partien: Tritt einer Arena bei, spiel so viele Partien, wie du kannst, und klettere in der Rangliste nach oben.
home-arenas-link = Zu den Arenen

game-arena-back = Zurück zur Arena
game-arena-of = Arena: { $name }

privacy-arenas-what = Die Arenen, die du erstellt hast oder denen du beigetreten bist: jedes Beitreten, Pausieren und Verlassen (mit der Wertung, mit der du beigetreten bist) und die Partien der Arena.
privacy-arenas-why = Die Rangliste einer Arena wird aus diesen Angaben und ihren Partien neu berechnet; sie ist auf der Seite der Arena öffentlich, wie ihre Partien.
privacy-arenas-long = So lange wie die Seite der Arena. Wenn du deinen Spieler vergessen lässt, wird dein Name in ihrer Rangliste zu „Gelöschter Spieler“.
privacy-arena-opened-what = Die Arena-Partien, die dieser Tab geöffnet hat (ihre Kennungen), im Sitzungsspeicher des Tabs (yote-arena-opened).
privacy-arena-opened-why = Damit die Arena dich zu jeder neuen Partie genau einmal bringt und nicht zurück zu der, die du gerade gespielt hast.
privacy-arena-opened-long = Bis du den Tab schließt.
