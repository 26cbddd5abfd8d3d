# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = Play offline
offline-heading = Play offline
offline-in-browser = These games are played in this browser by the engine in the page, with or without a connection.
offline-what-works = Playing the computer (every level) and two players on this device work offline; games with a friend need the network.
offline-back = ← Offline games
offline-new = New game
offline-opponent = Opponent
offline-computer = The computer
offline-local = Two players on this device
offline-level = Level
offline-colour = Your colour
offline-white = White
offline-black = Black
offline-random = Random
offline-rules = Rules
offline-start = Start
offline-kept = Games kept in this browser
offline-none = No game yet.
offline-kept-note = The last 50 games are kept, in this browser only.
offline-offer-text = No connection? You can still play the computer, or two players on this device.
offline-mygames-link = Games played offline are kept on the offline page →
offline-offer-link = Play offline
offline-js-online = You are online.
offline-js-offline = You are offline.
offline-js-engine-failed = The engine could not be loaded in this browser.
offline-js-vs-computer = Against the computer ({ $level })
offline-js-you-white = you play White
offline-js-you-black = you play Black
offline-js-on-device = Two players on this device
offline-js-in-progress = { $n ->
    [one] in progress, { $n } action played
   *[other] in progress, { $n } actions played
}
offline-js-aborted = aborted
offline-js-draw = drawn
offline-js-you-won = won
offline-js-you-lost = lost
offline-js-white-won = White won
offline-js-black-won = Black won
offline-js-resume = Resume
offline-js-replay = Replay
offline-js-tables-loaded = The computer knows this ending perfectly: its endgame tables ({ $mb } MB) are loaded.
offline-js-tables-known = The computer knows this ending perfectly, from its endgame tables.
offline-js-tables-too-large = This ending's endgame tables ({ $mb } MB) are too large for this page: the computer plays it by search.
offline-js-tables-unavailable = This ending's endgame tables could not be fetched: the computer plays it by search.
