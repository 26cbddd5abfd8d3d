-- Timed games (a real-time or correspondence clock) are marked so that the server can load the
-- unfinished ones at start and arm their clocks, whether or not anyone comes back to them.
ALTER TABLE games ADD COLUMN timed BOOLEAN NOT NULL DEFAULT FALSE;

CREATE INDEX games_unfinished_timed ON games (id) WHERE NOT finished AND timed;
