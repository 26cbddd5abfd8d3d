# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Lerne das Spiel auf dem Brett in elf kurzen Lektionen: setzen, ziehen, springen, die Endspiele und drei weitere Regelwerke.
game-learn-after-loss-safe = Der Computer hat dir mehr Steine geschlagen als du ihm. Die Lektion „Die eigenen Steine schützen“ zeigt, wie du keinen zum Überspringen lässt.
