# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Jàngal po bi ci taabal bi ci 11 njàng yu gàtt: teg, dox, tëb, njeexitu po ak 3 yeneen xeeti po.
game-learn-after-loss-safe = Ordinatëer bi lekk na say pion lu ëpp li nga lekk ci ay pionam. Njàng mi «Aar say pion» dafay won naka ngay moytoo ñu tëb sa benn pion.
