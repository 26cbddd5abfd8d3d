# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = Arenas
tournaments-lead = Juega tantas partidas como puedas antes de que se acabe el tiempo: en cuanto termina tu partida, se te empareja de nuevo con alguien cercano a ti en la clasificación.
tournaments-scoring = Una victoria vale 2 puntos y unas tablas, 1. Tras dos victorias seguidas, cada victoria cuenta doble hasta que una partida no se gane.
tournaments-none = No hay ninguna arena en curso ni a punto de empezar. Crea una y comparte su enlace.
tournaments-running = { $minutes ->
    [one] En curso: queda 1 minuto
   *[other] En curso: quedan { $minutes } minutos
}
tournaments-upcoming = { $minutes ->
    [one] Empieza dentro de 1 minuto
   *[other] Empieza dentro de { $minutes } minutos
}
tournaments-ending = Se acabó el tiempo: se juegan las últimas partidas
tournaments-players = { $n ->
    [one] 1 jugador
   *[other] { $n } jugadores
}
tournaments-rated = Puntuable
tournaments-casual = Amistosa
tournaments-create = Crear una arena
tournaments-name = Nombre (opcional)
tournaments-rules = Reglas
tournaments-clock = Reloj
tournaments-minutes = Duración
tournaments-minutes-option = { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
}
tournaments-starts = Comienzo
tournaments-starts-now = Ahora
tournaments-starts-in = { $minutes ->
    [one] Dentro de 1 minuto
   *[other] Dentro de { $minutes } minutos
}
tournaments-rated-label = Partidas puntuables
tournaments-submit = Crear y unirse
tournaments-code = Código de acceso (opcional)
tournaments-code-help = Solo podrán unirse las personas a quienes se lo des: una clase, un club, una familia. De 4 a 32 letras o dígitos.
tournaments-entry-code = Código de acceso
tournaments-site = Una arena del sitio
tournaments-berserk = Antes de tu primera jugada en una partida puedes activar el berserk: la mitad del tiempo de tu reloj y sin incremento, a cambio de un punto más si ganas tras 14 jugadas o más.
tournaments-js-creating = Creando la arena…

arena-join = Unirse
arena-pause = Pausa
arena-withdraw = Salir
arena-share = Compartir el enlace
arena-show-qr = Mostrar un código QR
arena-js-show-qr = Mostrar un código QR
arena-js-hide-qr = Ocultar el código QR
arena-qr-caption = Los jugadores escanean este código con la cámara de su teléfono para abrir la arena.
arena-go-game = Ir a tu partida
arena-noscript = Esta página necesita JavaScript para mostrar la clasificación y llevarte a tus partidas.
arena-podium = Podio
arena-standings = Clasificación
arena-col-rank = Puesto
arena-col-player = Jugador
arena-col-games = Partidas
arena-col-score = Puntos
arena-no-players = Todavía no se ha unido nadie.
arena-pages = Páginas de la clasificación
arena-previous = Anterior
arena-next = Siguiente
arena-all = Todas las arenas
arena-code = Código de acceso
arena-js-join = Unirse
arena-js-rejoin = Volver a unirse
arena-js-starts-in = Empieza dentro de { $time }
arena-js-ends-in = Quedan { $time }
arena-js-ending = Se acabó el tiempo: se juegan las últimas partidas
arena-js-finished = Terminada
arena-js-you = { $score ->
    [one] Estás en el puesto { $rank } con 1 punto.
   *[other] Estás en el puesto { $rank } con { $score } puntos.
}
arena-js-status-active = Se te empareja en cuanto quedas libre.
arena-js-status-paused = En pausa: no se te empareja hasta que vuelvas a unirte.
arena-js-status-withdrawn = Has salido: vuelve a unirte para jugar.
arena-js-not-joined = Únete para jugar: se te empareja en cuanto empiece la arena.
arena-js-not-joined-code = Esta arena pide un código de acceso: escribe el que te dieron y luego únete.
arena-js-absent-paused = en pausa
arena-js-absent-withdrawn = ha salido
arena-js-on-fire = En racha: las victorias cuentan doble
arena-js-sheet = Puntos partida a partida
arena-js-sheet-berserk = berserk
arena-js-watch = Ver
arena-js-game-playing = Tu partida se está jugando.
arena-js-game-ready = Tu partida está lista…
arena-js-page = Página { $page } de { $pages }
arena-js-podium-line = { $score ->
    [one] 1 punto
   *[other] { $score } puntos
} · { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} · { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}
arena-js-copied = Enlace copiado: envíalo a los jugadores.
arena-js-copy-prompt = Copia este enlace:

home-arenas = Arenas
home-arenas-text = Una tarde de partidas: únete a una arena, juega tantas partidas como puedas y sube en la clasificación.
home-arenas-link = Ver las arenas

game-arena-back = Volver a la arena
game-arena-of = Arena: { $name }

privacy-arenas-what = Las arenas que creaste o a las que te uniste: cada vez que te uniste, hiciste una pausa o saliste (con la puntuación con la que te uniste), y las partidas de la arena.
privacy-arenas-why = La clasificación de una arena se calcula de nuevo a partir de estos datos y de sus partidas; es pública en su página, como sus partidas.
privacy-arenas-long = Tanto como la página de la arena. Si haces olvidar a tu jugador, tu nombre en su clasificación pasa a ser «Jugador eliminado».
privacy-arena-opened-what = Las partidas de arena que esta pestaña ha abierto (sus identificadores), en el almacenamiento de sesión de la pestaña (yote-arena-opened).
privacy-arena-opened-why = Para que la arena te lleve una sola vez a cada partida nueva, y no de vuelta a la que acabas de jugar.
privacy-arena-opened-long = Hasta que cierres la pestaña.
