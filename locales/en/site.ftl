site-description = Play Yoté, the West African capture game, online: against a friend by link, against the computer, or on one device. No sign-up.
skip-to-content = Skip to content
nav-label = Main
nav-play = Play
nav-rules = Rules
nav-variants = Variants
lang-switch = Language
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = first version: corrections welcome
lang-help = Correct a translation
translations-title = Translations
translations-lead = The site speaks ten languages. Each is a few plain text files: a glossary, which gives the word used for each term of the game and why, and the messages, in the Fluent format.
translations-first = Wolof and Bambara are first versions: no vocabulary for board games had been published in either, so their glossaries explain each word chosen. Corrections from those who speak them are welcome.
translations-how-h = Sending a correction
translations-how = Open the language’s file below and correct the message after the = sign, keeping what is between braces as it is. Then send the corrected file to the people who run this site, saying what you changed and why. If a glossary word is wrong, correct the glossary too: every message follows it.
translations-glossary = Glossary
translations-files = Messages
tagline = No sign-up. Share a link and start playing.
theme-label = Theme
theme-system = As the device
theme-light = Light
theme-dark = Dark

notfound-title = Page not found
notfound-body = There is nothing at this address. The link may be mistyped, or the game may not exist.
notfound-home = Back to the home page
refused-title = This could not be done
refused-back = Back to the invitation

home-title = Play Yoté online
home-kicker = A game from West Africa
home-heading = Yoté: place, step, jump, and every capture takes two.
home-welcome = Yoté is played in Senegal, Mali and Burkina Faso with pebbles and little sticks in holes dug in the ground. Twelve pieces each, all in hand at the start. Turns are quick and fortunes turn fast: one jump takes the piece you leap over and a second one of your choice.
home-modes = Ways to play
home-friend = Play a friend
home-friend-text = Create a table and send the link. Your friend opens it and sits down.
home-computer = Play the computer
home-computer-text = Five levels, from beginner to master.
home-local = Play on this device
home-local-text = Two players, one screen: pass it across the table.
home-glance = The rules at a glance
home-glance-1 = While you have pieces in hand, you may place one on any empty square.
home-glance-2 = Or step a piece to a neighbouring empty square: up, down, left or right, never diagonally.
home-glance-3 = Or jump over an adjacent enemy piece onto the empty square behind it: that piece is captured.
home-glance-4 = Then take a second enemy piece of your choice. Bring your opponent down to one piece and you win.
home-read-rules = Read the full rules
home-variants = Rule sets
variants-title = The rule sets people play
variants-lead = Yoté is played with several sets of rules: each page tells one set’s history and how it differs from the standard game. Every set can be chosen when you create a table.
home-quote = “In Africa, when an old man dies, a library burns.”
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Set up a table
setup-mode = Opponent
setup-mode-friend = A friend, by link
setup-mode-computer = The computer
setup-mode-local = On this device
setup-rules = Rules
setup-preset = Rule set
setup-preset-help = Choose a rule set; the advanced options below change any of its rules.
setup-about-preset = About this rule set
setup-changed = changed from the rule set
setup-rules-string = Rules string:
setup-rules-error = The rules in the link could not be read, so the standard game is shown:
setup-level = Computer level
setup-colour = Your colour
setup-colour-white = White (moves first)
setup-colour-black = Black
setup-colour-random = Random
setup-colour-help = White plays the pebbles and moves first; Black plays the sticks.
setup-rated = Rating
setup-rated-label = Rated game
setup-rated-help = Both players' ratings change with the result. Your friend agrees by taking the seat. A game aborted before the second move counts for nothing.
setup-rated-help-computer = Your rating changes with the result; the computer plays at its level's rating. A game aborted before the second move counts for nothing.
setup-create = Create the table
setup-js-creating = Creating the table…
setup-js-error = The table could not be created: { $message }
setup-js-network = The server could not be reached. Check your connection and try again.
setup-js-too-many = The pieces do not fit: { $pieces } each needs at least { $needed } squares.
setup-js-win-at = “Win at” must be lower than the number of pieces.
setup-js-clock-minutes = “Minutes each” must be a whole number from 1 to 180.
setup-js-clock-increment = “Seconds added per move” must be a whole number from 0 to 180.
setup-advanced = Advanced options
setup-advanced-help = Every rule of the table, filled in from the rule set: change any of them to make your own. Choices these rules cannot play are not offered.
setup-summary = The rules:
setup-colour-random-preset = This rule set draws the colours at random.
setup-js-sum-board = { $rows }×{ $columns } board
setup-js-sum-pieces = { $n ->
    [one] { $n } piece each
   *[other] { $n } pieces each
}
setup-js-sum-placement-free = free placement
setup-js-sum-placement-hand-first = place every piece before stepping
setup-js-sum-second_removal-board = second piece from the board
setup-js-sum-second_removal-board-or-hand = second piece from the board or the hand
setup-js-sum-second_removal-board-then-hand = second piece from the hand only when the board has none
setup-js-sum-second_removal_optional-true = second piece optional
setup-js-sum-second_removal_optional-false = second piece compulsory
setup-js-sum-chain_jumps-true = chain jumps
setup-js-sum-chain_jumps-false = one jump per turn
setup-js-sum-win_at = win at { $n }
setup-js-sum-blocked-loses = a blocked player loses
setup-js-sum-blocked-most-on-board = a blocked player passes
setup-js-sum-no_capture_draw = { $n ->
    [one] draw after { $n } move without a capture
   *[other] draw after { $n } moves without a capture
}
setup-js-sum-no_capture_draw-off = no draw for lack of captures
setup-js-sum-few_pieces_draw = { $n ->
    [one] draw at { $n } piece each
   *[other] draw at { $n } pieces each
}
setup-js-sum-few_pieces_draw-off = no draw for few pieces

level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-master = Master

invite-title = You are invited to a game of Yoté
invite-kicker = Invitation
invite-lead = A friend has set up a table and is waiting for you. Take the seat to start playing.
invite-rules = Rules
invite-side = You play
invite-take = Take the seat
invite-taken = This seat has already been taken.
invite-watch = Watch the game
invite-own = This is your own invitation: send the link to your friend. The first person to open it takes the seat.
invite-own-back = Back to your game
invite-rated = This game is rated: taking the seat agrees to it, and the result changes both players' ratings.
invite-over = This game has ended: its seat can no longer be taken.
invite-js-white = White (the pebbles), moving first
invite-js-black = Black (the sticks)
invite-js-unknown = This invitation does not exist. Ask your friend for a new link.
invite-js-network = The server could not be reached. Check your connection and try again.

# A continue link: the page that asks before a seat comes to this browser
continue-title = Continue a game on this device
continue-kicker = Continue a game
continue-question-white = Continue this game as White on this device?
continue-question-black = Continue this game as Black on this device?
continue-question-both = Continue this game, both sides, on this device?
continue-lead = This link carries a seat from one device to another: whoever opens it and confirms plays that seat. Continue only if the link is your own.
continue-replaces-white = This browser already plays White in this game. Continuing replaces that seat: this browser will play Black, and no longer White.
continue-replaces-black = This browser already plays Black in this game. Continuing replaces that seat: this browser will play White, and no longer Black.
continue-confirm-white = Continue as White
continue-confirm-black = Continue as Black
continue-confirm-both = Continue the game here
continue-back = Not now: go to the game

# My games: this browser's games
nav-my-games = My games
mygames-title = My games
mygames-lead = The games you play, the ones waiting for you first. Games from the lobby follow your player to every browser it has joined; the others are kept in this browser only: no account, nothing to remember.
mygames-noscript = This list is kept in your browser and needs JavaScript to show.
mygames-loading = Loading your games…
mygames-new = New game
mygames-js-none = No game yet in this browser. Start one, and it will be listed here.
mygames-js-unreachable = Its state could not be loaded: open it to see it.
mygames-js-waiting-friend = Waiting for your friend to take the seat
mygames-js-over-draw = Finished: draw
mygames-js-over-aborted = Aborted
mygames-js-over-wins = Finished: { $side } won
mygames-js-over-won = Finished: you won
mygames-js-over-lost = Finished: you lost
mygames-js-white = White
mygames-js-black = Black
mygames-js-to-move = { $side } to move
mygames-js-your-move = Your move
mygames-js-their-move = Your opponent’s move
mygames-js-deadline = play by { $when }
mygames-js-on-this-device = On this device
mygames-js-against-computer = Against the computer · { $level }
mygames-js-against-friend = Against a friend
mygames-js-level-beginner = beginner
mygames-js-level-easy = easy
mygames-js-level-medium = medium
mygames-js-level-hard = hard
mygames-js-level-master = master
mygames-js-waiting-for-you = { $n ->
    [one] One game is waiting for your move.
   *[other] { $n } games are waiting for your move.
}
mygames-js-count = { $n ->
    [one] One game.
   *[other] { $n } games.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Time control
setup-clock-unlimited = Unlimited
setup-clock-real-time = Real time
setup-clock-correspondence = Correspondence
setup-clock-custom = Custom
setup-clock-minutes = Minutes each
setup-clock-increment = Seconds added per move
setup-clock-days = Days per move
setup-clock-help = Real time: minutes for the whole game plus seconds after each of your moves; running out of time loses. Correspondence: days for each move. A side that does not make its first move in time aborts the game.
invite-clock = Time control
invite-takebacks = Takebacks
invite-takebacks-yes = Allowed: either player may ask to take back a move.
invite-takebacks-no = None in this game.
invite-host = Invited by
invite-js-clock-unlimited = Unlimited
invite-js-clock-real-time = { $minutes } min + { $increment } s per move
invite-js-clock-correspondence = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}

## The lobby on the home page

lobby-title = Play someone now
lobby-noscript = Pairing with other players needs JavaScript. You can still play a friend with a link, or the computer.
lobby-my-page = My page
lobby-cancel = Stop looking
lobby-rename = Change my name
lobby-rename-label = Your name (3 to 20 letters, digits, - or _)
lobby-rename-save = Save
lobby-rename-note = Your name and rating are kept by this browser only: no account, no email, no password. Clearing the browser's data starts a new player.
lobby-kind-blitz = Blitz
lobby-kind-rapid = Rapid
lobby-kind-correspondence = per move
lobby-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
lobby-js-no-player = Pick a time below: you get a name and a rating with your first game.
lobby-js-me = You play as { $name } · { $rating }
lobby-js-renamed = You are now called { $name }.
lobby-js-connecting = Connecting to the lobby…
lobby-js-seeking = Looking for an opponent at { $tile }…
lobby-js-paired = Opponent found: the game opens…
lobby-js-offer = Nobody else is looking at this time right now. Play the computer while you wait?
lobby-js-play-computer = Play the computer ({ $level })
lobby-js-level-beginner = beginner
lobby-js-level-easy = easy
lobby-js-level-medium = medium
lobby-js-level-hard = hard
lobby-js-level-master = master
lobby-js-players = { $n ->
    [one] { $n } player in the lobby
   *[other] { $n } players in the lobby
}
lobby-js-games = { $n ->
    [one] { $n } game in play
   *[other] { $n } games in play
}
lobby-js-seekers = { $n ->
    [one] { $n } waiting
   *[other] { $n } waiting
}

## A player on another device

mygames-transfer-title = Play on another device
mygames-transfer-lead = A transfer code makes another browser (your other phone, a computer) this same player, with your name, your rating and your games.
mygames-transfer-lost = Without a code, a browser that has lost this site's data is a new player: the old name and rating cannot come back.
mygames-transfer-make = Show a transfer code
mygames-js-transfer-how = On the other device, open { $link } and type this code, or scan the picture. It makes that browser { $name } too, once, until { $until }.
mygames-js-transfer-qr = QR code of the transfer link, code { $code }
mygames-js-joined = You now play as { $name } · { $rating }
mygames-js-against-player = Against { $name }
transfer-title = Join your player on this device
transfer-lead = Type the code shown under “My games” on your other device. This browser then plays as the same player, with the same name, rating and games.
transfer-code-label = Transfer code (8 letters and digits)
transfer-join = Join
transfer-noscript = Joining a player needs JavaScript.
transfer-note = A code works once, for ten minutes. This browser's own player, if it had one, is left behind.
lobby-custom = Another rule set or time
lobby-custom-rules = Rules
lobby-custom-clock = Time
lobby-custom-seek = Offer this game
lobby-open-title = Games on offer
lobby-js-open-none = No game on offer right now. Offer one above: it waits here for a player.
lobby-js-open-take = Play
lobby-js-open-yours = yours
lobby-js-clock-real = { $minutes } min + { $increment } s
lobby-js-clock-days = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
lobby-js-seeking-custom = Your game is on offer: it waits for a player…
lobby-js-held = You left { $games ->
    [one] { $games } game
   *[other] { $games } games
} today: pairing begins in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.

## A player's page

player-ratings = Ratings
player-no-rating = No rated game yet.
player-rules = Rules
player-rating = Rating
player-rated-games = Rated games
player-provisional = A rating with a “?” is provisional: it settles after about a dozen rated games.
player-games = Last games
player-js-mute = Mute { $name }
player-js-unmute = Hear { $name } again
player-js-muted = { $name } is muted: their phrases and chat are hidden from you in every game, on each of your devices.
player-js-heard = You hear { $name } again.
player-no-games = No game from the lobby yet.
player-rating-after = Rating after
player-game-unrated = unrated
player-game-rated = rated
player-game-friend = friend
player-game-computer = computer
player-result-won = Won
player-result-lost = Lost
player-result-drawn = Drawn
player-result-aborted = Aborted
player-result-playing = In play
player-open-game = See the game

setup-takebacks = Takebacks
setup-takebacks-never = Never
setup-takebacks-unrated = In unrated games
setup-takebacks-always = Always
setup-takebacks-help = A player may ask to take back a move; the other player accepts or declines. Against the computer the move is taken back at once. The time spent is not given back.
