# Errors the server can answer, by code (docs/protocol.md), with their details as variables.
# A code with a `reason` detail is looked up as error-<code>-<reason> first, then error-<code>.

error-unknown = Something went wrong (error “{ $code }”). Please try again.
error-network = The server could not be reached. Check your connection and try again.

## The HTTP API

error-malformed = The request could not be read. Reload the page and try again.
error-bad-rules = These rules cannot be played: “{ $rules }”.
error-bad-rules-empty = No rules were given: start from a rule set such as “standard”.
error-bad-rules-unknown-preset = “{ $preset }” is not a rule set. The rule sets are: { $allowed }.
error-bad-rules-missing-value = “{ $part }” has no value: write it as option=value, like win_at=0.
error-bad-rules-unknown-option = “{ $option }” is not an option. The options are: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] “{ $value }” is not a value for { $option }: choose a number from { $min } to { $max }.
    [off-or-range] “{ $value }” is not a value for { $option }: choose off or a number from { $min } to { $max }.
   *[words] “{ $value }” is not a value for { $option }: choose one of { $allowed }.
}
error-bad-rules-repeated = The option { $option } is given twice.
error-bad-rules-too-many-pieces = { $max ->
    [one] { $pieces } pieces each do not fit on a { $rows }×{ $columns } board: it holds at most { $max } piece each.
   *[other] { $pieces } pieces each do not fit on a { $rows }×{ $columns } board: it holds at most { $max } pieces each.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [one] “Win at” ({ $win_at }) must be lower than the number of pieces ({ $pieces } piece each).
   *[other] “Win at” ({ $win_at }) must be lower than the number of pieces ({ $pieces } pieces each).
}
error-bad-level = “{ $level }” is not a level of the computer.
error-bad-option = “{ $value }” is not a choice for { $option }.
error-unknown-game = There is no game at this address.
error-unknown-invite = This invite link is not valid: ask your friend for a new one.
error-bad-secret = This link does not hold a seat of the game: you are watching it.
error-no-rematch = This game has no rematch.
error-no-rematch-not-over = A rematch can only follow a finished game.
error-no-rematch-no-opponent = Nobody took the other seat: create a new table instead.
error-no-rematch-exists = The rematch already exists.
error-no-rematch-asked = You have already asked for a rematch.
error-no-rematch-arena = An arena game has no rematch: the arena pairs you again.
error-no-rematch-swiss = A tournament game has no rematch: the next round pairs you again.
error-seat-taken = The seat has been taken: the link now shows the game to watchers.
error-game-over = This game has ended.
error-own-invite = This is your own invitation: send the link to your friend.
error-too-large = The request is too large.
error-too-many-tables = Too many tables were created from your connection. Wait a minute, then try again.
error-too-many-waiting-tables = { $limit ->
    [one] A table made from your connection is still waiting for its first move. Play it or cancel it, then make another.
   *[other] { $limit } tables made from your connection are still waiting for their first move. Play or cancel one of them, then make another.
}
error-computer-busy = The computer is busy with many games right now. Try again in a minute, or play a friend.
error-computer-busy-address = You already have many games against the computer: finish one, then start another.
error-computer-busy-queue = The computer is busy with many games right now. Try again in a minute, or play a friend.
error-body-timeout = The request did not arrive in time. Check your connection and try again.
error-bad-origin = Requests from another site are refused.
error-unconfirmed-seat = A continue link moves a seat only once you confirm on this site: open the link and press its button.
error-internal = The server could not do this. Nothing changed: please try again.
error-not-found = There is nothing at this address. Reload the page and try again.
error-method-not-allowed = This address does not take this kind of request. Reload the page and try again.

## The game's connection

error-unknown-type = The server did not understand the page. Reload it.
error-hello-required = The page is not connected to the game yet. Reload it.
error-not-a-player = You are watching this game: only its players can do that.
error-waiting-for-opponent = The other seat is still free: send the invite link to a friend.
error-not-your-turn = { $side ->
    [white] It is White's turn.
   *[black] It is Black's turn.
}
error-bad-notation = “{ $text }” is not an action.
error-illegal-action = This action is not possible now.
error-illegal-action-game-over = The game is over.
error-illegal-action-off-board = { $square } is not on this board.
error-illegal-action-empty-hand = You have no piece left in hand to place.
error-illegal-action-occupied = { $square } is not empty.
error-illegal-action-not-your-piece = There is no piece of yours on { $square }.
error-illegal-action-not-adjacent = A piece steps one square up, down, left or right.
error-illegal-action-must-place-or-jump = While you have pieces in hand you may only place or jump.
error-illegal-action-nothing-to-jump = There is no enemy piece on { $square } to jump over.
error-illegal-action-no-chains = Only one jump per turn under these rules.
error-illegal-action-bad-removal = That second piece cannot be taken here.
error-illegal-action-pass-not-allowed = You may pass only when you have no other action.
error-illegal-action-pass-required = You have no possible action: you must pass.
error-illegal-action-not-legal = This action is not possible in this position.
error-stale-ply = This move was already played. The board now shows the game as it is.
error-future-ply = The page is behind the game. Reload it.
error-no-draw-offer = Your opponent has not offered a draw.
error-draw-already-offered = A draw offer is already open.
error-draw-already-offered-opponent-offered = Your opponent has offered a draw: accept or decline it.
error-draw-already-offered-offer-open = Your draw offer is still open.
error-draw-already-offered-offered-this-move = You have already offered a draw at this move.
error-too-late-to-abort = Both sides have played: resign or offer a draw instead.
error-bad-clock = This time control is not valid ({ $field }): real time takes 1 second to 3 hours plus 0 to 180 seconds per move; correspondence 1, 2, 3 or 7 days per move.
error-cannot-claim = There is nothing to claim in this game.
error-cannot-claim-opponent-here = Your opponent is here: there is nothing to claim.
error-cannot-claim-too-early = { $wait_s ->
    [one] Your opponent may still come back: wait one more second.
   *[other] Your opponent may still come back: wait { $wait_s } more seconds.
}

## The lobby

error-bad-tile = “{ $tile }” is not one of the lobby's times. Reload the page.
error-too-many-seeks = { $limit ->
    [one] Someone on your connection is already looking for a game. Wait for it, or stop looking first.
   *[other] { $limit } people on your connection are already looking for a game. Wait a moment, then try again.
}
error-too-many-players = Too many new players from your connection this hour. Keep the name you have.
error-too-many-renames = Too many name changes from your connection this hour. Try again later.
error-name-taken = Another player is called “{ $name }”. Choose another name.
error-unknown-player = No player is called “{ $name }”.
error-own-mute = You cannot mute yourself.
error-too-many-mutes = You have muted as many players as you may. Unmute one first.
error-bad-name = This name cannot be used.
error-bad-name-length = A name has { $min } to { $max } characters.
error-bad-name-characters = A name has only letters, digits, - and _, and starts with a letter.
error-bad-name-refused = This name cannot be used. Choose another one.
error-bad-name-scripts = A name uses the letters of one script only (not Latin and Cyrillic letters together, for example).
error-no-player = This browser has no player yet: pick a time in the lobby first.
error-not-your-seat = This game's seats belong to other players: you can watch it.
error-bad-transfer-code = This code is not valid: it may have expired or been used already. Make a new one on your other device.
error-too-many-transfers = Too many transfer codes from your connection this hour. Try again later.
error-seek-gone = This game is no longer on offer: another player took it, or its player left.
error-own-seek = This is your own offer: wait for another player to take it.
error-held = You left { $games ->
    [one] { $games } lobby game
   *[other] { $games } lobby games
} today: you can be paired again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.

error-no-chat = There is nobody to talk to in this game.
error-no-chat-watcher = Only the players of a game talk in it: you are watching.
error-no-chat-one-device = Both sides play on this device: there is nobody to talk to.
error-no-chat-computer = The computer does not read the chat.
error-no-chat-no-opponent = Nobody has taken the other seat yet.
error-no-chat-lobby = Games with players you do not know have the phrases only.
error-bad-phrase = This phrase does not exist.
error-phrase-used = You have already said this in this game.
error-bad-chat = This message cannot be sent.
error-bad-chat-empty = An empty message says nothing.
error-bad-chat-length = A message has at most { $max } characters.
error-bad-chat-characters = A message is one line, without control characters.
error-bad-chat-words = This message holds a word the site does not allow: say it another way.
error-chat-too-fast = One message a second at most: wait a moment.
error-chat-full = You have sent { $limit } messages in this game: that is all.

error-no-takeback = Takebacks are not allowed in this game.
error-no-takeback-off = This table allows no takebacks.
error-no-takeback-rated = This table allows takebacks in unrated games only, and this game is rated.
error-no-takeback-nothing = You have no move to take back.
error-no-takeback-limit = Your opponent has declined { $limit } of your requests in this game: you cannot ask again.
error-takeback-already-asked = A takeback request is already waiting.
error-takeback-already-asked-open = Your request is still waiting for an answer.
error-takeback-already-asked-opponent-asked = Your opponent asks to take back a move: accept or decline it first.
error-no-takeback-request = Your opponent has not asked to take back a move.
error-no-berserk = You cannot go berserk now.
error-no-berserk-not-allowed = Berserk is only for arena games whose clock is long enough.
error-no-berserk-moved = Berserk is only before your first move.
error-no-berserk-already = You have already gone berserk in this game.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Notifications could not be turned on for this game.
error-bad-subscription-endpoint-long = This browser's push address is too long.
error-bad-subscription-endpoint-malformed = This browser's push address is not a valid address.
error-bad-subscription-endpoint-not-https = This browser's push address is not secure (https): notifications are sent to secure addresses only.
error-bad-subscription-endpoint-unknown-service = This browser's push service is not one this site sends notifications to.
error-bad-subscription-bad-key = This browser's notification key is not valid.
error-bad-subscription-bad-auth = This browser's notification secret is not valid.
error-bad-subscription-local = A game on one device sends no notifications.
error-bad-subscription-over = This game has ended: it sends no more notifications.
error-bad-subscription-too-many = Five browsers already get notifications for this seat: turn one off first.
error-bad-position = This position cannot be read: write it in the notation, for example “6/6/6/6/6 w 12 12 0”.
error-not-in-tables = This site’s endgame tables do not hold this position.

## Arenas

error-arena-not-found = There is no arena at this address.
error-arena-over = This arena is over.
error-not-in-arena = You have not joined this arena.
error-bad-entry-code = This arena takes an entry code, and this is not it. Ask the person who made it.
error-too-many-entry-codes = Too many entry codes were tried from your address this hour. Try again later.
error-too-many-arenas = Too many arenas were made from your connection this hour. Try again later.
error-bad-arena-name = This name cannot be used for an arena.
error-bad-arena-name-length = An arena’s name has at most { $max } characters.
error-bad-arena-name-characters = An arena’s name is one line, without control characters.
error-bad-arena-name-words = This name holds a word the site does not allow: say it another way.
error-swiss-not-found = There is no tournament at this address.
error-not-director = Only the tournament’s director can do this. Open it from the director’s link.
error-swiss-over = This tournament is over.
error-swiss-started = A round robin takes no new player once it has begun.
error-swiss-full = This tournament is full: it takes { $max } players at most.
error-swiss-joined = You are in this tournament already.
error-swiss-no-player = There is no such player in this tournament, or they have left it.
error-swiss-round-open = Every result of this round must be in before the next round is paired.
error-swiss-too-few = A round needs two players at least.
error-swiss-no-pairing = No pairing of this round keeps the rules: everyone left has met everyone they could meet.
error-swiss-paired = This round is paired already.
error-swiss-not-this-round = Players report the results of the round being played; the director corrects earlier ones.
error-swiss-result-set = This board’s result is set already. The director can correct it.
error-swiss-not-in = You are not in this tournament.
error-swiss-not-your-board = Only the board’s players or the director report its result.
error-swiss-on-site-names = In a tournament played on the site, players join from their own phone with the link.
error-swiss-on-site-result = A game played on the site gives its own result. The director can correct it.
error-bad-swiss-name = This name cannot be used.
error-bad-swiss-name-length = A name has 1 to { $max } characters.
error-bad-swiss-name-characters = A name is one line, without control characters.
error-bad-swiss-name-words = This name holds a word the site does not allow: say it another way.
