-- Games no server holds in memory wait here for their next timer (docs/reliability.md "Games in
-- memory"): `wake_at` is when a server must hold the game again (its clock's deadline, unix ms),
-- `turn_since` when its turn began as the server that let it go counted it. Every append clears
-- both: NULL means a server held the game last, and a server loads such a timed game at start.
ALTER TABLE games ADD COLUMN wake_at INTEGER;
ALTER TABLE games ADD COLUMN turn_since INTEGER;
CREATE INDEX games_wake_at ON games (wake_at) WHERE finished = 0;
