-- The limits per address that must hold across the nodes sharing the database, all in one
-- table (docs/reliability.md "Limits across nodes"): new tables a minute, and new players,
-- renames and transfer codes an hour. A row per limit, address and window; the counts of the
-- tables before this release were for a minute that is long past.
CREATE TABLE limit_counts (
    name          TEXT NOT NULL,          -- the limit: tables, players, renames, transfers
    key           TEXT NOT NULL,          -- the address
    window_start  BIGINT NOT NULL,        -- unix seconds, a multiple of the window
    n             INTEGER NOT NULL,
    PRIMARY KEY (name, key, window_start)
);
CREATE INDEX limit_counts_window ON limit_counts (name, window_start);

DROP TABLE table_counts;
