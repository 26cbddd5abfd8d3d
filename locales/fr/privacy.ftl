## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Confidentialité : ce que garde ce site
privacy-title = Confidentialité
privacy-lead = Pas de compte, pas d’e-mail, pas de publicité. Cette page dit exactement ce que le site garde sur vous, pourquoi, et combien de temps.
privacy-server-title = Ce que garde le serveur
privacy-why = Pourquoi :
privacy-how-long = Combien de temps :

privacy-player-cookie-what = Votre cookie de joueur : un jeton au hasard qui désigne votre joueur. Le serveur n’en garde qu’une empreinte, jamais le jeton.
privacy-player-cookie-why = Pour que votre nom, votre classement et vos parties du salon vous suivent sans compte.
privacy-player-cookie-long = Deux ans dans votre navigateur ; sur le serveur, jusqu’à ce que vous fassiez oublier votre joueur.
privacy-seat-cookies-what = Un cookie de place pour chaque partie où vous êtes assis, envoyé seulement à l’adresse de cette partie.
privacy-seat-cookies-why = Pour que vous seul puissiez jouer votre camp.
privacy-seat-cookies-long = Un an dans votre navigateur ; le secret de la place reste avec la partie.
privacy-lang-cookie-what = La langue choisie en dernier.
privacy-lang-cookie-why = Pour ouvrir le site dans cette langue.
privacy-lang-cookie-long = Un an, dans votre navigateur seulement.
privacy-name-what = Le nom de votre joueur, vos classements, et pour chaque partie classée votre classement avant elle et sa variation.
privacy-name-why = Vos adversaires voient votre nom ; les classements vous opposent à des joueurs de votre niveau et montrent vos progrès sur votre page.
privacy-name-long = Jusqu’à ce que vous fassiez oublier votre joueur.
privacy-games-what = Les parties : chaque action et son heure, la discussion, le résultat, et quel joueur tenait chaque camp.
privacy-games-why = Les deux joueurs, et toute personne qui a le lien, peuvent rouvrir et analyser une partie plus tard.
privacy-games-long = Pour toujours. Quand un joueur est oublié, ses parties restent et affichent « Joueur supprimé ».
privacy-player-address-what = L’adresse (IP) d’où votre joueur a été créé.
privacy-player-address-why = Pour remonter à la source d’un afflux de nouveaux joueurs ou d’un nom injurieux.
privacy-player-address-long = { $days ->
    [one] { $days } jour, puis effacée.
   *[other] { $days } jours, puis effacée.
}
privacy-table-address-what = L’adresse qui a créé chaque table.
privacy-table-address-why = Une adresse ne peut garder qu’un certain nombre de tables en attente d’un ami, et l’ordinateur sert les adresses à tour de rôle.
privacy-table-address-long = { $days ->
    [one] { $days } jour, puis effacée.
   *[other] { $days } jours, puis effacée.
}
privacy-shared-address-what = Pour une partie du salon entre deux joueurs d’une même adresse, cette adresse.
privacy-shared-address-why = Les joueurs qui partagent une adresse n’ont que quelques parties classées par jour ensemble.
privacy-shared-address-long = { $days ->
    [one] { $days } jour, puis effacée.
   *[other] { $days } jours, puis effacée.
}
privacy-seek-address-what = L’adresse de qui cherche un adversaire dans le salon.
privacy-seek-address-why = Une adresse ne peut avoir qu’un certain nombre de joueurs en attente.
privacy-seek-address-long = { $days ->
    [one] Le temps de l’attente, au plus { $days } jour.
   *[other] Le temps de l’attente (quelques minutes), au plus { $days } jours.
}
privacy-limits-what = Les nombres de demandes par adresse : nouveaux joueurs, nouveaux noms, tables, codes de transfert.
privacy-limits-why = Des limites contre les abus.
privacy-limits-long = Une heure au plus.
privacy-push-what = Si vous activez les notifications d’une partie : l’adresse de notification de votre navigateur et ses clés.
privacy-push-why = Pour vous prévenir, par le service de notification de votre navigateur, quand c’est votre tour.
privacy-push-long = Jusqu’à la fin de la partie, jusqu’à ce que vous les coupiez, ou que vous fassiez oublier votre joueur.
privacy-mutes-what = Les joueurs que vous avez mis en sourdine.
privacy-mutes-why = Pour vous cacher leurs phrases et leurs messages dans toutes les parties, sur chaque appareil où est votre joueur.
privacy-mutes-long = Jusqu’à ce que vous les entendiez de nouveau, ou que vous ou eux soyez oubliés.
privacy-transfer-what = Les codes de transfert, sous forme d’empreinte, avec les étoiles des leçons et de l’entraînement envoyées avec un code, jusqu’à ce qu’il serve.
privacy-transfer-why = Pour passer votre joueur sur un autre appareil.
privacy-transfer-long = Ils servent dix minutes et sont supprimés un jour plus tard.
privacy-logs-what = Les journaux du serveur (l’adresse, l’heure et la route de chaque demande) et les sauvegardes de la base.
privacy-logs-why = Pour trouver pannes et attaques, et retrouver les parties après une défaillance.
privacy-logs-long = { $days ->
    [one] { $days } jour au plus, puis supprimés.
   *[other] { $days } jours au plus, puis supprimés.
}

privacy-yours-title = Vos données
privacy-download = « Télécharger mes données », sur « Mes parties », vous donne un fichier (JSON) avec le nom de votre joueur, l’adresse d’où il a été créé si elle est encore gardée, vos classements et vos parties du salon : adversaire, résultat, variation du classement et date.
privacy-forget = « Oubliez-moi », sur « Mes parties », supprime d’un coup le nom de votre joueur, son adresse, ses classements, ses abonnements aux notifications et ses codes de transfert, ainsi que le lien de chaque navigateur avec votre joueur. Vos parties restent, votre camp affiché « Joueur supprimé ». Le nom redevient libre pour qui le voudra. C’est définitif.
privacy-no-player = Les parties avec un ami ou contre l’ordinateur qui n’étaient pas classées n’appartiennent à aucun joueur : elles sont gardées avec leurs places, et rien ne les relie à vous sauf les cookies de place de votre navigateur.
privacy-to-my-games = Aller à Mes parties
privacy-device-title = Ce qui reste sur votre appareil

privacy-recent-what = La liste de vos parties pour « Mes parties » : l’identifiant de chaque partie et votre camp.
privacy-recent-why = Pour retrouver vos parties sans compte.
privacy-recent-long = Jusqu’à ce que vous effaciez les données de ce site.
privacy-kept-player-what = Le nom et le classement de votre joueur.
privacy-kept-player-why = Pour vous saluer sur l’accueil quand le réseau manque.
privacy-kept-player-long = Jusqu’à ce que vous fassiez oublier votre joueur ou effaciez les données de ce site.
privacy-offline-what = Les parties jouées hors ligne, et votre classement aux problèmes avec les problèmes résolus.
privacy-offline-why = Elles se jouent dans le navigateur et ne sont jamais envoyées.
privacy-offline-long = Jusqu’à ce que vous effaciez les données de ce site.
privacy-settings-what = Vos choix : le thème, son coupé, discussion d’une partie en sourdine, notifications activées pour une partie.
privacy-settings-why = Pour les garder d’une visite à l’autre.
privacy-settings-long = Jusqu’à ce que vous les changiez ou effaciez les données de ce site.
privacy-cache-what = Le cache de l’application : les fichiers du site et les pages qui sont les mêmes pour tous.
privacy-cache-why = Pour jouer hors ligne.
privacy-cache-long = Remplacé à chaque nouvelle version du site.
privacy-clear-device = Pour tout effacer, ouvrez les réglages de votre navigateur pour ce site et supprimez ses données (sur un téléphone : les paramètres du site, puis « Effacer et réinitialiser » ou « Supprimer les données »). Sans code de transfert, un navigateur qui a perdu ses données est un nouveau joueur.
privacy-nothing-else-title = Rien d’autre
privacy-nothing-else = Pas de publicité, pas de mesure d’audience, pas de scripts d’autres sites : chaque fichier vient de ce site. Rien n’est vendu ni partagé.

game-deleted-player = Joueur supprimé

mygames-privacy-link = Confidentialité : ce que ce site garde sur vous
mygames-data-title = Vos données
mygames-data-lead = Téléchargez ce que le site garde sur votre joueur, ou faites-le oublier.
mygames-data-download = Télécharger mes données
mygames-forget = Oubliez-moi
mygames-forget-what = Cela supprime pour de bon le nom de votre joueur, ses classements, ses abonnements aux notifications et ses codes de transfert, sur chaque navigateur qu’il a rejoint. Vos parties restent, affichées avec « Joueur supprimé ». Ce navigateur devient un nouveau venu.
mygames-forget-yes = Oui, oubliez-moi
mygames-forget-no = Annuler
mygames-js-forgotten = Votre joueur est oublié. Ce navigateur est nouveau pour le site.
mygames-js-against-deleted = Contre un joueur supprimé
