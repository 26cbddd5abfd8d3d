# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Aprende el juego en el tablero con once lecciones cortas: colocar, desplazar, saltar, los finales y otros tres reglamentos.
game-learn-after-loss-safe = El ordenador te capturó más fichas de las que tú le capturaste. La lección «Proteger tus fichas» enseña a no dejar ninguna a un salto.
