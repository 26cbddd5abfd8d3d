# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Learn the game on the board in eleven short lessons: placing, stepping, jumping, the endings and three other rule sets.
game-learn-after-loss-safe = The computer took more of your pieces than you took of its. The lesson “Keeping your pieces safe” shows how to leave none to a jump.
