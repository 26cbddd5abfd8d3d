# Errors the server can answer, by code (docs/protocol.md), with their details as variables.
# A code with a `reason` detail is looked up as error-<code>-<reason> first, then error-<code>.

error-unknown = Algo salió mal (error «{ $code }»). Inténtalo de nuevo.
error-network = No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.

## The HTTP API

error-malformed = No se pudo leer la solicitud. Recarga la página e inténtalo de nuevo.
error-bad-rules = Estas reglas no se pueden jugar: «{ $rules }».
error-bad-rules-empty = No se indicó ninguna regla: parte de un reglamento, como «standard».
error-bad-rules-unknown-preset = «{ $preset }» no es un reglamento. Los reglamentos son: { $allowed }.
error-bad-rules-missing-value = «{ $part }» no tiene valor: escríbelo como opción=valor, por ejemplo, win_at=0.
error-bad-rules-unknown-option = «{ $option }» no es una opción. Las opciones son: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] «{ $value }» no es un valor válido para { $option }: elige un número de { $min } a { $max }.
    [off-or-range] «{ $value }» no es un valor válido para { $option }: elige «off» o un número de { $min } a { $max }.
   *[words] «{ $value }» no es un valor válido para { $option }: elige uno de estos: { $allowed }.
}
error-bad-rules-repeated = La opción { $option } aparece dos veces.
error-bad-rules-too-many-pieces = { $max ->
    [one] { $pieces } fichas por jugador no caben en un tablero de { $rows }×{ $columns }: caben como máximo { $max } ficha por jugador.
   *[other] { $pieces } fichas por jugador no caben en un tablero de { $rows }×{ $columns }: caben como máximo { $max } fichas por jugador.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [one] «Umbral de victoria» ({ $win_at }) debe ser menor que el número de fichas ({ $pieces } ficha por jugador).
   *[other] «Umbral de victoria» ({ $win_at }) debe ser menor que el número de fichas ({ $pieces } fichas por jugador).
}
error-bad-level = «{ $level }» no es un nivel de la máquina.
error-bad-option = «{ $value }» no es una opción válida para { $option }.
error-unknown-game = No hay ninguna partida en esta dirección.
error-unknown-invite = Este enlace de invitación no es válido: pide uno nuevo a tu amigo.
error-bad-secret = Este enlace no da un asiento en la partida: la estás observando.
error-no-rematch = Esta partida no tiene revancha.
error-no-rematch-not-over = Una revancha solo puede seguir a una partida terminada.
error-no-rematch-no-opponent = Nadie ocupó el otro asiento: mejor crea una mesa nueva.
error-no-rematch-exists = La revancha ya existe.
error-no-rematch-asked = Ya pediste una revancha.
error-no-rematch-arena = Una partida de arena no tiene revancha: la arena te vuelve a emparejar.
error-no-rematch-swiss = Una partida de torneo no tiene revancha: la próxima ronda te vuelve a emparejar.
error-seat-taken = El asiento ya está ocupado: ahora el enlace muestra la partida a los espectadores.
error-game-over = Esta partida ha terminado.
error-own-invite = Esta es tu propia invitación: envía el enlace a tu amigo.
error-too-large = La solicitud es demasiado grande.
error-too-many-tables = Se crearon demasiadas mesas desde tu conexión. Espera un minuto e inténtalo de nuevo.
error-too-many-waiting-tables = { $limit ->
    [one] Una mesa creada desde tu conexión todavía espera su primera jugada. Juégala o cancélala, y luego crea otra.
   *[other] { $limit } mesas creadas desde tu conexión todavía esperan su primera jugada. Juega o cancela una de ellas, y luego crea otra.
}
error-computer-busy = La máquina está ocupada con muchas partidas en este momento. Inténtalo de nuevo dentro de un minuto o juega con un amigo.
error-computer-busy-address = Ya tienes muchas partidas contra la máquina: termina una antes de empezar otra.
error-computer-busy-queue = La máquina está ocupada con muchas partidas en este momento. Inténtalo de nuevo dentro de un minuto o juega con un amigo.
error-body-timeout = La solicitud no llegó a tiempo. Revisa tu conexión e inténtalo de nuevo.
error-bad-origin = Se rechazan las solicitudes que vienen de otro sitio.
error-unconfirmed-seat = Un enlace para continuar solo traslada un asiento cuando lo confirmas en este sitio: abre el enlace y pulsa su botón.
error-internal = El servidor no pudo hacerlo. No ha cambiado nada: inténtalo de nuevo.
error-not-found = No hay nada en esta dirección. Recarga la página e inténtalo de nuevo.
error-method-not-allowed = Esta dirección no admite este tipo de petición. Recarga la página e inténtalo de nuevo.

## The game's connection

error-unknown-type = El servidor no entendió la página. Recárgala.
error-hello-required = La página todavía no está conectada a la partida. Recárgala.
error-not-a-player = Estás observando esta partida: solo sus jugadores pueden hacer eso.
error-waiting-for-opponent = El otro asiento sigue libre: envía el enlace de invitación a un amigo.
error-not-your-turn = { $side ->
    [white] Es el turno de las Blancas.
   *[black] Es el turno de las Negras.
}
error-bad-notation = «{ $text }» no es una acción.
error-illegal-action = Esta acción no es posible ahora.
error-illegal-action-game-over = La partida ha terminado.
error-illegal-action-off-board = { $square } no está en este tablero.
error-illegal-action-empty-hand = No te queda ninguna ficha en la mano para colocar.
error-illegal-action-occupied = { $square } no está vacía.
error-illegal-action-not-your-piece = No tienes ninguna ficha en { $square }.
error-illegal-action-not-adjacent = Una ficha se desplaza una casilla hacia arriba, abajo, a la izquierda o a la derecha.
error-illegal-action-must-place-or-jump = Mientras tengas fichas en la mano, solo puedes colocar o saltar.
error-illegal-action-nothing-to-jump = No hay ninguna ficha enemiga en { $square } que saltar.
error-illegal-action-no-chains = Con estas reglas solo se permite un salto por turno.
error-illegal-action-bad-removal = Esa segunda ficha no se puede tomar aquí.
error-illegal-action-pass-not-allowed = Solo puedes pasar cuando no tienes ninguna otra acción.
error-illegal-action-pass-required = No tienes ninguna acción posible: debes pasar.
error-illegal-action-not-legal = Esta acción no es posible en esta posición.
error-stale-ply = Esta jugada ya se hizo. El tablero muestra ahora la partida tal como está.
error-future-ply = La página va por detrás de la partida. Recárgala.
error-no-draw-offer = Tu rival no ha ofrecido tablas.
error-draw-already-offered = Ya hay una oferta de tablas abierta.
error-draw-already-offered-opponent-offered = Tu rival ha ofrecido tablas: acéptalas o recházalas.
error-draw-already-offered-offer-open = Tu oferta de tablas sigue abierta.
error-draw-already-offered-offered-this-move = Ya ofreciste tablas en esta jugada.
error-too-late-to-abort = Ambos bandos han jugado: en su lugar, abandona u ofrece tablas.
error-bad-clock = Este control de tiempo no es válido ({ $field }): en tiempo real, de 1 segundo a 3 horas más de 0 a 180 segundos por jugada; por correspondencia, 1, 2, 3 o 7 días por jugada.
error-cannot-claim = No hay nada que reclamar en esta partida.
error-cannot-claim-opponent-here = Tu rival está aquí: no hay nada que reclamar.
error-cannot-claim-too-early = { $wait_s ->
    [one] Tu rival todavía puede volver: espera un segundo más.
   *[other] Tu rival todavía puede volver: espera { $wait_s } segundos más.
}

## The lobby

error-bad-tile = «{ $tile }» no es uno de los tiempos de la sala. Recarga la página.
error-too-many-seeks = { $limit ->
    [one] Alguien en tu conexión ya está buscando partida. Espera a que la encuentre o deja de buscar primero.
   *[other] { $limit } personas en tu conexión ya están buscando partida. Espera un momento e inténtalo de nuevo.
}
error-too-many-players = Demasiados jugadores nuevos desde tu conexión en esta hora. Quédate con el nombre que tienes.
error-too-many-renames = Demasiados cambios de nombre desde tu conexión en esta hora. Inténtalo más tarde.
error-name-taken = Otro jugador se llama «{ $name }». Elige otro nombre.
error-unknown-player = Ningún jugador se llama «{ $name }».
error-own-mute = No puedes silenciarte a ti mismo.
error-too-many-mutes = Has silenciado tantos jugadores como se puede. Vuelve a escuchar a uno primero.
error-bad-name = Este nombre no se puede usar.
error-bad-name-length = Un nombre tiene de { $min } a { $max } caracteres.
error-bad-name-characters = Un nombre solo tiene letras, dígitos, - y _, y empieza por una letra.
error-bad-name-refused = Este nombre no se puede usar. Elige otro.
error-bad-name-scripts = Un nombre usa letras de una sola escritura (por ejemplo, no latinas y cirílicas a la vez).
error-no-player = Este navegador todavía no tiene jugador: primero elige un tiempo en la sala.
error-not-your-seat = Los asientos de esta partida pertenecen a otros jugadores: puedes observarla.
error-bad-transfer-code = Este código no es válido: puede que haya caducado o que ya se haya usado. Genera uno nuevo en tu otro dispositivo.
error-too-many-transfers = Demasiados códigos de transferencia desde tu conexión en esta hora. Inténtalo más tarde.
error-seek-gone = Esta partida ya no está en oferta: otro jugador la tomó, o su jugador se fue.
error-own-seek = Esta es tu propia oferta: espera a que otro jugador la acepte.
error-held = Hoy dejaste { $games ->
    [one] { $games } partida de la sala
   *[other] { $games } partidas de la sala
}: podrás volver a emparejarte dentro de { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.

error-no-chat = No hay nadie con quien hablar en esta partida.
error-no-chat-watcher = Solo los jugadores de una partida hablan en ella: tú estás observando.
error-no-chat-one-device = Ambos bandos juegan en este dispositivo: no hay nadie con quien hablar.
error-no-chat-computer = La máquina no lee la conversación.
error-no-chat-no-opponent = Nadie ha ocupado todavía el otro asiento.
error-no-chat-lobby = Las partidas con jugadores que no conoces solo tienen las frases predefinidas.
error-bad-phrase = Esta frase no existe.
error-phrase-used = Ya dijiste esto en esta partida.
error-bad-chat = Este mensaje no se puede enviar.
error-bad-chat-empty = Un mensaje vacío no dice nada.
error-bad-chat-length = Un mensaje tiene como máximo { $max } caracteres.
error-bad-chat-characters = Un mensaje es una sola línea, sin caracteres de control.
error-bad-chat-words = El mensaje contiene una palabra que el sitio no admite: dilo de otra manera.
error-chat-too-fast = Como máximo, un mensaje por segundo: espera un momento.
error-chat-full = Has enviado { $limit } mensajes en esta partida: ese es el límite.

error-no-takeback = En esta partida no se permite deshacer jugadas.
error-no-takeback-off = Esta mesa no permite deshacer jugadas.
error-no-takeback-rated = Esta mesa solo permite deshacer jugadas en partidas no puntuables, y esta partida es puntuable.
error-no-takeback-nothing = No tienes ninguna jugada que deshacer.
error-no-takeback-limit = Tu rival ha rechazado { $limit } de tus peticiones en esta partida: no puedes volver a pedirlo.
error-takeback-already-asked = Ya hay una petición para deshacer una jugada esperando respuesta.
error-takeback-already-asked-open = Tu petición todavía espera respuesta.
error-takeback-already-asked-opponent-asked = Tu rival pide deshacer una jugada: acéptalo o recházalo primero.
error-no-takeback-request = Tu rival no ha pedido deshacer ninguna jugada.
error-no-berserk = No puedes activar el berserk ahora.
error-no-berserk-not-allowed = El berserk solo está disponible en partidas de arena con suficiente tiempo en el reloj.
error-no-berserk-moved = El berserk solo es posible antes de tu primera jugada.
error-no-berserk-already = Ya activaste el berserk en esta partida.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = No se pudieron activar las notificaciones para esta partida.
error-bad-subscription-endpoint-long = La dirección de notificaciones de este navegador es demasiado larga.
error-bad-subscription-endpoint-malformed = La dirección de notificaciones de este navegador no es una dirección válida.
error-bad-subscription-endpoint-not-https = La dirección de notificaciones de este navegador no es segura (https): las notificaciones solo se envían a direcciones seguras.
error-bad-subscription-endpoint-unknown-service = El servicio de notificaciones de este navegador no es uno de los que usa este sitio.
error-bad-subscription-bad-key = La clave de notificaciones de este navegador no es válida.
error-bad-subscription-bad-auth = El secreto de notificaciones de este navegador no es válido.
error-bad-subscription-local = Una partida en un solo dispositivo no envía notificaciones.
error-bad-subscription-over = Esta partida ha terminado: ya no envía notificaciones.
error-bad-subscription-too-many = Ya hay cinco navegadores que reciben notificaciones para este asiento: desactiva uno primero.
error-bad-position = Esta posición no se puede leer: escríbela en la notación, por ejemplo «6/6/6/6/6 w 12 12 0».
error-not-in-tables = Las bases de finales de este sitio no contienen esta posición.

## Arenas

error-arena-not-found = No hay ninguna arena en esta dirección.
error-arena-over = Esta arena ha terminado.
error-not-in-arena = No te has unido a esta arena.
error-bad-entry-code = Esta arena pide un código de acceso, y no es este. Pídeselo a la persona que la creó.
error-too-many-entry-codes = Demasiados códigos de acceso probados desde tu conexión en esta hora. Inténtalo más tarde.
error-too-many-arenas = Demasiadas arenas creadas desde tu conexión en esta hora. Inténtalo más tarde.
error-bad-arena-name = Este nombre no se puede usar para una arena.
error-bad-arena-name-length = El nombre de una arena tiene como máximo { $max } caracteres.
error-bad-arena-name-characters = El nombre de una arena es una sola línea, sin caracteres de control.
error-bad-arena-name-words = El nombre contiene una palabra que el sitio no admite: dilo de otra manera.
error-swiss-not-found = No hay ningún torneo en esta dirección.
error-not-director = Solo el árbitro del torneo puede hacer esto. Ábrelo desde el enlace del árbitro.
error-swiss-over = Este torneo ha terminado.
error-swiss-started = Una liga no admite jugadores nuevos una vez empezada.
error-swiss-full = Este torneo está completo: admite como máximo { $max } jugadores.
error-swiss-joined = Ya estás en este torneo.
error-swiss-no-player = Ese jugador no está en este torneo, o ya salió de él.
error-swiss-round-open = Hacen falta todos los resultados de esta ronda antes de emparejar la siguiente.
error-swiss-too-few = Una ronda necesita al menos dos jugadores.
error-swiss-no-pairing = Ningún emparejamiento de esta ronda cumple las reglas: todos los que quedan ya se han enfrentado a todos los rivales posibles.
error-swiss-paired = Esta ronda ya está emparejada.
error-swiss-not-this-round = Los jugadores indican los resultados de la ronda en juego; el árbitro corrige los anteriores.
error-swiss-result-set = El resultado de este tablero ya está fijado. El árbitro puede corregirlo.
error-swiss-not-in = No estás en este torneo.
error-swiss-not-your-board = Solo los jugadores del tablero o el árbitro indican su resultado.
error-swiss-on-site-names = En un torneo que se juega en el sitio, los jugadores se unen desde su propio teléfono con el enlace.
error-swiss-on-site-result = Una partida jugada en el sitio da su propio resultado. El árbitro puede corregirlo.
error-bad-swiss-name = Este nombre no se puede usar.
error-bad-swiss-name-length = Un nombre tiene de 1 a { $max } caracteres.
error-bad-swiss-name-characters = Un nombre es una sola línea, sin caracteres de control.
error-bad-swiss-name-words = El nombre contiene una palabra que el sitio no admite: dilo de otra manera.
