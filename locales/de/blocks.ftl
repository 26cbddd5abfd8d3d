# Einen anderen Spieler blockieren (docs/moderation.md "Block").
player-block-note = Blockieren hält euch beide voneinander fern: Die Lobby paart euch nie, keiner von euch sieht die angebotenen Partien des anderen, und keiner kann den Platz am gewerteten Tisch des anderen einnehmen.
player-js-block = { $name } blockieren
player-js-unblock = Blockierung von { $name } aufheben
player-js-blocked = { $name } ist blockiert, auf jedem deiner Geräte.
player-js-unblocked = { $name } ist nicht mehr blockiert.
error-own-block = Du kannst dich nicht selbst blockieren.
error-too-many-blocks = Du hast so viele Spieler blockiert, wie erlaubt ist. Hebe zuerst eine Blockierung auf.
error-blocked = Du kannst nicht gegen diesen Spieler spielen: Einer von euch hat den anderen blockiert.
privacy-blocks-what = Die Spieler, die du blockiert hast.
privacy-blocks-why = Damit ihr in der Lobby und an gewerteten Tischen voneinander ferngehalten werdet, auf jedem Gerät, auf dem dein Spieler ist.
privacy-blocks-long = Bis du die Blockierung aufhebst oder du oder sie vergessen werden.
