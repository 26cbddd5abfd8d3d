opt-rows = Rangées
opt-rows-help = Nombre de rangées du plateau, de 3 à 8. Standard : 5.
opt-columns = Colonnes
opt-columns-help = Nombre de colonnes du plateau, de 3 à 8. Standard : 6.
opt-pieces = Pièces par joueur
opt-pieces-help = Pièces de chaque joueur, toutes en main au départ ; les deux jeux doivent tenir sur le plateau. Standard : 12.
opt-placement = Pose
opt-placement-help = Si l’on peut déplacer une pièce tant qu’il en reste en main.
opt-second_removal = Seconde pièce prise
opt-second_removal-help = D’où vient la seconde pièce adverse prise après un saut.
opt-second_removal_optional = Seconde pièce facultative
opt-second_removal_optional-help = Si coché, le preneur peut renoncer à la seconde pièce.
opt-chain_jumps = Sauts en chaîne
opt-chain_jumps-help = Si coché, la pièce qui saute peut sauter de nouveau pendant le même tour.
opt-win_at = Victoire à
opt-win_at-help = Vous gagnez dès que votre adversaire n’a plus que ce nombre de pièces ou moins, plateau et main compris.
opt-blocked = Joueur bloqué
opt-blocked-help = Ce qui arrive au joueur qui n’a aucune action légale à son tour.
opt-no_capture_draw = Nulle sans prise
opt-no_capture_draw-help = La partie est nulle après ce nombre de coups d’affilée sans prise.
opt-few_pieces_draw = Nulle à peu de pièces
opt-few_pieces_draw-help = La partie est nulle quand les deux joueurs ont ce nombre de pièces ou moins et qu’aucun ne peut sauter.

val-off = non
val-placement-free = libre : poser, glisser ou sauter à chaque tour
val-placement-hand-first = la main d’abord : pas de déplacement tant qu’il reste des pièces en main
val-second_removal-board = sur le plateau
val-second_removal-board-or-hand = sur le plateau ou dans la main
val-second_removal-board-then-hand = sur le plateau, sinon dans la main
val-blocked-loses = perd
val-blocked-most-on-board = passe ; le plus de pièces sur le plateau gagne

desc-board = { $rows } rangées de { $columns } cases, { $total } cases en tout.
desc-pieces = { $n } chacun, toutes en main au départ.
desc-placement-free = À chaque tour, posez une pièce de votre main, glissez une pièce ou sautez.
desc-placement-hand-first = Tant qu’il vous reste des pièces en main, vous ne pouvez que poser ou sauter ; les déplacements commencent quand la main est vide.
desc-second_removal-board = N’importe quelle autre pièce adverse sur le plateau, au choix du preneur. S’il n’y en a aucune, seule la pièce sautée est retirée ; les pièces en main sont à l’abri.
desc-second_removal-board-or-hand = N’importe quelle autre pièce adverse sur le plateau ou une pièce de la main adverse, au choix du preneur. S’il n’y a aucune autre pièce adverse sur le plateau, elle est prise dans la main.
desc-second_removal-board-then-hand = Sur le plateau ; dans la main adverse seulement quand aucune autre pièce adverse n’est sur le plateau.
desc-second_removal_optional-false = La seconde pièce doit être prise dès qu’il y en a une.
desc-second_removal_optional-true = Le preneur peut prendre une seconde pièce ou y renoncer.
desc-chain_jumps-false = Un seul saut par tour.
desc-chain_jumps-true = Après un saut, la même pièce peut sauter de nouveau, en prenant chaque pièce sautée, et s’arrêter après n’importe quel saut. La seconde pièce est prise une seule fois, après le dernier saut.
desc-win_at = { $n ->
    [0] Vous gagnez quand votre adversaire n’a plus aucune pièce, plateau et main compris.
    [one] Vous gagnez quand votre adversaire n’a plus qu’une pièce ou aucune, plateau et main compris.
   *[other] Vous gagnez quand votre adversaire n’a plus que { $n } pièces ou moins, plateau et main compris.
}
desc-blocked-loses = Le joueur qui n’a aucune action légale à son tour perd.
desc-blocked-most-on-board = Le joueur qui n’a aucune action légale passe. Si aucun des deux ne peut jouer, celui qui a le plus de pièces sur le plateau gagne ; à égalité, c’est nul.
desc-no_capture_draw = Nulle après { $n } coups d’affilée sans prise.
desc-no_capture_draw-off = Pas de nulle faute de prises.
desc-few_pieces_draw = Nulle quand les deux joueurs ont { $n } pièces ou moins et qu’aucun ne peut sauter.
desc-few_pieces_draw-off = Pas de nulle à peu de pièces.
desc-rows = { $n } rangées.
desc-columns = { $n } colonnes.

change-board = Plateau
change-rest = Tout le reste
change-rest-standard = Poser, glisser et sauter comme le disent les règles ; un joueur sans action légale perd.
change-rest-same = Comme dans la partie standard.
