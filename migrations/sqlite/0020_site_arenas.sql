-- The maker of the site's own scheduled arenas (docs/tournaments.md "The site's arenas"), a
-- player no browser holds, named as the computer's players are (a name no player can take).
INSERT INTO players (id, name, name_key, address, created_at, seen_at)
VALUES ('site', 'site:arenas', 'site:arenas', '', 0, 0)
ON CONFLICT DO NOTHING;
