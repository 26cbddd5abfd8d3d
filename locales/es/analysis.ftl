# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = Analizar la partida
analysis-title = Análisis
analysis-lead = El motor evalúa cada posición de una partida, en tu navegador: la gráfica de la ventaja, los errores y los errores graves, la mejor línea en cada jugada. Prueba otras acciones en el tablero o prepara cualquier posición.
analysis-live = Esta partida todavía se está jugando: su análisis se abrirá cuando termine. Mientras tanto, aquí tienes sus acciones hasta ahora, sin evaluaciones.
analysis-live-back = Volver a la partida
analysis-live-none = Todavía no se ha jugado ninguna acción.
analysis-noscript = El análisis se hace en tu navegador y necesita JavaScript.
analysis-paste-title = Pegar el registro de una partida
analysis-paste-label = Registro de la partida (tal como lo da «Guardar la partida»)
analysis-load = Mostrar la partida
analysis-open-editor = Preparar una posición
analysis-board = Tablero de análisis
analysis-board-help = Haz clic o toca una ficha y luego su destino; haz clic en un hoyo vacío para colocar. Las flechas recorren la partida.
analysis-first = Primera posición
analysis-prev = Jugada anterior
analysis-next = Jugada siguiente
analysis-last = Última posición
analysis-back-to-line = Volver a la línea de la partida
analysis-run = Analizar
analysis-edit-here = Editar esta posición
analysis-progress = Análisis
analysis-graph-caption = La ventaja de las Blancas a lo largo de las jugadas (por encima del centro, van mejor las Blancas). Haz clic en un punto para ir a esa jugada.
analysis-table = La evaluación en forma de tabla
analysis-col-ply = Jugada
analysis-col-action = Acción
analysis-col-score = Evaluación
analysis-col-mark = Marca
analysis-moves = Acciones
analysis-legend = ?? error grave, ? error. Las evaluaciones son desde el lado de las Blancas, en fichas.
analysis-editor-title = Editor de posiciones
analysis-editor-lead = Elige las reglas, pon fichas en el tablero, ajusta las manos y el bando que juega; luego comprueba la posición y explórala.
analysis-editor-preset = Reglamento
analysis-editor-rules = Cadena de reglas
analysis-editor-tool = Poner en el tablero
analysis-editor-white = Blancas
analysis-editor-black = Negras
analysis-editor-empty = Hoyo vacío
analysis-editor-board = Tablero del editor de posiciones
analysis-editor-white-hand = Mano de las Blancas
analysis-editor-black-hand = Mano de las Negras
analysis-editor-quiet = Jugadas desde la última captura
analysis-editor-to-move = Juegan
analysis-editor-position = Posición:
analysis-editor-check = Comprobar y explorar
analysis-editor-clear = Vaciar el tablero
analysis-editor-wipe-yes = Vaciar el tablero y cambiar
analysis-editor-wipe-no = Mantener las reglas anteriores

analysis-js-white = Blancas
analysis-js-black = Negras
analysis-js-to-move = Juegan las { $side }.
analysis-js-at = Jugada { $n } de { $total }
analysis-js-start = Inicio
analysis-js-hand = { $side }: { $n } en la mano
analysis-js-square-empty = { $square }, vacía
analysis-js-square-piece = { $square }, { $side }
analysis-js-progress = Posición { $n } de { $total }
analysis-js-done = { $n ->
    [one] Análisis terminado: { $n } posición evaluada.
   *[other] Análisis terminado: { $n } posiciones evaluadas.
}
analysis-js-blunders = { $n ->
    [one] { $n } error grave
   *[other] { $n } errores graves
}
analysis-js-mistakes = { $n ->
    [one] { $n } error
   *[other] { $n } errores
}
analysis-js-errors = { $blunders }, { $mistakes }.
analysis-js-eval-white = ventaja de las blancas
analysis-js-eval-black = ventaja de las negras
analysis-js-eval-even = igualdad
analysis-js-blunder = Error grave
analysis-js-mistake = Error
analysis-js-win = { $n ->
    [one] Ganan las { $side } en { $n } jugada
   *[other] Ganan las { $side } en { $n } jugadas
}
analysis-js-best = Mejor línea: { $line }
analysis-js-best-none = Ninguna acción: aquí la partida ha terminado.
analysis-js-over = Partida terminada: { $result }.
analysis-js-point = Jugada { $n }: { $score }
analysis-js-variation = Otra línea desde la jugada { $n }: { $actions }
analysis-js-played = Se jugó { $action }.
analysis-js-choose = Elige la acción:
analysis-js-loading = Cargando el registro de la partida…
analysis-js-record-fetch = No se pudo cargar el registro de la partida.
analysis-js-record-empty = Primero pega el registro de una partida.
analysis-js-record-no-rules = Este registro no tiene la etiqueta Rules.
analysis-js-record-bad-rules = Las reglas del registro no se pueden leer.
analysis-js-record-bad-position = La posición inicial del registro no se puede leer.
analysis-js-record-bad-action = Línea { $line }: «{ $action }» no se puede jugar en la jugada { $ply }.
analysis-js-engine-failed = No se pudo iniciar el motor en este navegador.
analysis-js-ed-bad-rules = Estas reglas no se pueden leer: revisa la cadena de reglas (por ejemplo, «standard,rows=6»).
analysis-js-ed-too-many = { $count ->
    [one] Las { $side } tienen { $count } ficha en el tablero y en la mano, más que las { $pieces } que dan las reglas.
   *[other] Las { $side } tienen { $count } fichas en el tablero y en la mano, más que las { $pieces } que dan las reglas.
}
analysis-js-ed-bad-number = Las manos y las jugadas desde la última captura son números enteros a partir de 0.
analysis-js-ed-bad-position = El motor rechaza esta posición.
analysis-js-ed-ok = La posición es válida: explórala en el tablero de arriba.
analysis-js-ed-wipe-size = Estas reglas se juegan en un tablero de { $rows }×{ $columns }: las fichas de este tablero no pueden quedarse. ¿Vaciar el tablero y cambiar de reglas?
analysis-js-ed-wipe-pieces = Estas reglas dan a las { $side } menos fichas de las que tienen en el tablero: no pueden quedarse todas. ¿Vaciar el tablero y cambiar de reglas?
analysis-js-table-win = Bases de finales: { $win }. Juego perfecto: { $line }
analysis-js-table-draw = Bases de finales: tablas con juego perfecto.
