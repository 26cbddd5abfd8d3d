## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Privacy: what this site keeps
privacy-title = Privacy
privacy-lead = No account, no e-mail, no advertising. This page says exactly what the site keeps about you, why, and for how long.
privacy-server-title = What the server keeps
privacy-why = Why:
privacy-how-long = How long:

privacy-player-cookie-what = Your player cookie: a random token naming your player. The server keeps only a fingerprint of it, never the token.
privacy-player-cookie-why = So that your name, your rating and your lobby games follow you without an account.
privacy-player-cookie-long = Two years in your browser; on the server until you forget your player.
privacy-seat-cookies-what = A seat cookie for each game you sit at, sent only to that game’s address.
privacy-seat-cookies-why = So that only you can play your side.
privacy-seat-cookies-long = A year in your browser; the seat’s secret stays with the game.
privacy-lang-cookie-what = The language you chose last.
privacy-lang-cookie-why = To open the site in it.
privacy-lang-cookie-long = A year, in your browser only.
privacy-name-what = Your player’s name, your ratings, and for each rated game your rating before it and its change.
privacy-name-why = Your opponents see your name; the ratings pair you with players of your level and show your progress on your page.
privacy-name-long = Until you forget your player.
privacy-games-what = Games: every action and its time, the chat, the result, and which player sat on each side.
privacy-games-why = Both players, and anyone with the link, can open and analyse a game later.
privacy-games-long = For good. When a player is forgotten, their games stay and show “Deleted player”.
privacy-player-address-what = The address (IP) your player was made from.
privacy-player-address-why = To trace a flood of new players or an offensive name to where it came from.
privacy-player-address-long = { $days ->
    [one] One day, then cleared.
   *[other] { $days } days, then cleared.
}
privacy-table-address-what = The address that made each table.
privacy-table-address-why = One address may keep only so many tables waiting for a friend, and the computer serves addresses in turn.
privacy-table-address-long = { $days ->
    [one] One day, then cleared.
   *[other] { $days } days, then cleared.
}
privacy-shared-address-what = For a lobby game between two players of one address, that address.
privacy-shared-address-why = Players who share an address have only a few rated games a day together.
privacy-shared-address-long = { $days ->
    [one] One day, then cleared.
   *[other] { $days } days, then cleared.
}
privacy-seek-address-what = The address of someone looking for an opponent in the lobby.
privacy-seek-address-why = One address may have only so many players waiting.
privacy-seek-address-long = { $days ->
    [one] While they wait, at most one day.
   *[other] While they wait (minutes), at most { $days } days.
}
privacy-limits-what = Counts of requests per address: new players, new names, tables, transfer codes.
privacy-limits-why = Limits against floods.
privacy-limits-long = An hour at most.
privacy-push-what = If you turn notifications on for a game: your browser’s push address and keys.
privacy-push-why = To tell you, through your browser’s push service, when it is your turn.
privacy-push-long = Until the game ends, you turn them off, or you forget your player.
privacy-mutes-what = The players you muted.
privacy-mutes-why = To hide their phrases and chat from you in every game, on every device your player is in.
privacy-mutes-long = Until you hear them again, or you or they are forgotten.
privacy-transfer-what = Transfer codes, as a fingerprint, with the lessons’ and practice’s stars you send with one until it is used.
privacy-transfer-why = To move your player to another device.
privacy-transfer-long = They work for ten minutes and are removed a day later.
privacy-logs-what = The server’s logs (each request’s address, time and route) and the database’s backups.
privacy-logs-why = To find faults and attacks, and to recover the games after a failure.
privacy-logs-long = { $days ->
    [one] One day at most, then deleted.
   *[other] { $days } days at most, then deleted.
}

privacy-yours-title = Your data
privacy-download = “Download my data”, on “My games”, gives you a file (JSON) with your player’s name, the address it was made from if still kept, your ratings, and your lobby games: opponent, result, rating change and date.
privacy-forget = “Forget me”, on “My games”, deletes your player’s name, address, ratings, push subscriptions and transfer codes, and every browser’s link to your player, at once. Your games stay, your side shown as “Deleted player”. The name is free for anyone to take afterwards. It cannot be undone.
privacy-no-player = Games with a friend or against the computer that were not rated belong to no player: they are kept with their seats, and nothing links them to you but the seat cookies in your browser.
privacy-to-my-games = Go to My games
privacy-device-title = What stays on your device

privacy-recent-what = The list of your games for “My games”: each game’s id and your side.
privacy-recent-why = To find your games again without an account.
privacy-recent-long = Until you clear this site’s data.
privacy-kept-player-what = Your player’s name and rating.
privacy-kept-player-why = To greet you on the home page when the network is gone.
privacy-kept-player-long = Until you forget your player or clear this site’s data.
privacy-offline-what = Games played offline, and your puzzle rating with the puzzles you solved.
privacy-offline-why = They are played in the browser and never sent.
privacy-offline-long = Until you clear this site’s data.
privacy-settings-what = Your choices: the theme, sound off, a game’s chat muted, notifications on for a game.
privacy-settings-why = To keep them from one visit to the next.
privacy-settings-long = Until you change them or clear this site’s data.
privacy-cache-what = The app’s cache: the site’s files and the pages that are the same for everyone.
privacy-cache-why = To play offline.
privacy-cache-long = Replaced with each new version of the site.
privacy-clear-device = To clear all of it, open your browser’s settings for this site and delete its data (on a phone: the site’s settings, then “Clear & reset” or “Delete data”). Without a transfer code, a browser that has lost its data is a new player.
privacy-nothing-else-title = Nothing else
privacy-nothing-else = No advertising, no analytics, no other site’s scripts: every file comes from this site. Nothing is sold or shared.

game-deleted-player = Deleted player

mygames-privacy-link = Privacy: what this site keeps about you
mygames-data-title = Your data
mygames-data-lead = Download what the site keeps about your player, or have it forgotten.
mygames-data-download = Download my data
mygames-forget = Forget me
mygames-forget-what = This deletes your player’s name, ratings, push subscriptions and transfer codes for good, on every browser it has joined. Your games stay, shown with “Deleted player”. This browser becomes a newcomer.
mygames-forget-yes = Yes, forget me
mygames-forget-no = Cancel
mygames-js-forgotten = Your player is forgotten. This browser is new to the site.
mygames-js-against-deleted = Against a deleted player
