-- Names unique as people read them (docs/site.md "Names"): the way each name_key was made.
-- Keys of way 1 are the name in lower case; the store makes them again, the way of
-- model/name_key.rs (NFKC, case folding, the TS #39 skeleton), when it opens, and marks them 2.
-- The computer's levels keep their keys: their names hold a ':', which a chosen name cannot.
ALTER TABLE players ADD COLUMN name_key_version INTEGER NOT NULL DEFAULT 1;
UPDATE players SET name_key_version = 2 WHERE id LIKE 'computer-%';
-- A player's page finds its player by the name as written first, then by the key.
CREATE INDEX players_name ON players (name);
