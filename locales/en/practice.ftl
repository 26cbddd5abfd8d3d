# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Practice against the computer
practice-heading = Practice
practice-intro = Positions to win or to hold against the computer at its strongest, judged by the endgame tables. The fewer actions you use, the more stars you earn. Your stars stay on this device.
practice-lessons = Positions
practice-offline-note = Practice works without a connection once this page has been opened; the endgame tables are fetched when the connection allows.
practice-other = Back to the lessons
learn-other = Practice against the computer
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Three against two
learn-js-lesson-three-against-three = Three against three
learn-js-lesson-outnumbered = Fewer pieces, still a win
learn-js-lesson-hold = Hold the draw
learn-js-lesson-tactics = Tactics
learn-js-about-three-against-two = With three pieces against two, one jump and its second piece end the game. The computer resists as long as it can: force the jump.
learn-js-about-three-against-three = Three against three: the first jump wins. Make the threat the computer cannot meet.
learn-js-about-outnumbered = Fewer pieces is not a lost game: find the action after which the enemy cannot stop your jump.
learn-js-about-hold = Here only one action keeps the game alive: every other lets the computer jump. Find it, then keep holding.
learn-js-about-tactics = Positions from games, found by the puzzle finder: win them against the computer.
learn-js-note-near-limit = The no-capture draw is near: win before the 120th ply.
learn-js-failed = The game is over and the goal was not reached. Try again.
privacy-practice-what = The stars you earned in each practice position.
privacy-practice-why = To show your progress and open the next position; they are sent only with a transfer code you make, to carry them to your other device.
privacy-practice-long = Until you clear this site’s data.
