# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Aprenda o jogo no tabuleiro em oito lições curtas: colocar, deslocar, saltar e os finais.
game-learn-after-loss-safe = O computador capturou mais peças suas do que você capturou dele. A lição «Proteger as suas peças» mostra como não deixar nenhuma a um salto.
