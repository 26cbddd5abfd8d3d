## Torneos suizos y ligas (docs/tournaments.md "Swiss on the site").

swiss-new-title = Un torneo suizo o una liga
swiss-new-link = Un torneo suizo o una liga para una clase o un club
swiss-new-what = Para una clase o un club: todos juegan cada ronda, en tableros de verdad en la sala o en el sitio, y el sitio empareja cada ronda y lleva la clasificación. Lo diriges desde este navegador.
swiss-name = Nombre
swiss-system = Tipo
swiss-system-swiss = Suizo: se enfrentan jugadores con los mismos puntos
swiss-system-robin = Liga: todos contra todos
swiss-system-robin2 = Liga a doble vuelta: todos contra todos dos veces, con los colores invertidos
swiss-rounds = Rondas
swiss-code = Código de acceso
swiss-code-note = Opcional: solo podrá unirse quien lo escriba. Déjalo vacío para que pueda unirse cualquiera que tenga el enlace.
swiss-create = Crear el torneo
swiss-i-won = Gané
swiss-draw = Tablas
swiss-i-lost = Perdí
swiss-join = Unirse
swiss-withdraw = Salir del torneo
swiss-share = Compartir el enlace
swiss-print = Imprimir
swiss-director = Arbitraje
swiss-director-note = Solo este navegador ve esta parte: guarda el enlace del árbitro para dirigir el torneo desde otro teléfono.
swiss-add-player = Añadir un jugador por su nombre
swiss-add = Añadir
swiss-director-link = Copiar el enlace del árbitro
swiss-manage-player = Un jugador
swiss-give-half = Descanso con medio punto en la próxima ronda
swiss-give-full = Descanso con un punto en la próxima ronda
swiss-give-withdraw = Retirar del torneo
swiss-noscript = Esta página necesita JavaScript para mostrar las rondas y la clasificación.
swiss-col-board = Tablero
swiss-col-white = Blancas
swiss-col-black = Negras
swiss-col-result = Resultado
swiss-standings = Clasificación
swiss-col-rank = Puesto
swiss-col-player = Jugador
swiss-col-points = Puntos
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz menos 1: los puntos de los rivales, sin el más bajo
swiss-buchholz = Buchholz: los puntos de los rivales
swiss-sonneborn-berger = Sonneborn-Berger: los puntos de los rivales vencidos y la mitad de los de aquellos con quienes se hicieron tablas
swiss-no-players = Todavía no se ha unido nadie.
swiss-js-what-swiss = Suizo, { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
} · { $rules }
swiss-js-what-robin = Liga · { $rules }
swiss-js-what-robin2 = Liga a doble vuelta · { $rules }
swiss-js-waiting = { $players ->
    [one] Hay 1 jugador inscrito. El árbitro empieza la primera ronda.
   *[other] Hay { $players } jugadores inscritos. El árbitro empieza la primera ronda.
}
swiss-js-round = Ronda { $round } de { $rounds }
swiss-js-over = El torneo ha terminado.
swiss-js-pairings = Ronda { $round }
swiss-js-pair-first = Empezar la ronda 1
swiss-js-pair-next = Emparejar la ronda { $round }
swiss-js-pair-wait = Ronda { $round }: esperando todos los resultados
swiss-js-your-board = Tablero { $board }: juegas con { $colour ->
    [white] las Blancas
   *[black] las Negras
} contra { $opponent }.
swiss-js-your-bye = Descansas en esta ronda: un punto sin jugar.
swiss-js-reported = Indicaste { $result }. Esperando a que tu rival indique lo mismo.
swiss-js-disputed = Tu resultado y el de tu rival no coinciden: decide el árbitro.
swiss-js-result-set = Resultado: { $result }.
swiss-js-not-joined = Únete para jugar: el árbitro empareja a todos los que se han unido.
swiss-js-joined = Ya estás en el torneo: número { $number }.
swiss-js-not-paired = No estás emparejado en esta ronda: te unes a la siguiente.
swiss-js-you-withdrew = Has salido del torneo.
swiss-js-bye = descanso
swiss-js-withdrawn = ha salido
swiss-js-copied = Enlace copiado: envíalo a los jugadores.
swiss-js-director-copied = Enlace del árbitro copiado: quien lo abra dirige el torneo.
swiss-js-copy-prompt = Copia este enlace:
swiss-js-result-none = —
swiss-js-set = Fijar el resultado del tablero
swiss-where = Se juega
swiss-where-boards = En tableros de verdad en la sala
swiss-where-site = En el sitio, cada jugador en su propio teléfono
swiss-clock-none = Sin reloj
swiss-rated = Partidas puntuables
swiss-gap = Próxima ronda
swiss-gap-director = Cuando el árbitro la empiece
swiss-gap-after = { $minutes ->
    [one] 1 minuto después de la última partida de la ronda
   *[other] { $minutes } minutos después de la última partida de la ronda
}
swiss-play = Jugar tu partida
swiss-js-on-boards = en tableros de verdad
swiss-js-on-site = en el sitio
swiss-js-clock = reloj { $clock }
swiss-js-rated = puntuable
swiss-js-unrated = no puntuable
swiss-js-your-game = Tablero { $board }: tu partida contra { $opponent } está lista.
swiss-js-game-coming = Se está preparando tu partida contra { $opponent }.
swiss-js-watch = Ver
swiss-js-next-round = La próxima ronda empieza a las { $time }.
game-swiss-back = Volver al torneo
game-swiss-of = Torneo: { $name }
swiss-show-qr = Mostrar un código QR
swiss-js-show-qr = Mostrar un código QR
swiss-js-hide-qr = Ocultar el código QR
swiss-qr-caption = Los jugadores escanean este código con la cámara de su teléfono para abrir el torneo.
swiss-js-withdraw-confirm = { $input ->
    [touch] Toca otra vez para salir
   *[mouse] Haz clic otra vez para salir
}
