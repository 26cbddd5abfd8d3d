# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Rätsel
puzzles-title = Yoté-Rätsel
puzzles-heading = Rätsel
puzzles-intro = Jedes Rätsel hat genau eine Aktion, die gewinnt: Finde sie. Der Computer antwortet, und deine Wertung bleibt dir auf diesem Gerät erhalten.
puzzles-your-rating = Deine Rätselwertung
puzzles-rules = Regeln
puzzles-theme = Thema
puzzles-all-themes = Alle Themen
puzzles-hint = Tipp
puzzles-solution = Lösung zeigen
puzzles-next = Nächstes Rätsel
puzzles-offline-note = Die Rätsel funktionieren ohne Verbindung, sobald diese Seite einmal geöffnet wurde.
puzzles-js-loading = Die Rätsel werden geladen…
puzzles-js-load-failed = Die Rätsel konnten nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.
puzzles-js-task = { $side ->
    [white] Weiß ist am Zug: Finde die einzige Aktion, die gewinnt.
   *[black] Schwarz ist am Zug: Finde die einzige Aktion, die gewinnt.
}
puzzles-js-keep-going = Richtig! Der Computer hat geantwortet: Finde die nächste Aktion.
puzzles-js-wrong = Nicht diese, sie gewinnt nicht: { $action }
puzzles-js-wrong-removal = Der Sprung stimmt, aber nicht dieser zweite Stein: Nimm einen anderen.
puzzles-js-hint-piece = Tipp: Schau dir den Stein auf { $square } an.
puzzles-js-hint-place = Tipp: Ein Stein aus deiner Hand gewinnt. Aber wo?
puzzles-js-hint-theme = Thema: { $theme }.
puzzles-js-solved = Gelöst!
puzzles-js-solved-after-mistake = Gelöst, nach einem Fehler.
puzzles-js-shown = Hier ist die Lösung.
puzzles-js-solution-costs = Die Lösung anzusehen zählt als nicht gelöstes Rätsel: Deine Wertung sinkt.
puzzles-js-solution-anyway = Trotzdem zeigen
puzzles-js-rating-change = Deine Wertung: { $rating } ({ $change }).
puzzles-js-unrated = Mit einem Tipp ändert dieses Rätsel deine Wertung nicht.
puzzles-js-about = Rätsel { $id }, Wertung { $rating }. Themen: { $themes }.
puzzles-js-none = Kein Rätsel zu diesem Thema mit diesen Regeln: Wähle ein anderes Thema.
puzzles-js-theme-double-capture = zwei Steine auf einmal
puzzles-js-theme-chain = Kettensprung
puzzles-js-theme-second-piece = der zweite Stein
puzzles-js-theme-blocking = Blockade
puzzles-js-theme-quiet = stiller Zug
puzzles-js-theme-endgame = Endspiel
puzzles-js-theme-finish = beendet die Partie
puzzles-js-theme-long = mehrere Aktionen
home-daily = Rätsel des Tages
home-daily-solve = Lösen
