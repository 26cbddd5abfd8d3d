opt-rows = Rows
opt-rows-help = Number of rows of the board, from 3 to 8. Standard: 5.
opt-columns = Columns
opt-columns-help = Number of columns of the board, from 3 to 8. Standard: 6.
opt-pieces = Pieces each
opt-pieces-help = Pieces per player, all in hand at the start; both sets must fit on the board. Standard: 12.
opt-placement = Placing
opt-placement-help = Whether you may step while you still have pieces in hand.
opt-second_removal = Second piece taken
opt-second_removal-help = Where the second enemy piece comes from after a jump.
opt-second_removal_optional = Second piece optional
opt-second_removal_optional-help = When ticked, the capturer may decline to take the second piece.
opt-chain_jumps = Chain jumps
opt-chain_jumps-help = When ticked, the jumping piece may jump again in the same turn.
opt-win_at = Win at
opt-win_at-help = You win as soon as your opponent has this many pieces or fewer, board and hand together.
opt-blocked = Blocked player
opt-blocked-help = What happens to a player who has no legal action on their turn.
opt-no_capture_draw = Draw without captures
opt-no_capture_draw-help = The game is drawn after this many plies in a row without a capture.
opt-few_pieces_draw = Draw with few pieces
opt-few_pieces_draw-help = The game is drawn when both players have this many pieces or fewer and neither can jump.

val-off = off
val-placement-free = free: place, step or jump on any turn
val-placement-hand-first = hand first: no stepping while pieces are in hand
val-second_removal-board = from the board
val-second_removal-board-or-hand = from the board or the hand
val-second_removal-board-then-hand = from the board, else the hand
val-blocked-loses = loses
val-blocked-most-on-board = passes; most pieces on the board wins

desc-board = { $rows } rows of { $columns } squares, { $total } squares in all.
desc-pieces = { $n } each, all in hand at the start.
desc-placement-free = On any turn, place a piece from your hand, step a piece, or jump.
desc-placement-hand-first = While you have pieces in hand you may only place or jump; stepping starts once your hand is empty.
desc-second_removal-board = Any other enemy piece on the board, capturer’s choice. If there is none, only the jumped piece is removed; pieces in hand are safe.
desc-second_removal-board-or-hand = Any other enemy piece on the board or one piece from the enemy’s hand, capturer’s choice. With no other enemy piece on the board, it must come from the hand.
desc-second_removal-board-then-hand = From the board; from the enemy’s hand only when no other enemy piece is on the board.
desc-second_removal_optional-false = The second piece must be taken whenever one is available.
desc-second_removal_optional-true = The capturer may take a second piece or decline it.
desc-chain_jumps-false = One jump per turn.
desc-chain_jumps-true = After a jump the same piece may jump again, capturing each piece it leaps over, and stop after any jump. The second piece is taken once, after the last jump.
desc-win_at = { $n ->
    [0] You win when your opponent has no pieces left, board and hand together.
    [one] You win when your opponent is down to one piece or none, board and hand together.
   *[other] You win when your opponent is down to { $n } pieces or fewer, board and hand together.
}
desc-blocked-loses = A player with no legal action on their turn loses.
desc-blocked-most-on-board = A player with no legal action passes. If neither player can act, the one with more pieces on the board wins; equal numbers are a draw.
desc-no_capture_draw = Drawn after { $n } plies in a row without a capture.
desc-no_capture_draw-off = No draw for lack of captures.
desc-few_pieces_draw = Drawn when both players have { $n } pieces or fewer and neither can jump.
desc-few_pieces_draw-off = No draw for few pieces.
desc-rows = { $n } rows.
desc-columns = { $n } columns.

change-board = Board
change-rest = Everything else
change-rest-standard = Place, step and jump as described in the rules; a player with no legal action loses.
change-rest-same = The same as the standard game.
