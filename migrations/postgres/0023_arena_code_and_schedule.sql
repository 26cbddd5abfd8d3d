-- An arena's entry code (docs/tournaments.md "Entry codes"): the SHA-256 of the arena's id and
-- the code as typed (trimmed, lower case), in hex; NULL for an arena anyone may join. And the
-- site's schedule that made it (docs/tournaments.md "The site's arenas"), NULL for one a player
-- made: one arena per schedule and start, however many nodes make it at once.
ALTER TABLE arenas ADD COLUMN entry_code TEXT;
ALTER TABLE arenas ADD COLUMN schedule TEXT;
CREATE UNIQUE INDEX arenas_schedule_start ON arenas (schedule, starts_at);
-- A player's own last join or withdrawal in an arena, read by each of their requests without
-- reading the arena's others (a thousand players withdrawing at once read a thousand rows).
CREATE INDEX arena_events_player ON arena_events (arena, player, seq);
