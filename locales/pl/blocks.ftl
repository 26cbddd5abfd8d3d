# Blokowanie innego gracza (docs/moderation.md "Block").
player-block-note = Blokada trzyma was z dala od siebie: poczekalnia nigdy was nie łączy w parę, żadne z was nie widzi partii proponowanych przez drugie i żadne nie może zająć miejsca przy rankingowym stole drugiego.
player-js-block = Zablokuj gracza { $name }
player-js-unblock = Odblokuj gracza { $name }
player-js-blocked = Gracz { $name } jest zablokowany na każdym twoim urządzeniu.
player-js-unblocked = Gracz { $name } nie jest już zablokowany.
error-own-block = Nie możesz zablokować samego siebie.
error-too-many-blocks = Zablokowałeś już tylu graczy, ilu można. Najpierw odblokuj jednego.
error-blocked = Nie możesz grać z tym graczem: jedno z was zablokowało drugie.
privacy-blocks-what = Gracze, których zablokowałeś.
privacy-blocks-why = Aby trzymać was z dala od siebie w poczekalni i przy stołach rankingowych, na każdym urządzeniu, na którym jest twój gracz.
privacy-blocks-long = Dopóki ich nie odblokujesz albo ty lub oni nie zostaniecie zapomniani.
