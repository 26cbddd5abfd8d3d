# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Problèmes
puzzles-title = Problèmes de Yoté
puzzles-heading = Problèmes
puzzles-intro = Chaque problème a exactement un coup gagnant : trouvez-le. L’ordinateur répond, et votre classement vous suit sur cet appareil.
puzzles-your-rating = Votre classement aux problèmes
puzzles-rules = Règles
puzzles-theme = Thème
puzzles-all-themes = Tous les thèmes
puzzles-hint = Indice
puzzles-solution = Voir la solution
puzzles-next = Problème suivant
puzzles-offline-note = Les problèmes fonctionnent sans connexion une fois cette page ouverte.
puzzles-js-loading = Chargement des problèmes…
puzzles-js-load-failed = Les problèmes n’ont pas pu être chargés. Vérifiez la connexion et rechargez la page.
puzzles-js-task = { $side ->
    [white] Les Blancs jouent : trouvez le seul coup gagnant.
   *[black] Les Noirs jouent : trouvez le seul coup gagnant.
}
puzzles-js-keep-going = Exact ! L’ordinateur a répondu : trouvez le coup suivant.
puzzles-js-wrong = Pas celui-ci, ce coup ne gagne pas : { $action }
puzzles-js-wrong-removal = Le saut est le bon, mais pas cette seconde pièce : prenez-en une autre.
puzzles-js-hint-piece = Indice : regardez la pièce en { $square }.
puzzles-js-hint-place = Indice : une pièce de votre main gagne. Où ?
puzzles-js-hint-theme = Thème : { $theme }.
puzzles-js-solved = Résolu !
puzzles-js-solved-after-mistake = Résolu, après une erreur.
puzzles-js-shown = Voici la solution.
puzzles-js-solution-costs = Voir la solution compte comme un problème manqué : votre classement baisse.
puzzles-js-solution-anyway = La voir quand même
puzzles-js-rating-change = Votre classement : { $rating } ({ $change }).
puzzles-js-unrated = Avec un indice, ce problème ne change pas votre classement.
puzzles-js-about = Problème { $id }, classé { $rating }. Thèmes : { $themes }.
puzzles-js-none = Aucun problème sur ce thème avec ces règles : choisissez un autre thème.
puzzles-js-theme-double-capture = deux pièces d’un coup
puzzles-js-theme-chain = sauts en chaîne
puzzles-js-theme-second-piece = la seconde pièce
puzzles-js-theme-blocking = blocage
puzzles-js-theme-quiet = coup tranquille
puzzles-js-theme-endgame = finale
puzzles-js-theme-finish = termine la partie
puzzles-js-theme-long = plusieurs coups
home-daily = Problème du jour
home-daily-solve = Le résoudre
