# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = تعلّم اللعبة على الرقعة في ثمانية دروس قصيرة: الوضع والخطو والقفز والنهايات.
game-learn-after-loss-safe = أخذ الحاسوب من قطعك أكثر مما أخذت من قطعه. درس «احمِ قطعك» يريك كيف لا تترك أي قطعة لقفزة.
