# Leçons (/{lang}/learn, web/learn.js, docs/learn.md).
learn-title = Apprendre le Yoté
learn-heading = Apprendre le Yoté
learn-intro = Onze courtes leçons sur le plateau, de la première pièce posée aux fins de partie, puis trois autres jeux de règles. Chaque exercice a un seul but ; moins vous jouez de coups, plus vous gagnez d’étoiles. Vos étoiles restent sur cet appareil.
learn-lessons = Leçons
learn-hint = Indice
learn-retry = Recommencer
learn-next = Suivant
learn-offline-note = Les leçons fonctionnent sans connexion une fois cette page ouverte.
home-learn = Vous découvrez le Yoté ?
home-learn-text = Apprenez le jeu sur le plateau en onze courtes leçons : la pose, le glissement, le saut, les fins de partie et trois autres jeux de règles.
home-learn-start = Commencer les leçons
learn-js-loading = Chargement des leçons…
learn-js-load-failed = Les leçons n’ont pas pu être chargées. Vérifiez la connexion et rechargez la page.
learn-js-lesson-place = Poser une pièce
learn-js-lesson-step = Glisser
learn-js-lesson-jump = Le saut prend
learn-js-lesson-second-piece = La seconde pièce
learn-js-lesson-safe = Protéger ses pièces
learn-js-lesson-hand-or-board = La main ou le plateau
learn-js-lesson-endings = Fins de partie
learn-js-lesson-draws = Les parties nulles
learn-js-about-place = À votre tour, vous pouvez poser une pièce de votre main sur n’importe quelle case vide : touchez votre main, puis la case.
learn-js-about-step = Une pièce sur le plateau glisse d’une case vers le haut, le bas, la gauche ou la droite, sur une case vide, jamais en diagonale.
learn-js-about-jump = Sautez par-dessus une pièce ennemie voisine de la vôtre, sur la case vide juste derrière : la pièce sautée est prise, et vous prenez aussi une seconde pièce.
learn-js-about-second-piece = Après chaque saut, vous prenez une seconde pièce ennemie sur le plateau, celle que vous voulez. Avec les règles standard, une pièce en main ne risque rien.
learn-js-about-safe = Une pièce qui a une pièce ennemie à côté et une case vide derrière elle peut être sautée. Faites-la glisser ailleurs, ou occupez la case derrière elle.
learn-js-about-hand-or-board = Une pièce en main ne peut pas être prise, mais elle ne prend rien non plus : posez-la là où elle attaque, ou déplacez les pièces déjà sur le plateau.
learn-js-about-endings = Vous gagnez quand votre adversaire n’a plus qu’une pièce ou aucune. Ici l’ordinateur répond à chaque coup ; les tables de finales jugent la fin de partie quand cet appareil les a.
learn-js-about-draws = La partie est nulle après 120 coups d’affilée sans prise. Certains jeux de règles rendent aussi nulle une partie où chaque camp a peu de pièces.
learn-js-note-keep-target = Choisissez bien la seconde pièce : le saut suivant a besoin de sa cible.
learn-js-note-hand-safe = Les Noirs n’ont aucune autre pièce sur le plateau : seule la pièce sautée est prise, la main ne risque rien.
learn-js-note-hand-capture = Avec le jeu de règles « deuxième pièce prise dans la main », la seconde pièce peut être prise dans la main ennemie au lieu du plateau.
learn-js-note-hand-only = Avec le jeu de règles « deuxième pièce prise dans la main », s’il n’y a aucune autre pièce ennemie sur le plateau, la seconde pièce est prise dans la main.
learn-js-note-block = Deux sauts atterriraient sur la même case vide : occupez-la.
learn-js-note-empty-hand = Votre main est vide : déplacez une pièce sur le plateau.
learn-js-note-fork = Trouvez la case d’où deux sauts menacent à la fois.
learn-js-note-two-against-two = Deux contre deux : le premier qui peut sauter gagne. Ne laissez aucune pièce à un saut.
learn-js-note-limit = 119 coups sans prise ont été joués : le prochain termine la partie.
learn-js-note-few-pieces = Cette table déclare la partie nulle quand chaque camp a trois pièces ou moins et que personne ne peut sauter.
learn-js-lesson-title = Leçon { $number } : { $title }
learn-js-exercise-of = Exercice { $n } sur { $total }
learn-js-goal-occupy = { $count ->
    [one] Amenez une de vos pièces en { $squares }.
   *[other] Amenez vos pièces en { $squares }.
}
learn-js-goal-capture = { $count ->
    [one] Prenez une pièce ennemie.
   *[other] Prenez { $count } pièces ennemies.
}
learn-js-goal-clear = Prenez la pièce ennemie en { $square }.
learn-js-goal-hand = Sautez, puis prenez la seconde pièce dans la main ennemie.
learn-js-goal-safe = Jouez un coup après lequel aucune de vos pièces ne peut être sautée.
learn-js-goal-win = Gagnez la partie : l’ordinateur répond.
learn-js-goal-hold = { $count ->
    [one] Jouez un coup sans perdre : l’ordinateur répond.
   *[other] Jouez { $count } coups sans perdre : l’ordinateur répond.
}
learn-js-goal-draw = Obtenez la nulle : l’ordinateur répond.
learn-js-hint = Indice : { $action }
learn-js-wrong = Pas celui-ci : { $action } Ce coup ne mène pas au but.
learn-js-solved = { $stars ->
    [one] Réussi ! Une étoile : recommencez avec moins de coups.
   *[other] Réussi ! { $stars } étoiles.
}
learn-js-all-done = Vous avez joué toutes les leçons.
learn-js-stars = { $stars ->
    [one] une étoile sur trois
   *[other] { $stars } étoiles sur trois
}
learn-js-lesson-stars = { $stars } étoiles sur { $total }
privacy-learn-what = Les étoiles gagnées dans les exercices de chaque leçon, et si une leçon vous a été proposée après une défaite contre l’ordinateur.
privacy-learn-why = Pour montrer vos progrès et ouvrir l’exercice suivant ; elles ne sont envoyées qu’avec un code de transfert que vous créez, pour les porter sur votre autre appareil.
privacy-learn-long = Jusqu’à ce que vous effaciez les données de ce site.
