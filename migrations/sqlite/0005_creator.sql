-- The address that made each table (docs/reliability.md "Limits"): an address may keep only so
-- many friend tables waiting for their first action.
ALTER TABLE games ADD COLUMN creator TEXT;
CREATE INDEX games_creator_unplayed ON games (creator) WHERE finished = 0 AND version <= 2;
