# Notifications (docs/protocol.md §5) : ce que montre le téléphone d’un joueur, page de la partie fermée.
push-turn-title = Yoté : à vous de jouer
push-turn-body = Votre adversaire a joué { $action }.
push-draw-title = Yoté : nulle proposée
push-draw-body = Votre adversaire propose la nulle.
push-takeback-title = Yoté : demande de reprise
push-takeback-body = Votre adversaire demande à reprendre son dernier coup.
push-end-won = Yoté : vous avez gagné
push-end-lost = Yoté : vous avez perdu
push-end-drawn = Yoté : partie nulle
push-end-aborted = Yoté : partie annulée
push-end-body = La partie est terminée. Ouvrez-la pour voir comment elle s’est finie.
push-deadline-title = Yoté : votre temps s’écoule
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [one] Il vous reste une heure pour jouer votre coup, jusqu’à { $deadline }.
   *[other] Il vous reste { $hours } heures pour jouer votre coup, jusqu’à { $deadline }.
}
push-claim-title = Yoté : votre adversaire est parti
push-claim-body = Vous pouvez réclamer la partie, ou continuer d’attendre.
