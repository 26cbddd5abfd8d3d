-- Games and their events. A game is the list of its events; the games row holds the facts fixed
-- at creation, plus `finished` and `version` kept up to date for queries.
CREATE TABLE games (
    id            TEXT PRIMARY KEY,
    rules         TEXT NOT NULL,              -- rules string
    opponent      TEXT NOT NULL,              -- friend | computer | local
    level         TEXT,                       -- computer level
    white_secret  TEXT,                       -- NULL for the computer's seat
    black_secret  TEXT,
    invite        TEXT UNIQUE,                -- friend tables created by the API
    rematch_of    TEXT REFERENCES games(id),
    created_at    INTEGER NOT NULL,           -- unix seconds
    finished      INTEGER NOT NULL DEFAULT 0,
    version       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE events (
    game_id     TEXT NOT NULL REFERENCES games(id),
    version     INTEGER NOT NULL,
    event       TEXT NOT NULL,                -- JSON, see docs/protocol.md
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, version)
) WITHOUT ROWID;

CREATE INDEX games_unfinished ON games (finished, opponent);
