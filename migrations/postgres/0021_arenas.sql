-- Arenas (docs/tournaments.md "Arenas on the site"): the arena, its players' joins,
-- withdrawals and pauses in the order they happened, and its games. The node directing an
-- arena (pairing its free players) holds it until `lease_until` (Unix ms) and renews it every
-- second; `seq` numbers the arena's events and its games' ends in one order.
CREATE TABLE arenas (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    rules TEXT NOT NULL,
    initial_s BIGINT NOT NULL,
    increment_s BIGINT NOT NULL,
    rated BOOLEAN NOT NULL,
    starts_at BIGINT NOT NULL,
    ends_at BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES players (id),
    created_at BIGINT NOT NULL,
    director BIGINT,
    lease_until BIGINT NOT NULL DEFAULT 0,
    seq BIGINT NOT NULL DEFAULT 0,
    finished BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX arenas_open ON arenas (finished, starts_at);
-- kind: join, withdraw, pause or resume; rating: the player's rating when they join.
CREATE TABLE arena_events (
    arena TEXT NOT NULL REFERENCES arenas (id),
    seq BIGINT NOT NULL,
    kind TEXT NOT NULL,
    player TEXT NOT NULL REFERENCES players (id),
    rating BIGINT,
    at BIGINT NOT NULL,
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
    started_at BIGINT NOT NULL,
    ending TEXT,
    plies BIGINT,
    seq BIGINT
);
CREATE INDEX arena_games_arena ON arena_games (arena);
CREATE INDEX arena_games_white ON arena_games (white) WHERE ending IS NULL;
CREATE INDEX arena_games_black ON arena_games (black) WHERE ending IS NULL;
