-- The lobby (docs/site.md "The lobby"): players without accounts and the browsers they joined,
-- transfer codes, their ratings per rule set,
-- the seeks of the quick-pairing tiles, the games the lobby made, and the one row that says
-- when the last pairing wave ran.
CREATE TABLE players (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    address TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    seen_at INTEGER NOT NULL
);
CREATE INDEX players_seen ON players (seen_at);
-- The browsers a player has joined: each cookie's token as its SHA-256 (never the token).
CREATE TABLE player_tokens (
    token_hash TEXT PRIMARY KEY,
    player TEXT NOT NULL REFERENCES players (id),
    created_at INTEGER NOT NULL
);
CREATE INDEX player_tokens_player ON player_tokens (player);
-- Transfer codes (as their SHA-256): one use, ten minutes.
CREATE TABLE transfer_codes (
    code_hash TEXT PRIMARY KEY,
    player TEXT NOT NULL REFERENCES players (id),
    expires_at INTEGER NOT NULL,
    used BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE TABLE ratings (
    player TEXT NOT NULL REFERENCES players (id),
    rules TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    rated_at INTEGER NOT NULL,
    PRIMARY KEY (player, rules)
);
CREATE TABLE seeks (
    player TEXT PRIMARY KEY REFERENCES players (id),
    tile TEXT NOT NULL,
    -- A custom seek (tile 'custom', shown in the open seeks and taken by a player, never
    -- paired by a wave): its rules string and clock (JSON, as a table's).
    rules TEXT NOT NULL DEFAULT 'standard',
    clock TEXT,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    address TEXT NOT NULL,
    node INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    waves INTEGER NOT NULL DEFAULT 0,
    offered BOOLEAN NOT NULL DEFAULT FALSE,
    game TEXT
);
CREATE INDEX seeks_node ON seeks (node);
CREATE TABLE lobby_games (
    game TEXT PRIMARY KEY REFERENCES games (id),
    white TEXT NOT NULL REFERENCES players (id),
    black TEXT NOT NULL REFERENCES players (id),
    rules TEXT NOT NULL,
    tile TEXT NOT NULL,
    rated BOOLEAN NOT NULL,
    -- Both players' address when they share one (docs/reliability.md "Ratings and one address").
    same_address TEXT,
    white_rating REAL NOT NULL,
    black_rating REAL NOT NULL,
    white_deviation REAL NOT NULL,
    black_deviation REAL NOT NULL,
    white_change REAL,
    black_change REAL,
    created_at INTEGER NOT NULL,
    rated_at INTEGER
);
CREATE INDEX lobby_games_white ON lobby_games (white);
CREATE INDEX lobby_games_black ON lobby_games (black);
CREATE INDEX lobby_games_same_address ON lobby_games (same_address, created_at)
    WHERE same_address IS NOT NULL;
CREATE INDEX lobby_games_unrated ON lobby_games (game) WHERE rated_at IS NULL;
CREATE TABLE lobby_waves (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at INTEGER NOT NULL
);
INSERT INTO lobby_waves (id, at) VALUES (1, 0);
-- Each node's last sign of life: the seeks of a node that stopped leave the pools.
CREATE TABLE lobby_nodes (
    node INTEGER PRIMARY KEY,
    seen_at INTEGER NOT NULL
);
-- The lobby's count of games in play, read every few seconds by each node, without a scan.
CREATE INDEX games_in_play ON games (id) WHERE NOT finished AND timed AND version > 1;
