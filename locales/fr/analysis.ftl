# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = Analyser la partie
analysis-title = Analyse
analysis-lead = Le moteur évalue chaque position d’une partie, dans votre navigateur : la courbe de l’avantage, les erreurs et les gaffes, la meilleure suite à chaque demi-coup. Essayez d’autres actions sur le plateau, ou composez n’importe quelle position.
analysis-live = Cette partie est encore en cours : son analyse sera disponible quand elle sera terminée. D’ici là, voici ses actions jusqu’ici, sans évaluation.
analysis-live-back = Retour à la partie
analysis-live-none = Aucune action n’a encore été jouée.
analysis-noscript = L’analyse se fait dans votre navigateur et demande JavaScript.
analysis-paste-title = Coller le relevé d’une partie
analysis-paste-label = Relevé de partie (tel que « Garder la partie » le donne)
analysis-load = Afficher la partie
analysis-open-editor = Composer une position
analysis-board = Plateau d’analyse
analysis-board-help = Cliquez ou touchez une pièce, puis sa destination ; cliquez un trou vide pour poser. Les flèches parcourent la partie.
analysis-first = Première position
analysis-prev = Demi-coup précédent
analysis-next = Demi-coup suivant
analysis-last = Dernière position
analysis-back-to-line = Revenir à la partie
analysis-run = Analyser
analysis-edit-here = Modifier cette position
analysis-progress = Analyse
analysis-graph-caption = L’avantage des Blancs au fil des demi-coups (au-dessus du milieu, les Blancs sont mieux). Cliquez un point pour aller à ce demi-coup.
analysis-table = L’évaluation sous forme de tableau
analysis-col-ply = Demi-coup
analysis-col-action = Action
analysis-col-score = Évaluation
analysis-col-mark = Note
analysis-moves = Actions
analysis-legend = ?? gaffe, ? erreur. Les évaluations sont du point de vue des Blancs, en pièces.
analysis-editor-title = Éditeur de position
analysis-editor-lead = Choisissez les règles, placez les pièces sur le plateau, réglez les mains et le camp qui joue, puis vérifiez la position et explorez-la.
analysis-editor-preset = Jeu de règles
analysis-editor-rules = Chaîne de règles
analysis-editor-tool = Poser sur le plateau
analysis-editor-white = Blancs
analysis-editor-black = Noirs
analysis-editor-empty = Trou vide
analysis-editor-board = Plateau de l’éditeur de position
analysis-editor-white-hand = Main des Blancs
analysis-editor-black-hand = Main des Noirs
analysis-editor-quiet = Demi-coups depuis la dernière prise
analysis-editor-to-move = Au trait
analysis-editor-position = Position :
analysis-editor-check = Vérifier et explorer
analysis-editor-clear = Vider le plateau
analysis-editor-wipe-yes = Vider le plateau et changer
analysis-editor-wipe-no = Garder les anciennes règles

analysis-js-white = Blancs
analysis-js-black = Noirs
analysis-js-to-move = { $side } au trait.
analysis-js-at = Demi-coup { $n } sur { $total }
analysis-js-start = Départ
analysis-js-hand = { $side } : { $n } en main
analysis-js-square-empty = { $square }, vide
analysis-js-square-piece = { $square }, { $side }
analysis-js-progress = Position { $n } sur { $total }
analysis-js-done = { $n ->
    [one] Analyse terminée : { $n } position évaluée.
   *[other] Analyse terminée : { $n } positions évaluées.
}
analysis-js-blunders = { $n ->
    [one] { $n } gaffe
   *[other] { $n } gaffes
}
analysis-js-mistakes = { $n ->
    [one] { $n } erreur
   *[other] { $n } erreurs
}
analysis-js-errors = { $blunders }, { $mistakes }.
analysis-js-eval-white = avantage aux Blancs
analysis-js-eval-black = avantage aux Noirs
analysis-js-eval-even = égalité
analysis-js-blunder = Gaffe
analysis-js-mistake = Erreur
analysis-js-win = { $n ->
    [one] Les { $side } gagnent en { $n } demi-coup
   *[other] Les { $side } gagnent en { $n } demi-coups
}
analysis-js-best = Meilleure suite : { $line }
analysis-js-best-none = Aucune action : la partie est finie ici.
analysis-js-over = Partie terminée : { $result }.
analysis-js-point = Demi-coup { $n } : { $score }
analysis-js-variation = Autre suite depuis le demi-coup { $n } : { $actions }
analysis-js-played = { $action } joué.
analysis-js-choose = Choisissez l’action :
analysis-js-loading = Chargement du relevé de la partie…
analysis-js-record-fetch = Le relevé de la partie n’a pas pu être chargé.
analysis-js-record-empty = Collez d’abord le relevé d’une partie.
analysis-js-record-no-rules = Ce relevé n’a pas d’étiquette Rules.
analysis-js-record-bad-rules = Les règles du relevé sont illisibles.
analysis-js-record-bad-position = La position de départ du relevé est illisible.
analysis-js-record-bad-action = Ligne { $line } : « { $action } » ne peut pas être joué au demi-coup { $ply }.
analysis-js-engine-failed = Le moteur n’a pas pu démarrer dans ce navigateur.
analysis-js-ed-bad-rules = Ces règles sont illisibles : vérifiez la chaîne de règles (par exemple « standard,rows=6 »).
analysis-js-ed-too-many = { $count ->
    [one] Les { $side } ont { $count } pièce sur le plateau et en main, plus que les { $pieces } que donnent les règles.
   *[other] Les { $side } ont { $count } pièces sur le plateau et en main, plus que les { $pieces } que donnent les règles.
}
analysis-js-ed-bad-number = Les mains et les demi-coups depuis la dernière prise sont des nombres entiers à partir de 0.
analysis-js-ed-bad-position = Le moteur refuse cette position.
analysis-js-ed-ok = La position est valide : explorez-la sur le plateau ci-dessus.
analysis-js-ed-wipe-size = Ces règles se jouent sur un plateau de { $rows }×{ $columns } : les pièces de ce plateau ne peuvent pas rester. Vider le plateau et changer de règles ?
analysis-js-ed-wipe-pieces = Ces règles donnent aux { $side } moins de pièces qu’ils n’en ont sur le plateau : elles ne peuvent pas toutes rester. Vider le plateau et changer de règles ?
analysis-js-table-win = Tables de finales : { $win }. Jeu parfait : { $line }
analysis-js-table-draw = Tables de finales : partie nulle avec un jeu parfait.
