# Bloquer un autre joueur (docs/moderation.md "Block").
player-block-note = Bloquer vous tient à l’écart l’un de l’autre : le salon ne vous apparie jamais, aucun de vous ne voit les parties proposées par l’autre, et aucun ne peut prendre la place à la table classée de l’autre.
player-js-block = Bloquer { $name }
player-js-unblock = Débloquer { $name }
player-js-blocked = { $name } est bloqué, sur chacun de vos appareils.
player-js-unblocked = { $name } n’est plus bloqué.
error-own-block = Vous ne pouvez pas vous bloquer vous-même.
error-too-many-blocks = Vous avez bloqué autant de joueurs que permis. Débloquez-en un d’abord.
error-blocked = Vous ne pouvez pas jouer contre ce joueur : l’un de vous a bloqué l’autre.
privacy-blocks-what = Les joueurs que vous avez bloqués.
privacy-blocks-why = Pour vous tenir à l’écart l’un de l’autre dans le salon et aux tables classées, sur chaque appareil où est votre joueur.
privacy-blocks-long = Jusqu’à ce que vous les débloquiez, ou que vous ou eux soyez oubliés.
