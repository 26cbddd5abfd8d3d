## Swiss tournaments and round robins (docs/tournaments.md "Swiss on the site").

swiss-new-title = A Swiss or a round robin
swiss-new-link = A Swiss or a round robin for a class or a club
swiss-new-what = For a class or a club: everyone plays every round, on real boards in the room or on the site, and the site pairs each round and keeps the standings. You direct it from this browser.
swiss-name = Name
swiss-system = Kind
swiss-system-swiss = Swiss: players with the same score meet
swiss-system-robin = Round robin: everyone meets everyone
swiss-system-robin2 = Double round robin: everyone twice, colours swapped
swiss-rounds = Rounds
swiss-code = Entry code
swiss-code-note = Optional: only those who type it may join. Leave it empty to let anyone with the link join.
swiss-create = Make it
swiss-i-won = I won
swiss-draw = Draw
swiss-i-lost = I lost
swiss-join = Join
swiss-withdraw = Leave the tournament
swiss-share = Share the link
swiss-print = Print
swiss-director = Directing
swiss-director-note = Only this browser sees this part: keep the director's link to direct from another phone.
swiss-add-player = Add a player by name
swiss-add = Add
swiss-director-link = Copy the director's link
swiss-manage-player = A player
swiss-give-half = Half-point bye next round
swiss-give-full = Full-point bye next round
swiss-give-withdraw = Withdraw
swiss-noscript = This page needs JavaScript to show the rounds and the standings.
swiss-col-board = Board
swiss-col-white = White
swiss-col-black = Black
swiss-col-result = Result
swiss-standings = Standings
swiss-col-rank = Place
swiss-col-player = Player
swiss-col-points = Points
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz cut 1: the opponents' points, the lowest left out
swiss-buchholz = Buchholz: the opponents' points
swiss-sonneborn-berger = Sonneborn-Berger: the points of the opponents beaten, and half of those drawn
swiss-no-players = Nobody has joined yet.
swiss-js-what-swiss = Swiss, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
} · { $rules }
swiss-js-what-robin = Round robin · { $rules }
swiss-js-what-robin2 = Double round robin · { $rules }
swiss-js-waiting = { $players ->
    [one] One player has joined. The director starts the first round.
   *[other] { $players } players have joined. The director starts the first round.
}
swiss-js-round = Round { $round } of { $rounds }
swiss-js-over = The tournament is over.
swiss-js-pairings = Round { $round }
swiss-js-pair-first = Start round 1
swiss-js-pair-next = Pair round { $round }
swiss-js-pair-wait = Round { $round }: waiting for every result
swiss-js-your-board = Board { $board }: you have { $colour -> 
    [white] White
   *[black] Black
} against { $opponent }.
swiss-js-your-bye = You have the bye this round: a point without playing.
swiss-js-reported = You said { $result }. Waiting for your opponent to say the same.
swiss-js-disputed = You and your opponent said different results: the director decides.
swiss-js-result-set = Result: { $result }.
swiss-js-not-joined = Join to play: the director pairs everyone who has joined.
swiss-js-joined = You are in: number { $number }.
swiss-js-not-paired = You are not paired this round: you join the next one.
swiss-js-you-withdrew = You have left the tournament.
swiss-js-bye = bye
swiss-js-withdrawn = left
swiss-js-copied = Link copied: send it to the players.
swiss-js-director-copied = Director's link copied: whoever opens it directs the tournament.
swiss-js-copy-prompt = Copy this link:
swiss-js-result-none = —
swiss-js-set = Set
swiss-where = Played
swiss-where-boards = On real boards in the room
swiss-where-site = On the site, each player on their own phone
swiss-clock-none = No clock
swiss-rated = Rated games
swiss-gap = Next round
swiss-gap-director = When the director starts it
swiss-gap-after = { $minutes ->
    [one] One minute after the last game of the round
   *[other] { $minutes } minutes after the last game of the round
}
swiss-play = Play your game
swiss-js-on-boards = on real boards
swiss-js-on-site = on the site
swiss-js-clock = clock { $clock }
swiss-js-rated = rated
swiss-js-unrated = unrated
swiss-js-your-game = Board { $board }: your game against { $opponent } is ready.
swiss-js-game-coming = Your game against { $opponent } is being set up.
swiss-js-watch = Watch
swiss-js-next-round = The next round starts at { $time }.
game-swiss-back = Back to the tournament
game-swiss-of = Tournament: { $name }
swiss-show-qr = Show a QR code
swiss-js-show-qr = Show a QR code
swiss-js-hide-qr = Hide the QR code
swiss-qr-caption = Players scan this code with their phone's camera to open the tournament.
swiss-js-withdraw-confirm = { $input ->
    [touch] Tap again to leave
   *[mouse] Click again to leave
}
