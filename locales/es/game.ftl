game-title = Partida de Yoté
game-tab-your-turn = Tu turno
game-sound-on = Sonido activado
game-sound-off = Sonido desactivado
game-your-turn-place = Tu turno. { $input ->
    [touch] Arrastra una ficha de tu mano a una casilla vacía, o toca la mano y luego una casilla.
   *[mouse] Arrastra una ficha de tu mano a una casilla vacía, o haz clic en la mano y luego en una casilla.
}
game-your-turn-move = Tu turno. { $input ->
    [touch] Arrastra una de tus fichas, o tócala y luego toca una casilla.
   *[mouse] Arrastra una de tus fichas, o haz clic en ella y luego en una casilla.
}
game-turn-local-place = Juegan las { $side }. { $input ->
    [touch] Arrastra una ficha de la mano a una casilla vacía, o toca la mano y luego una casilla.
   *[mouse] Arrastra una ficha de la mano a una casilla vacía, o haz clic en la mano y luego en una casilla.
}
game-turn-local-move = Juegan las { $side }. { $input ->
    [touch] Arrastra una ficha, o tócala y luego toca una casilla.
   *[mouse] Arrastra una ficha, o haz clic en ella y luego en una casilla.
}
game-watchers = { $n ->
    [one] { $n } espectador
   *[other] { $n } espectadores
}
game-agree-draw = Acordar tablas
game-agree-draw-confirm = { $input ->
    [touch] Toca otra vez: la partida termina en tablas
   *[mouse] Haz clic otra vez: la partida termina en tablas
}
game-flip = Girar el tablero
game-flipped = El tablero está girado.
game-unflipped = El tablero vuelve a estar al derecho.
game-download-record = Guardar la partida
game-picture = Imagen
game-picture-failed = No se pudo crear la imagen.
game-picture-to-move = Juegan las { $side }
game-share = Compartir el enlace
game-share-text = Juega al Yoté conmigo: toma asiento en mi mesa.
game-show-qr = Mostrar un código QR
game-hide-qr = Ocultar el código QR
game-qr-caption = Tu amigo escanea este código con la cámara de su teléfono para tomar asiento.
game-glance-title = Las reglas de un vistazo
game-board = Tablero
game-board-help = Usa las flechas del teclado para moverte por el tablero, Intro para tomar o soltar una ficha, H para sacar una ficha de la mano y Esc para cancelar.
game-board-row = Fila { $n }
game-square-white = { $square }, ficha blanca
game-square-black = { $square }, ficha negra
game-connecting = Conectando…
game-reconnecting = Conexión perdida. Reconectando…
game-unknown-game = No hay ninguna partida en esta dirección.
game-stop-here = Parar aquí
game-take-none = No tomar ninguna
game-cancel = Cancelar
game-pass-button = Pasar
game-see-board = Ver el tablero
game-rematch = Revancha
game-accept-rematch = Aceptar la revancha
game-invite-title = Invitar a un amigo
game-invite-text = Envía este enlace a tu rival. La partida empieza cuando tome asiento.
game-copy = Copiar el enlace
game-copied = Enlace copiado
game-copy-failed = Selecciona el enlace y cópialo
game-rules = Reglas:
game-moves = Jugadas
game-replay-start = Primera posición
game-replay-back = Jugada anterior
game-replay-forward = Jugada siguiente
game-replay-end = Última posición
game-replay-at = Jugada { $n } de { $total }
game-replaying = Repasando la partida. Usa las flechas bajo las jugadas o elige una jugada.
game-offer-draw = Ofrecer tablas
game-accept-draw = Aceptar tablas
game-decline-draw = Rechazar
game-resign = Abandonar
game-resign-confirm = { $input ->
    [touch] Toca otra vez para abandonar
   *[mouse] Haz clic otra vez para abandonar
}
game-abort = Anular
game-no-capture = Jugadas sin captura: { $n } / { $max }
game-no-capture-off = Jugadas sin captura: { $n }
game-white = Blancas
game-black = Negras
game-white-pieces = Blancas, piedrecitas
game-black-pieces = Negras, palitos
game-you = Tú
game-opponent = Rival
game-new-rating = Tu puntuación: { $rating } ({ $change })
game-unrated = no puntuable
game-unrated-same-address = { $games ->
    [one] Partida no puntuable: los dos jugadores juegan desde una misma dirección, que ya ha tenido hoy su partida puntuable entre sus propios jugadores.
   *[other] Partida no puntuable: los dos jugadores juegan desde una misma dirección, que ya ha tenido hoy sus { $games } partidas puntuables entre sus propios jugadores.
}
game-computer = Máquina · { $level }
game-level-beginner = principiante
game-level-easy = fácil
game-level-medium = medio
game-level-hard = difícil
game-level-master = maestro
game-open-seat = Esperando a un amigo
game-offline = sin conexión
game-to-move-short = turno
game-hand = Mano
game-captures = Capturadas
game-hand-label = Mano de las { $side }: { $n } fichas. Selecciónala para colocar una ficha.
game-hand-removal-label = Mano de las { $side }: { $n } fichas. Toma una ficha de ella.
game-captures-label = Las { $side } han capturado { $n } fichas.
game-your-turn = Tu turno. { $input ->
    [touch] Arrastra una ficha de tu mano o del tablero a una casilla, o toca la mano o una ficha y luego una casilla.
   *[mouse] Arrastra una ficha de tu mano o del tablero a una casilla, o haz clic en la mano o en una ficha y luego en una casilla.
}
game-turn-local = Juegan las { $side }. { $input ->
    [touch] Arrastra una ficha de la mano o del tablero a una casilla, o toca la mano o una ficha y luego una casilla.
   *[mouse] Arrastra una ficha de la mano o del tablero a una casilla, o haz clic en la mano o en una ficha y luego en una casilla.
}
game-your-turn-short = Tu turno.
game-turn-local-short = Juegan las { $side }.
game-their-turn = Juegan las { $side }. Esperando a tu rival.
game-watching = Estás observando. Juegan las { $side }.
game-waiting = Esperando a que tu amigo abra el enlace de invitación.
game-thinking = Pensando…
game-sending = Jugando…
game-must-pass = No tienes ninguna acción legal: pasas.
game-choose-place = Elige una casilla vacía para la ficha.
game-choose-target = Elige adónde va la ficha.
game-chain = Salta otra vez desde la ficha resaltada, o para aquí.
game-choose-removal = Toma una segunda ficha: elige una ficha enemiga resaltada.
game-choose-removal-hand = Toma una segunda ficha: una ficha enemiga resaltada, o una de la mano de tu rival.
game-removal-optional = O no tomes ninguna.
game-hand-selected = Mano seleccionada.
game-piece-selected = Ficha en { $square } seleccionada.
game-targets = { $n } casillas posibles.
game-cancelled = Selección cancelada.
game-square-empty = { $square }, vacía
game-square-selected = , seleccionada
game-square-target = , destino posible
game-square-removal = , se puede tomar
game-announce-place = Las { $side } colocan en { $to }.
game-announce-step = Las { $side } se desplazan de { $from } a { $to }.
game-announce-jump = Las { $side } saltan de { $from } a { $to } y capturan en { $captured }.
game-announce-removal-board = Segunda ficha tomada en { $square }.
game-announce-removal-hand = Segunda ficha tomada de la mano.
game-announce-pass = Las { $side } pasan.
game-error = Jugada rechazada: { $message }
game-over-you-win = ¡Has ganado!
game-over-you-lose = Has perdido
game-over-wins = Ganan las { $side }
game-over-draw = Tablas
game-over-aborted = Partida anulada
game-reason-captured-out = A las { $side } les quedan demasiado pocas fichas.
game-reason-blocked = ¡Ndar-Kepp! «Bloqueado por todos lados» en wólof: las { $side } no tenían ninguna acción legal.
game-reason-both-blocked = ¡Ndar-Kepp en ambos bandos! «Bloqueado por todos lados» en wólof: ningún jugador podía actuar, así que decide el número de fichas en el tablero.
game-reason-few-pieces = Ambos jugadores tienen pocas fichas y ninguno puede saltar.
game-reason-no-capture-limit = { $n } jugadas seguidas sin captura.
game-reason-resignation = Las { $side } abandonaron.
game-reason-agreement = Tablas por acuerdo.
game-reason-ply-limit = La partida alcanzó la duración máxima que se juega en este sitio: tablas.
game-reason-aborted = La partida se anuló antes de que ambos jugadores hubieran jugado.
game-reason-aborted-by = Las { $side } anularon la partida antes de que ambos jugadores hubieran jugado: no cuenta.
game-draw-offered-by-you = Ofreciste tablas.
game-draw-offered-to-you = Tu rival ofrece tablas.
game-draw-offered = Las { $side } ofrecen tablas.
game-draw-declined = Tu oferta de tablas fue rechazada.
game-draw-declined-by-you = Rechazaste las tablas.
game-rematch-offered-by-you = Pediste una revancha.
game-rematch-offered = Las { $side } piden una revancha.

# The rules at a glance beside the board: one short line per rule. The standard game shows
# win_at-1, placement-free, step, jump, second_removal-board and blocked-loses; a table shows
# the line of each of its option values instead (win_at-0 or win_at with n for other values,
# placement-hand-first, ...), plus second_removal_optional-true, chain_jumps-true,
# no_capture_draw and few_pieces_draw (with n) when they apply.
game-glance-win_at-1 = Toma fichas enemigas: ganas cuando a tu rival le queda una ficha o ninguna.
game-glance-win_at-0 = Toma fichas enemigas: ganas cuando las has tomado todas.
game-glance-win_at = { $n ->
    [one] Toma fichas enemigas: ganas cuando a tu rival le queda una ficha o ninguna.
   *[other] Toma fichas enemigas: ganas cuando a tu rival le quedan { $n } fichas o menos.
}
game-glance-placement-free = En cada turno: coloca una ficha de tu mano en cualquier casilla vacía, desplaza una ficha o salta.
game-glance-placement-hand-first = Mientras tengas fichas en la mano, coloca o salta; desplaza fichas solo cuando tu mano esté vacía.
game-glance-step = Desplaza una ficha una casilla hacia arriba, abajo, a la izquierda o a la derecha, a una casilla vacía; nunca en diagonal.
game-glance-jump = Captura: salta por encima de una ficha enemiga adyacente hasta la casilla vacía que hay detrás. Nunca es obligatoria.
game-glance-second_removal-board = Después toma una segunda ficha enemiga del tablero; las fichas en la mano están a salvo.
game-glance-second_removal-board-or-hand = Después toma una segunda ficha enemiga, del tablero o de su mano.
game-glance-second_removal-board-then-hand = Después toma una segunda ficha enemiga del tablero, o de su mano cuando ya no quede ninguna allí.
game-glance-second_removal_optional-true = Tomar la segunda ficha es decisión tuya.
game-glance-chain_jumps-true = Tras un salto, la misma ficha puede volver a saltar; puedes parar después de cualquier salto.
game-glance-blocked-loses = Ndar-Kepp: quien no puede actuar en su turno pierde.
game-glance-blocked-most-on-board = Quien no puede actuar pasa; si ninguno puede, gana quien tenga más fichas en el tablero.
game-glance-no_capture_draw = { $n ->
    [one] Tablas tras { $n } jugada sin captura.
   *[other] Tablas tras { $n } jugadas seguidas sin captura.
}
game-glance-few_pieces_draw = { $n ->
    [one] Tablas cuando ambos jugadores tienen { $n } ficha o ninguna y ninguno puede saltar.
   *[other] Tablas cuando ambos jugadores tienen { $n } fichas o menos y ninguno puede saltar.
}

# Hints
# In games against the computer only: the engine's suggestion for the player's turn, drawn on the
# board. game-hint-said: $action is a sentence such as "White places on c3".
game-hint = Pista
game-hint-thinking = Buscando una pista…
game-hint-said = Pista: { $action }
game-hint-failed = No se encontró ninguna pista.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = A las { $side } se les acabó el tiempo.
game-clock-running = en marcha
game-clock-days = { $days } d { $hours } h
game-clock-deadline = Plazo para jugar: { $deadline }
game-clock-first-action = Quedan { $seconds } s para hacer la primera acción; si no, la partida se anula.
game-clock-first-action-by = Plazo para hacer la primera acción: { $deadline }; si no, la partida se anula.
game-clock-low = Poco tiempo
game-clock-real-time = { $minutes } min + { $increment } s
game-clock-correspondence = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}

# Abandoned games
game-opponent-left = Tu rival ha salido de la partida. Si no vuelve pronto, podrás reclamarla.
game-opponent-left-claim = Tu rival ha salido de la partida. Reclama la victoria o declara tablas.
game-side-left = Las { $side } han salido de la partida.
game-claim-victory = Reclamar la victoria
game-claim-draw = Declarar tablas
game-reason-abandoned = Las { $side } salieron de la partida.
game-reason-abandoned-draw = Un jugador salió de la partida: se declararon tablas.
game-lag = Ida y vuelta al servidor: { $ms } ms
game-lag-lost = Sin respuesta del servidor
game-sending-held = Tu acción se enviará cuando vuelva la conexión.

## What the players say to each other

game-chat-title = Conversación
game-chat-muted = Has silenciado a tu rival en esta partida.
game-chat-label = Un mensaje para tu rival
game-chat-send = Enviar
game-chat-mute = Silenciar al rival
game-chat-unmute = Dejar de silenciar al rival
game-chat-mute-player = Silenciar a { $name } en todas las partidas
game-chat-unmute-player = Volver a escuchar a { $name }
game-chat-muted-player = Has silenciado a { $name }: sus palabras se te ocultan en todas las partidas, en cada uno de tus dispositivos.
game-chat-you = Tú
game-chat-opponent = Rival
game-chat-too-fast = Espera un momento y vuelve a enviarlo.
game-phrase-hello = ¡Hola!
game-phrase-good-luck = ¡Buena suerte!
game-phrase-have-fun = ¡Diviértete!
game-phrase-you-too = ¡Igualmente!
game-phrase-good-game = ¡Buena partida!
game-phrase-well-played = ¡Bien jugado!
game-phrase-thank-you = ¡Gracias!
game-phrase-bye = ¡Adiós!

# Takebacks (docs/protocol.md §3.5).
game-takeback = Deshacer jugada
game-undo = Deshacer
game-accept-takeback = Aceptar deshacer la jugada
game-decline-takeback = Rechazar
game-takeback-asked-by-you = Pediste deshacer tu última jugada.
game-takeback-asked-to-you = Tu rival pide deshacer su última jugada.
game-takeback-asked = Las { $side } piden deshacer una jugada.
game-takeback-declined = Tu petición de deshacer la jugada fue rechazada.
game-takeback-declined-by-you = Rechazaste deshacer la jugada.
game-taken-back = { $n ->
    [one] Se deshizo una jugada.
   *[other] Se deshicieron { $n } jugadas.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = Avisarme
game-notify-off = Detener las notificaciones
game-notify-help = Tu teléfono te avisa cuando es tu turno, incluso con esta página cerrada.
game-notify-on = Las notificaciones están activadas para esta partida.
game-notify-denied = Las notificaciones están bloqueadas para este sitio: permítelas en la configuración de tu navegador.
game-notify-unsupported = Este navegador no puede mostrar notificaciones.
game-notify-failed = No se pudieron activar las notificaciones. Inténtalo más tarde.
game-notify-turning-on = Activando…
game-notify-no-service = Este navegador no puede recibir notificaciones aquí: una ventana privada o un navegador sin servicio de notificaciones. Tus partidas siguen en «Mis partidas».

## Berserk, in an arena game (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Reduce a la mitad el tiempo de tu reloj y renuncia al incremento: una victoria vale un punto más.
game-berserk-mark = berserk
game-berserk-you = Activaste el berserk: la mitad de tu tiempo y un punto más si ganas.
game-berserk-side = Las { $side } activaron el berserk: la mitad de su tiempo y un punto más si ganan.
