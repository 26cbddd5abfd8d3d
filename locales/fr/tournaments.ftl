# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = Arènes
tournaments-lead = Jouez autant de parties que possible avant la fin du temps : dès que votre partie se termine, vous êtes de nouveau apparié avec un joueur proche de vous au classement de l’arène.
tournaments-scoring = Une victoire vaut 2 points et une nulle 1. Après deux victoires d’affilée, chaque victoire compte double jusqu’à la première partie qui n’est pas gagnée.
tournaments-none = Aucune arène n’est en cours ni sur le point de commencer. Créez-en une et partagez son lien.
tournaments-running = { $minutes ->
    [one] En cours : encore { $minutes } minute
   *[other] En cours : encore { $minutes } minutes
}
tournaments-upcoming = { $minutes ->
    [one] Commence dans { $minutes } minute
   *[other] Commence dans { $minutes } minutes
}
tournaments-ending = Temps écoulé : les dernières parties se jouent
tournaments-players = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}
tournaments-rated = Classée
tournaments-casual = Amicale
tournaments-create = Créer une arène
tournaments-name = Nom (facultatif)
tournaments-rules = Règles
tournaments-clock = Pendule
tournaments-minutes = Durée
tournaments-minutes-option = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
tournaments-starts = Début
tournaments-starts-now = Tout de suite
tournaments-starts-in = { $minutes ->
    [one] Dans { $minutes } minute
   *[other] Dans { $minutes } minutes
}
tournaments-rated-label = Parties classées
tournaments-submit = Créer et rejoindre
tournaments-code = Code d’entrée (facultatif)
tournaments-code-help = Seules les personnes à qui vous le donnez peuvent rejoindre l’arène : une classe, un club, une famille. De 4 à 32 lettres ou chiffres.
tournaments-entry-code = Code d’entrée
tournaments-site = Une arène du site
tournaments-berserk = Avant votre premier coup dans une partie, vous pouvez passer en berserk : moitié moins de temps à la pendule et pas d’incrément, pour un point de plus si vous gagnez après 14 coups ou plus.
tournaments-js-creating = Création de l’arène…

arena-join = Rejoindre
arena-pause = Faire une pause
arena-withdraw = Quitter
arena-share = Partager le lien
arena-show-qr = Afficher un code QR
arena-js-show-qr = Afficher un code QR
arena-js-hide-qr = Masquer le code QR
arena-qr-caption = Les joueurs scannent ce code avec l’appareil photo de leur téléphone pour ouvrir l’arène.
arena-go-game = Aller à votre partie
arena-noscript = Cette page a besoin de JavaScript pour afficher le classement et vous mener à vos parties.
arena-podium = Podium
arena-standings = Classement
arena-col-rank = Rang
arena-col-player = Joueur
arena-col-games = Parties
arena-col-score = Points
arena-no-players = Personne n’a encore rejoint l’arène.
arena-pages = Pages du classement
arena-previous = Précédente
arena-next = Suivante
arena-all = Toutes les arènes
arena-code = Code d’entrée
arena-js-join = Rejoindre
arena-js-rejoin = Rejoindre à nouveau
arena-js-starts-in = Commence dans { $time }
arena-js-ends-in = Temps restant : { $time }
arena-js-ending = Temps écoulé : les dernières parties se jouent
arena-js-finished = Terminée
arena-js-you = { $score ->
    [one] Vous êtes au rang { $rank }, avec { $score } point.
   *[other] Vous êtes au rang { $rank }, avec { $score } points.
}
arena-js-status-active = Vous êtes apparié dès que vous êtes libre.
arena-js-status-paused = En pause : vous n’êtes plus apparié tant que vous ne rejoignez pas l’arène à nouveau.
arena-js-status-withdrawn = Vous avez quitté l’arène : rejoignez-la à nouveau pour jouer.
arena-js-not-joined = Rejoignez l’arène pour jouer : vous êtes apparié dès qu’elle commence.
arena-js-not-joined-code = Cette arène demande un code d’entrée : saisissez celui qu’on vous a donné, puis rejoignez-la.
arena-js-absent-paused = en pause
arena-js-absent-withdrawn = a quitté l’arène
arena-js-on-fire = En feu : les victoires comptent double
arena-js-sheet = Points partie par partie
arena-js-sheet-berserk = berserk
arena-js-watch = Regarder
arena-js-game-playing = Votre partie est en cours.
arena-js-game-ready = Votre partie est prête…
arena-js-page = Page { $page } sur { $pages }
arena-js-podium-line = { $score ->
    [one] { $score } point
   *[other] { $score } points
} · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
arena-js-copied = Lien copié : envoyez-le aux joueurs.
arena-js-copy-prompt = Copiez ce lien :

home-arenas = Arènes
home-arenas-text = Une soirée de parties : rejoignez une arène, jouez autant de parties que possible et grimpez au classement.
home-arenas-link = Voir les arènes

game-arena-back = Retour à l’arène
game-arena-of = Arène : { $name }

privacy-arenas-what = Les arènes que vous avez créées ou rejointes : chaque fois que vous en avez rejoint une, y avez fait une pause ou l’avez quittée (avec le classement que vous aviez en la rejoignant), et les parties de l’arène.
privacy-arenas-why = Le classement d’une arène se recalcule à partir de ces données et de ses parties ; il est public sur sa page, comme ses parties.
privacy-arenas-long = Aussi longtemps que la page de l’arène. Si vous faites oublier votre joueur, votre nom dans son classement devient « Joueur supprimé ».
privacy-arena-opened-what = Les parties d’arène que cet onglet a ouvertes (leurs identifiants), dans le stockage de session de l’onglet (yote-arena-opened).
privacy-arena-opened-why = Pour que l’arène vous mène une seule fois à chaque nouvelle partie, et non de nouveau à celle que vous venez de jouer.
privacy-arena-opened-long = Jusqu’à ce que vous fermiez l’onglet.
