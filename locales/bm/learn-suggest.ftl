# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = Tulon in kalan wala kan kalansira surun 11 la: sigili, taamali, panni, tulon laban ani sariya kulu wɛrɛ 3.
game-learn-after-loss-safe = Ɔridinatɛri ye i ka kisɛ caman ta ka tɛmɛ i ye a ta minnu ta kan. Kalansen «I ka kisɛw lakana» b’a jira i la i tɛna kisɛ si to u ka pan a kan cogo min na.
