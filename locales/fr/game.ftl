game-title = Partie de yoté
game-tab-your-turn = À vous de jouer
game-sound-on = Son activé
game-sound-off = Son coupé
game-your-turn-place = À vous. { $input ->
    [touch] Glissez une pièce de votre main sur une case vide, ou touchez la main puis une case.
   *[mouse] Glissez une pièce de votre main sur une case vide, ou cliquez sur la main puis sur une case.
}
game-your-turn-move = À vous. { $input ->
    [touch] Glissez une de vos pièces, ou touchez-la puis une case.
   *[mouse] Glissez une de vos pièces, ou cliquez dessus puis sur une case.
}
game-turn-local-place = Aux { $side } de jouer. { $input ->
    [touch] Glissez une pièce de la main sur une case vide, ou touchez la main puis une case.
   *[mouse] Glissez une pièce de la main sur une case vide, ou cliquez sur la main puis sur une case.
}
game-turn-local-move = Aux { $side } de jouer. { $input ->
    [touch] Glissez une pièce, ou touchez-la puis une case.
   *[mouse] Glissez une pièce, ou cliquez dessus puis sur une case.
}
game-watchers = { $n ->
    [one] { $n } spectateur
   *[other] { $n } spectateurs
}
game-agree-draw = Convenir de la nulle
game-agree-draw-confirm = { $input ->
    [touch] Touchez encore : la partie finit nulle
   *[mouse] Cliquez encore : la partie finit nulle
}
game-flip = Tourner le plateau
game-flipped = Le plateau est retourné.
game-unflipped = Le plateau est remis à l’endroit.
game-download-record = Enregistrer
game-picture = Image
game-picture-failed = L’image n’a pas pu être faite.
game-picture-to-move = Aux { $side } de jouer
game-share = Partager le lien
game-share-text = Joue au Yoté avec moi : prends la place à ma table.
game-show-qr = Afficher un code QR
game-hide-qr = Masquer le code QR
game-qr-caption = Votre ami scanne ce code avec l’appareil photo de son téléphone pour prendre la place.
game-glance-title = Les règles en bref
game-board = Plateau
game-board-help = Flèches pour parcourir le plateau, Entrée pour prendre une pièce ou la poser, H pour prendre une pièce de la main, Échap pour annuler.
game-board-row = Rangée { $n }
game-square-white = { $square }, pièce blanche
game-square-black = { $square }, pièce noire
game-connecting = Connexion…
game-reconnecting = Connexion perdue. Reconnexion…
game-unknown-game = Il n’y a pas de partie à cette adresse.
game-stop-here = S’arrêter ici
game-take-none = N’en prendre aucune
game-cancel = Annuler
game-pass-button = Passer
game-see-board = Voir le plateau
game-rematch = Revanche
game-accept-rematch = Accepter la revanche
game-invite-title = Inviter un ami
game-invite-text = Envoyez ce lien à votre adversaire. La partie commence quand il prend place.
game-copy = Copier le lien
game-copied = Lien copié
game-copy-failed = Sélectionnez le lien et copiez-le
game-rules = Règles :
game-moves = Coups
game-replay-start = Position de départ
game-replay-back = Coup précédent
game-replay-forward = Coup suivant
game-replay-end = Dernière position
game-replay-at = Coup { $n } sur { $total }
game-replaying = Relecture de la partie. Utilisez les flèches sous les coups, ou choisissez un coup.
game-offer-draw = Proposer nulle
game-accept-draw = Accepter la nulle
game-decline-draw = Refuser
game-resign = Abandonner
game-resign-confirm = { $input ->
    [touch] Touchez encore pour abandonner
   *[mouse] Cliquez encore pour abandonner
}
game-abort = Annuler la partie
game-no-capture = Coups sans prise : { $n } / { $max }
game-no-capture-off = Coups sans prise : { $n }
game-white = Blancs
game-black = Noirs
game-white-pieces = Blancs, cailloux
game-black-pieces = Noirs, bâtons
game-you = Vous
game-opponent = Adversaire
game-new-rating = Votre classement : { $rating } ({ $change })
game-unrated = non classée
game-unrated-same-address = { $games ->
    [one] Non classée : les deux joueurs partagent une adresse, qui a joué sa partie classée du jour.
   *[other] Non classée : les deux joueurs partagent une adresse, qui a joué ses { $games } parties classées du jour.
}
game-computer = Ordinateur · { $level }
game-level-beginner = débutant
game-level-easy = facile
game-level-medium = moyen
game-level-hard = difficile
game-level-master = maître
game-open-seat = En attente d’un ami
game-offline = hors ligne
game-to-move-short = au trait
game-hand = Main
game-captures = Prises
game-hand-label = Main des { $side } : { $n } pièces. Sélectionnez-la pour poser une pièce.
game-hand-removal-label = Main des { $side } : { $n } pièces. Prenez-y une pièce.
game-captures-label = Les { $side } ont pris { $n } pièces.
game-your-turn = À vous. { $input ->
    [touch] Glissez une pièce de votre main ou du plateau vers une case, ou touchez la main ou une pièce puis une case.
   *[mouse] Glissez une pièce de votre main ou du plateau vers une case, ou cliquez sur la main ou sur une pièce puis sur une case.
}
game-turn-local = Aux { $side } de jouer. { $input ->
    [touch] Glissez une pièce de la main ou du plateau vers une case, ou touchez la main ou une pièce puis une case.
   *[mouse] Glissez une pièce de la main ou du plateau vers une case, ou cliquez sur la main ou sur une pièce puis sur une case.
}
game-your-turn-short = À vous.
game-turn-local-short = Aux { $side } de jouer.
game-their-turn = Aux { $side } de jouer. En attente de votre adversaire.
game-watching = Vous regardez la partie. Aux { $side } de jouer.
game-waiting = En attente de votre ami : il doit ouvrir le lien d’invitation.
game-thinking = Réflexion…
game-sending = Coup envoyé…
game-must-pass = Vous n’avez aucune action légale : vous passez.
game-choose-place = Choisissez une case vide pour la pièce.
game-choose-target = Choisissez où va la pièce.
game-chain = Sautez encore depuis la pièce en surbrillance, ou arrêtez-vous ici.
game-choose-removal = Prenez une seconde pièce : choisissez une pièce adverse en surbrillance.
game-choose-removal-hand = Prenez une seconde pièce : une pièce adverse en surbrillance, ou une pièce de la main adverse.
game-removal-optional = Ou n’en prenez aucune.
game-hand-selected = Main sélectionnée.
game-piece-selected = Pièce en { $square } sélectionnée.
game-targets = { $n } cases possibles.
game-cancelled = Sélection annulée.
game-square-empty = { $square }, vide
game-square-selected = , sélectionnée
game-square-target = , coup possible
game-square-removal = , peut être prise
game-announce-place = Les { $side } posent en { $to }.
game-announce-step = Les { $side } glissent de { $from } à { $to }.
game-announce-jump = Les { $side } sautent de { $from } à { $to } et prennent { $captured }.
game-announce-removal-board = Seconde pièce prise en { $square }.
game-announce-removal-hand = Seconde pièce prise dans la main.
game-announce-pass = Les { $side } passent.
game-error = Coup refusé : { $message }
game-over-you-win = Vous avez gagné !
game-over-you-lose = Vous avez perdu
game-over-wins = Les { $side } gagnent
game-over-draw = Partie nulle
game-over-aborted = Partie annulée
game-reason-captured-out = Les { $side } n’ont plus assez de pièces.
game-reason-blocked = Ndar-Kepp ! « Bloqué de partout » en wolof : les { $side } n’avaient aucune action légale.
game-reason-both-blocked = Ndar-Kepp des deux côtés ! « Bloqué de partout » en wolof : aucun joueur ne pouvait jouer, le plus de pièces sur le plateau l’emporte.
game-reason-few-pieces = Les deux joueurs ont peu de pièces et aucun ne peut sauter.
game-reason-no-capture-limit = { $n } coups d’affilée sans prise.
game-reason-resignation = Les { $side } ont abandonné.
game-reason-agreement = Nulle d’un commun accord.
game-reason-ply-limit = La partie a atteint la plus grande longueur que ce site joue : partie nulle.
game-reason-aborted = La partie a été annulée avant que les deux joueurs aient joué.
game-reason-aborted-by = Les { $side } ont annulé la partie avant que les deux joueurs aient joué : elle ne compte pas.
game-draw-offered-by-you = Vous avez proposé la nulle.
game-draw-offered-to-you = Votre adversaire propose la nulle.
game-draw-offered = Les { $side } proposent la nulle.
game-draw-declined = Votre proposition de nulle a été refusée.
game-draw-declined-by-you = Vous avez refusé la nulle.
game-rematch-offered-by-you = Vous avez demandé une revanche.
game-rematch-offered = Les { $side } demandent une revanche.

# Les règles en un coup d’œil, à côté du plateau : une ligne courte par règle (voir la liste
# des identifiants en anglais, locales/en/game.ftl).
game-glance-win_at-1 = Prenez des pièces adverses : vous gagnez quand il n’en reste qu’une ou aucune à l’adversaire.
game-glance-win_at-0 = Prenez des pièces adverses : vous gagnez quand elles sont toutes prises.
game-glance-win_at = { $n ->
    [one] Prenez des pièces adverses : vous gagnez quand il n’en reste qu’une ou aucune à l’adversaire.
   *[other] Prenez des pièces adverses : vous gagnez quand il en reste { $n } ou moins à l’adversaire.
}
game-glance-placement-free = À chaque tour : posez une pièce de votre main sur une case vide, glissez, ou sautez.
game-glance-placement-hand-first = Tant qu’il vous reste des pièces en main, posez ou sautez ; glissez seulement une fois la main vide.
game-glance-step = Glissez d’une case vers le haut, le bas, la gauche ou la droite, vers une case vide — jamais en diagonale.
game-glance-jump = La prise : sautez par-dessus une pièce adverse voisine vers la case vide derrière elle. Jamais obligatoire.
game-glance-second_removal-board = Puis prenez une seconde pièce adverse sur le plateau ; les pièces en main sont à l’abri.
game-glance-second_removal-board-or-hand = Puis prenez une seconde pièce adverse, sur le plateau ou dans sa main.
game-glance-second_removal-board-then-hand = Puis prenez une seconde pièce adverse sur le plateau, ou dans sa main quand il n’en reste plus sur le plateau.
game-glance-second_removal_optional-true = Prendre la seconde pièce est à votre choix.
game-glance-chain_jumps-true = Après un saut, la même pièce peut sauter de nouveau ; arrêtez-vous après n’importe quel saut.
game-glance-blocked-loses = Ndar-Kepp : le joueur qui ne peut plus jouer à son tour perd.
game-glance-blocked-most-on-board = Le joueur qui ne peut pas jouer passe ; si aucun ne peut, le plus de pièces sur le plateau gagne.
game-glance-no_capture_draw = { $n ->
    [one] Nulle après { $n } coup sans prise.
   *[other] Nulle après { $n } coups d’affilée sans prise.
}
game-glance-few_pieces_draw = { $n ->
    [one] Nulle quand les deux joueurs ont { $n } pièce ou aucune et qu’aucun ne peut sauter.
   *[other] Nulle quand les deux joueurs ont { $n } pièces ou moins et qu’aucun ne peut sauter.
}

# Hints
game-hint = Indice
game-hint-thinking = Recherche d’un indice…
game-hint-said = Indice : { $action }
game-hint-failed = Aucun indice n’a pu être trouvé.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = Les { $side } ont dépassé le temps.
game-clock-running = en cours
game-clock-days = { $days } j { $hours } h
game-clock-deadline = À jouer avant le { $deadline }
game-clock-first-action = Encore { $seconds } s pour jouer la première action, sinon la partie est annulée.
game-clock-first-action-by = Première action à jouer avant le { $deadline }, sinon la partie est annulée.
game-clock-low = Peu de temps
game-clock-real-time = { $minutes } min + { $increment } s
game-clock-correspondence = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}

# Parties abandonnées
game-opponent-left = Votre adversaire a quitté la partie. S’il ou elle ne revient pas bientôt, vous pourrez la réclamer.
game-opponent-left-claim = Votre adversaire a quitté la partie. Réclamez la victoire, ou déclarez la partie nulle.
game-side-left = Les { $side } ont quitté la partie.
game-claim-victory = Réclamer la victoire
game-claim-draw = Déclarer nulle
game-reason-abandoned = Les { $side } ont quitté la partie.
game-reason-abandoned-draw = Une personne a quitté la partie : déclarée nulle.
game-lag = Aller-retour avec le serveur : { $ms } ms
game-lag-lost = Le serveur ne répond pas
game-sending-held = Votre coup partira dès que la connexion sera revenue.

## Ce que les joueurs se disent

game-chat-title = Discussion
game-chat-muted = Vous avez rendu votre adversaire muet pour cette partie.
game-chat-label = Un message à votre adversaire
game-chat-send = Envoyer
game-chat-mute = Rendre l’adversaire muet
game-chat-unmute = Réentendre l’adversaire
game-chat-mute-player = Mettre { $name } en sourdine dans toutes les parties
game-chat-unmute-player = Réentendre { $name }
game-chat-muted-player = Vous avez mis { $name } en sourdine : ses mots vous sont cachés dans toutes les parties, sur chacun de vos appareils.
game-chat-you = Vous
game-chat-opponent = Adversaire
game-chat-too-fast = Patientez un instant, puis renvoyez-le.
game-phrase-hello = Bonjour !
game-phrase-good-luck = Bonne chance !
game-phrase-have-fun = Amusez-vous bien !
game-phrase-you-too = Vous aussi !
game-phrase-good-game = Belle partie !
game-phrase-well-played = Bien joué !
game-phrase-thank-you = Merci !
game-phrase-bye = Au revoir !

# Reprises de coups (docs/protocol.md §3.5).
game-takeback = Reprendre le coup
game-undo = Annuler le coup
game-accept-takeback = Accepter la reprise
game-decline-takeback = Refuser
game-takeback-asked-by-you = Vous avez demandé à reprendre votre dernier coup.
game-takeback-asked-to-you = Votre adversaire demande à reprendre son dernier coup.
game-takeback-asked = { $side } demande à reprendre un coup.
game-takeback-declined = Votre demande de reprise a été refusée.
game-takeback-declined-by-you = Vous avez refusé la reprise.
game-taken-back = { $n ->
    [one] Un coup a été repris.
   *[other] { $n } coups ont été repris.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = Me prévenir
game-notify-off = Arrêter les notifications
game-notify-help = Votre téléphone vous prévient quand c’est à vous de jouer, même page fermée.
game-notify-on = Les notifications sont activées pour cette partie.
game-notify-denied = Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.
game-notify-unsupported = Ce navigateur ne peut pas afficher de notifications.
game-notify-failed = Les notifications n’ont pas pu être activées. Réessayez plus tard.
game-notify-turning-on = Activation…
game-notify-no-service = Ce navigateur ne peut pas recevoir de notifications ici : fenêtre de navigation privée, ou navigateur sans service de notifications. Vos parties restent dans « Mes parties ».

## Berserk, dans une partie d’arène (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Divisez par deux votre temps à la pendule et renoncez à l’incrément : une victoire rapporte un point de plus.
game-berserk-mark = berserk
game-berserk-you = Vous passez en berserk : moitié moins de temps, un point de plus si vous gagnez.
game-berserk-side = Les { $side } passent en berserk : moitié moins de temps, un point de plus s’ils gagnent.
