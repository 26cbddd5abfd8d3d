-- Who is connected to a game through each node (docs/scaling.md "Presence"): what the nodes tell
-- each other, kept where an abandonment claim reads it at the moment it is made, so that a
-- notification lost with a listening session never makes a connected player look gone. Only
-- servers sharing a database need it; a single server knows its own connections.
CREATE TABLE presence (
    game_id   TEXT NOT NULL,
    node      BIGINT NOT NULL,           -- the node's id (a random u64, stored as its bits)
    white     INTEGER NOT NULL,          -- connections to each seat, and watchers
    black     INTEGER NOT NULL,
    watchers  INTEGER NOT NULL,
    told_at   BIGINT NOT NULL,           -- unix ms: when these counts were told
    white_seen BIGINT,                   -- unix ms: when a white seat was last connected here
    black_seen BIGINT,                   -- (its last count above zero, or its leaving)
    PRIMARY KEY (game_id, node)
);
CREATE INDEX presence_told_at ON presence (told_at);
