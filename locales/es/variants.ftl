variant-kicker = Reglamento de Yoté
variant-play = Abrir una mesa con estas reglas
variant-what = ¿Qué es?
variant-changes = Cambios de reglas
variant-changes-caption = En qué se diferencia este reglamento del juego estándar
variant-aspect = Regla
variant-history = Historia
variant-others = Otros reglamentos

v-standard-title = Yoté estándar
v-standard-short = Tablero de 5×6, 12 fichas por jugador, la segunda ficha del tablero.
v-standard-lead = El juego que describen la mayoría de los reglamentos modernos: un tablero de 5 filas de 6 casillas, doce fichas por jugador, y cada captura se lleva la ficha saltada y otra más del tablero.
v-standard-what-1 = Cada jugador empieza con doce fichas en la mano y un tablero vacío entre ambos. En tu turno colocas una ficha, desplazas una ficha una casilla o saltas por encima de una ficha enemiga para capturarla, y después tomas del tablero una segunda ficha enemiga. Ganas cuando a tu rival le queda una sola ficha.
v-standard-what-2 = Este es el juego con el que se compara cualquier otro reglamento de este sitio. Su tabla de cambios de reglas tiene una sola línea: es la referencia.
v-standard-history-1 = El Yoté es un juego tradicional de África occidental. Charles Béart lo recogió en Jeux et jouets de l’ouest africain [Juegos y juguetes del África occidental] (Dakar, 1955) como uno de los juegos de apuestas más extendidos de Senegal, jugado con doce piedrecitas contra doce palitos. Games of the World (1975), de Frederic V. Grunfeld, y The Games of Africa (1994), de Jennifer Prior, lo describen en inglés, y sus bruscos vuelcos de la suerte se suelen dar como la razón de que se juegue con apuestas.
v-standard-history-2 = El tablero era tradicionalmente una cuadrícula de hoyos excavados en el suelo, así que nada fijaba su tamaño; la mayoría de los reglamentos modernos usan 5 filas de 6 casillas. Las reglas de João Pedro Neto toman la segunda ficha del tablero y nunca de la reserva, y otras reglas modernas coinciden. El juego estándar de este sitio las sigue.
v-standard-history-3 = Las tablas tras 120 jugadas sin captura vienen del reglamento Béart; el sitio las añade a todos los reglamentos para que toda partida termine.

v-hand-capture-title = Yoté: segunda ficha de la mano
v-hand-capture-short = La segunda ficha se puede tomar de la mano del rival.
v-hand-capture-lead = Después de cada captura, toma tu segunda ficha enemiga del tablero o de la mano de tu rival: una opción que hace que cada captura cueste una ficha entera.
v-hand-capture-what-1 = Cada captura en el Yoté retira dos fichas enemigas: la que saltas y otra más a tu elección. En el juego estándar de este sitio, esa segunda ficha debe salir del tablero. Con esta opción, que se activa al preparar la mesa, puedes tomarla del tablero o de las fichas que tu rival aún tiene en la mano.
v-hand-capture-what-2 = La diferencia importa sobre todo al principio de la partida y siempre que un jugador se guarda fichas en la mano. En el juego estándar, un jugador con pocas fichas en el tablero pierde poco con la segunda retirada, y si la ficha saltada era su única ficha en el tablero, no hay segunda retirada. Con esta opción, la segunda ficha se toma siempre mientras tu rival tenga alguna, y tomarla de la mano elimina una reserva que podría haberse colocado en cualquier sitio. Guardarse fichas ya no es una forma segura de protegerlas.
v-hand-capture-history-1 = El Yoté es un juego tradicional de África occidental, recogido por Charles Béart en Jeux et jouets de l’ouest africain (Dakar, 1955) como uno de los juegos de apuestas más extendidos de Senegal. Su regla característica es que una captura se lleva dos fichas: Béart escribe que quien captura retira además una ficha a su elección entre las del rival («un pion au choix dans le jeu de l’adversaire»), palabras que no señalan el tablero como el único sitio de donde tomarla.
v-hand-capture-history-2 = Las reglas posteriores resuelven la cuestión de maneras distintas. Las reglas de João Pedro Neto dicen que la ficha extra se toma del tablero, pero no de la reserva del rival, y otras reglas modernas también la toman del tablero. Una edición comercial la toma del tablero o, cuando no queda ninguna en el tablero, de las fichas del rival que aún no se han colocado.
v-hand-capture-history-3 = El juego estándar de este sitio sigue la regla de tomarla solo del tablero. Esta opción es la lectura abierta de la regla antigua: la segunda ficha puede salir del tablero o de la mano en cualquier momento, así que cada captura le cuesta al rival dos fichas mientras las tenga.

v-six-by-six-title = Yoté en un tablero de 6×6
v-six-by-six-short = Un tablero cuadrado, con una sexta fila y más casillas para maniobrar.
v-six-by-six-lead = Juega al Yoté en un tablero cuadrado de 6×6 casillas: las mismas 12 fichas por jugador y las mismas reglas de captura, con una sexta fila que da más espacio para colocar, retirarse y escapar.
v-six-by-six-what-1 = El tablero estándar de Yoté tiene 5 filas de 6 casillas. En esta variante juegas, en cambio, en un tablero cuadrado de 6×6, que se elige como tamaño del tablero al preparar la mesa. Nada más cambia: cada jugador sigue empezando con 12 fichas en la mano, las Blancas mueven primero, y en cada turno colocas una ficha en cualquier casilla vacía, desplazas una ficha a una casilla vecina vacía o saltas por encima de una ficha enemiga. Cada captura sigue retirando la ficha saltada y una segunda ficha enemiga del tablero, a tu elección.
v-six-by-six-what-2 = La fila extra añade seis casillas, así que 36 casillas albergan las mismas 24 fichas. Cuando todas las fichas están colocadas, quedan doce casillas vacías en lugar de seis. Las fichas tienen más espacio para desplazarse lejos de una amenaza, pero también hay más casillas vacías detrás de cada ficha a las que un enemigo puede saltar, así que la posición se mantiene abierta más tiempo.
v-six-by-six-history-1 = El Yoté es un juego tradicional de África occidental. Charles Béart lo describió en su estudio Jeux et jouets de l’ouest africain, publicado en Dakar en 1955, como uno de los juegos de apuestas más extendidos de Senegal, jugado con 12 piedrecitas contra 12 palitos. Se describe en inglés en Games of the World (1975), de Frederic V. Grunfeld, y en The Games of Africa (1994), de Jennifer Prior.
v-six-by-six-history-2 = El tamaño de la cuadrícula nunca fue fijo. La descripción de Béart habla de un tablero de veinticinco hoyos, una cuadrícula de 5×5, y el Choko, un juego gambiano muy emparentado, también se juega en 5×5. La mayoría de los reglamentos modernos usan 5 filas de 6 casillas, que es el juego estándar de este sitio. Tradicionalmente, el tablero era solo una cuadrícula dibujada o excavada en el suelo, así que nada lo ataba a un tamaño concreto.
v-six-by-six-history-3 = No conocemos ninguna fuente publicada sobre el Yoté en 6×6. Se ofrece aquí como un tablero más espacioso para quienes quieren partidas más largas, con todas las reglas del juego estándar sin cambios.

v-bodogemu-title = Yoté de Bodogemu
v-bodogemu-short = Saltos encadenados, segunda ficha opcional, se juega hasta tomar todas las fichas.
v-bodogemu-lead = Las reglas que publica el sitio Bodogemu: una ficha que salta puede seguir saltando, tomar la segunda ficha o no es decisión tuya, y la partida sigue hasta que un bando ha perdido todas sus fichas.
v-bodogemu-what-1 = Bodogemu juega en el tablero habitual de 5 filas de 6 casillas, con doce fichas por jugador, y sortea quién empieza. Colocar, desplazar y saltar funcionan como en el juego estándar, pero una ficha que cae junto a otra ficha enemiga puede volver a saltar en el mismo turno, capturando cada ficha por encima de la que pasa, siempre que cada salto caiga en una casilla vacía. Puede parar después de cualquier salto.
v-bodogemu-what-2 = Después de una captura puedes tomar cualquier otra ficha enemiga del tablero, pero no estás obligado. Ganas capturando todas las fichas enemigas. Si ningún jugador puede hacer una acción válida, gana el que tenga más fichas en el tablero; y si a ambos jugadores les quedan tres fichas o menos y ninguno puede capturar, la partida termina en tablas.
v-bodogemu-history-1 = Las reglas de Bodogemu presentan el Yoté como un juego que se practica sobre todo en Senegal, Malí y Burkina Faso, popular por sus reglas sencillas y sus frecuentes vuelcos, razón por la que algunos jugadores apuestan en él. Lo describen jugado en el suelo, con piedrecitas y palitos en hoyos excavados a modo de casillas, tal como lo recogió Charles Béart en Jeux et jouets de l’ouest africain (Dakar, 1955).
v-bodogemu-history-2 = Los saltos encadenados aparecen en las reglas de Bodogemu y no en las de Béart, donde se hace un solo salto por turno; el reglamento Béart de este sitio lo dice explícitamente. Esas reglas no dicen cuándo se toma la segunda ficha durante una cadena: la tomamos una vez, después del último salto.
v-bodogemu-history-3 = Bodogemu asigna los colores al azar, y lo mismo hace una mesa preparada con este reglamento, salvo que elijas otra cosa. Añadimos las tablas tras 120 jugadas sin captura, como en todos los reglamentos de este sitio.

v-beart-title = El Yoté de Béart en 25 hoyos
v-beart-short = Tablero de 5×5, primero la mano, la segunda ficha del tablero o de la reserva.
v-beart-lead = Veinticinco hoyos excavados en el tablero, doce fichas por jugador y una captura que siempre cuesta dos: el reglamento del juego de tablero de 25 hoyos.
v-beart-what-1 = El tablero tiene 25 hoyos, 5 filas de 5, vacíos al principio, y cada jugador tiene 12 fichas fuera del tablero. Mientras aún te queden fichas por colocar, colocas una en un hoyo vacío o saltas para capturar; no se mueve nada más. Cuando todas tus fichas están colocadas, desplazas una ficha a un hoyo vecino vacío o saltas.
v-beart-what-2 = Un salto se lleva la ficha que saltas y una segunda ficha enemiga a tu elección, del tablero o de la reserva: una captura siempre cuesta dos fichas. No hay saltos encadenados, y capturar nunca es obligatorio. Ganas tomando las doce fichas enemigas. Un jugador que no puede mover en su turno pierde (Ndar-Kepp, «bloqueado por todos lados» en wólof), pero un jugador sin fichas en el tablero y con fichas en la reserva no está bloqueado: coloca. La partida termina en tablas por acuerdo o tras 120 jugadas sin captura.
v-beart-history-1 = Charles Béart describió el Yoté en Jeux et jouets de l’ouest africain (Dakar, 1955), jugado con doce piedrecitas contra doce palitos; su descripción habla de un tablero de veinticinco hoyos. El Choko, un juego gambiano muy emparentado, también se juega en 5×5. Frederic V. Grunfeld (Games of the World, 1975) y Jennifer Prior (The Games of Africa, 1994) describieron después el juego en inglés.
v-beart-history-2 = La formulación de Béart para la segunda ficha, «un pion au choix dans le jeu de l’adversaire», no la limita al tablero, y este reglamento la toma del tablero o de la reserva. La regla de que las fichas en la mano deben colocarse antes de que se desplace ninguna ficha, la derrota por Ndar-Kepp y las tablas tras 120 jugadas vienen de las reglas propias del juego de tablero de 25 hoyos.

# The rule changes tables: one row per aspect the source page speaks of (src/site/pages.rs,
# `table_rows`). vt-<row> names the row, vt-<row>-standard the standard game,
# vt-<preset>-<row> the rule set; v-<preset>-source names the source under the table.
vt-board = Tablero
vt-board-standard = 5 filas de 6 casillas, 30 casillas en total.
vt-pieces = Fichas y casillas vacías
vt-pieces-standard = 12 por jugador, todas en la mano al empezar. Cuando todas las fichas están colocadas, quedan 6 casillas vacías.
vt-moves = Colocar, desplazar y saltar
vt-moves-standard = Coloca una ficha en cualquier casilla vacía, desplaza una ficha una casilla hacia arriba, abajo, a la izquierda o a la derecha, o salta en la misma dirección por encima de una ficha enemiga adyacente hasta la casilla vacía que hay detrás; después, toma del tablero una segunda ficha enemiga a tu elección.
vt-end = Final de la partida
vt-end-standard = Ganas cuando a tu rival le queda una ficha o ninguna, sumando tablero y mano. Un jugador sin ninguna acción legal en su turno pierde.
vt-second = Segunda ficha tomada tras una captura
vt-second-standard = Cualquier otra ficha enemiga del tablero, a elección de quien captura. Debe tomarse siempre que haya una.
vt-none-left = Cuando no queda ninguna otra ficha enemiga en el tablero
vt-none-left-standard = Solo se retira la ficha saltada; las fichas en la mano están a salvo.
vt-start = Quién empieza
vt-start-standard = Las Blancas mueven primero. La preparación de la mesa decide quién lleva las Blancas: quien la crea, el rival o cualquiera de los dos al azar.
vt-placing = Colocar y desplazar
vt-placing-standard = En cualquier turno, coloca una ficha de tu mano, desplaza una ficha o salta.
vt-chain = Saltos por turno
vt-chain-standard = Un salto por turno.
vt-win = Victoria
vt-win-standard = Ganas cuando a tu rival le queda una ficha o ninguna, sumando tablero y mano.
vt-blocked = Jugador bloqueado
vt-blocked-standard = Un jugador sin ninguna acción legal en su turno pierde (Ndar-Kepp). Un jugador con fichas en la mano y una casilla vacía siempre puede colocar.
vt-draws = Tablas
vt-draws-standard = Tras { $n } jugadas seguidas sin captura, o por acuerdo.

v-standard-source = Fuentes: las reglas de João Pedro Neto y otros reglamentos modernos para el tablero y la segunda ficha; el reglamento Béart para las tablas a las 120 jugadas.

vt-six-by-six-board = 6 filas de 6 casillas, 36 casillas en total, elegido al preparar la mesa.
vt-six-by-six-pieces = Las mismas 12 por jugador. Cuando todas las fichas están colocadas, quedan 12 casillas vacías.
vt-six-by-six-moves = Lo mismo, en el tablero más grande: los desplazamientos y los saltos también llegan a la sexta fila.
vt-six-by-six-end = Igual.
v-six-by-six-source = Fuente: ninguna publicada. No conocemos ninguna fuente sobre el Yoté en 6×6: las filas de arriba son el juego estándar en un tablero con una sexta fila.

vt-hand-capture-second = Cualquier otra ficha enemiga del tablero, o una ficha de la mano del rival, a elección de quien captura.
vt-hand-capture-none-left = La segunda ficha debe tomarse de la mano del rival, si le queda alguna.
vt-hand-capture-moves-standard = Coloca una ficha en cualquier casilla vacía, desplaza una ficha una casilla hacia arriba, abajo, a la izquierda o a la derecha, o salta en la misma dirección por encima de una ficha enemiga adyacente hasta la casilla vacía que hay detrás.
vt-hand-capture-moves = Igual.
vt-hand-capture-end = Igual. Una ficha tomada de la mano cuenta para la victoria como cualquier otra.
v-hand-capture-source = Fuentes: Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), «un pion au choix dans le jeu de l’adversaire», en una lectura abierta; el juego estándar sigue la regla de João Pedro Neto de tomarla solo del tablero.

vt-bodogemu-start = Por sorteo, como en Bodogemu; una mesa con este reglamento hace lo mismo, salvo que elijas otra cosa. Las Blancas mueven primero.
vt-bodogemu-board = Igual: 5 filas de 6 casillas («6x5», en palabras de Bodogemu), 12 fichas por jugador en la mano.
vt-bodogemu-placing = Igual: colocar, desplazar una casilla hacia arriba, abajo, a la izquierda o a la derecha (nunca en diagonal) o saltar.
vt-bodogemu-second = Cualquier otra ficha enemiga del tablero, a elección de quien captura, pero también puedes no tomar ninguna.
vt-bodogemu-chain = Tras un salto, la misma ficha puede volver a saltar en el mismo turno, capturando cada ficha por encima de la que pasa, siempre que cada salto caiga en una casilla vacía; puede parar después de cualquier salto. La segunda ficha se toma una sola vez, después del último salto (es nuestra lectura: la fuente no lo dice).
vt-bodogemu-win = Ganas capturando todas las fichas enemigas.
vt-bodogemu-blocked = Un jugador sin ninguna acción legal pasa. Si ningún jugador puede actuar, gana el que tenga más fichas en el tablero; a igual número, tablas.
vt-bodogemu-draws = Cuando a ambos jugadores les quedan 3 fichas o menos y ninguno puede capturar. También tras { $n } jugadas sin captura (añadido por este sitio), o por acuerdo.
v-bodogemu-source = Fuente: las reglas del Yoté de Bodogemu (en francés), «Comment jouer» y «Fin de la partie». Las tablas a las 120 jugadas las añade este sitio, y el momento en que una cadena toma su segunda ficha es nuestra lectura.

vt-beart-board = 25 hoyos, 5 filas de 5, vacíos al principio.
vt-beart-pieces = 12 por jugador, fuera del tablero. 24 fichas para 25 hoyos: si todas las fichas están colocadas, queda un solo hoyo vacío.
vt-beart-placing = Mientras tengas fichas por colocar, colocas una en un hoyo vacío o saltas para capturar; no se mueve nada más. Cuando todas tus fichas están colocadas, desplazas una ficha o saltas.
vt-beart-second = Cualquier otra ficha enemiga del tablero o una de la reserva, a elección de quien captura: una captura siempre cuesta dos fichas. Es obligatorio tomarla.
vt-beart-chain = Igual: un salto por turno, como esta fuente dice de forma explícita.
vt-beart-win = Ganas tomando las 12 fichas enemigas.
vt-beart-blocked = Ndar-Kepp («bloqueado por todos lados» en wólof): un jugador que no puede mover en su turno pierde. Un jugador sin ninguna ficha en el tablero pero con fichas en la reserva no está bloqueado: coloca.
vt-beart-draws = Igual: por acuerdo, o tras { $n } jugadas sin captura. Esta fuente es el origen de esa regla.
v-beart-source = Fuente: las reglas del juego de tablero de 25 hoyos («Les règles du Yoté»), según Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955).
