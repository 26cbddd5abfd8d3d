# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = S’entraîner contre l’ordinateur
practice-heading = Entraînement
practice-intro = Des positions à gagner ou à tenir contre l’ordinateur à sa plus grande force, jugées par les tables de finales. Moins vous jouez d’actions, plus vous gagnez d’étoiles. Vos étoiles restent sur cet appareil.
practice-lessons = Positions
practice-offline-note = L’entraînement fonctionne sans connexion une fois cette page ouverte ; les tables de finales sont chargées quand la connexion le permet.
practice-other = Retour aux leçons
learn-other = S’entraîner contre l’ordinateur
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Trois contre deux
learn-js-lesson-three-against-three = Trois contre trois
learn-js-lesson-outnumbered = Moins de pièces, et pourtant gagné
learn-js-lesson-hold = Tenir la nulle
learn-js-lesson-tactics = Tactique
learn-js-about-three-against-two = À trois pièces contre deux, un saut et sa seconde pièce terminent la partie. L’ordinateur résiste aussi longtemps qu’il peut : forcez le saut.
learn-js-about-three-against-three = Trois contre trois : le premier saut gagne. Créez la menace que l’ordinateur ne peut pas parer.
learn-js-about-outnumbered = Avoir moins de pièces n’est pas perdre : trouvez le déplacement après lequel l’adversaire ne peut plus empêcher votre saut.
learn-js-about-hold = Ici une seule action garde la partie en vie : toute autre laisse l’ordinateur sauter. Trouvez-la, puis tenez.
learn-js-about-tactics = Des positions de parties, trouvées par le chercheur de problèmes : gagnez-les contre l’ordinateur.
learn-js-note-near-limit = La nulle faute de prise approche : gagnez avant le 120e coup.
learn-js-failed = La partie est finie et le but n’est pas atteint. Réessayez.
privacy-practice-what = Les étoiles gagnées dans chaque position d’entraînement.
privacy-practice-why = Pour montrer vos progrès et ouvrir la position suivante ; elles ne sont envoyées qu’avec un code de transfert que vous créez, pour les porter sur votre autre appareil.
privacy-practice-long = Jusqu’à ce que vous effaciez les données de ce site.
