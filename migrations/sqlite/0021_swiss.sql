-- Swiss tournaments and round robins (docs/tournaments.md "Swiss on the site"): the
-- tournament, its players by pairing number, the byes asked for a round, and each round's
-- boards with their results. `round` is the last round paired: pairing the next one is one
-- conditional UPDATE of it, so that two directors pairing at once pair it once. `players`
-- counts the players, so that a join takes the next number under the row's lock.
CREATE TABLE swiss (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    system TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    rules TEXT NOT NULL,
    on_boards BOOLEAN NOT NULL,
    director_key TEXT NOT NULL,
    entry_code TEXT,
    created_by TEXT NOT NULL REFERENCES players (id),
    created_at INTEGER NOT NULL,
    initial_white BOOLEAN NOT NULL,
    players INTEGER NOT NULL DEFAULT 0,
    round INTEGER NOT NULL DEFAULT 0,
    finished BOOLEAN NOT NULL DEFAULT FALSE
);
-- A player: one of the site's (`player`), or a name the director typed for a pupil without a
-- phone (`player` NULL). joined_after: the last round paired when they joined;
-- withdrawn_after: the last round paired when they withdrew (NULL: still in).
CREATE TABLE swiss_players (
    swiss TEXT NOT NULL REFERENCES swiss (id),
    number INTEGER NOT NULL,
    player TEXT REFERENCES players (id),
    name TEXT NOT NULL,
    rating INTEGER NOT NULL,
    joined_after INTEGER NOT NULL,
    withdrawn_after INTEGER,
    PRIMARY KEY (swiss, number)
);
CREATE UNIQUE INDEX swiss_players_player ON swiss_players (swiss, player);
CREATE INDEX swiss_players_of ON swiss_players (player);
-- A bye asked for a round not paired yet: H (half a point), F (a full point), Z (none).
CREATE TABLE swiss_byes (
    swiss TEXT NOT NULL REFERENCES swiss (id),
    round INTEGER NOT NULL,
    number INTEGER NOT NULL,
    kind TEXT NOT NULL,
    PRIMARY KEY (swiss, round, number)
);
-- A board of a round: black NULL for the pairing-allocated bye. result: 1-0, 0-1, 1/2, +-
-- (white wins by forfeit), -+; white_says and black_says: what each player reported, the
-- result set when both say the same or the director says it.
CREATE TABLE swiss_boards (
    swiss TEXT NOT NULL REFERENCES swiss (id),
    round INTEGER NOT NULL,
    board INTEGER NOT NULL,
    white INTEGER NOT NULL,
    black INTEGER,
    result TEXT,
    white_says TEXT,
    black_says TEXT,
    PRIMARY KEY (swiss, round, board)
);
