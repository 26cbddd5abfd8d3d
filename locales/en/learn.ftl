# Lessons (/{lang}/learn, web/learn.js, docs/learn.md): short exercises on the board, each with
# one goal, stars for few actions, progress kept on the device.
learn-title = Learn Yoté
learn-heading = Learn Yoté
learn-intro = Eleven short lessons on the board, from the first piece placed to the endings, then three other rule sets. Each exercise has one goal; the fewer actions you use, the more stars you earn. Your stars stay on this device.
learn-lessons = Lessons
learn-hint = Hint
learn-retry = Try again
learn-next = Next
learn-offline-note = The lessons work without a connection once this page has been opened.
home-learn = New to Yoté?
home-learn-text = Learn the game on the board in eleven short lessons: placing, stepping, jumping, the endings and three other rule sets.
home-learn-start = Start the lessons
learn-js-loading = Loading the lessons…
learn-js-load-failed = The lessons could not be loaded. Check the connection and reload the page.
learn-js-lesson-place = Placing a piece
learn-js-lesson-step = Stepping
learn-js-lesson-jump = Jumping captures
learn-js-lesson-second-piece = The second piece
learn-js-lesson-safe = Keeping your pieces safe
learn-js-lesson-hand-or-board = The hand or the board
learn-js-lesson-endings = Endings
learn-js-lesson-draws = Draws
learn-js-about-place = On your turn you may put one piece from your hand on any empty square: tap your hand, then the square.
learn-js-about-step = A piece on the board steps one square up, down, left or right onto an empty square, never diagonally.
learn-js-about-jump = Jump over an enemy piece next to yours onto the empty square right behind it: the jumped piece is captured, and you take a second piece too.
learn-js-about-second-piece = After every jump you take a second enemy piece from the board, the one you choose. Under the standard rules a piece in hand is safe.
learn-js-about-safe = A piece with an enemy piece next to it and an empty square behind it can be jumped. Step it away or fill the square behind it.
learn-js-about-hand-or-board = A piece in your hand cannot be captured, but it cannot capture either: place it where it attacks, or move the pieces already on the board.
learn-js-about-endings = You win when your opponent has one piece or none left. Here the computer answers every action; the endgame tables judge the ending when this device has them.
learn-js-about-draws = A game is drawn after 120 plies in a row without a capture. Some rule sets also draw a game with few pieces on each side.
learn-js-note-keep-target = Choose the second piece well: the next jump needs its target.
learn-js-note-hand-safe = Black has no other piece on the board, so only the jumped piece is captured: the hand is safe.
learn-js-note-hand-capture = With the rule set “second piece from the hand”, the second piece may come from the enemy’s hand instead of the board.
learn-js-note-hand-only = With the rule set “second piece from the hand”, when no other enemy piece is on the board, the second piece comes from the hand.
learn-js-note-block = Two jumps would land on the same empty square: fill it.
learn-js-note-empty-hand = Your hand is empty: move a piece on the board.
learn-js-note-fork = Find the square from which two jumps threaten at once.
learn-js-note-two-against-two = Two against two: the first one who can jump wins. Leave no piece to a jump.
learn-js-note-limit = 119 plies without a capture have been played: the next one ends the game.
learn-js-note-few-pieces = This table draws a game when each side has three pieces or fewer and no one can jump.
learn-js-lesson-title = Lesson { $number }: { $title }
learn-js-exercise-of = Exercise { $n } of { $total }
learn-js-goal-occupy = { $count ->
    [one] Get one of your pieces onto { $squares }.
   *[other] Get your pieces onto { $squares }.
}
learn-js-goal-capture = { $count ->
    [one] Capture one enemy piece.
   *[other] Capture { $count } enemy pieces.
}
learn-js-goal-clear = Capture the enemy piece on { $square }.
learn-js-goal-hand = Jump, then take the second piece from the enemy’s hand.
learn-js-goal-safe = Make one action after which none of your pieces can be jumped.
learn-js-goal-win = Win the game: the computer answers.
learn-js-goal-hold = { $count ->
    [one] Play one action without losing: the computer answers.
   *[other] Play { $count } actions without losing: the computer answers.
}
learn-js-goal-draw = Reach a draw: the computer answers.
learn-js-hint = Hint: { $action }
learn-js-wrong = Not this one: { $action } That action does not lead to the goal.
learn-js-solved = { $stars ->
    [one] Done! One star: try again with fewer actions.
   *[other] Done! { $stars } stars.
}
learn-js-all-done = You have played every lesson.
learn-js-stars = { $stars ->
    [one] one star of three
   *[other] { $stars } stars of three
}
learn-js-lesson-stars = { $stars } of { $total } stars
privacy-learn-what = The stars you earned in each lesson’s exercises, and whether a lesson was suggested to you after a loss to the computer.
privacy-learn-why = To show your progress and open the next exercise; they are sent only with a transfer code you make, to carry them to your other device.
privacy-learn-long = Until you clear this site’s data.
