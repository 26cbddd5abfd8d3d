# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Oppgaver
puzzles-title = Yoté-oppgaver
puzzles-heading = Oppgaver
puzzles-intro = Hver oppgave har nøyaktig ett trekk som vinner: finn det. Datamaskinen svarer, og ratingen din følger deg på denne enheten.
puzzles-your-rating = Din oppgaverating
puzzles-rules = Regler
puzzles-theme = Tema
puzzles-all-themes = Alle temaer
puzzles-hint = Tips
puzzles-solution = Vis løsningen
puzzles-next = Neste oppgave
puzzles-offline-note = Oppgavene virker uten nett når denne siden først har vært åpnet.
puzzles-js-loading = Laster oppgavene …
puzzles-js-load-failed = Oppgavene kunne ikke lastes. Sjekk nettet og last inn siden på nytt.
puzzles-js-task = { $side ->
    [white] Hvit i trekket: finn det eneste trekket som vinner.
   *[black] Svart i trekket: finn det eneste trekket som vinner.
}
puzzles-js-keep-going = Riktig! Datamaskinen svarte: finn neste trekk.
puzzles-js-wrong = Ikke dette, dette trekket vinner ikke: { $action }
puzzles-js-wrong-removal = Hoppet er riktig, men ikke denne andre brikken: ta en annen.
puzzles-js-hint-piece = Tips: se på brikken på { $square }.
puzzles-js-hint-place = Tips: en brikke fra hånden vinner. Hvor?
puzzles-js-hint-theme = Tema: { $theme }.
puzzles-js-solved = Løst!
puzzles-js-solved-after-mistake = Løst, etter en feil.
puzzles-js-shown = Her er løsningen.
puzzles-js-solution-costs = Å vise løsningen teller som en mislykket oppgave: ratingen din går ned.
puzzles-js-solution-anyway = Vis den likevel
puzzles-js-rating-change = Ratingen din: { $rating } ({ $change }).
puzzles-js-unrated = Med tips endrer ikke denne oppgaven ratingen din.
puzzles-js-about = Oppgave { $id }, rating { $rating }. Temaer: { $themes }.
puzzles-js-none = Ingen oppgaver med dette temaet under disse reglene: velg et annet tema.
puzzles-js-theme-double-capture = to brikker på en gang
puzzles-js-theme-chain = kjedehopp
puzzles-js-theme-second-piece = den andre brikken
puzzles-js-theme-blocking = blokkering
puzzles-js-theme-quiet = stille trekk
puzzles-js-theme-endgame = sluttspill
puzzles-js-theme-finish = avslutter partiet
puzzles-js-theme-long = flere trekk
home-daily = Dagens oppgave
home-daily-solve = Løs den
