# After a first loss to the computer, the game's banner suggests a lesson (web/game/side.js, docs/learn.md).
game-learn-after-loss = تعلّم اللعبة على الرقعة في أحد عشر درسًا قصيرًا: الوضع والخطو والقفز والنهايات وثلاث مجموعات قواعد أخرى.
game-learn-after-loss-safe = أخذ الحاسوب من قطعك أكثر مما أخذت من قطعه. درس «احمِ قطعك» يريك كيف لا تترك أي قطعة لقفزة.
