## Tournois suisses et toutes rondes (docs/tournaments.md "Swiss on the site").

swiss-new-title = Un tournoi suisse ou toutes rondes
swiss-new-link = Un tournoi suisse ou toutes rondes pour une classe ou un club
swiss-new-what = Pour une classe ou un club : tout le monde joue à chaque ronde, sur de vrais plateaux dans la salle ou sur le site, et le site apparie chaque ronde et tient le classement. Vous le dirigez depuis ce navigateur.
swiss-name = Nom
swiss-system = Formule
swiss-system-swiss = Système suisse : les joueurs qui ont autant de points se rencontrent
swiss-system-robin = Toutes rondes : chacun rencontre tous les autres
swiss-system-robin2 = Double toutes rondes : chacun rencontre les autres deux fois, couleurs inversées
swiss-rounds = Rondes
swiss-code = Code d’entrée
swiss-code-note = Facultatif : seuls ceux qui le saisissent peuvent rejoindre le tournoi. Laissez-le vide pour que quiconque a le lien puisse le rejoindre.
swiss-create = Créer le tournoi
swiss-i-won = J’ai gagné
swiss-draw = Nulle
swiss-i-lost = J’ai perdu
swiss-join = Rejoindre
swiss-withdraw = Quitter le tournoi
swiss-share = Partager le lien
swiss-print = Imprimer
swiss-director = Arbitrage
swiss-director-note = Seul ce navigateur voit cette section : gardez le lien de l’arbitre pour diriger le tournoi depuis un autre téléphone.
swiss-add-player = Ajouter un joueur par son nom
swiss-add = Ajouter
swiss-director-link = Copier le lien de l’arbitre
swiss-manage-player = Un joueur
swiss-give-half = Exempter à la prochaine ronde, pour un demi-point
swiss-give-full = Exempter à la prochaine ronde, pour un point
swiss-give-withdraw = Retirer du tournoi
swiss-noscript = Cette page a besoin de JavaScript pour afficher les rondes et le classement.
swiss-col-board = Plateau
swiss-col-white = Blancs
swiss-col-black = Noirs
swiss-col-result = Résultat
swiss-standings = Classement
swiss-col-rank = Rang
swiss-col-player = Joueur
swiss-col-points = Points
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz tronqué : les points des adversaires, sans le plus faible
swiss-buchholz = Buchholz : les points des adversaires
swiss-sonneborn-berger = Sonneborn-Berger : les points des adversaires battus, et la moitié de ceux des adversaires contre qui la partie a été nulle
swiss-no-players = Personne n’a encore rejoint le tournoi.
swiss-js-what-swiss = Système suisse, { $rounds ->
    [one] une ronde
   *[other] { $rounds } rondes
} · { $rules }
swiss-js-what-robin = Toutes rondes · { $rules }
swiss-js-what-robin2 = Double toutes rondes · { $rules }
swiss-js-waiting = { $players ->
    [one] { $players } joueur a rejoint le tournoi. L’arbitre lance la première ronde.
   *[other] { $players } joueurs ont rejoint le tournoi. L’arbitre lance la première ronde.
}
swiss-js-round = Ronde { $round } sur { $rounds }
swiss-js-over = Le tournoi est terminé.
swiss-js-pairings = Ronde { $round }
swiss-js-pair-first = Lancer la ronde 1
swiss-js-pair-next = Apparier la ronde { $round }
swiss-js-pair-wait = Ronde { $round } : en attente de tous les résultats
swiss-js-your-board = Plateau { $board } : vous avez les { $colour ->
    [white] Blancs
   *[black] Noirs
} contre { $opponent }.
swiss-js-your-bye = À cette ronde, vous n’avez pas d’adversaire : un point sans jouer.
swiss-js-reported = Vous avez annoncé { $result }. En attente que votre adversaire annonce le même résultat.
swiss-js-disputed = Votre adversaire et vous avez annoncé des résultats différents : l’arbitre tranche.
swiss-js-result-set = Résultat : { $result }.
swiss-js-not-joined = Rejoignez le tournoi pour jouer : l’arbitre apparie tous ceux qui l’ont rejoint.
swiss-js-joined = Vous avez rejoint le tournoi : numéro { $number }.
swiss-js-not-paired = Vous ne figurez pas dans les appariements de cette ronde : vous jouerez à partir de la suivante.
swiss-js-you-withdrew = Vous avez quitté le tournoi.
swiss-js-bye = exempt
swiss-js-withdrawn = a quitté le tournoi
swiss-js-copied = Lien copié : envoyez-le aux joueurs.
swiss-js-director-copied = Lien de l’arbitre copié : quiconque l’ouvre dirige le tournoi.
swiss-js-copy-prompt = Copiez ce lien :
swiss-js-result-none = —
swiss-js-set = Saisir le résultat du plateau
swiss-where = Se joue
swiss-where-boards = Sur de vrais plateaux, dans la salle
swiss-where-site = Sur le site, chaque joueur sur son propre téléphone
swiss-clock-none = Sans pendule
swiss-rated = Parties classées
swiss-gap = Ronde suivante
swiss-gap-director = Quand l’arbitre la lance
swiss-gap-after = { $minutes ->
    [one] { $minutes } minute après la dernière partie de la ronde
   *[other] { $minutes } minutes après la dernière partie de la ronde
}
swiss-play = Jouer votre partie
swiss-js-on-boards = sur de vrais plateaux
swiss-js-on-site = sur le site
swiss-js-clock = pendule { $clock }
swiss-js-rated = parties classées
swiss-js-unrated = parties non classées
swiss-js-your-game = Plateau { $board } : votre partie contre { $opponent } est prête.
swiss-js-game-coming = Votre partie contre { $opponent } est en préparation.
swiss-js-watch = Regarder
swiss-js-next-round = La prochaine ronde commence à { $time }.
game-swiss-back = Retour au tournoi
game-swiss-of = Tournoi : { $name }
swiss-show-qr = Afficher un code QR
swiss-js-show-qr = Afficher un code QR
swiss-js-hide-qr = Masquer le code QR
swiss-qr-caption = Les joueurs scannent ce code avec l’appareil photo de leur téléphone pour ouvrir le tournoi.
swiss-js-withdraw-confirm = { $input ->
    [touch] Touchez encore pour quitter
   *[mouse] Cliquez encore pour quitter
}
