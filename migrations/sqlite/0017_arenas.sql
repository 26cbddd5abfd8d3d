-- Arenas (docs/tournaments.md "Arenas on the site"): the arena, its players' joins,
-- withdrawals and pauses in the order they happened, and its games. The node directing an
-- arena (pairing its free players) holds it until `lease_until` (Unix ms) and renews it every
-- second; `seq` numbers the arena's events and its games' ends in one order.
CREATE TABLE arenas (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    rules TEXT NOT NULL,
    initial_s INTEGER NOT NULL,
    increment_s INTEGER NOT NULL,
    rated BOOLEAN NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    created_by TEXT NOT NULL REFERENCES players (id),
    created_at INTEGER NOT NULL,
    director INTEGER,
    lease_until INTEGER NOT NULL DEFAULT 0,
    seq INTEGER NOT NULL DEFAULT 0,
    finished BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX arenas_open ON arenas (finished, starts_at);
-- kind: join, withdraw, pause or resume; rating: the player's rating when they join.
CREATE TABLE arena_events (
    arena TEXT NOT NULL REFERENCES arenas (id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    player TEXT NOT NULL REFERENCES players (id),
    rating INTEGER,
    at INTEGER NOT NULL,
    PRIMARY KEY (arena, seq)
);
-- An arena's game (a lobby game, tile 'arena'); once its director has seen it end: how
-- (won-white, won-black, draw, no-start-white, no-start-black), its plies, and its place
-- among the arena's events.
CREATE TABLE arena_games (
    game TEXT PRIMARY KEY REFERENCES games (id),
    arena TEXT NOT NULL REFERENCES arenas (id),
    white TEXT NOT NULL REFERENCES players (id),
    black TEXT NOT NULL REFERENCES players (id),
    started_at INTEGER NOT NULL,
    ending TEXT,
    plies INTEGER,
    seq INTEGER
);
CREATE INDEX arena_games_arena ON arena_games (arena);
CREATE INDEX arena_games_white ON arena_games (white) WHERE ending IS NULL;
CREATE INDEX arena_games_black ON arena_games (black) WHERE ending IS NULL;
