-- Limits per address that must hold across the nodes sharing the database (docs/reliability.md):
-- new tables per address in each minute's window, and the live games against the computer that
-- each address started. Only servers sharing a database need them; SQLite counts in memory.
CREATE TABLE table_counts (
    address       TEXT NOT NULL,
    window_start  BIGINT NOT NULL,        -- unix seconds, a multiple of the window
    n             INTEGER NOT NULL,
    PRIMARY KEY (address, window_start)
);
CREATE INDEX table_counts_window ON table_counts (window_start);

CREATE TABLE computer_claims (
    game_id     TEXT PRIMARY KEY,
    address     TEXT NOT NULL,
    created_at  BIGINT NOT NULL           -- unix seconds
);
CREATE INDEX computer_claims_address ON computer_claims (address);
