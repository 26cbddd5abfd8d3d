## Turniere nach Schweizer System und Rundenturniere (docs/tournaments.md "Swiss on the site").

swiss-new-title = Ein Turnier nach Schweizer System oder ein Rundenturnier
swiss-new-link = Ein Turnier nach Schweizer System oder ein Rundenturnier für eine Klasse oder einen Verein
swiss-new-what = Für eine Klasse oder einen Verein: Alle spielen jede Runde, an echten Brettern im Raum oder auf der Seite, und die Seite lost jede Runde aus und führt die Rangliste. Du leitest das Turnier von diesem Browser aus.
swiss-name = Turniername
swiss-system = Art
swiss-system-swiss = Schweizer System: Spieler mit gleich vielen Punkten treffen aufeinander
swiss-system-robin = Rundenturnier: jeder gegen jeden
swiss-system-robin2 = Doppelrundenturnier: jeder zweimal gegen jeden, mit getauschten Farben
swiss-rounds = Runden
swiss-code = Zugangscode
swiss-code-note = Freiwillig: Nur wer ihn eingibt, kann beitreten. Lass das Feld leer, damit jeder mit dem Link beitreten kann.
swiss-create = Turnier erstellen
swiss-i-won = Ich habe gewonnen
swiss-draw = Remis
swiss-i-lost = Ich habe verloren
swiss-join = Beitreten
swiss-withdraw = Turnier verlassen
swiss-share = Link teilen
swiss-print = Drucken
swiss-director = Turnierleitung
swiss-director-note = Nur dieser Browser sieht diesen Teil: Bewahre den Link der Turnierleitung auf, um das Turnier von einem anderen Handy aus zu leiten.
swiss-add-player = Spieler mit Namen hinzufügen
swiss-add = Hinzufügen
swiss-director-link = Link der Turnierleitung kopieren
swiss-manage-player = Ein Spieler
swiss-give-half = Nächste Runde spielfrei mit halbem Punkt
swiss-give-full = Nächste Runde spielfrei mit vollem Punkt
swiss-give-withdraw = Aus dem Turnier nehmen
swiss-noscript = Diese Seite braucht JavaScript, um die Runden und die Rangliste zu zeigen.
swiss-col-board = Brett
swiss-col-white = Weiß
swiss-col-black = Schwarz
swiss-col-result = Ergebnis
swiss-standings = Rangliste
swiss-col-rank = Platz
swiss-col-player = Spieler
swiss-col-points = Punkte
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz Cut 1: die Punkte der Gegner, ohne den niedrigsten Wert
swiss-buchholz = Buchholz: die Punkte der Gegner
swiss-sonneborn-berger = Sonneborn-Berger: die Punkte der besiegten Gegner und die Hälfte der Punkte derer, gegen die es Remis gab
swiss-no-players = Noch niemand ist beigetreten.
swiss-js-what-swiss = Schweizer System, { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
} · { $rules }
swiss-js-what-robin = Rundenturnier · { $rules }
swiss-js-what-robin2 = Doppelrundenturnier · { $rules }
swiss-js-waiting = { $players ->
    [one] Ein Spieler ist beigetreten. Die Turnierleitung startet die erste Runde.
   *[other] { $players } Spieler sind beigetreten. Die Turnierleitung startet die erste Runde.
}
swiss-js-round = Runde { $round } von { $rounds }
swiss-js-over = Das Turnier ist beendet.
swiss-js-pairings = Runde { $round }
swiss-js-pair-first = Runde 1 starten
swiss-js-pair-next = Runde { $round } auslosen
swiss-js-pair-wait = Runde { $round }: Warten auf alle Ergebnisse
swiss-js-your-board = Brett { $board }: Du hast { $colour ->
    [white] Weiß
   *[black] Schwarz
} gegen { $opponent }.
swiss-js-your-bye = Du bist in dieser Runde spielfrei: ein Punkt ohne Partie.
swiss-js-reported = Du hast { $result } gemeldet. Warten, bis dein Gegner dasselbe meldet.
swiss-js-disputed = Du und dein Gegner habt verschiedene Ergebnisse gemeldet: Die Turnierleitung entscheidet.
swiss-js-result-set = Ergebnis: { $result }.
swiss-js-not-joined = Tritt bei, um zu spielen: Die Turnierleitung lost alle aus, die beigetreten sind.
swiss-js-joined = Du bist beigetreten: Startnummer { $number }.
swiss-js-not-paired = Du wurdest für diese Runde nicht ausgelost: Du spielst ab der nächsten mit.
swiss-js-you-withdrew = Du hast das Turnier verlassen.
swiss-js-bye = spielfrei
swiss-js-withdrawn = ausgetreten
swiss-js-copied = Link kopiert: Schick ihn den Spielern.
swiss-js-director-copied = Link der Turnierleitung kopiert: Wer ihn öffnet, leitet das Turnier.
swiss-js-copy-prompt = Kopiere diesen Link:
swiss-js-result-none = —
swiss-js-set = Ergebnis eintragen für Brett
swiss-where = Gespielt wird
swiss-where-boards = An echten Brettern im Raum
swiss-where-site = Auf der Seite, jeder am eigenen Handy
swiss-clock-none = Ohne Uhr
swiss-rated = Gewertete Partien
swiss-gap = Nächste Runde
swiss-gap-director = Wenn die Turnierleitung sie startet
swiss-gap-after = { $minutes ->
    [one] Eine Minute nach der letzten Partie der Runde
   *[other] { $minutes } Minuten nach der letzten Partie der Runde
}
swiss-play = Deine Partie spielen
swiss-js-on-boards = an echten Brettern
swiss-js-on-site = auf der Seite
swiss-js-clock = Bedenkzeit { $clock }
swiss-js-rated = gewertet
swiss-js-unrated = ungewertet
swiss-js-your-game = Brett { $board }: Deine Partie gegen { $opponent } ist bereit.
swiss-js-game-coming = Deine Partie gegen { $opponent } wird vorbereitet.
swiss-js-watch = Zuschauen
swiss-js-next-round = Die nächste Runde beginnt um { $time }.
game-swiss-back = Zurück zum Turnier
game-swiss-of = Turnier: { $name }
swiss-show-qr = QR-Code anzeigen
swiss-js-show-qr = QR-Code anzeigen
swiss-js-hide-qr = QR-Code ausblenden
swiss-qr-caption = Die Spieler scannen diesen Code mit der Kamera ihres Handys, um das Turnier zu öffnen.
swiss-js-withdraw-confirm = { $input ->
    [touch] Zum Verlassen noch einmal tippen
   *[mouse] Zum Verlassen noch einmal klicken
}
