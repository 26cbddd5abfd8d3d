# Leçons 9 à 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md) : une par famille de jeux de règles.
learn-js-lesson-six-by-six = Le plateau 6×6
learn-js-lesson-twenty-five = Le plateau à 25 trous
learn-js-lesson-bodogemu = Les règles de Bodogemu
learn-js-about-six-by-six = Le plateau 6×6 garde les règles standard et ajoute une sixième rangée : colonnes a à f, rangées 1 à 6, 36 cases pour 12 pièces chacun.
learn-js-about-twenty-five = Le plateau de Béart a 25 trous, 5×5. Tant que vous avez des pièces en main, vous ne pouvez que poser ou sauter, jamais glisser. La seconde pièce se prend sur le plateau ou dans la main ennemie, et vous ne gagnez qu’en prenant toutes les pièces ennemies.
learn-js-about-bodogemu = Avec les règles de Bodogemu, une pièce qui a sauté peut sauter encore dans le même tour. La seconde pièce se prend une seule fois, après le dernier saut, et vous pouvez n’en prendre aucune. Vous ne gagnez qu’en prenant toutes les pièces ennemies.
learn-js-note-six-ranks = Ce saut atterrit en d6 : une case que le plateau standard n’a pas.
learn-js-note-corner = Une pièce dans un coin ne peut jamais être sautée : il n’y a pas de case derrière elle. Prenez-la comme seconde pièce.
learn-js-note-no-step = Vous avez encore des pièces en main, donc la pièce en c2 ne peut pas glisser : posez une pièce à côté d’une pièce ennemie, puis sautez.
learn-js-note-no-step-block = Avec une pièce en main, vous ne pouvez pas faire glisser la pièce menacée : posez la vôtre sur la case vide derrière elle.
learn-js-note-hand-choice = Prenez dans la main la pièce qu’aucun saut ne peut atteindre : celle du plateau peut encore être sautée.
learn-js-note-last-piece = Une seule pièce restante, ce n’est pas la fin ici. Dans son coin, elle ne peut pas être sautée : posez une pièce pour qu’elle soit prise où qu’elle glisse.
learn-js-note-chain = Touchez chaque case d’arrivée à la suite : c3, puis c5. La seconde pièce vient une seule fois, après le dernier saut.
learn-js-note-chain-turn = Une chaîne peut tourner : après chaque arrivée, cherchez la pièce ennemie suivante avec une case vide derrière elle.
learn-js-note-decline = Chaque pièce que vous pourriez prendre comme seconde pièce laisserait une des vôtres à un saut : n’en prenez aucune.
learn-js-note-runner = Une seule pièce restante, ce n’est pas la fin : prenez comme seconde pièce celle qui pourrait s’enfuir, et attrapez celle du coin.
