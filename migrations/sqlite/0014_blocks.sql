-- Blocks (docs/moderation.md "Block"): the players a player does not want to meet, kept with the
-- player. Neither of the two is paired with the other in the lobby, sees the other's custom
-- seeks, or takes the seat of the other's rated table.
CREATE TABLE blocks (
    player TEXT NOT NULL REFERENCES players (id),
    blocked TEXT NOT NULL REFERENCES players (id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (player, blocked)
);
CREATE INDEX blocks_blocked ON blocks (blocked);
