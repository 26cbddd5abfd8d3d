game-title = Yoté game
game-tab-your-turn = Your turn
game-sound-on = Sound on
game-sound-off = Sound off
game-your-turn-place = Your turn. { $input ->
    [touch] Drag a piece from your hand to an empty square, or tap the hand and then a square.
   *[mouse] Drag a piece from your hand to an empty square, or click the hand and then a square.
}
game-your-turn-move = Your turn. { $input ->
    [touch] Drag one of your pieces, or tap it and then a square.
   *[mouse] Drag one of your pieces, or click it and then a square.
}
game-turn-local-place = { $side } to move. { $input ->
    [touch] Drag a piece from the hand to an empty square, or tap the hand and then a square.
   *[mouse] Drag a piece from the hand to an empty square, or click the hand and then a square.
}
game-turn-local-move = { $side } to move. { $input ->
    [touch] Drag a piece, or tap it and then a square.
   *[mouse] Drag a piece, or click it and then a square.
}
game-watchers = { $n ->
    [one] { $n } watching
   *[other] { $n } watching
}
game-agree-draw = Agree a draw
game-agree-draw-confirm = { $input ->
    [touch] Tap again: the game ends in a draw
   *[mouse] Click again: the game ends in a draw
}
game-flip = Turn board
game-flipped = The board is turned round.
game-unflipped = The board is back the right way round.
game-download-record = Save the game
game-picture = Picture
game-picture-failed = The picture could not be made.
game-picture-to-move = { $side } to move
game-share = Share the link
game-share-text = Play Yoté with me: take the seat at my table.
game-show-qr = Show a QR code
game-hide-qr = Hide the QR code
game-qr-caption = Your friend scans this code with their phone's camera to take the seat.
game-glance-title = The rules at a glance
game-board = Board
game-board-help = Use the arrow keys to move around the board, Enter to pick up a piece or drop it, H to take a piece from the hand, Escape to cancel.
game-board-row = Row { $n }
game-square-white = { $square }, White piece
game-square-black = { $square }, Black piece
game-connecting = Connecting…
game-reconnecting = Connection lost. Reconnecting…
game-unknown-game = There is no game at this address.
game-stop-here = Stop here
game-take-none = Take none
game-cancel = Cancel
game-pass-button = Pass
game-see-board = See the board
game-rematch = Rematch
game-accept-rematch = Accept the rematch
game-invite-title = Invite a friend
game-invite-text = Send this link to your opponent. The game starts when they take the seat.
game-copy = Copy link
game-copied = Link copied
game-copy-failed = Select the link and copy it
game-rules = Rules:
game-moves = Moves
game-replay-start = First position
game-replay-back = Previous move
game-replay-forward = Next move
game-replay-end = Last position
game-replay-at = Move { $n } of { $total }
game-replaying = Replaying the game. Use the arrows under the moves, or pick a move.
game-offer-draw = Offer a draw
game-accept-draw = Accept the draw
game-decline-draw = Decline
game-resign = Resign
game-resign-confirm = { $input ->
    [touch] Tap again to resign
   *[mouse] Click again to resign
}
game-abort = Abort
game-no-capture = Plies without capture: { $n } / { $max }
game-no-capture-off = Plies without capture: { $n }
game-white = White
game-black = Black
game-white-pieces = White, pebbles
game-black-pieces = Black, sticks
game-you = You
game-opponent = Opponent
game-new-rating = Your rating: { $rating } ({ $change })
game-unrated = unrated
game-unrated-same-address = { $games ->
    [one] Unrated: both players share one address, which has played its rated game of the day.
   *[other] Unrated: both players share one address, which has played its { $games } rated games of the day.
}
game-computer = Computer · { $level }
game-level-beginner = beginner
game-level-easy = easy
game-level-medium = medium
game-level-hard = hard
game-level-master = master
game-open-seat = Waiting for a friend
game-offline = offline
game-to-move-short = to move
game-hand = Hand
game-captures = Taken
game-hand-label = { $side }’s hand: { $n } pieces. Select it to place a piece.
game-hand-removal-label = { $side }’s hand: { $n } pieces. Take a piece from it.
game-captures-label = { $side } has taken { $n } pieces.
game-your-turn = Your turn. { $input ->
    [touch] Drag a piece from your hand or on the board to a square, or tap the hand or a piece and then a square.
   *[mouse] Drag a piece from your hand or on the board to a square, or click the hand or a piece and then a square.
}
game-turn-local = { $side } to move. { $input ->
    [touch] Drag a piece from the hand or on the board to a square, or tap the hand or a piece and then a square.
   *[mouse] Drag a piece from the hand or on the board to a square, or click the hand or a piece and then a square.
}
game-your-turn-short = Your turn.
game-turn-local-short = { $side } to move.
game-their-turn = { $side } to move. Waiting for your opponent.
game-watching = You are watching. { $side } to move.
game-waiting = Waiting for your friend to open the invite link.
game-thinking = Thinking…
game-sending = Playing…
game-must-pass = You have no legal action: you pass.
game-choose-place = Choose an empty square for the piece.
game-choose-target = Choose where the piece goes.
game-chain = Jump again from the highlighted piece, or stop here.
game-choose-removal = Take a second piece: choose a highlighted enemy piece.
game-choose-removal-hand = Take a second piece: a highlighted enemy piece, or one from your opponent’s hand.
game-removal-optional = Or take none.
game-hand-selected = Hand selected.
game-piece-selected = Piece on { $square } selected.
game-targets = { $n } possible squares.
game-cancelled = Selection cancelled.
game-square-empty = { $square }, empty
game-square-selected = , selected
game-square-target = , possible move
game-square-removal = , can be taken
game-announce-place = { $side } places on { $to }.
game-announce-step = { $side } steps from { $from } to { $to }.
game-announce-jump = { $side } jumps from { $from } to { $to }, capturing { $captured }.
game-announce-removal-board = Second piece taken on { $square }.
game-announce-removal-hand = Second piece taken from the hand.
game-announce-pass = { $side } passes.
game-error = Not played: { $message }
game-over-you-win = You win!
game-over-you-lose = You lose
game-over-wins = { $side } wins
game-over-draw = Draw
game-over-aborted = Game aborted
game-reason-captured-out = { $side } has too few pieces left.
game-reason-blocked = Ndar-Kepp! Wolof for “blocked on all sides”: { $side } had no legal action.
game-reason-both-blocked = Ndar-Kepp on both sides! Wolof for “blocked on all sides”: neither player could act, so more pieces on the board decides.
game-reason-few-pieces = Both players have few pieces and neither can jump.
game-reason-no-capture-limit = { $n } plies in a row without a capture.
game-reason-resignation = { $side } resigned.
game-reason-agreement = Draw agreed.
game-reason-ply-limit = The game reached the longest length this site plays: a draw.
game-reason-aborted = The game was aborted before both players had moved.
game-reason-aborted-by = { $side } ended the game before both players had moved: it does not count.
game-draw-offered-by-you = You offered a draw.
game-draw-offered-to-you = Your opponent offers a draw.
game-draw-offered = { $side } offers a draw.
game-draw-declined = Your draw offer was declined.
game-draw-declined-by-you = You declined the draw.
game-rematch-offered-by-you = You asked for a rematch.
game-rematch-offered = { $side } asks for a rematch.

# The rules at a glance beside the board: one short line per rule. The standard game shows
# win_at-1, placement-free, step, jump, second_removal-board and blocked-loses; a table shows
# the line of each of its option values instead (win_at-0 or win_at with n for other values,
# placement-hand-first, ...), plus second_removal_optional-true, chain_jumps-true,
# no_capture_draw and few_pieces_draw (with n) when they apply.
game-glance-win_at-1 = Take enemy pieces: you win when your opponent is down to one piece or none.
game-glance-win_at-0 = Take enemy pieces: you win when every one of them is taken.
game-glance-win_at = { $n ->
    [one] Take enemy pieces: you win when your opponent is down to one piece or none.
   *[other] Take enemy pieces: you win when your opponent is down to { $n } pieces or fewer.
}
game-glance-placement-free = Each turn: place a piece from your hand on any empty square, step, or jump.
game-glance-placement-hand-first = While you have pieces in hand, place or jump; step only once your hand is empty.
game-glance-step = Step one square up, down, left or right to an empty square, never diagonally.
game-glance-jump = Capture: jump over an adjacent enemy piece onto the empty square behind it. Never compulsory.
game-glance-second_removal-board = Then take a second enemy piece from the board; pieces in hand are safe.
game-glance-second_removal-board-or-hand = Then take a second enemy piece, from the board or from their hand.
game-glance-second_removal-board-then-hand = Then take a second enemy piece from the board, or from their hand when none is left there.
game-glance-second_removal_optional-true = Taking the second piece is up to you.
game-glance-chain_jumps-true = After a jump the same piece may jump again; stop after any jump.
game-glance-blocked-loses = Ndar-Kepp: a player who cannot act on their turn loses.
game-glance-blocked-most-on-board = A player who cannot act passes; if neither can, more pieces on the board wins.
game-glance-no_capture_draw = { $n ->
    [one] Draw after { $n } ply without a capture.
   *[other] Draw after { $n } plies in a row without a capture.
}
game-glance-few_pieces_draw = { $n ->
    [one] Draw when both players have { $n } piece or none and neither can jump.
   *[other] Draw when both players have { $n } pieces or fewer and neither can jump.
}

# Hints
# In games against the computer only: the engine's suggestion for the player's turn, drawn on the
# board. game-hint-said: $action is a sentence such as "White places on c3".
game-hint = Hint
game-hint-thinking = Looking for a hint…
game-hint-said = Hint: { $action }
game-hint-failed = No hint could be found.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = { $side } ran out of time.
game-clock-running = running
game-clock-days = { $days } d { $hours } h
game-clock-deadline = Move by { $deadline }
game-clock-first-action = { $seconds } s left to make the first action, or the game is aborted.
game-clock-first-action-by = Make the first action by { $deadline }, or the game is aborted.
game-clock-low = Low time
game-clock-real-time = { $minutes } min + { $increment } s
game-clock-correspondence = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}

# Abandoned games
game-opponent-left = Your opponent has left the game. If they do not come back soon, you can claim it.
game-opponent-left-claim = Your opponent has left the game. Claim the victory, or call it a draw.
game-side-left = { $side } has left the game.
game-claim-victory = Claim the victory
game-claim-draw = Call it a draw
game-reason-abandoned = { $side } left the game.
game-reason-abandoned-draw = A player left the game: called a draw.
game-lag = Round trip to the server: { $ms } ms
game-lag-lost = No answer from the server
game-sending-held = Your action will be sent when the connection is back.

## What the players say to each other

game-chat-title = Chat
game-chat-muted = You have muted your opponent for this game.
game-chat-label = A message to your opponent
game-chat-send = Send
game-chat-mute = Mute opponent
game-chat-unmute = Unmute opponent
game-chat-mute-player = Mute { $name } in every game
game-chat-unmute-player = Hear { $name } again
game-chat-muted-player = You have muted { $name }: their words are hidden from you in every game, on each of your devices.
game-chat-you = You
game-chat-opponent = Opponent
game-chat-too-fast = Wait a moment, then send it again.
game-phrase-hello = Hello!
game-phrase-good-luck = Good luck!
game-phrase-have-fun = Have fun!
game-phrase-you-too = You too!
game-phrase-good-game = Good game!
game-phrase-well-played = Well played!
game-phrase-thank-you = Thank you!
game-phrase-bye = Goodbye!

# Takebacks (docs/protocol.md §3.5).
game-takeback = Take back
game-undo = Undo
game-accept-takeback = Accept the takeback
game-decline-takeback = Decline
game-takeback-asked-by-you = You asked to take back your last move.
game-takeback-asked-to-you = Your opponent asks to take back their last move.
game-takeback-asked = { $side } asks to take back a move.
game-takeback-declined = Your takeback request was declined.
game-takeback-declined-by-you = You declined the takeback.
game-taken-back = { $n ->
    [one] One move was taken back.
   *[other] { $n } moves were taken back.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = Notify me
game-notify-off = Stop notifications
game-notify-help = Your phone tells you when it is your turn, even with this page closed.
game-notify-on = Notifications are on for this game.
game-notify-denied = Notifications are blocked for this site: allow them in your browser's settings.
game-notify-unsupported = This browser cannot show notifications.
game-notify-failed = Notifications could not be turned on. Try again later.
game-notify-turning-on = Turning on…
game-notify-no-service = This browser cannot receive notifications here: a private window, or a browser without a push service. Your games stay in “My games”.

## Berserk, in an arena game (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Halve your clock and give up the increment: a win earns one more point.
game-berserk-mark = berserk
game-berserk-you = You went berserk: half your time, one more point if you win.
game-berserk-side = { $side } went berserk: half their time, one more point if they win.
