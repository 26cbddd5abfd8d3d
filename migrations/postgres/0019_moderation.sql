-- Moderation (docs/moderation.md "Reports", "Silence and ban", "The operators' yote moderate").
-- Reports a player made about another: the reason, a few words, and for chat in a game the
-- reported player's lines with the lines around them, copied here (JSON) so that they stay.
CREATE TABLE reports (
    id BIGSERIAL PRIMARY KEY,
    reporter TEXT NOT NULL REFERENCES players (id),
    reported TEXT NOT NULL REFERENCES players (id),
    reason TEXT NOT NULL,
    game TEXT,
    words TEXT NOT NULL DEFAULT '',
    evidence TEXT NOT NULL DEFAULT '[]',
    created_at BIGINT NOT NULL,
    closed_at BIGINT,
    closed_by TEXT,
    note TEXT
);
CREATE INDEX reports_reporter ON reports (reporter, created_at);
CREATE INDEX reports_reported ON reports (reported, created_at);
-- Silences and bans, of a player or of an address, until a time or until lifted.
CREATE TABLE sanctions (
    id BIGSERIAL PRIMARY KEY,
    kind TEXT NOT NULL,
    player TEXT REFERENCES players (id),
    address TEXT,
    until_at BIGINT,
    lifted_at BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX sanctions_player ON sanctions (player);
CREATE INDEX sanctions_address ON sanctions (address);
-- Every operator's action (and the automatic silence), one row each.
CREATE TABLE moderation_log (
    id BIGSERIAL PRIMARY KEY,
    at BIGINT NOT NULL,
    operator TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    reason TEXT NOT NULL
);
-- The names an operator took from a player: refused to anyone from then on (by name key).
CREATE TABLE retired_names (
    name_key TEXT PRIMARY KEY,
    at BIGINT NOT NULL
);
-- A line said by a silenced player: kept, and sent to that player only.
ALTER TABLE game_chat ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT FALSE;
