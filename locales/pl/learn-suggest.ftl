# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Naucz się gry na planszy w jedenastu krótkich lekcjach: stawianie, przesuwanie, skoki, końcówki i trzy inne zestawy zasad.
game-learn-after-loss-safe = Komputer zbił ci więcej pionków niż ty jemu. Lekcja „Chroń swoje pionki” pokazuje, jak nie zostawić żadnego do przeskoczenia.
