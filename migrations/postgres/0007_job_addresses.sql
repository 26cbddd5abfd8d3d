-- Whose search each job is (docs/scaling.md "The computer's queue"): the address that created
-- the game (else a player's). Workers take the first waiting job of each address in turn, and a
-- new game against the computer is admitted only while few jobs wait, counted as the single
-- server's lanes count them.
ALTER TABLE jobs ADD COLUMN address TEXT NOT NULL DEFAULT '';
