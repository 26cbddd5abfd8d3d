# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Lær spillet på brettet i elleve korte leksjoner: å sette ut, å flytte, å hoppe, sluttspillene og tre andre regelsett.
game-learn-after-loss-safe = Datamaskinen tok flere av brikkene dine enn du tok av dens. Leksjonen «Hold brikkene dine trygge» viser hvordan du ikke lar noen bli hoppet over.
