-- Swiss tournaments played on the site (docs/tournaments.md "Swiss on the site"): each board
-- of a round a lobby game (tile 'swiss') with the tournament's clock, rated or not; the node
-- that directs the tournament (making the games, counting their ends, starting the rounds
-- that start by themselves) holds it until `lease_until` (Unix ms), as an arena's director.
-- initial_s, increment_s: the clock (NULL: none, on real boards only). round_gap_s: the next
-- round starts this long after the last result of the round before (NULL: the director
-- starts each). round_done_at: when the director saw the last round paired complete.
ALTER TABLE swiss ADD COLUMN initial_s INTEGER;
ALTER TABLE swiss ADD COLUMN increment_s INTEGER;
ALTER TABLE swiss ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE swiss ADD COLUMN round_gap_s INTEGER;
ALTER TABLE swiss ADD COLUMN round_done_at INTEGER;
ALTER TABLE swiss ADD COLUMN director INTEGER;
ALTER TABLE swiss ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;
-- A board's game on the site (NULL: on a real board, a bye, or not made yet).
ALTER TABLE swiss_boards ADD COLUMN game TEXT;
CREATE INDEX swiss_boards_game ON swiss_boards (game);
