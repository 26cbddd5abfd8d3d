-- Which sides of an arena game went berserk, once its end is counted (bit 1: White, bit 2:
-- Black): the arena's points count a berserk win's extra point from it.
ALTER TABLE arena_games ADD COLUMN berserk INTEGER NOT NULL DEFAULT 0;
