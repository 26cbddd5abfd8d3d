# Lektionen (/{lang}/learn, web/learn.js, docs/learn.md).
learn-title = Yoté lernen
learn-heading = Yoté lernen
learn-intro = Elf kurze Lektionen auf dem Brett, vom ersten gesetzten Stein bis zu den Endspielen, dann drei weitere Regelwerke. Jede Übung hat ein Ziel; je weniger Züge du brauchst, desto mehr Sterne bekommst du. Deine Sterne bleiben auf diesem Gerät.
learn-lessons = Lektionen
learn-hint = Tipp
learn-retry = Noch einmal
learn-next = Weiter
learn-offline-note = Die Lektionen funktionieren ohne Verbindung, sobald diese Seite einmal geöffnet wurde.
home-learn = Neu bei Yoté?
home-learn-text = Lerne das Spiel auf dem Brett in elf kurzen Lektionen: setzen, ziehen, springen, die Endspiele und drei weitere Regelwerke.
home-learn-start = Lektionen beginnen
learn-js-loading = Die Lektionen werden geladen…
learn-js-load-failed = Die Lektionen konnten nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.
learn-js-lesson-place = Einen Stein setzen
learn-js-lesson-step = Ziehen
learn-js-lesson-jump = Springen schlägt
learn-js-lesson-second-piece = Der zweite Stein
learn-js-lesson-safe = Die eigenen Steine schützen
learn-js-lesson-hand-or-board = Hand oder Brett
learn-js-lesson-endings = Endspiele
learn-js-lesson-draws = Remis
learn-js-about-place = Wenn du am Zug bist, darfst du einen Stein aus deiner Hand auf ein beliebiges leeres Feld setzen: tippe auf deine Hand, dann auf das Feld.
learn-js-about-step = Ein Stein auf dem Brett zieht ein Feld nach oben, unten, links oder rechts auf ein leeres Feld, nie schräg.
learn-js-about-jump = Spring über einen gegnerischen Stein neben deinem auf das leere Feld direkt dahinter: Der übersprungene Stein ist geschlagen, und du nimmst noch einen zweiten Stein.
learn-js-about-second-piece = Nach jedem Sprung schlägst du einen zweiten gegnerischen Stein vom Brett, den du wählst. Nach den Standardregeln ist ein Stein in der Hand sicher.
learn-js-about-safe = Ein Stein mit einem gegnerischen Stein daneben und einem leeren Feld dahinter kann übersprungen werden. Zieh ihn weg oder besetze das Feld dahinter.
learn-js-about-hand-or-board = Ein Stein in der Hand kann nicht geschlagen werden, schlägt aber auch nichts: Setz ihn dorthin, wo er angreift, oder zieh die Steine, die schon auf dem Brett stehen.
learn-js-about-endings = Du gewinnst, wenn dein Gegner nur noch einen Stein oder keinen mehr hat. Hier antwortet der Computer auf jeden Zug; die Endspieltabellen beurteilen das Endspiel, wenn dieses Gerät sie hat.
learn-js-about-draws = Eine Partie endet remis nach 120 Halbzügen hintereinander ohne Schlagen. Manche Regelwerke werten auch eine Partie mit wenigen Steinen auf jeder Seite als remis.
learn-js-note-keep-target = Wähle den zweiten Stein gut: Der nächste Sprung braucht sein Ziel.
learn-js-note-hand-safe = Schwarz hat keinen anderen Stein auf dem Brett: Nur der übersprungene Stein wird geschlagen, die Hand ist sicher.
learn-js-note-hand-capture = Im Regelwerk „zweiter Stein aus der Hand“ darf der zweite Stein statt vom Brett aus der gegnerischen Hand kommen.
learn-js-note-hand-only = Im Regelwerk „zweiter Stein aus der Hand“ kommt der zweite Stein aus der Hand, wenn kein anderer gegnerischer Stein auf dem Brett steht.
learn-js-note-block = Zwei Sprünge würden auf demselben leeren Feld landen: Besetze es.
learn-js-note-empty-hand = Deine Hand ist leer: Zieh einen Stein auf dem Brett.
learn-js-note-fork = Finde das Feld, von dem aus zwei Sprünge zugleich drohen.
learn-js-note-two-against-two = Zwei gegen zwei: Wer zuerst springen kann, gewinnt. Lass keinen Stein für einen Sprung stehen.
learn-js-note-limit = 119 Halbzüge ohne Schlagen sind gespielt: Der nächste beendet die Partie.
learn-js-note-few-pieces = Dieser Tisch wertet die Partie als remis, wenn jede Seite drei Steine oder weniger hat und niemand springen kann.
learn-js-lesson-title = Lektion { $number }: { $title }
learn-js-exercise-of = Übung { $n } von { $total }
learn-js-goal-occupy = { $count ->
    [one] Bring einen deiner Steine nach { $squares }.
   *[other] Bring deine Steine nach { $squares }.
}
learn-js-goal-capture = { $count ->
    [one] Schlag einen gegnerischen Stein.
   *[other] Schlag { $count } gegnerische Steine.
}
learn-js-goal-clear = Schlag den gegnerischen Stein auf { $square }.
learn-js-goal-hand = Spring, dann nimm den zweiten Stein aus der gegnerischen Hand.
learn-js-goal-safe = Mach einen Zug, nach dem keiner deiner Steine übersprungen werden kann.
learn-js-goal-win = Gewinne die Partie: Der Computer antwortet.
learn-js-goal-hold = { $count ->
    [one] Spiel einen Zug, ohne zu verlieren: Der Computer antwortet.
   *[other] Spiel { $count } Züge, ohne zu verlieren: Der Computer antwortet.
}
learn-js-goal-draw = Erreiche ein Remis: Der Computer antwortet.
learn-js-hint = Tipp: { $action }
learn-js-wrong = Nicht dieser: { $action } Dieser Zug führt nicht zum Ziel.
learn-js-solved = { $stars ->
    [one] Geschafft! Ein Stern: Versuch es mit weniger Zügen.
   *[other] Geschafft! { $stars } Sterne.
}
learn-js-all-done = Du hast alle Lektionen gespielt.
learn-js-stars = { $stars ->
    [one] ein Stern von drei
   *[other] { $stars } Sterne von drei
}
learn-js-lesson-stars = { $stars } von { $total } Sternen
privacy-learn-what = Die Sterne, die du in den Übungen jeder Lektion bekommen hast, und ob dir nach einer Niederlage gegen den Computer eine Lektion vorgeschlagen wurde.
privacy-learn-why = Um deinen Fortschritt zu zeigen und die nächste Übung zu öffnen; sie werden nur mit einem Übertragungscode gesendet, den du erstellst, um sie auf dein anderes Gerät zu bringen.
privacy-learn-long = Bis du die Daten dieser Website löschst.
