variant-kicker = Jeu de règles du yoté
variant-play = Ouvrir une table avec ces règles
variant-what = De quoi s’agit-il ?
variant-changes = Changements de règles
variant-changes-caption = Ce qui distingue ce jeu de règles de la partie standard
variant-aspect = Règle
variant-history = Histoire
variant-others = Autres jeux de règles

v-standard-title = Yoté standard
v-standard-short = Plateau 5×6, 12 pièces chacun, la seconde pièce prise sur le plateau.
v-standard-lead = La partie que décrivent la plupart des jeux de règles modernes : un plateau de 5 rangées de 6 cases, douze pièces chacun, et chaque prise qui enlève la pièce sautée et une seconde sur le plateau.
v-standard-what-1 = Chaque joueur commence avec douze pièces en main et un plateau vide entre eux. À votre tour, vous posez une pièce, vous glissez d’une case ou vous sautez par-dessus une pièce adverse pour la prendre, puis vous prenez une seconde pièce adverse sur le plateau. Vous gagnez quand votre adversaire n’a plus qu’une pièce.
v-standard-what-2 = C’est la partie à laquelle tous les autres jeux de règles du site se comparent. Son tableau des changements n’a qu’une ligne : c’est la référence.
v-standard-history-1 = Le yoté est un jeu traditionnel d’Afrique de l’Ouest. Charles Béart l’a consigné dans Jeux et jouets de l’ouest africain (Dakar, 1955) comme l’un des jeux d’argent les plus répandus au Sénégal, joué avec douze cailloux contre douze petits bâtons. Games of the World de Frederic V. Grunfeld (1975) et The Games of Africa de Jennifer Prior (1994) le décrivent en anglais, et les brusques retournements de fortune sont souvent donnés comme la raison pour laquelle on y joue de l’argent.
v-standard-history-2 = Le plateau était traditionnellement une grille de trous creusés dans le sol, si bien que rien n’en fixait la taille ; la plupart des jeux de règles modernes utilisent 5 rangées de 6 cases. Les règles de João Pedro Neto prennent la seconde pièce sur le plateau et jamais dans la réserve, et d’autres règles modernes font de même. La partie standard ici les suit.
v-standard-history-3 = La nulle après 120 coups sans prise vient du jeu de règles Béart ; le site l’ajoute à tous les jeux de règles pour que toute partie se termine.

v-hand-capture-title = Le yoté : deuxième pièce prise dans la main
v-hand-capture-short = La seconde pièce peut être prise dans la main de l’adversaire.
v-hand-capture-lead = Après chaque prise au yoté, prenez votre deuxième pièce adverse sur le plateau ou dans la main de l’adversaire : une option qui fait coûter à chaque prise une pièce entière.
v-hand-capture-what-1 = Chaque prise au yoté retire deux pièces adverses : celle que vous sautez et une deuxième de votre choix. Dans la partie standard proposée ici, cette deuxième pièce doit venir du plateau. Avec cette option, activée dans la configuration de la table, vous pouvez la prendre sur le plateau ou parmi les pièces que votre adversaire a encore en main.
v-hand-capture-what-2 = La différence compte surtout en début de partie et chaque fois qu’un joueur garde des pièces en main. Dans la partie standard, un joueur qui a peu de pièces sur le plateau perd peu au deuxième retrait, et si sa pièce sautée était la seule sur le plateau, il n’y a pas de deuxième retrait du tout. Avec cette option, la deuxième pièce est toujours prise tant que votre adversaire en a encore une, et la prendre dans la main lui retire une réserve qui aurait pu être posée n’importe où. Garder des pièces en réserve n’est plus un moyen sûr de les protéger.
v-hand-capture-history-1 = Le yoté est un jeu traditionnel d’Afrique de l’Ouest, consigné par Charles Béart dans Jeux et jouets de l’ouest africain (Dakar, 1955) comme l’un des jeux d’argent les plus répandus au Sénégal. Sa règle emblématique est qu’une prise enlève deux pièces : Béart écrit que celui qui prend enlève aussi une pièce de son choix parmi celles de l’adversaire (« un pion au choix dans le jeu de l’adversaire »), et cette formule ne désigne pas le plateau comme seul endroit où la prendre.
v-hand-capture-history-2 = Les règles ultérieures tranchent la question de différentes manières. Les règles de João Pedro Neto précisent que la pièce supplémentaire est prise sur le plateau mais pas dans la réserve de l’adversaire, et d’autres règles modernes la prennent également sur le plateau. Une édition en boîte la prend sur le plateau, ou parmi les pièces non posées de l’adversaire quand il n’y en a aucune sur le plateau.
v-hand-capture-history-3 = La partie standard proposée ici suit la règle du plateau seul. Cette option est la lecture ouverte de l’ancienne règle : la deuxième pièce peut venir du plateau ou de la main à tout moment, ce qui fait coûter à chaque prise deux pièces à l’adversaire tant qu’il en a.

v-six-by-six-title = Le yoté sur un plateau 6×6
v-six-by-six-short = Un plateau carré avec une sixième rangée et plus de place pour manœuvrer.
v-six-by-six-lead = Jouez au yoté sur un plateau carré de 6×6 : les mêmes 12 pièces chacun et les mêmes règles de prise, avec une sixième rangée qui donne plus de place pour poser, reculer et s’échapper.
v-six-by-six-what-1 = Le plateau standard du yoté a 5 rangées de 6 cases. Dans cette variante, vous jouez sur un plateau carré de 6×6, choisi comme taille de plateau dans la configuration de la table. Rien d’autre ne change : chaque joueur commence toujours avec 12 pièces en main, les Blancs commencent, et à chaque tour vous posez une pièce sur une case vide, glissez une pièce vers une case voisine vide, ou sautez par-dessus une pièce adverse. Chaque prise retire toujours la pièce sautée et une deuxième pièce adverse de votre choix sur le plateau.
v-six-by-six-what-2 = La rangée supplémentaire ajoute six cases : 36 cases pour les mêmes 24 pièces. Quand toutes les pièces sont posées, douze cases restent vides au lieu de six. Les pièces ont plus de place pour glisser à l’écart d’une menace, mais il y a aussi plus de cases vides derrière chaque pièce où un adversaire peut sauter, si bien qu’une position reste ouverte plus longtemps.
v-six-by-six-history-1 = Le yoté est un jeu traditionnel d’Afrique de l’Ouest. Charles Béart l’a décrit dans son ouvrage Jeux et jouets de l’ouest africain, publié à Dakar en 1955, comme l’un des jeux d’argent les plus répandus au Sénégal, joué avec 12 cailloux contre 12 petits bâtons. Il est décrit en anglais dans Games of the World de Frederic V. Grunfeld (1975) et The Games of Africa de Jennifer Prior (1994).
v-six-by-six-history-2 = La taille de la grille n’a jamais été fixée. La description de Béart parle d’un plateau de vingt-cinq trous, une grille de 5×5, et le choko de Gambie, un jeu très proche, se joue aussi sur 5×5. La plupart des jeux de règles modernes utilisent 5 rangées de 6 cases, la partie standard ici. Traditionnellement, le plateau n’était qu’une grille tracée ou creusée dans le sol : rien ne le liait à une taille.
v-six-by-six-history-3 = Nous ne connaissons aucune source publiée pour le yoté sur 6×6. Il est proposé ici comme un plateau plus spacieux pour les joueurs qui veulent des parties plus longues, avec toutes les règles de la partie standard inchangées.

v-bodogemu-title = Le yoté de Bodogemu
v-bodogemu-short = Sauts en chaîne, seconde pièce facultative, jusqu’à la dernière pièce.
v-bodogemu-lead = Les règles publiées par le site Bodogemu : une pièce qui saute peut continuer à sauter, la seconde pièce se prend ou se laisse, et la partie continue jusqu’à ce qu’un camp ait perdu toutes ses pièces.
v-bodogemu-what-1 = Bodogemu joue sur le plateau habituel de 5 rangées de 6 cases, avec douze pièces chacun, et tire au sort qui commence. Poser, glisser et sauter se font comme dans la partie standard, mais une pièce qui atterrit à côté d’une autre pièce adverse peut sauter de nouveau pendant le même coup, en prenant chaque pièce sautée, tant que chaque saut atterrit sur une case libre. Elle peut s’arrêter après n’importe quelle prise.
v-bodogemu-what-2 = Après une prise, vous pouvez prendre n’importe quelle autre pièce adverse sur le plateau, sans y être obligé. Vous gagnez en prenant toutes les pièces adverses. Si aucun joueur ne peut faire d’action valide, celui qui a le plus de pièces sur le plateau gagne ; et si les deux joueurs finissent avec trois pièces ou moins sans coup de prise, la partie est nulle.
v-bodogemu-history-1 = Les règles de Bodogemu présentent le yoté comme un jeu joué principalement au Sénégal, au Mali et au Burkina Faso, populaire pour ses règles simples et ses fréquents retournements de situation, qui poussent certains à parier. Elles le décrivent joué par terre, avec des cailloux et des petits bâtons, dans des trous creusés pour les cases, comme l’avait consigné Charles Béart dans Jeux et jouets de l’ouest africain (Dakar, 1955).
v-bodogemu-history-2 = Les sauts en chaîne figurent dans les règles de Bodogemu et non chez Béart, où l’on ne fait qu’un saut par tour ; le jeu de règles Béart de ce site le dit expressément. Ces règles ne disent pas quand la seconde pièce est prise pendant une chaîne : nous la prenons une fois, après le dernier saut.
v-bodogemu-history-3 = Bodogemu tire les couleurs au sort, et une table préparée avec ce jeu de règles aussi, sauf si vous en décidez autrement. Nous ajoutons la nulle après 120 coups sans prise, comme dans tous les jeux de règles du site.

v-beart-title = Le yoté de Béart, à 25 trous
v-beart-short = Plateau 5×5, la main d’abord, la seconde pièce sur le plateau ou dans la réserve.
v-beart-lead = Vingt-cinq trous creusés dans le plateau, douze pièces chacun, et une prise qui en coûte toujours deux : le jeu de règles du jeu de 25 trous.
v-beart-what-1 = Le plateau compte 25 trous, 5 rangées de 5, vide au départ, et chaque joueur a 12 pièces hors jeu. Tant qu’il vous reste des pièces à poser, vous posez dans un trou vide ou vous sautez pour capturer ; rien d’autre ne bouge. Quand toutes vos pièces sont posées, vous déplacez une pièce vers un trou voisin vide, ou vous sautez.
v-beart-what-2 = Un saut prend la pièce sautée et une seconde pièce adverse de votre choix, sur le plateau ou dans la réserve : une prise coûte toujours deux pièces. Il n’y a pas de prise en chaîne, et la prise n’est jamais obligatoire. Vous gagnez en prenant les douze pièces adverses. Le joueur qui ne peut plus bouger à son tour perd (Ndar-Kepp, « bloqué de partout » en wolof), mais un joueur sans pièce sur le plateau et avec des pièces en réserve n’est pas bloqué : il pose. La partie est nulle d’un commun accord ou après 120 coups sans prise.
v-beart-history-1 = Charles Béart a décrit le yoté dans Jeux et jouets de l’ouest africain (Dakar, 1955), joué avec douze cailloux contre douze petits bâtons ; sa description parle d’un plateau de vingt-cinq trous. Le choko de Gambie, un jeu très proche, se joue aussi sur 5×5. Frederic V. Grunfeld (Games of the World, 1975) et Jennifer Prior (The Games of Africa, 1994) ont ensuite décrit le jeu en anglais.
v-beart-history-2 = La formule de Béart pour la seconde pièce, « un pion au choix dans le jeu de l’adversaire », ne la limite pas au plateau, et ce jeu de règles la prend sur le plateau ou dans la réserve. La règle qui fait poser toutes les pièces de la main avant d’en déplacer une, la défaite par Ndar-Kepp et la nulle après 120 coups viennent des règles du jeu de 25 trous.

# Les tableaux des changements de règles : une rangée par aspect dont parle la page source
# (src/site/pages.rs, `table_rows`). vt-<rangée> nomme la rangée, vt-<rangée>-standard la
# partie standard, vt-<préréglage>-<rangée> l’ensemble de règles ; v-<préréglage>-source la source.
vt-board = Plateau
vt-board-standard = 5 rangées de 6 cases, 30 cases en tout.
vt-pieces = Pièces et cases vides
vt-pieces-standard = 12 chacun, toutes en main au départ. Quand toutes les pièces sont posées, 6 cases restent vides.
vt-moves = Poser, glisser et sauter
vt-moves-standard = Posez une pièce sur n’importe quelle case vide, glissez d’une case vers le haut, le bas, la gauche ou la droite, ou sautez de même une pièce adverse voisine vers la case vide derrière elle, puis prenez une seconde pièce adverse de votre choix sur le plateau.
vt-end = Fin de la partie
vt-end-standard = Vous gagnez quand il ne reste à votre adversaire qu’une pièce ou aucune, plateau et main compris. Un joueur qui n’a aucune action légale à son tour perd.
vt-second = Seconde pièce prise après une prise
vt-second-standard = N’importe quelle autre pièce adverse sur le plateau, au choix de celui qui prend. Elle doit être prise dès qu’il y en a une.
vt-none-left = Quand aucune autre pièce adverse n’est sur le plateau
vt-none-left-standard = Seule la pièce sautée est retirée ; les pièces en main sont à l’abri.
vt-start = Qui commence
vt-start-standard = Les Blancs commencent. La configuration de la table dit qui a les Blancs : le créateur, l’adversaire, ou l’un des deux au hasard.
vt-placing = Poser et glisser
vt-placing-standard = À chaque tour, posez une pièce de votre main, glissez une pièce ou sautez.
vt-chain = Sauts par tour
vt-chain-standard = Un seul saut par tour.
vt-win = Victoire
vt-win-standard = Vous gagnez quand il ne reste à votre adversaire qu’une pièce ou aucune, plateau et main compris.
vt-blocked = Joueur bloqué
vt-blocked-standard = Le joueur qui n’a aucune action légale à son tour perd (Ndar-Kepp). Un joueur qui a des pièces en main et une case vide peut toujours poser.
vt-draws = Parties nulles
vt-draws-standard = { $n ->
    [one] Après { $n } coup sans prise, ou d’un commun accord.
   *[other] Après { $n } coups d’affilée sans prise, ou d’un commun accord.
}

v-standard-source = Sources : les règles de João Pedro Neto et d’autres jeux de règles modernes pour le plateau et la seconde pièce ; le jeu de règles Béart pour la nulle après 120 coups.

vt-six-by-six-board = 6 rangées de 6 cases, 36 cases en tout, choisi dans la configuration de la table.
vt-six-by-six-pieces = Les mêmes 12 chacun. Quand toutes les pièces sont posées, 12 cases restent vides.
vt-six-by-six-moves = Pareil, sur le plateau agrandi : glissements et sauts atteignent aussi la sixième rangée.
vt-six-by-six-end = Pareil.
v-six-by-six-source = Source : aucune publiée. Nous ne connaissons aucune source pour le yoté sur 6 × 6 : les rangées ci-dessus sont la partie standard sur un plateau d’une sixième rangée.

vt-hand-capture-second = N’importe quelle autre pièce adverse sur le plateau, ou une pièce de la main de l’adversaire, au choix de celui qui prend.
vt-hand-capture-none-left = La deuxième pièce doit être prise dans la main de l’adversaire, s’il en a une.
vt-hand-capture-moves-standard = Posez une pièce sur n’importe quelle case vide, glissez d’une case vers le haut, le bas, la gauche ou la droite, ou sautez de même une pièce adverse voisine vers la case vide derrière elle.
vt-hand-capture-moves = Pareil.
vt-hand-capture-end = Pareil. Une pièce prise dans la main compte pour la victoire comme n’importe quelle autre.
v-hand-capture-source = Sources : Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), « un pion au choix dans le jeu de l’adversaire », lu au sens large ; la partie standard suit la règle du plateau seul de João Pedro Neto.

vt-bodogemu-start = Tiré au sort, comme sur Bodogemu ; une table avec ce jeu de règles fait de même, sauf si vous choisissez autrement. Les Blancs commencent.
vt-bodogemu-board = Pareil : 5 rangées de 6 cases (« 6x5 » selon Bodogemu), 12 pièces chacun en main.
vt-bodogemu-placing = Pareil : poser, glisser d’une case vers le haut, le bas, la gauche ou la droite (jamais en diagonale), ou sauter.
vt-bodogemu-second = N’importe quelle autre pièce adverse sur le plateau, au choix de celui qui prend, mais vous pouvez aussi n’en prendre aucune.
vt-bodogemu-chain = Après un saut, la même pièce peut sauter de nouveau pendant le même coup, en prenant chaque pièce sautée, tant que chaque saut retombe sur une case vide ; elle peut s’arrêter après n’importe quel saut. La seconde pièce est prise une seule fois, après le dernier saut (notre lecture : la source ne le dit pas).
vt-bodogemu-win = Vous gagnez en capturant toutes les pièces adverses.
vt-bodogemu-blocked = Le joueur qui n’a aucune action légale passe. Si aucun des deux ne peut jouer, celui qui a le plus de pièces sur le plateau gagne ; à égalité, c’est nul.
vt-bodogemu-draws = { $n ->
    [one] Quand les deux joueurs ont 3 pièces ou moins et qu’aucun ne peut prendre. Aussi après { $n } coup sans prise (ajouté par ce site), ou d’un commun accord.
   *[other] Quand les deux joueurs ont 3 pièces ou moins et qu’aucun ne peut prendre. Aussi après { $n } coups sans prise (ajouté par ce site), ou d’un commun accord.
}
v-bodogemu-source = Source : les règles du yoté de Bodogemu, « Comment jouer » et « Fin de la partie ». La nulle après 120 coups est ajoutée par ce site, et le moment où une chaîne prend sa seconde pièce est notre lecture.

vt-beart-board = 25 trous, 5 rangées de 5, vides au départ.
vt-beart-pieces = 12 chacun, hors du plateau. 24 pièces pour 25 trous : si toutes sont posées, un seul trou reste vide.
vt-beart-placing = Tant qu’il vous reste des pièces à poser, vous posez dans un trou vide ou vous sautez pour capturer ; rien d’autre ne bouge. Quand toutes vos pièces sont posées, vous glissez ou vous sautez.
vt-beart-second = N’importe quelle autre pièce adverse, sur le plateau ou dans sa réserve, au choix de celui qui prend : une prise coûte toujours deux pièces. Elle doit être prise.
vt-beart-chain = Pareil : un seul saut par tour, comme le dit cette source en toutes lettres.
vt-beart-win = Vous gagnez en prenant les 12 pièces adverses.
vt-beart-blocked = Ndar-Kepp (« bloqué de partout », en wolof) : le joueur qui, à son tour, ne peut plus bouger perd. Un joueur sans pièce sur le plateau mais avec des pièces en réserve n’est pas bloqué : il pose.
vt-beart-draws = { $n ->
    [one] Pareil : d’un commun accord, ou après { $n } coup sans prise. C’est de cette source que vient la règle.
   *[other] Pareil : d’un commun accord, ou après { $n } coups sans une seule prise. C’est de cette source que vient la règle.
}
v-beart-source = Source : les règles du jeu de société à vingt-cinq trous (« Les règles du Yoté »), d’après Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955).
