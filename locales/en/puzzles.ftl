# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Puzzles
puzzles-title = Yoté puzzles
puzzles-heading = Puzzles
puzzles-intro = Each puzzle has exactly one action that wins: find it. The computer answers, and your rating follows you on this device.
puzzles-your-rating = Your puzzle rating
puzzles-rules = Rules
puzzles-theme = Theme
puzzles-all-themes = Every theme
puzzles-hint = Hint
puzzles-solution = Show the solution
puzzles-next = Next puzzle
puzzles-offline-note = The puzzles work without a connection once this page has been opened.
puzzles-js-loading = Loading the puzzles…
puzzles-js-load-failed = The puzzles could not be loaded. Check the connection and reload the page.
puzzles-js-task = { $side ->
    [white] White to play: find the only action that wins.
   *[black] Black to play: find the only action that wins.
}
puzzles-js-keep-going = Right! The computer answered: find the next action.
puzzles-js-wrong = Not this one, this action does not win: { $action }
puzzles-js-wrong-removal = The jump is right, but not that second piece: take another one.
puzzles-js-hint-piece = Hint: look at the piece on { $square }.
puzzles-js-hint-place = Hint: a piece from your hand wins. Where?
puzzles-js-hint-theme = Theme: { $theme }.
puzzles-js-solved = Solved!
puzzles-js-solved-after-mistake = Solved, after a mistake.
puzzles-js-shown = Here is the solution.
puzzles-js-solution-costs = Showing the solution counts as a failed puzzle: your rating goes down.
puzzles-js-solution-anyway = Show it anyway
puzzles-js-rating-change = Your rating: { $rating } ({ $change }).
puzzles-js-unrated = With a hint, this puzzle does not change your rating.
puzzles-js-about = Puzzle { $id }, rated { $rating }. Themes: { $themes }.
puzzles-js-none = No puzzle with this theme under these rules: choose another theme.
puzzles-js-theme-double-capture = two pieces at once
puzzles-js-theme-chain = chain of jumps
puzzles-js-theme-second-piece = the second piece
puzzles-js-theme-blocking = blocking
puzzles-js-theme-quiet = quiet action
puzzles-js-theme-endgame = endgame
puzzles-js-theme-finish = ends the game
puzzles-js-theme-long = several actions
home-daily = Puzzle of the day
home-daily-solve = Solve it
