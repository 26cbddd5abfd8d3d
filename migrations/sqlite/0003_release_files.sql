-- The static files (web/) of each release that has run on this database, so that a page of an
-- earlier release, still open in a browser, finds its scripts after an upgrade: a node serves
-- /static/<another release>/<path> from here (docs/deploy.md, rolling upgrades).
CREATE TABLE release_files (
    release TEXT NOT NULL,
    path TEXT NOT NULL,
    body BLOB NOT NULL,
    -- When the release first ran here, in milliseconds since 1970.
    stored_at INTEGER NOT NULL,
    PRIMARY KEY (release, path)
);
