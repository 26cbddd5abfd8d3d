# Blocking another player (docs/moderation.md "Block"): the player page's button and its note,
# the refusals, and the privacy page's line.
player-block-note = Blocking keeps the two of you apart: the lobby never pairs you, neither of you sees the other’s games on offer, and neither can take the seat of the other’s rated table.
player-js-block = Block { $name }
player-js-unblock = Unblock { $name }
player-js-blocked = { $name } is blocked, on each of your devices.
player-js-unblocked = { $name } is no longer blocked.
error-own-block = You cannot block yourself.
error-too-many-blocks = You have blocked as many players as you may. Unblock one first.
error-blocked = You cannot play this player: one of you has blocked the other.
privacy-blocks-what = The players you blocked.
privacy-blocks-why = To keep you apart in the lobby and at rated tables, on every device your player is in.
privacy-blocks-long = Until you unblock them, or you or they are forgotten.
