variant-kicker = Yoté rule set
variant-play = Open a table with these rules
variant-what = What is it?
variant-changes = Rule changes
variant-changes-caption = How this rule set differs from the standard game
variant-aspect = Rule
variant-history = History
variant-others = Other rule sets

v-standard-title = Standard Yoté
v-standard-short = 5×6 board, 12 pieces each, the second piece from the board.
v-standard-lead = The game most modern rule sets describe: a board of 5 rows of 6 squares, twelve pieces each, and every capture taking the jumped piece and a second one from the board.
v-standard-what-1 = Each player starts with twelve pieces in hand and an empty board between them. On your turn you place a piece, step one square, or jump over an enemy piece to capture it, and then take a second enemy piece from the board. You win when your opponent is down to one piece.
v-standard-what-2 = This is the game every other rule set on this site is measured against. Its rule changes table has a single line: it is the reference.
v-standard-history-1 = Yoté is a traditional game of West Africa. Charles Béart recorded it in Jeux et jouets de l’ouest africain (Dakar, 1955) as one of the most widespread gambling games of Senegal, played with twelve pebbles against twelve little sticks. Frederic V. Grunfeld’s Games of the World (1975) and Jennifer Prior’s The Games of Africa (1994) describe it in English, and the sudden reversals of fortune are often given as the reason it is played for stakes.
v-standard-history-2 = The board was traditionally a grid of holes dug in the ground, so nothing fixed its size; most modern rule sets use 5 rows of 6 squares. João Pedro Neto’s rules take the second piece from the board and never from the reserve, and other modern rules agree. The standard game here follows them.
v-standard-history-3 = The draw after 120 plies without a capture comes from the Béart rule set; the site adds it to every rule set so that every game ends.

v-hand-capture-title = Yoté: second piece from the hand
v-hand-capture-short = The second piece may be taken from the opponent’s hand.
v-hand-capture-lead = After every capture, take your second enemy piece from the board or from your opponent’s hand: an option that makes every capture cost a whole piece.
v-hand-capture-what-1 = Every capture in Yoté removes two enemy pieces: the one you jump and a second one of your choice. In the standard game here that second piece must come from the board. With this option, set in the table setup, you may take it from the board or from the pieces your opponent still holds in hand.
v-hand-capture-what-2 = The difference matters most early in the game and whenever a player keeps pieces in hand. In the standard game a player with few pieces on the board loses little to the second removal, and if the jumped piece was their only one on the board there is no second removal at all. With this option the second piece is always taken while your opponent has one, and taking it from the hand removes a reserve that could have been placed anywhere. Keeping pieces back is no longer a safe way to protect them.
v-hand-capture-history-1 = Yoté is a traditional game of West Africa, recorded by Charles Béart in Jeux et jouets de l’ouest africain (Dakar, 1955) as one of the most widespread gambling games of Senegal. Its signature rule is that a capture takes two pieces: Béart writes that the capturer also removes a piece of their choice from the opponent’s pieces (“un pion au choix dans le jeu de l’adversaire”), words that do not name the board as the only place to take it from.
v-hand-capture-history-2 = Later rules settle the question in different ways. João Pedro Neto’s rules say the extra piece is taken from the board but not from the opponent’s reserve, and other modern rules take it from the board too. A boxed edition takes it from the board, or from the opponent’s unplaced pieces when there is none on the board.
v-hand-capture-history-3 = The standard game here follows the board-only rule. This option is the open reading of the old rule: the second piece may come from the board or the hand at any time, so every capture costs the opponent two pieces for as long as they have them.

v-six-by-six-title = Yoté on a 6×6 board
v-six-by-six-short = A square board with a sixth row and more room to manoeuvre.
v-six-by-six-lead = Play Yoté on a square 6×6 board: the same 12 pieces each and the same capture rules, with a sixth row that gives more room to place, retreat and escape.
v-six-by-six-what-1 = The standard Yoté board has 5 rows of 6 squares. In this variant you play on a square 6×6 board instead, chosen as the board size in the table setup. Nothing else changes: each player still starts with 12 pieces in hand, White moves first, and every turn you place a piece on any empty square, step a piece to an empty neighbouring square, or jump over an enemy piece. Every capture still removes the jumped piece and a second enemy piece of your choice from the board.
v-six-by-six-what-2 = The extra row adds six squares, so 36 squares hold the same 24 pieces. When every piece is placed, twelve squares stand empty instead of six. Pieces have more room to step away from a threat, but there are also more empty squares behind each piece for an enemy to jump into, so a position stays open longer.
v-six-by-six-history-1 = Yoté is a traditional game of West Africa. Charles Béart described it in his survey Jeux et jouets de l’ouest africain, published in Dakar in 1955, as one of the most widespread gambling games of Senegal, played with 12 pebbles against 12 little sticks. It is described in English in Frederic V. Grunfeld’s Games of the World (1975) and Jennifer Prior’s The Games of Africa (1994).
v-six-by-six-history-2 = The size of the grid was never fixed. Béart’s description speaks of a board of twenty-five holes, a 5×5 grid, and the closely related Gambian game Choko is also played on 5×5. Most modern rule sets use 5 rows of 6 squares, which is the standard game here. Traditionally the board was only a grid drawn or dug in the ground, so nothing tied it to one size.
v-six-by-six-history-3 = We know of no published source for Yoté on 6×6. It is offered here as a roomier board for players who want longer games, with every rule of the standard game unchanged.

v-bodogemu-title = Bodogemu Yoté
v-bodogemu-short = Chain jumps, an optional second piece, play until every piece is taken.
v-bodogemu-lead = The rules published by the Bodogemu site: a jumping piece may keep jumping, the second piece is yours to take or leave, and the game goes on until one side has lost every piece.
v-bodogemu-what-1 = Bodogemu plays on the usual board of 5 rows of 6 squares with twelve pieces each, and draws at random who starts. Placing, stepping and jumping work as in the standard game, but a piece that lands next to another enemy piece may jump again in the same turn, capturing every piece it leaps over, as long as each jump lands on an empty square. It may stop after any jump.
v-bodogemu-what-2 = After a capture you may take any other enemy piece from the board, but you do not have to. You win by capturing every enemy piece. If neither player can make a valid action, the one with more pieces on the board wins; and if both players are down to three pieces or fewer and neither can capture, the game is a draw.
v-bodogemu-history-1 = Bodogemu’s rules introduce Yoté as a game played mainly in Senegal, Mali and Burkina Faso, popular for its simple rules and its frequent reversals, which is why some players bet on it. They describe it played on the ground with pebbles and little sticks in holes dug for the squares, as Charles Béart recorded in Jeux et jouets de l’ouest africain (Dakar, 1955).
v-bodogemu-history-2 = Chain jumps appear in Bodogemu’s rules and not in Béart’s, where a single jump is made per turn; the Béart rule set on this site says so explicitly. Those rules do not say when the second piece is taken during a chain: we take it once, after the last jump.
v-bodogemu-history-3 = Bodogemu assigns colours at random, and so does a table set up with this rule set unless you choose otherwise. We add the draw after 120 plies without a capture, as in every rule set here.

v-beart-title = Béart’s Yoté on 25 holes
v-beart-short = 5×5 board, hand first, the second piece from the board or the reserve.
v-beart-lead = Twenty-five holes dug in the board, twelve pieces each, and a capture that always costs two: the rule set of the 25-hole board game.
v-beart-what-1 = The board has 25 holes, 5 rows of 5, empty at the start, and each player has 12 pieces off the board. While you still have pieces to place, you place one in an empty hole or jump to capture; nothing else moves. Once all your pieces are placed, you step a piece to a neighbouring empty hole or jump.
v-beart-what-2 = A jump takes the piece you leap over and a second enemy piece of your choice, from the board or from the reserve: a capture always costs two pieces. There is no chain jumping, and capturing is never compulsory. You win by taking all twelve enemy pieces. A player who cannot move on their turn loses (Ndar-Kepp, “blocked all round” in Wolof), but a player with no piece on the board and pieces in reserve is not blocked: they place. The game is drawn by agreement or after 120 moves without a capture.
v-beart-history-1 = Charles Béart described Yoté in Jeux et jouets de l’ouest africain (Dakar, 1955), played with twelve pebbles against twelve little sticks; his description speaks of a board of twenty-five holes. The closely related Gambian game Choko is also played on 5×5. Frederic V. Grunfeld (Games of the World, 1975) and Jennifer Prior (The Games of Africa, 1994) later described the game in English.
v-beart-history-2 = Béart’s wording for the second piece, “un pion au choix dans le jeu de l’adversaire”, does not restrict it to the board, and this rule set takes it from the board or the reserve. The rule that pieces in hand must be placed before any piece steps, the Ndar-Kepp loss and the 120-move draw come from the 25-hole board game’s own rules.

# The rule changes tables: one row per aspect the source page speaks of (src/site/pages.rs,
# `table_rows`). vt-<row> names the row, vt-<row>-standard the standard game,
# vt-<preset>-<row> the rule set; v-<preset>-source names the source under the table.
vt-board = Board
vt-board-standard = 5 rows of 6 squares, 30 squares in all.
vt-pieces = Pieces and empty squares
vt-pieces-standard = 12 each, all in hand at the start. When every piece is placed, 6 squares stand empty.
vt-moves = Place, step and jump
vt-moves-standard = Place a piece on any empty square, step one square up, down, left or right, or jump the same way over an adjacent enemy piece onto the empty square behind it, then take a second enemy piece of your choice from the board.
vt-end = End of the game
vt-end-standard = You win when your opponent is down to one piece or none, board and hand together. A player with no legal action on their turn loses.
vt-second = Second piece taken after a capture
vt-second-standard = Any other enemy piece on the board, capturer’s choice. It must be taken whenever there is one.
vt-none-left = When no other enemy piece is on the board
vt-none-left-standard = Only the jumped piece is removed; pieces in hand are safe.
vt-start = Who starts
vt-start-standard = White moves first. The table setup says who gets White: the creator, the opponent, or either at random.
vt-placing = Placing and stepping
vt-placing-standard = On any turn, place a piece from your hand, step a piece or jump.
vt-chain = Jumps per turn
vt-chain-standard = One jump per turn.
vt-win = Winning
vt-win-standard = You win when your opponent is down to one piece or none, board and hand together.
vt-blocked = Blocked player
vt-blocked-standard = A player with no legal action on their turn loses (Ndar-Kepp). A player with pieces in hand and an empty square can always place.
vt-draws = Draws
vt-draws-standard = After { $n } plies in a row without a capture, or by agreement.

v-standard-source = Sources: João Pedro Neto’s rules and other modern rule sets for the board and the second piece; the Béart rule set for the 120-ply draw.

vt-six-by-six-board = 6 rows of 6 squares, 36 squares in all, chosen in the table setup.
vt-six-by-six-pieces = The same 12 each. When every piece is placed, 12 squares stand empty.
vt-six-by-six-moves = The same, on the bigger board: steps and jumps reach the sixth row too.
vt-six-by-six-end = The same.
v-six-by-six-source = Source: none published. We know of no source for Yoté on 6×6: the rows above are the standard game on a board with a sixth row.

vt-hand-capture-second = Any other enemy piece on the board, or one piece from the opponent’s hand, capturer’s choice.
vt-hand-capture-none-left = The second piece must be taken from the opponent’s hand, if they have one.
vt-hand-capture-moves-standard = Place a piece on any empty square, step one square up, down, left or right, or jump the same way over an adjacent enemy piece onto the empty square behind it.
vt-hand-capture-moves = The same.
vt-hand-capture-end = The same. A piece taken from the hand counts towards the win like any other.
v-hand-capture-source = Sources: Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), “un pion au choix dans le jeu de l’adversaire”, read openly; the standard game follows João Pedro Neto’s board-only rule.

vt-bodogemu-start = Drawn at random, as on Bodogemu; a table with this rule set does the same unless you choose otherwise. White moves first.
vt-bodogemu-board = The same: 5 rows of 6 squares (“6x5” in Bodogemu’s words), 12 pieces each in hand.
vt-bodogemu-placing = The same: place, step one square up, down, left or right (never diagonally), or jump.
vt-bodogemu-second = Any other enemy piece on the board, capturer’s choice, but you may also take none.
vt-bodogemu-chain = After a jump the same piece may jump again in the same turn, capturing each piece it leaps over, as long as each jump lands on an empty square; it may stop after any jump. The second piece is taken once, after the last jump (our reading: the source does not say).
vt-bodogemu-win = You win by capturing every enemy piece.
vt-bodogemu-blocked = A player with no legal action passes. If neither player can act, the one with more pieces on the board wins; equal numbers are a draw.
vt-bodogemu-draws = When both players are down to 3 pieces or fewer and neither can capture. Also after { $n } plies without a capture (added by this site), or by agreement.
v-bodogemu-source = Source: Bodogemu’s rules of Yoté (in French), “Comment jouer” and “Fin de la partie”. The 120-ply draw is added by this site, and when a chain takes its second piece is our reading.

vt-beart-board = 25 holes, 5 rows of 5, empty at the start.
vt-beart-pieces = 12 each, off the board. 24 pieces for 25 holes: if every piece is placed, a single hole stays empty.
vt-beart-placing = While you have pieces to place, you place one in an empty hole or jump to capture; nothing else moves. Once all your pieces are placed, you step or jump.
vt-beart-second = Any other enemy piece on the board or one from the reserve, capturer’s choice: a capture always costs two pieces. It must be taken.
vt-beart-chain = The same: one jump per turn, as this source says in so many words.
vt-beart-win = You win by taking all 12 enemy pieces.
vt-beart-blocked = Ndar-Kepp (Wolof for “blocked on all sides”): a player who cannot move on their turn loses. A player with no piece on the board but pieces in reserve is not blocked: they place.
vt-beart-draws = The same: by agreement, or after { $n } moves without a capture. This source is where that rule comes from.
v-beart-source = Source: the rules of the 25-hole board game (“Les règles du Yoté”), after Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955).
