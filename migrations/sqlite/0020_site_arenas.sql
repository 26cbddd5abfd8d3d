-- The maker of the site's own scheduled arenas (docs/tournaments.md "The site's arenas"), a
-- player no browser holds, named as the computer's players are (a name no player can take).
INSERT INTO players (id, name, name_key, address, created_at, seen_at, name_key_version)
VALUES ('site', 'site:arenas', 'site:arenas', '', 0, 0, 2)
ON CONFLICT DO NOTHING;
