# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Lerne das Spiel auf dem Brett in acht kurzen Lektionen: setzen, ziehen, springen und die Endspiele.
game-learn-after-loss-safe = Der Computer hat dir mehr Steine geschlagen als du ihm. Die Lektion „Die eigenen Steine schützen“ zeigt, wie du keinen zum Überspringen lässt.
