# Blokkere en annen spiller (docs/moderation.md "Block").
player-block-note = Å blokkere holder dere fra hverandre: lobbyen parer dere aldri, ingen av dere ser partiene den andre tilbyr, og ingen kan ta plassen ved den andres ratede bord.
player-js-block = Blokker { $name }
player-js-unblock = Opphev blokkeringen av { $name }
player-js-blocked = { $name } er blokkert, på hver av enhetene dine.
player-js-unblocked = { $name } er ikke lenger blokkert.
error-own-block = Du kan ikke blokkere deg selv.
error-too-many-blocks = Du har blokkert så mange spillere som du kan. Opphev en blokkering først.
error-blocked = Du kan ikke spille mot denne spilleren: en av dere har blokkert den andre.
privacy-blocks-what = Spillerne du har blokkert.
privacy-blocks-why = For å holde dere fra hverandre i lobbyen og ved ratede bord, på hver enhet spilleren din er på.
privacy-blocks-long = Til du opphever blokkeringen, eller du eller de blir glemt.
