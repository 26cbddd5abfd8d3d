-- Web Push (docs/protocol.md §5): the deployment's one VAPID key pair, made at first start and
-- shared by every node of one database; the players' subscriptions, each tied to a seat of a
-- game (a browser's one endpoint, in each game it asked for) and gone when the game ends; and
-- the notices sent, one row each, so that of several nodes (or a restarted one) only the first
-- to claim a notice sends it.
CREATE TABLE push_keys (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    private_key TEXT NOT NULL,
    public_key TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE TABLE push_subscriptions (
    endpoint TEXT NOT NULL,
    game TEXT NOT NULL REFERENCES games (id),
    side TEXT NOT NULL,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    lang TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game, endpoint)
);
-- A browser has one endpoint for the site, whatever the game: a 404 or 410 removes it from all.
CREATE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
CREATE TABLE push_sent (
    game TEXT NOT NULL,
    notice TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (game, notice)
);
