# Lessons 9 to 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): one for each family of
# rule sets beside the standard game: the 6×6 board, the 25-hole board, Bodogemu's rules.
learn-js-lesson-six-by-six = The 6×6 board
learn-js-lesson-twenty-five = The 25-hole board
learn-js-lesson-bodogemu = Bodogemu’s rules
learn-js-about-six-by-six = The 6×6 board keeps the standard rules and adds a sixth rank: files a to f, ranks 1 to 6, 36 squares for 12 pieces each.
learn-js-about-twenty-five = Béart’s board has 25 holes, 5×5. While you have pieces in hand you may only place or jump, never step. The second piece comes from the board or from the enemy’s hand, and you win only by capturing every enemy piece.
learn-js-about-bodogemu = In Bodogemu a piece that has jumped may jump again in the same turn. The second piece is taken once, after the last jump, and you may take none. You win only by capturing every enemy piece.
learn-js-note-six-ranks = This jump lands on d6: a square the standard board does not have.
learn-js-note-corner = A piece in a corner can never be jumped: there is no square behind it. Take it as the second piece.
learn-js-note-no-step = You still have pieces in hand, so the piece on c2 cannot step: place a piece next to an enemy piece, then jump.
learn-js-note-no-step-block = With a piece in hand you cannot step the threatened piece away: place your piece on the empty square behind it.
learn-js-note-hand-choice = Take from the hand the piece no jump can reach: the one on the board can still be jumped.
learn-js-note-last-piece = One piece left is not the end here. In its corner it cannot be jumped: place a piece so that it is caught wherever it steps.
learn-js-note-chain = Tap each landing square in turn: c3, then c5. The second piece comes once, after the last jump.
learn-js-note-chain-turn = A chain may turn: after each landing, look for the next enemy piece with an empty square behind it.
learn-js-note-decline = Every piece you could take as the second piece would leave one of yours open to a jump: take none.
learn-js-note-runner = One piece left is not the end: take as the second piece the one that could run away, and catch the one in the corner.
