-- The people on each node's lobby page (docs/site.md "The lobby"): each node says how many
-- with its sign of life, and the lobby's count is the sum over the nodes alive.
ALTER TABLE lobby_nodes ADD COLUMN visitors INTEGER NOT NULL DEFAULT 0;
