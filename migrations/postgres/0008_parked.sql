-- Games no node holds in memory wait here for their next timer (docs/reliability.md "Games in
-- memory"): `wake_at` is when a node must hold the game again (its clock's deadline, unix ms),
-- `turn_since` when its turn began as the node that let it go counted it. Every append clears
-- both: NULL means a node held the game last, and a node loads such a timed game at start.
ALTER TABLE games ADD COLUMN wake_at BIGINT;
ALTER TABLE games ADD COLUMN turn_since BIGINT;
CREATE INDEX games_wake_at ON games (wake_at) WHERE NOT finished;
