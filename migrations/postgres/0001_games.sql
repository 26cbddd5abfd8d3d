-- Games and their events, as migrations/sqlite/0001_games.sql (the same columns, PostgreSQL's
-- types). The primary key (game_id, version) is what makes two writers unable to both store
-- version n of a game: the loser's INSERT finds the row there and stores nothing.
CREATE TABLE games (
    id            TEXT PRIMARY KEY,
    rules         TEXT NOT NULL,              -- rules string
    opponent      TEXT NOT NULL,              -- friend | computer | local
    level         TEXT,                       -- computer level
    white_secret  TEXT,                       -- NULL for the computer's seat
    black_secret  TEXT,
    invite        TEXT UNIQUE,                -- friend tables created by the API
    rematch_of    TEXT REFERENCES games(id),
    created_at    BIGINT NOT NULL,            -- unix seconds
    finished      BOOLEAN NOT NULL DEFAULT FALSE,
    version       BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE events (
    game_id     TEXT NOT NULL REFERENCES games(id),
    version     BIGINT NOT NULL,
    event       TEXT NOT NULL,                -- JSON, see docs/protocol.md
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (game_id, version)
);

-- Only the unfinished computer games are looked up (at start), so only they are indexed.
CREATE INDEX games_unfinished_computer ON games (id) WHERE NOT finished AND opponent = 'computer';
