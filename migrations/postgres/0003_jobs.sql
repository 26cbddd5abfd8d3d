-- The computer's searches as jobs (docs/scaling.md): one row per game and ply, so that a search
-- is asked for once however many nodes hold the game; claimed by a worker thread with
-- FOR UPDATE SKIP LOCKED and a lease that another takes over once it runs out. Only servers
-- sharing a database need it, so SQLite has no such table.
CREATE TABLE jobs (
    game_id     TEXT NOT NULL REFERENCES games(id),
    ply         BIGINT NOT NULL,
    search      TEXT NOT NULL,          -- JSON: rules, position, level, seed, budget
    created_at  BIGINT NOT NULL,        -- unix ms
    claimed_by  TEXT,                   -- the worker thread
    claimed_at  BIGINT,                 -- unix ms; the lease runs from here
    answer      TEXT,                   -- JSON once searched: the action, whether to offer a draw
    PRIMARY KEY (game_id, ply)
);

CREATE INDEX jobs_open ON jobs (created_at) WHERE answer IS NULL;
