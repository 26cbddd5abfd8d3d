# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Gegen den Computer üben
practice-heading = Übung
practice-intro = Stellungen, die du gegen den Computer in seiner stärksten Stufe gewinnen oder halten sollst, beurteilt von den Endspieltabellen. Je weniger Aktionen du brauchst, desto mehr Sterne bekommst du. Deine Sterne bleiben auf diesem Gerät.
practice-lessons = Stellungen
practice-offline-note = Die Übung funktioniert ohne Verbindung, sobald diese Seite einmal geöffnet wurde; die Endspieltabellen werden geladen, wenn die Verbindung es erlaubt.
practice-other = Zurück zu den Lektionen
learn-other = Gegen den Computer üben
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Drei gegen zwei
learn-js-lesson-three-against-three = Drei gegen drei
learn-js-lesson-outnumbered = Weniger Steine und trotzdem gewonnen
learn-js-lesson-hold = Das Remis halten
learn-js-lesson-tactics = Taktik
learn-js-about-three-against-two = Mit drei Steinen gegen zwei beenden ein Sprung und sein zweiter Stein die Partie. Der Computer wehrt sich so lange er kann: erzwinge den Sprung.
learn-js-about-three-against-three = Drei gegen drei: Der erste Sprung gewinnt. Schaffe die Drohung, die der Computer nicht abwehren kann.
learn-js-about-outnumbered = Weniger Steine heißt nicht verloren: Finde den Schritt, nach dem der Gegner deinen Sprung nicht mehr verhindern kann.
learn-js-about-hold = Hier hält nur eine Aktion die Partie am Leben: Jede andere lässt den Computer springen. Finde sie und halte weiter.
learn-js-about-tactics = Stellungen aus Partien, gefunden von der Aufgabensuche: Gewinne sie gegen den Computer.
learn-js-note-near-limit = Das Remis ohne Schlagen ist nah: Gewinne vor dem 120. Halbzug.
learn-js-failed = Die Partie ist vorbei und das Ziel nicht erreicht. Versuche es noch einmal.
privacy-practice-what = Die Sterne, die du in jeder Übungsstellung verdient hast.
privacy-practice-why = Um deinen Fortschritt zu zeigen und die nächste Stellung zu öffnen; sie werden nur mit einem Übertragungscode gesendet, den du erstellst, um sie auf dein anderes Gerät zu bringen.
privacy-practice-long = Bis du die Daten dieser Website löschst.
