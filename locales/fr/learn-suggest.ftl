# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Apprenez le jeu sur le plateau en onze courtes leçons : la pose, le glissement, le saut, les fins de partie et trois autres jeux de règles.
game-learn-after-loss-safe = L’ordinateur vous a pris plus de pièces que vous ne lui en avez pris. La leçon « Protéger ses pièces » montre comment n’en laisser aucune à un saut.
