# Les erreurs que le serveur peut répondre, par code (docs/protocol.md), avec leurs détails en variables.

error-unknown = Une erreur s’est produite (erreur « { $code } »). Veuillez réessayer.
error-network = Le serveur est injoignable. Vérifiez votre connexion et réessayez.

## L’API HTTP

error-malformed = La requête n’a pas pu être lue. Rechargez la page et réessayez.
error-bad-rules = Ces règles ne peuvent pas être jouées : « { $rules } ».
error-bad-rules-empty = Aucune règle n’est donnée : partez d’un jeu de règles comme « standard ».
error-bad-rules-unknown-preset = « { $preset } » n’est pas un jeu de règles. Les jeux de règles sont : { $allowed }.
error-bad-rules-missing-value = « { $part } » n’a pas de valeur : écrivez option=valeur, par exemple win_at=0.
error-bad-rules-unknown-option = « { $option } » n’est pas une option. Les options sont : { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] « { $value } » n’est pas une valeur possible pour { $option } : choisissez un nombre de { $min } à { $max }.
    [off-or-range] « { $value } » n’est pas une valeur possible pour { $option } : choisissez off ou un nombre de { $min } à { $max }.
   *[words] « { $value } » n’est pas une valeur possible pour { $option } : choisissez parmi { $allowed }.
}
error-bad-rules-repeated = L’option { $option } est donnée deux fois.
error-bad-rules-too-many-pieces = { $max ->
    [one] { $pieces } pièces par joueur ne tiennent pas sur un plateau de { $rows }×{ $columns } : au plus { $max } pièce par joueur.
   *[other] { $pieces } pièces par joueur ne tiennent pas sur un plateau de { $rows }×{ $columns } : au plus { $max } pièces par joueur.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [one] « Victoire à » ({ $win_at }) doit être inférieur au nombre de pièces ({ $pieces } pièce par joueur).
   *[other] « Victoire à » ({ $win_at }) doit être inférieur au nombre de pièces ({ $pieces } pièces par joueur).
}
error-bad-level = « { $level } » n’est pas un niveau de l’ordinateur.
error-bad-option = « { $value } » n’est pas un choix possible pour { $option }.
error-unknown-game = Il n’y a pas de partie à cette adresse.
error-unknown-invite = Ce lien d’invitation n’est pas valable : demandez-en un nouveau à votre ami ou amie.
error-bad-secret = Ce lien ne donne pas de place dans la partie : vous la regardez.
error-no-rematch = Cette partie n’a pas de revanche.
error-no-rematch-not-over = Une revanche ne peut suivre qu’une partie terminée.
error-no-rematch-no-opponent = Personne n’a pris l’autre place : créez plutôt une nouvelle table.
error-no-rematch-exists = La revanche existe déjà.
error-no-rematch-asked = Vous avez déjà demandé une revanche.
error-no-rematch-arena = Une partie d’arène n’a pas de revanche : l’arène vous apparie à nouveau.
error-no-rematch-swiss = Une partie de tournoi n’a pas de revanche : la ronde suivante vous apparie à nouveau.
error-seat-taken = La place a été prise : le lien montre maintenant la partie aux spectateurs.
error-game-over = Cette partie est terminée.
error-own-invite = C’est votre propre invitation : envoyez le lien à votre ami ou amie.
error-too-large = La requête est trop grande.
error-too-many-tables = Trop de tables ont été créées depuis votre connexion. Attendez une minute, puis réessayez.
error-too-many-waiting-tables = { $limit ->
    [one] Une table créée depuis votre connexion attend encore son premier coup. Jouez-la ou annulez-la, puis créez-en une autre.
   *[other] { $limit } tables créées depuis votre connexion attendent encore leur premier coup. Jouez ou annulez l’une d’elles, puis créez-en une autre.
}
error-computer-busy = L’ordinateur est occupé par de nombreuses parties. Réessayez dans une minute, ou jouez contre un ami.
error-computer-busy-address = Vous avez déjà beaucoup de parties contre l’ordinateur : terminez-en une avant d’en commencer une autre.
error-computer-busy-queue = L’ordinateur est occupé par de nombreuses parties. Réessayez dans une minute, ou jouez contre un ami.
error-body-timeout = La requête n’est pas arrivée à temps. Vérifiez votre connexion et réessayez.
error-bad-origin = Les requêtes venant d’un autre site sont refusées.
error-unconfirmed-seat = Un lien de reprise ne déplace une place qu’une fois confirmé sur ce site : ouvrez le lien et appuyez sur son bouton.
error-internal = Le serveur n’a pas pu le faire. Rien n’a changé : veuillez réessayer.
error-not-found = Il n’y a rien à cette adresse. Rechargez la page et réessayez.
error-method-not-allowed = Cette adresse n’accepte pas ce type de requête. Rechargez la page et réessayez.

## La connexion de la partie

error-unknown-type = Le serveur n’a pas compris la page. Rechargez-la.
error-hello-required = La page n’est pas encore connectée à la partie. Rechargez-la.
error-not-a-player = Vous regardez cette partie : seuls ses joueurs peuvent faire cela.
error-waiting-for-opponent = L’autre place est encore libre : envoyez le lien d’invitation à un ami.
error-not-your-turn = { $side ->
    [white] C’est aux Blancs de jouer.
   *[black] C’est aux Noirs de jouer.
}
error-bad-notation = « { $text } » n’est pas un coup.
error-illegal-action = Ce coup n’est pas possible maintenant.
error-illegal-action-game-over = La partie est terminée.
error-illegal-action-off-board = { $square } n’est pas sur ce plateau.
error-illegal-action-empty-hand = Vous n’avez plus de pièce en main à poser.
error-illegal-action-occupied = { $square } n’est pas vide.
error-illegal-action-not-your-piece = Vous n’avez pas de pièce sur { $square }.
error-illegal-action-not-adjacent = Une pièce glisse d’une case vers le haut, le bas, la gauche ou la droite.
error-illegal-action-must-place-or-jump = Tant que vous avez des pièces en main, vous ne pouvez que poser ou sauter.
error-illegal-action-nothing-to-jump = Il n’y a pas de pièce adverse sur { $square } à sauter.
error-illegal-action-no-chains = Un seul saut par tour avec ces règles.
error-illegal-action-bad-removal = Cette seconde pièce ne peut pas être prise ici.
error-illegal-action-pass-not-allowed = Vous ne pouvez passer que si vous n’avez aucun autre coup.
error-illegal-action-pass-required = Vous n’avez aucun coup possible : vous devez passer.
error-illegal-action-not-legal = Ce coup n’est pas possible dans cette position.
error-stale-ply = Ce coup a déjà été joué. Le plateau montre maintenant la partie telle qu’elle est.
error-future-ply = La page est en retard sur la partie. Rechargez-la.
error-no-draw-offer = Votre adversaire n’a pas proposé la nulle.
error-draw-already-offered = Une proposition de nulle est déjà en cours.
error-draw-already-offered-opponent-offered = Votre adversaire propose la nulle : acceptez-la ou refusez-la.
error-draw-already-offered-offer-open = Votre proposition de nulle est toujours en cours.
error-draw-already-offered-offered-this-move = Vous avez déjà proposé la nulle à ce coup.
error-too-late-to-abort = Les deux camps ont joué : abandonnez ou proposez la nulle.
error-bad-clock = Cette cadence n’est pas valable ({ $field }) : en temps réel, de 1 seconde à 3 heures plus 0 à 180 secondes par coup ; par correspondance, 1, 2, 3 ou 7 jours par coup.
error-cannot-claim = Il n’y a rien à réclamer dans cette partie.
error-cannot-claim-opponent-here = Votre adversaire est là : il n’y a rien à réclamer.
error-cannot-claim-too-early = { $wait_s ->
    [one] Votre adversaire peut encore revenir : attendez encore { $wait_s } seconde.
   *[other] Votre adversaire peut encore revenir : attendez encore { $wait_s } secondes.
}

## The lobby

error-bad-tile = « { $tile } » n’est pas une des cadences du salon. Rechargez la page.
error-too-many-seeks = { $limit ->
    [one] Quelqu’un sur votre connexion cherche déjà une partie. Attendez-la, ou arrêtez d’abord de chercher.
   *[other] { $limit } personnes sur votre connexion cherchent déjà une partie. Attendez un moment, puis réessayez.
}
error-too-many-players = Trop de nouveaux joueurs depuis votre connexion cette heure-ci. Gardez le nom que vous avez.
error-too-many-renames = Trop de changements de nom depuis votre connexion cette heure-ci. Réessayez plus tard.
error-name-taken = Un autre joueur s’appelle « { $name } ». Choisissez un autre nom.
error-unknown-player = Aucun joueur ne s’appelle « { $name } ».
error-own-mute = Vous ne pouvez pas vous mettre vous-même en sourdine.
error-too-many-mutes = Vous avez mis en sourdine autant de joueurs que possible. Réentendez-en un d’abord.
error-bad-name = Ce nom ne peut pas être utilisé.
error-bad-name-length = Un nom compte de { $min } à { $max } caractères.
error-bad-name-characters = Un nom ne contient que des lettres, des chiffres, - et _, et commence par une lettre.
error-bad-name-refused = Ce nom ne peut pas être utilisé. Choisissez-en un autre.
error-bad-name-scripts = Un nom n’utilise les lettres que d’une seule écriture (pas de lettres latines et cyrilliques ensemble, par exemple).
error-no-player = Ce navigateur n’a pas encore de joueur : choisissez d’abord une cadence dans le salon.
error-not-your-seat = Les places de cette partie appartiennent à d’autres joueurs : vous pouvez la regarder.
error-bad-transfer-code = Ce code n’est pas valable : il a peut-être expiré ou déjà servi. Créez-en un nouveau sur votre autre appareil.
error-too-many-transfers = Trop de codes de transfert depuis votre connexion cette heure-ci. Réessayez plus tard.
error-seek-gone = Cette partie n’est plus proposée : un autre joueur l’a prise, ou son joueur est parti.
error-own-seek = C’est votre propre proposition : attendez qu’un autre joueur la prenne.
error-held = Vous avez quitté { $games ->
    [one] { $games } partie du salon
   *[other] { $games } parties du salon
} aujourd’hui : vous pourrez être apparié de nouveau dans { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.

error-no-chat = Personne à qui parler dans cette partie.
error-no-chat-watcher = Seuls les joueurs d’une partie s’y parlent : vous la regardez.
error-no-chat-one-device = Les deux camps jouent sur cet appareil : personne à qui parler.
error-no-chat-computer = L’ordinateur ne lit pas la discussion.
error-no-chat-no-opponent = Personne n’a encore pris l’autre place.
error-no-chat-lobby = Les parties entre joueurs qui ne se connaissent pas n’ont que les phrases toutes faites.
error-bad-phrase = Cette phrase n’existe pas.
error-phrase-used = Vous l’avez déjà dit dans cette partie.
error-bad-chat = Ce message ne peut pas être envoyé.
error-bad-chat-empty = Un message vide ne dit rien.
error-bad-chat-length = Un message a au plus { $max } caractères.
error-bad-chat-characters = Un message tient sur une ligne, sans caractères de contrôle.
error-bad-chat-words = Ce message contient un mot que le site refuse : dites-le autrement.
error-chat-too-fast = Un message par seconde au plus : patientez un instant.
error-chat-full = Vous avez envoyé { $limit } messages dans cette partie : c’est tout.

error-no-takeback = Les reprises ne sont pas permises dans cette partie.
error-no-takeback-off = Cette table ne permet aucune reprise.
error-no-takeback-rated = Cette table ne permet les reprises que dans les parties non classées, et celle-ci est classée.
error-no-takeback-nothing = Vous n’avez aucun coup à reprendre.
error-no-takeback-limit = Votre adversaire a refusé { $limit } de vos demandes dans cette partie : vous ne pouvez plus en faire.
error-takeback-already-asked = Une demande de reprise attend déjà.
error-takeback-already-asked-open = Votre demande attend toujours une réponse.
error-takeback-already-asked-opponent-asked = Votre adversaire demande à reprendre un coup : acceptez ou refusez d’abord.
error-no-takeback-request = Votre adversaire n’a pas demandé à reprendre un coup.
error-no-berserk = Vous ne pouvez pas passer en berserk maintenant.
error-no-berserk-not-allowed = Le berserk n’est possible que dans les parties d’arène dont le temps à la pendule est assez long.
error-no-berserk-moved = Le berserk n’est possible qu’avant votre premier coup.
error-no-berserk-already = Vous avez déjà choisi le berserk dans cette partie.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Les notifications n’ont pas pu être activées pour cette partie.
error-bad-subscription-endpoint-long = L’adresse de notification de ce navigateur est trop longue.
error-bad-subscription-endpoint-malformed = L’adresse de notification de ce navigateur n’est pas une adresse valide.
error-bad-subscription-endpoint-not-https = L’adresse de notification de ce navigateur n’est pas sécurisée (https) : les notifications ne partent que vers des adresses sécurisées.
error-bad-subscription-endpoint-unknown-service = Le service de notification de ce navigateur n’est pas de ceux auxquels ce site envoie.
error-bad-subscription-bad-key = La clé de notification de ce navigateur n’est pas valide.
error-bad-subscription-bad-auth = Le secret de notification de ce navigateur n’est pas valide.
error-bad-subscription-local = Une partie sur un seul appareil n’envoie pas de notifications.
error-bad-subscription-over = Cette partie est terminée : elle n’envoie plus de notifications.
error-bad-subscription-too-many = Cinq navigateurs reçoivent déjà les notifications de cette place : désactivez-en un d’abord.
error-bad-position = Cette position ne peut pas être lue : écrivez-la dans la notation, par exemple « 6/6/6/6/6 w 12 12 0 ».
error-not-in-tables = Les tables de finales de ce site ne contiennent pas cette position.

## Arènes

error-arena-not-found = Il n’y a pas d’arène à cette adresse.
error-arena-over = Cette arène est terminée.
error-not-in-arena = Vous n’avez pas rejoint cette arène.
error-bad-entry-code = Cette arène demande un code d’entrée, et ce n’est pas celui-ci. Demandez-le à la personne qui l’a créée.
error-too-many-entry-codes = Trop de codes d’entrée essayés depuis votre connexion cette heure-ci. Réessayez plus tard.
error-too-many-arenas = Trop d’arènes créées depuis votre connexion cette heure-ci. Réessayez plus tard.
error-bad-arena-name = Ce nom ne peut pas être utilisé pour une arène.
error-bad-arena-name-length = Le nom d’une arène a au plus { $max } caractères.
error-bad-arena-name-characters = Le nom d’une arène tient sur une ligne, sans caractères de contrôle.
error-bad-arena-name-words = Ce nom contient un mot que le site refuse : dites-le autrement.
error-swiss-not-found = Il n’y a pas de tournoi à cette adresse.
error-not-director = Seul l’arbitre du tournoi peut faire cela. Ouvrez-le depuis le lien de l’arbitre.
error-swiss-over = Ce tournoi est terminé.
error-swiss-started = Un tournoi toutes rondes n’accepte plus de nouveau joueur une fois commencé.
error-swiss-full = Ce tournoi est complet : il accepte au plus { $max } joueurs.
error-swiss-joined = Vous avez déjà rejoint ce tournoi.
error-swiss-no-player = Il n’y a pas de tel joueur dans ce tournoi, ou ce joueur l’a quitté.
error-swiss-round-open = Tous les résultats de cette ronde doivent être connus avant d’apparier la suivante.
error-swiss-too-few = Une ronde demande au moins deux joueurs.
error-swiss-no-pairing = Aucun appariement de cette ronde ne respecte les règles : tous les joueurs restants ont déjà rencontré tous ceux qu’ils pouvaient rencontrer.
error-swiss-paired = Cette ronde est déjà appariée.
error-swiss-not-this-round = Les joueurs annoncent les résultats de la ronde en cours ; l’arbitre corrige ceux des rondes précédentes.
error-swiss-result-set = Le résultat de ce plateau est déjà fixé. L’arbitre peut le corriger.
error-swiss-not-in = Vous ne participez pas à ce tournoi.
error-swiss-not-your-board = Seuls les joueurs de ce plateau ou l’arbitre annoncent son résultat.
error-swiss-on-site-names = Dans un tournoi joué sur le site, les joueurs le rejoignent depuis leur propre téléphone, avec le lien.
error-swiss-on-site-result = Une partie jouée sur le site donne elle-même son résultat. L’arbitre peut le corriger.
error-bad-swiss-name = Ce nom ne peut pas être utilisé.
error-bad-swiss-name-length = Un nom a de 1 à { $max } caractères.
error-bad-swiss-name-characters = Un nom tient sur une ligne, sans caractères de contrôle.
error-bad-swiss-name-words = Ce nom contient un mot que le site refuse : dites-le autrement.
