# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = Jouer hors ligne
offline-heading = Jouer hors ligne
offline-in-browser = Ces parties se jouent dans ce navigateur, par le moteur de la page, avec ou sans connexion.
offline-what-works = Jouer contre l’ordinateur (tous les niveaux) et à deux sur cet appareil fonctionne hors ligne ; les parties avec un ami demandent le réseau.
offline-back = ← Parties hors ligne
offline-new = Nouvelle partie
offline-opponent = Adversaire
offline-computer = L’ordinateur
offline-local = À deux sur cet appareil
offline-level = Niveau
offline-colour = Votre couleur
offline-white = Blancs
offline-black = Noirs
offline-random = Au hasard
offline-rules = Règles
offline-start = Commencer
offline-kept = Parties gardées dans ce navigateur
offline-none = Aucune partie pour l’instant.
offline-kept-note = Les 50 dernières parties sont gardées, dans ce navigateur seulement.
offline-offer-text = Pas de connexion ? Vous pouvez encore jouer contre l’ordinateur, ou à deux sur cet appareil.
offline-mygames-link = Les parties jouées hors ligne sont gardées sur la page hors ligne →
offline-offer-link = Jouer hors ligne
offline-js-online = Vous êtes en ligne.
offline-js-offline = Vous êtes hors ligne.
offline-js-engine-failed = Le moteur n’a pas pu être chargé dans ce navigateur.
offline-js-vs-computer = Contre l’ordinateur ({ $level })
offline-js-you-white = vous jouez les Blancs
offline-js-you-black = vous jouez les Noirs
offline-js-on-device = À deux sur cet appareil
offline-js-in-progress = { $n ->
    [one] en cours, { $n } coup joué
   *[other] en cours, { $n } coups joués
}
offline-js-aborted = annulée
offline-js-draw = nulle
offline-js-you-won = gagnée
offline-js-you-lost = perdue
offline-js-white-won = les Blancs ont gagné
offline-js-black-won = les Noirs ont gagné
offline-js-resume = Reprendre
offline-js-replay = Revoir
offline-js-tables-loaded = L’ordinateur connaît parfaitement cette finale : ses tables de finales ({ $mb } Mo) sont chargées.
offline-js-tables-known = L’ordinateur connaît parfaitement cette finale, par ses tables de finales.
offline-js-tables-too-large = Les tables de finales de cette finale ({ $mb } Mo) sont trop grandes pour cette page : l’ordinateur la joue en cherchant.
offline-js-tables-unavailable = Les tables de finales de cette finale n’ont pas pu être chargées : l’ordinateur la joue en cherchant.
