# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = Analyse the game
analysis-title = Analysis
analysis-lead = The engine evaluates every position of a game, in your browser: the graph of the advantage, the mistakes and blunders, the best line at any ply. Try other actions on the board, or set up any position.
analysis-live = This game is still being played: its analysis opens when it ends. Until then, here are its actions so far, without evaluations.
analysis-live-back = Back to the game
analysis-live-none = No action has been played yet.
analysis-noscript = The analysis runs in your browser and needs JavaScript.
analysis-paste-title = Paste a game record
analysis-paste-label = Game record (as “Save the game” gives it)
analysis-load = Show the game
analysis-open-editor = Set up a position
analysis-board = Analysis board
analysis-board-help = Click or tap a piece, then where it goes; click an empty hole to place. The arrows step through the game.
analysis-first = First position
analysis-prev = Previous ply
analysis-next = Next ply
analysis-last = Last position
analysis-back-to-line = Back to the game’s line
analysis-run = Analyse
analysis-edit-here = Edit this position
analysis-progress = Analysis
analysis-graph-caption = White’s advantage over the plies (above the middle White is better). Click a point to go to that ply.
analysis-table = The evaluation as a table
analysis-col-ply = Ply
analysis-col-action = Action
analysis-col-score = Evaluation
analysis-col-mark = Mark
analysis-moves = Actions
analysis-legend = ?? blunder, ? mistake. Evaluations are from White’s side, in pieces.
analysis-editor-title = Position editor
analysis-editor-lead = Choose the rules, put pieces on the board, set the hands and the side to move, then check the position and explore it.
analysis-editor-preset = Rule set
analysis-editor-rules = Rules string
analysis-editor-tool = Put on the board
analysis-editor-white = White
analysis-editor-black = Black
analysis-editor-empty = Empty hole
analysis-editor-board = Position editor board
analysis-editor-white-hand = White’s hand
analysis-editor-black-hand = Black’s hand
analysis-editor-quiet = Plies since the last capture
analysis-editor-to-move = To move
analysis-editor-position = Position:
analysis-editor-check = Check and explore
analysis-editor-clear = Empty the board
analysis-editor-wipe-yes = Empty the board and change
analysis-editor-wipe-no = Keep the old rules

analysis-js-white = White
analysis-js-black = Black
analysis-js-to-move = { $side } to move.
analysis-js-at = Ply { $n } of { $total }
analysis-js-start = Start
analysis-js-hand = { $side }: { $n } in hand
analysis-js-square-empty = { $square }, empty
analysis-js-square-piece = { $square }, { $side }
analysis-js-progress = Position { $n } of { $total }
analysis-js-done = { $n ->
    [one] Analysis finished: { $n } position evaluated.
   *[other] Analysis finished: { $n } positions evaluated.
}
analysis-js-blunders = { $n ->
    [one] { $n } blunder
   *[other] { $n } blunders
}
analysis-js-mistakes = { $n ->
    [one] { $n } mistake
   *[other] { $n } mistakes
}
analysis-js-errors = { $blunders }, { $mistakes }.
analysis-js-eval-white = White is better
analysis-js-eval-black = Black is better
analysis-js-eval-even = even
analysis-js-blunder = Blunder
analysis-js-mistake = Mistake
analysis-js-win = { $n ->
    [one] { $side } wins in { $n } ply
   *[other] { $side } wins in { $n } plies
}
analysis-js-best = Best line: { $line }
analysis-js-best-none = No action: the game is over here.
analysis-js-over = Game over: { $result }.
analysis-js-point = Ply { $n }: { $score }
analysis-js-variation = Another line from ply { $n }: { $actions }
analysis-js-played = Played { $action }.
analysis-js-choose = Choose the action:
analysis-js-loading = Fetching the game’s record…
analysis-js-record-fetch = The game’s record could not be fetched.
analysis-js-record-empty = Paste a game record first.
analysis-js-record-no-rules = This record has no Rules tag.
analysis-js-record-bad-rules = The record’s rules cannot be read.
analysis-js-record-bad-position = The record’s start position cannot be read.
analysis-js-record-bad-action = Line { $line }: “{ $action }” cannot be played at ply { $ply }.
analysis-js-engine-failed = The engine could not be started in this browser.
analysis-js-ed-bad-rules = These rules cannot be read: check the rules string (for example “standard,rows=6”).
analysis-js-ed-too-many = { $count ->
    [one] { $side } has { $count } piece on the board and in hand, more than the { $pieces } the rules give.
   *[other] { $side } has { $count } pieces on the board and in hand, more than the { $pieces } the rules give.
}
analysis-js-ed-bad-number = Hands and the plies since the last capture are whole numbers from 0.
analysis-js-ed-bad-position = The engine refuses this position.
analysis-js-ed-ok = The position is valid: explore it on the board above.
analysis-js-ed-wipe-size = These rules are played on a { $rows }×{ $columns } board: the pieces on this board cannot stay. Empty the board and change the rules?
analysis-js-ed-wipe-pieces = These rules give { $side } fewer pieces than it has on the board: they cannot all stay. Empty the board and change the rules?
analysis-js-table-win = Endgame tables: { $win }. Perfect play: { $line }
analysis-js-table-draw = Endgame tables: a draw with perfect play.
