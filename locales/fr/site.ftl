site-description = Jouez au yoté, le jeu de prise d’Afrique de l’Ouest, en ligne : contre un ami par un lien, contre l’ordinateur ou sur un seul appareil. Sans inscription.
skip-to-content = Aller au contenu
nav-label = Principal
nav-play = Jouer
nav-rules = Règles
nav-variants = Variantes
lang-switch = Langue
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = première version : corrections bienvenues
lang-help = Corriger une traduction
translations-title = Traductions
translations-lead = Le site parle dix langues. Chacune tient en quelques fichiers de texte brut : un glossaire, qui donne le mot employé pour chaque terme du jeu et pourquoi, et les messages, au format Fluent.
translations-first = Les traductions en wolof et en bambara sont des premières versions : aucun vocabulaire des jeux de société à plateau n’avait été publié dans l’une ou l’autre langue, leurs glossaires expliquent donc chaque mot choisi. Les corrections de ceux qui les parlent sont les bienvenues.
translations-how-h = Envoyer une correction
translations-how = Ouvrez ci-dessous le fichier de la langue et corrigez le message qui suit le signe =, en laissant tel quel ce qui est entre accolades. Envoyez ensuite le fichier corrigé aux personnes qui gèrent ce site, en disant ce que vous avez changé et pourquoi. Si un mot du glossaire est faux, corrigez aussi le glossaire : tous les messages le suivent.
translations-glossary = Glossaire
translations-files = Messages du site
tagline = Sans inscription. Partagez un lien et commencez à jouer.
theme-label = Thème
theme-system = Comme l’appareil
theme-light = Clair
theme-dark = Sombre

notfound-title = Page introuvable
notfound-body = Il n’y a rien à cette adresse. Le lien est peut-être mal recopié, ou la partie n’existe pas.
notfound-home = Retour à l’accueil
refused-title = Impossible de faire cela
refused-back = Retour à l’invitation

home-title = Jouer au yoté en ligne
home-kicker = Un jeu d’Afrique de l’Ouest
home-heading = Le yoté : poser, glisser, sauter — et chaque prise en coûte deux.
home-welcome = Le yoté se joue au Sénégal, au Mali et au Burkina Faso avec des cailloux et des petits bâtons, dans des trous creusés à même le sol. Douze pièces chacun, toutes en main au départ. Les tours sont rapides et la chance tourne vite : un saut prend la pièce sautée et une seconde de votre choix.
home-modes = Façons de jouer
home-friend = Jouer avec un ami
home-friend-text = Créez une table et envoyez le lien. Votre ami l’ouvre et prend place.
home-computer = Jouer contre l’ordinateur
home-computer-text = Cinq niveaux, de débutant à maître.
home-local = Jouer sur cet appareil
home-local-text = Deux joueurs, un écran : passez-le de l’autre côté de la table.
home-glance = Les règles en un coup d’œil
home-glance-1 = Tant qu’il vous reste des pièces en main, vous pouvez en poser une sur n’importe quelle case vide.
home-glance-2 = Ou glisser une pièce vers une case voisine vide : haut, bas, gauche ou droite, jamais en diagonale.
home-glance-3 = Ou sauter par-dessus une pièce adverse voisine vers la case vide juste derrière : elle est prise.
home-glance-4 = Puis prendre une seconde pièce adverse de votre choix. Réduisez l’adversaire à une pièce et vous gagnez.
home-read-rules = Lire les règles complètes
home-variants = Jeux de règles
variants-title = Les jeux de règles joués
variants-lead = Le yoté se joue avec plusieurs jeux de règles : chaque page raconte l’histoire d’un jeu de règles et ce qui le distingue du jeu standard. Chacun peut être choisi à la création d’une table.
home-quote = « En Afrique, quand un vieillard meurt, c’est une bibliothèque qui brûle. »
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Préparer une table
setup-mode = Adversaire
setup-mode-friend = Un ami, par un lien
setup-mode-computer = L’ordinateur
setup-mode-local = Sur cet appareil
setup-rules = Règles
setup-preset = Jeu de règles
setup-preset-help = Choisissez un jeu de règles ; les options avancées ci-dessous en changent n’importe quelle règle.
setup-about-preset = À propos de ce jeu de règles
setup-changed = différent du jeu de règles
setup-rules-string = Règles :
setup-rules-error = Les règles du lien sont illisibles ; voici la partie standard :
setup-level = Niveau de l’ordinateur
setup-colour = Votre couleur
setup-colour-white = Blancs (commencent)
setup-colour-black = Noirs
setup-colour-random = Au hasard
setup-colour-help = Les Blancs jouent les cailloux et commencent ; les Noirs jouent les bâtons.
setup-rated = Classement
setup-rated-label = Partie classée
setup-rated-help = Le résultat change le classement des deux joueurs. Votre ami l’accepte en prenant la place. Une partie annulée avant le deuxième coup ne compte pas.
setup-rated-help-computer = Le résultat change votre classement ; l’ordinateur joue au classement de son niveau. Une partie annulée avant le deuxième coup ne compte pas.
setup-create = Créer la table
setup-js-creating = Création de la table…
setup-js-error = La table n’a pas pu être créée : { $message }
setup-js-network = Le serveur est injoignable. Vérifiez votre connexion et réessayez.
setup-js-too-many = Les pièces ne tiennent pas : { $pieces } chacun demandent au moins { $needed } cases.
setup-js-win-at = « Victoire à » doit être inférieur au nombre de pièces.
setup-js-clock-minutes = « Minutes chacun » doit être un nombre entier de 1 à 180.
setup-js-clock-increment = « Secondes ajoutées par coup » doit être un nombre entier de 0 à 180.
setup-advanced = Options avancées
setup-advanced-help = Toutes les règles de la table, remplies d’après le jeu de règles : changez-en une pour composer les vôtres. Les choix impossibles avec ces règles ne sont pas proposés.
setup-summary = Les règles :
setup-colour-random-preset = Ce jeu de règles tire les couleurs au hasard.
setup-js-sum-board = plateau de { $rows }×{ $columns }
setup-js-sum-pieces = { $n ->
    [one] { $n } pièce par joueur
   *[other] { $n } pièces par joueur
}
setup-js-sum-placement-free = pose libre
setup-js-sum-placement-hand-first = poser toutes ses pièces avant de déplacer
setup-js-sum-second_removal-board = seconde pièce prise sur le plateau
setup-js-sum-second_removal-board-or-hand = seconde pièce prise sur le plateau ou en main
setup-js-sum-second_removal-board-then-hand = seconde pièce prise en main seulement si le plateau n’en a plus
setup-js-sum-second_removal_optional-true = seconde pièce facultative
setup-js-sum-second_removal_optional-false = seconde pièce obligatoire
setup-js-sum-chain_jumps-true = sauts enchaînés
setup-js-sum-chain_jumps-false = un seul saut par tour
setup-js-sum-win_at = victoire à { $n }
setup-js-sum-blocked-loses = un joueur bloqué perd
setup-js-sum-blocked-most-on-board = un joueur bloqué passe
setup-js-sum-no_capture_draw = { $n ->
    [one] nulle après { $n } coup sans prise
   *[other] nulle après { $n } coups sans prise
}
setup-js-sum-no_capture_draw-off = pas de nulle faute de prises
setup-js-sum-few_pieces_draw = { $n ->
    [one] nulle à { $n } pièce par joueur
   *[other] nulle à { $n } pièces par joueur
}
setup-js-sum-few_pieces_draw-off = pas de nulle faute de pièces

level-beginner = Débutant
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-master = Maître

invite-title = Vous êtes invité à une partie de yoté
invite-kicker = Invitation
invite-lead = Un ami a préparé une table et vous attend. Prenez place pour commencer.
invite-rules = Règles
invite-side = Vous jouez
invite-take = Prendre place
invite-taken = Cette place est déjà prise.
invite-watch = Regarder la partie
invite-own = C’est votre propre invitation : envoyez le lien à votre ami ou amie. La première personne qui l’ouvre prend la place.
invite-own-back = Retour à votre partie
invite-rated = Cette partie est classée : prendre la place l’accepte, et le résultat change le classement des deux joueurs.
invite-over = Cette partie est terminée : sa place ne peut plus être prise.
invite-js-white = les Blancs (les cailloux), qui commencent
invite-js-black = les Noirs (les bâtons)
invite-js-unknown = Cette invitation n’existe pas. Demandez un nouveau lien à votre ami.
invite-js-network = Le serveur est injoignable. Vérifiez votre connexion et réessayez.

# Un lien de reprise : la page qui demande avant qu’une place passe à ce navigateur
continue-title = Continuer une partie sur cet appareil
continue-kicker = Continuer une partie
continue-question-white = Continuer cette partie avec les Blancs sur cet appareil ?
continue-question-black = Continuer cette partie avec les Noirs sur cet appareil ?
continue-question-both = Continuer cette partie, des deux côtés, sur cet appareil ?
continue-lead = Ce lien fait passer une place d’un appareil à un autre : qui l’ouvre et confirme joue cette place. Ne continuez que si ce lien est le vôtre.
continue-replaces-white = Ce navigateur joue déjà les Blancs dans cette partie. Continuer remplace cette place : ce navigateur jouera les Noirs, et plus les Blancs.
continue-replaces-black = Ce navigateur joue déjà les Noirs dans cette partie. Continuer remplace cette place : ce navigateur jouera les Blancs, et plus les Noirs.
continue-confirm-white = Continuer avec les Blancs
continue-confirm-black = Continuer avec les Noirs
continue-confirm-both = Continuer la partie ici
continue-back = Pas maintenant : aller à la partie

# Mes parties : les parties de ce navigateur
nav-my-games = Mes parties
mygames-title = Mes parties
mygames-lead = Les parties que vous jouez, celles qui vous attendent d’abord. Les parties du salon suivent votre joueur dans chaque navigateur qu’il a rejoint ; les autres sont gardées dans ce navigateur seulement : pas de compte, rien à retenir.
mygames-noscript = Cette liste est gardée dans votre navigateur et a besoin de JavaScript pour s’afficher.
mygames-loading = Chargement de vos parties…
mygames-new = Nouvelle partie
mygames-js-none = Aucune partie encore dans ce navigateur. Commencez-en une : elle apparaîtra ici.
mygames-js-unreachable = Son état n’a pas pu être chargé : ouvrez-la pour la voir.
mygames-js-waiting-friend = En attente de votre ami ou amie
mygames-js-over-draw = Terminée : nulle
mygames-js-over-aborted = Annulée
mygames-js-over-wins = Terminée : les { $side } ont gagné
mygames-js-over-won = Terminée : vous avez gagné
mygames-js-over-lost = Terminée : vous avez perdu
mygames-js-white = Blancs
mygames-js-black = Noirs
mygames-js-to-move = Aux { $side } de jouer
mygames-js-your-move = À vous de jouer
mygames-js-their-move = À votre adversaire de jouer
mygames-js-deadline = à jouer avant le { $when }
mygames-js-on-this-device = Sur cet appareil
mygames-js-against-computer = Contre l’ordinateur · { $level }
mygames-js-against-friend = Contre un ami ou une amie
mygames-js-level-beginner = débutant
mygames-js-level-easy = facile
mygames-js-level-medium = moyen
mygames-js-level-hard = difficile
mygames-js-level-master = maître
mygames-js-waiting-for-you = { $n ->
    [one] Une partie attend votre coup.
   *[other] { $n } parties attendent votre coup.
}
mygames-js-count = { $n ->
    [one] Une partie.
   *[other] { $n } parties.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Cadence
setup-clock-unlimited = Sans limite
setup-clock-real-time = Temps réel
setup-clock-correspondence = Par correspondance
setup-clock-custom = Personnalisée
setup-clock-minutes = Minutes chacun
setup-clock-increment = Secondes ajoutées par coup
setup-clock-days = Jours par coup
setup-clock-help = Temps réel : des minutes pour toute la partie plus quelques secondes après chacun de vos coups ; qui n’a plus de temps perd. Par correspondance : des jours pour chaque coup. Si la première action d’un camp n’arrive pas à temps, la partie est annulée.
invite-clock = Cadence
invite-takebacks = Reprises
invite-takebacks-yes = Permises : chaque joueur peut demander à reprendre un coup.
invite-takebacks-no = Aucune dans cette partie.
invite-host = Invitation de
invite-js-clock-unlimited = Sans limite
invite-js-clock-real-time = { $minutes } min + { $increment } s par coup
invite-js-clock-correspondence = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}

## The lobby on the home page

lobby-title = Jouer maintenant contre quelqu’un
lobby-noscript = Trouver un adversaire demande JavaScript. Vous pouvez toujours jouer avec un ami grâce à un lien, ou contre l’ordinateur.
lobby-my-page = Ma page
lobby-cancel = Arrêter de chercher
lobby-rename = Changer mon nom
lobby-rename-label = Votre nom (3 à 20 lettres, chiffres, - ou _)
lobby-rename-save = Enregistrer
lobby-rename-note = Votre nom et votre classement sont gardés par ce navigateur seulement : pas de compte, pas d’e-mail, pas de mot de passe. Effacer les données du navigateur crée un nouveau joueur.
lobby-kind-blitz = Blitz
lobby-kind-rapid = Rapide
lobby-kind-correspondence = par coup
lobby-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
lobby-js-no-player = Choisissez une cadence ci-dessous : vous recevrez un nom et un classement avec votre première partie.
lobby-js-me = Vous jouez sous le nom { $name } · { $rating }
lobby-js-renamed = Vous vous appelez maintenant { $name }.
lobby-js-connecting = Connexion au salon…
lobby-js-seeking = Recherche d’un adversaire en { $tile }…
lobby-js-paired = Adversaire trouvé : la partie s’ouvre…
lobby-js-offer = Personne d’autre ne cherche cette cadence pour l’instant. Jouer contre l’ordinateur en attendant ?
lobby-js-play-computer = Jouer contre l’ordinateur ({ $level })
lobby-js-level-beginner = débutant
lobby-js-level-easy = facile
lobby-js-level-medium = moyen
lobby-js-level-hard = difficile
lobby-js-level-master = maître
lobby-js-players = { $n ->
    [one] { $n } joueur dans le salon
   *[other] { $n } joueurs dans le salon
}
lobby-js-games = { $n ->
    [one] { $n } partie en cours
   *[other] { $n } parties en cours
}
lobby-js-seekers = { $n ->
    [one] { $n } en attente
   *[other] { $n } en attente
}

## A player on another device

mygames-transfer-title = Jouer sur un autre appareil
mygames-transfer-lead = Un code de transfert fait d’un autre navigateur (votre autre téléphone, un ordinateur) ce même joueur, avec votre nom, votre classement et vos parties.
mygames-transfer-lost = Sans code, un navigateur qui a perdu les données de ce site est un nouveau joueur : l’ancien nom et l’ancien classement ne peuvent pas revenir.
mygames-transfer-make = Afficher un code de transfert
mygames-js-transfer-how = Sur l’autre appareil, ouvrez { $link } et tapez ce code, ou scannez l’image. Ce navigateur devient aussi { $name }, une seule fois, jusqu’à { $until }.
mygames-js-transfer-qr = Code QR du lien de transfert, code { $code }
mygames-js-joined = Vous jouez maintenant sous le nom { $name } · { $rating }
mygames-js-against-player = Contre { $name }
transfer-title = Retrouver votre joueur sur cet appareil
transfer-lead = Tapez le code affiché sous « Mes parties » sur votre autre appareil. Ce navigateur joue alors sous le même joueur, avec le même nom, le même classement et les mêmes parties.
transfer-code-label = Code de transfert (8 lettres et chiffres)
transfer-join = Rejoindre
transfer-noscript = Rejoindre un joueur demande JavaScript.
transfer-note = Un code ne sert qu’une fois, pendant dix minutes. Le joueur propre à ce navigateur, s’il en avait un, est laissé de côté.
lobby-custom = Autre jeu de règles ou autre cadence
lobby-custom-rules = Règles
lobby-custom-clock = Cadence
lobby-custom-seek = Proposer cette partie
lobby-open-title = Parties proposées
lobby-js-open-none = Aucune partie proposée pour l’instant. Proposez-en une ci-dessus : elle attend ici un joueur.
lobby-js-open-take = Jouer
lobby-js-open-yours = la vôtre
lobby-js-clock-real = { $minutes } min + { $increment } s
lobby-js-clock-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
lobby-js-seeking-custom = Votre partie est proposée : elle attend un joueur…
lobby-js-held = Vous avez quitté { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} aujourd’hui : l’appariement commence dans { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.

## A player's page

player-ratings = Classements
player-no-rating = Pas encore de partie classée.
player-rules = Règles
player-rating = Classement
player-rated-games = Parties classées
player-provisional = Un classement suivi de « ? » est provisoire : il se stabilise après une douzaine de parties classées.
player-games = Dernières parties
player-js-mute = Mettre { $name } en sourdine
player-js-unmute = Réentendre { $name }
player-js-muted = { $name } est en sourdine : ses phrases et messages vous sont cachés dans toutes les parties, sur chacun de vos appareils.
player-js-heard = Vous réentendez { $name }.
player-no-games = Pas encore de partie du salon.
player-rating-after = Classement après
player-game-unrated = non classée
player-game-rated = classée
player-game-friend = ami
player-game-computer = ordinateur
player-result-won = Gagnée
player-result-lost = Perdue
player-result-drawn = Nulle
player-result-aborted = Annulée
player-result-playing = En cours
player-open-game = Voir la partie

setup-takebacks = Reprises de coups
setup-takebacks-never = Jamais
setup-takebacks-unrated = Dans les parties non classées
setup-takebacks-always = Toujours
setup-takebacks-help = Un joueur peut demander à reprendre un coup ; l’autre accepte ou refuse. Contre l’ordinateur, le coup est repris aussitôt. Le temps passé n’est pas rendu.
