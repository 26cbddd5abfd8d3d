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
