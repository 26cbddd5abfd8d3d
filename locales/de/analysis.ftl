# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = Partie analysieren
analysis-title = Analyse
analysis-lead = Das Spielprogramm bewertet jede Stellung einer Partie, direkt in deinem Browser: die Kurve des Vorteils, die Fehler und Patzer, die beste Fortsetzung bei jedem Halbzug. Probiere auf dem Brett andere Aktionen aus oder stelle eine beliebige Stellung auf.
analysis-live = Diese Partie läuft noch: Die Analyse öffnet sich, sobald sie beendet ist. Bis dahin siehst du hier ihre bisherigen Aktionen, ohne Bewertungen.
analysis-live-back = Zurück zur Partie
analysis-live-none = Es wurde noch keine Aktion gespielt.
analysis-noscript = Die Analyse läuft in deinem Browser und braucht JavaScript.
analysis-paste-title = Partieprotokoll einfügen
analysis-paste-label = Partieprotokoll (so, wie „Partie speichern“ es liefert)
analysis-load = Partie anzeigen
analysis-open-editor = Stellung aufbauen
analysis-board = Analysebrett
analysis-board-help = Klicke oder tippe auf einen Stein, dann auf sein Ziel; klicke auf ein leeres Feld, um einzusetzen. Mit den Pfeilen gehst du die Partie Schritt für Schritt durch.
analysis-first = Erste Stellung
analysis-prev = Vorheriger Halbzug
analysis-next = Nächster Halbzug
analysis-last = Letzte Stellung
analysis-back-to-line = Zurück zum Partieverlauf
analysis-run = Analysieren
analysis-edit-here = Diese Stellung bearbeiten
analysis-progress = Analyse läuft
analysis-graph-caption = Der Vorteil von Weiß über die Halbzüge (oberhalb der Mitte steht Weiß besser). Klicke auf einen Punkt, um zu diesem Halbzug zu gehen.
analysis-table = Die Bewertung als Tabelle
analysis-col-ply = Halbzug
analysis-col-action = Aktion
analysis-col-score = Bewertung
analysis-col-mark = Markierung
analysis-moves = Aktionen
analysis-legend = ?? Patzer, ? Fehler. Bewertungen aus Sicht von Weiß, in Steinen.
analysis-editor-title = Stellungseditor
analysis-editor-lead = Wähle die Regeln, stelle Steine aufs Brett, lege die Hände und die Seite am Zug fest, dann prüfe die Stellung und erkunde sie.
analysis-editor-preset = Regelwerk
analysis-editor-rules = Regelzeile
analysis-editor-tool = Aufs Brett stellen
analysis-editor-white = Weiß
analysis-editor-black = Schwarz
analysis-editor-empty = Leeres Feld
analysis-editor-board = Brett des Stellungseditors
analysis-editor-white-hand = Hand von Weiß
analysis-editor-black-hand = Hand von Schwarz
analysis-editor-quiet = Halbzüge seit dem letzten Schlagen
analysis-editor-to-move = Am Zug
analysis-editor-position = Stellung:
analysis-editor-check = Prüfen und erkunden
analysis-editor-clear = Brett leeren
analysis-editor-wipe-yes = Brett leeren und wechseln
analysis-editor-wipe-no = Alte Regeln behalten

analysis-js-white = Weiß
analysis-js-black = Schwarz
analysis-js-to-move = { $side } ist am Zug.
analysis-js-at = Halbzug { $n } von { $total }
analysis-js-start = Anfang
analysis-js-hand = { $side }: { $n } in der Hand
analysis-js-square-empty = { $square }, leer
analysis-js-square-piece = { $square }, Stein von { $side }
analysis-js-progress = Stellung { $n } von { $total }
analysis-js-done = { $n ->
    [one] Analyse fertig: { $n } Stellung bewertet.
   *[other] Analyse fertig: { $n } Stellungen bewertet.
}
analysis-js-blunders = { $n ->
    [one] { $n } Patzer
   *[other] { $n } Patzer
}
analysis-js-mistakes = { $n ->
    [one] { $n } Fehler
   *[other] { $n } Fehler
}
analysis-js-errors = { $blunders }, { $mistakes }.
analysis-js-eval-white = Weiß steht besser
analysis-js-eval-black = Schwarz steht besser
analysis-js-eval-even = ausgeglichen
analysis-js-blunder = Patzer
analysis-js-mistake = Fehler
analysis-js-win = { $n ->
    [one] { $side } gewinnt in { $n } Halbzug
   *[other] { $side } gewinnt in { $n } Halbzügen
}
analysis-js-best = Beste Fortsetzung: { $line }
analysis-js-best-none = Keine Aktion: Die Partie ist hier zu Ende.
analysis-js-over = Partie beendet: { $result }.
analysis-js-point = Halbzug { $n }: { $score }
analysis-js-variation = Andere Fortsetzung ab Halbzug { $n }: { $actions }
analysis-js-played = { $action } gespielt.
analysis-js-choose = Wähle die Aktion:
analysis-js-loading = Partieprotokoll wird geladen…
analysis-js-record-fetch = Das Partieprotokoll konnte nicht geladen werden.
analysis-js-record-empty = Füge zuerst ein Partieprotokoll ein.
analysis-js-record-no-rules = Dieses Protokoll hat keine „Rules“-Angabe.
analysis-js-record-bad-rules = Die Regeln des Protokolls sind nicht lesbar.
analysis-js-record-bad-position = Die Anfangsstellung des Protokolls ist nicht lesbar.
analysis-js-record-bad-action = Zeile { $line }: „{ $action }“ kann bei Halbzug { $ply } nicht gespielt werden.
analysis-js-engine-failed = Das Spielprogramm konnte in diesem Browser nicht gestartet werden.
analysis-js-ed-bad-rules = Diese Regeln sind nicht lesbar: Prüfe die Regelzeile (zum Beispiel „standard,rows=6“).
analysis-js-ed-too-many = { $count ->
    [one] { $side } hat { $count } Stein auf dem Brett und in der Hand, mehr als die { $pieces }, die die Regeln vorsehen.
   *[other] { $side } hat { $count } Steine auf dem Brett und in der Hand, mehr als die { $pieces }, die die Regeln vorsehen.
}
analysis-js-ed-bad-number = Die Hände und die Halbzüge seit dem letzten Schlagen sind ganze Zahlen ab 0.
analysis-js-ed-bad-position = Das Spielprogramm lehnt diese Stellung ab.
analysis-js-ed-ok = Die Stellung ist gültig: Erkunde sie auf dem Brett oben.
analysis-js-ed-wipe-size = Diese Regeln werden auf einem { $rows }×{ $columns }-Brett gespielt: Die Steine auf diesem Brett können nicht bleiben. Brett leeren und die Regeln wechseln?
analysis-js-ed-wipe-pieces = Diese Regeln geben { $side } weniger Steine, als auf dem Brett stehen: Sie können nicht alle bleiben. Brett leeren und die Regeln wechseln?
analysis-js-table-win = Endspieldatenbank: { $win }. Perfektes Spiel: { $line }
analysis-js-table-draw = Endspieldatenbank: Remis bei perfektem Spiel.
