# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = Arenas
tournaments-lead = Play as many games as you can before the time is up: as soon as your game ends, you are paired again with someone close to you in the standings.
tournaments-scoring = A win is 2 points and a draw 1. After two wins in a row, each win counts double until a game is not won.
tournaments-none = No arena is under way or about to begin. Create one and share its link.
tournaments-running = { $minutes ->
    [one] Under way: 1 minute left
   *[other] Under way: { $minutes } minutes left
}
tournaments-upcoming = { $minutes ->
    [one] Begins in 1 minute
   *[other] Begins in { $minutes } minutes
}
tournaments-ending = Time is up: the last games are being played
tournaments-players = { $n ->
    [one] 1 player
   *[other] { $n } players
}
tournaments-rated = Rated
tournaments-casual = Casual
tournaments-create = Create an arena
tournaments-name = Name (optional)
tournaments-rules = Rules
tournaments-clock = Clock
tournaments-minutes = Duration
tournaments-minutes-option = { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}
tournaments-starts = Begins
tournaments-starts-now = Now
tournaments-starts-in = { $minutes ->
    [one] In 1 minute
   *[other] In { $minutes } minutes
}
tournaments-rated-label = Rated games
tournaments-submit = Create and join
tournaments-code = Entry code (optional)
tournaments-code-help = Only those you give it to can join: a class, a club, a family. 4 to 32 letters or digits.
tournaments-entry-code = Entry code
tournaments-site = An arena of the site
tournaments-berserk = Before your first move in a game you may go berserk: half your clock and no increment, for one more point if you win after 14 moves or more.
tournaments-js-creating = Creating the arena…

arena-join = Join
arena-pause = Pause
arena-withdraw = Leave
arena-share = Share the link
arena-show-qr = Show a QR code
arena-js-show-qr = Show a QR code
arena-js-hide-qr = Hide the QR code
arena-qr-caption = Players scan this code with their phone's camera to open the arena.
arena-go-game = Go to your game
arena-noscript = This page needs JavaScript to show the standings and to bring you to your games.
arena-podium = Podium
arena-standings = Standings
arena-col-rank = Place
arena-col-player = Player
arena-col-games = Games
arena-col-score = Points
arena-no-players = Nobody has joined yet.
arena-pages = Pages of the standings
arena-previous = Previous
arena-next = Next
arena-all = All arenas
arena-code = Entry code
arena-js-join = Join
arena-js-rejoin = Join again
arena-js-starts-in = Begins in { $time }
arena-js-ends-in = { $time } left
arena-js-ending = Time is up: the last games are being played
arena-js-finished = Finished
arena-js-you = { $score ->
    [one] You are in place { $rank } with 1 point.
   *[other] You are in place { $rank } with { $score } points.
}
arena-js-status-active = You are paired as soon as you are free.
arena-js-status-paused = Paused: you are not paired until you join again.
arena-js-status-withdrawn = You have left: join again to play.
arena-js-not-joined = Join to play: you are paired as soon as the arena begins.
arena-js-not-joined-code = This arena takes an entry code: type the one you were given, then join.
arena-js-absent-paused = paused
arena-js-absent-withdrawn = left
arena-js-on-fire = On fire: wins count double
arena-js-sheet = Points game by game
arena-js-sheet-berserk = berserk
arena-js-watch = Watch
arena-js-game-playing = Your game is being played.
arena-js-game-ready = Your game is ready…
arena-js-page = Page { $page } of { $pages }
arena-js-podium-line = { $score ->
    [one] 1 point
   *[other] { $score } points
} · { $games ->
    [one] 1 game
   *[other] { $games } games
} · { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
arena-js-copied = Link copied: send it to the players.
arena-js-copy-prompt = Copy this link:

home-arenas = Arenas
home-arenas-text = An evening of games: join an arena, play as many games as you can, and climb the standings.
home-arenas-link = See the arenas

game-arena-back = Back to the arena
game-arena-of = Arena: { $name }

privacy-arenas-what = The arenas you made or joined: each time you joined, paused or left (with the rating you joined with), and the arena's games.
privacy-arenas-why = An arena's standings are these and its games counted again; they are public on its page, as its games are.
privacy-arenas-long = As long as the arena's page. If you ask us to forget you, your name in its standings becomes “Deleted player”.
privacy-arena-opened-what = The arena games this tab has opened (their ids), in the tab's session storage (yote-arena-opened).
privacy-arena-opened-why = So that the arena takes you to each new game once, and not back to the one you just played.
privacy-arena-opened-long = Until you close the tab.
