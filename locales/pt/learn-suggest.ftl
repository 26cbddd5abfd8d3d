# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Aprenda o jogo no tabuleiro em onze lições curtas: colocar, deslocar, saltar, os finais e outros três conjuntos de regras.
game-learn-after-loss-safe = O computador capturou mais peças suas do que você capturou dele. A lição «Proteger as suas peças» mostra como não deixar nenhuma a um salto.
