-- Mutes (docs/moderation.md "Mute"): the players whose phrases and chat a player does not want
-- to see, in any game, kept with the player so that every browser they join hides them.
CREATE TABLE mutes (
    player TEXT NOT NULL REFERENCES players (id),
    muted TEXT NOT NULL REFERENCES players (id),
    created_at BIGINT NOT NULL,
    PRIMARY KEY (player, muted)
);
CREATE INDEX mutes_muted ON mutes (muted);
