-- What the two players of a game said to each other (docs/protocol.md §3.4): preset phrases
-- (kept as their ids) and, in friend games, typed lines. Kept with the game for its players;
-- never part of its record.
CREATE TABLE game_chat (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL REFERENCES games (id),
    side TEXT NOT NULL,
    phrase TEXT,
    text TEXT,
    at INTEGER NOT NULL
);
CREATE INDEX game_chat_game ON game_chat (game, id);
