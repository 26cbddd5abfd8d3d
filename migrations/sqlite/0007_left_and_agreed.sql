-- Who left a lobby game (aborted it or abandoned it: docs/reliability.md "Leaving lobby games"),
-- the time a seek may first be paired, rated tables waiting for their guest, and the computer's
-- levels as players of rated games against the computer (docs/site.md "Rated by agreement").
ALTER TABLE lobby_games ADD COLUMN left_by TEXT;
CREATE INDEX lobby_games_left ON lobby_games (left_by, rated_at) WHERE left_by IS NOT NULL;
ALTER TABLE seeks ADD COLUMN not_before INTEGER NOT NULL DEFAULT 0;
CREATE TABLE rated_tables (
    game TEXT PRIMARY KEY REFERENCES games (id),
    player TEXT NOT NULL REFERENCES players (id),
    side TEXT NOT NULL,
    address TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
-- The computer's levels: their names hold a ':', which a chosen name cannot.
INSERT INTO players (id, name, name_key, address, created_at, seen_at) VALUES
    ('computer-beginner', 'computer:beginner', 'computer:beginner', '', 0, 0),
    ('computer-easy', 'computer:easy', 'computer:easy', '', 0, 0),
    ('computer-medium', 'computer:medium', 'computer:medium', '', 0, 0),
    ('computer-hard', 'computer:hard', 'computer:hard', '', 0, 0),
    ('computer-master', 'computer:master', 'computer:master', '', 0, 0);
