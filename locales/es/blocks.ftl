# Bloquear a otro jugador (docs/moderation.md "Block").
player-block-note = Bloquear os mantiene separados: la sala nunca os empareja, ninguno ve las partidas en oferta del otro y ninguno puede tomar asiento en la mesa puntuable del otro.
player-js-block = Bloquear a { $name }
player-js-unblock = Desbloquear a { $name }
player-js-blocked = { $name } está bloqueado, en cada uno de tus dispositivos.
player-js-unblocked = { $name } ya no está bloqueado.
error-own-block = No puedes bloquearte a ti mismo.
error-too-many-blocks = Has bloqueado a tantos jugadores como se permite. Desbloquea a uno primero.
error-blocked = No puedes jugar con este jugador: uno de vosotros ha bloqueado al otro.
privacy-blocks-what = Los jugadores que bloqueaste.
privacy-blocks-why = Para manteneros separados en la sala y en las mesas puntuables, en cada dispositivo donde está tu jugador.
privacy-blocks-long = Hasta que los desbloquees, o tú o ellos sean olvidados.
