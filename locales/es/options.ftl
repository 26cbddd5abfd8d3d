opt-rows = Filas
opt-rows-help = Número de filas del tablero, de 3 a 8. Estándar: 5.
opt-columns = Columnas
opt-columns-help = Número de columnas del tablero, de 3 a 8. Estándar: 6.
opt-pieces = Fichas por jugador
opt-pieces-help = Fichas de cada jugador, todas en la mano al empezar; los dos juegos de fichas deben caber en el tablero. Estándar: 12.
opt-placement = Colocación
opt-placement-help = Si puedes desplazar fichas mientras aún te quedan fichas en la mano.
opt-second_removal = Origen de la segunda ficha
opt-second_removal-help = De dónde sale la segunda ficha enemiga después de un salto.
opt-second_removal_optional = Segunda ficha opcional
opt-second_removal_optional-help = Si está marcado, quien captura puede renunciar a tomar la segunda ficha.
opt-chain_jumps = Saltos encadenados
opt-chain_jumps-help = Si está marcado, la ficha que salta puede volver a saltar en el mismo turno.
opt-win_at = Umbral de victoria
opt-win_at-help = Ganas en cuanto a tu rival le quede esta cantidad de fichas o menos, sumando tablero y mano.
opt-blocked = Jugador bloqueado
opt-blocked-help = Qué le pasa a un jugador que no tiene ninguna acción legal en su turno.
opt-no_capture_draw = Tablas sin capturas
opt-no_capture_draw-help = La partida termina en tablas tras esta cantidad de jugadas seguidas sin captura.
opt-few_pieces_draw = Tablas con pocas fichas
opt-few_pieces_draw-help = La partida termina en tablas cuando ambos jugadores tienen esta cantidad de fichas o menos y ninguno puede saltar.

val-off = desactivado
val-placement-free = libre: colocar, desplazar o saltar en cualquier turno
val-placement-hand-first = primero la mano: no se desplaza mientras queden fichas en la mano
val-second_removal-board = del tablero
val-second_removal-board-or-hand = del tablero o de la mano
val-second_removal-board-then-hand = del tablero y, si no queda ninguna, de la mano
val-blocked-loses = pierde
val-blocked-most-on-board = pasa; gana quien tenga más fichas en el tablero

desc-board = { $rows } filas de { $columns } casillas, { $total } casillas en total.
desc-pieces = { $n } por jugador, todas en la mano al empezar.
desc-placement-free = En cualquier turno, coloca una ficha de tu mano, desplaza una ficha o salta.
desc-placement-hand-first = Mientras tengas fichas en la mano, solo puedes colocar o saltar; los desplazamientos empiezan cuando tu mano está vacía.
desc-second_removal-board = Cualquier otra ficha enemiga del tablero, a elección de quien captura. Si no hay ninguna, solo se retira la ficha saltada; las fichas en la mano están a salvo.
desc-second_removal-board-or-hand = Cualquier otra ficha enemiga del tablero o una ficha de la mano enemiga, a elección de quien captura. Si no queda ninguna otra ficha enemiga en el tablero, debe salir de la mano.
desc-second_removal-board-then-hand = Del tablero; de la mano enemiga solo cuando no queda ninguna otra ficha enemiga en el tablero.
desc-second_removal_optional-false = La segunda ficha debe tomarse siempre que haya una disponible.
desc-second_removal_optional-true = Quien captura puede tomar una segunda ficha o renunciar a ella.
desc-chain_jumps-false = Un salto por turno.
desc-chain_jumps-true = Tras un salto, la misma ficha puede volver a saltar, capturando cada ficha por encima de la que pasa, y parar después de cualquier salto. La segunda ficha se toma una sola vez, después del último salto.
desc-win_at = { $n ->
    [0] Ganas cuando a tu rival no le queda ninguna ficha, sumando tablero y mano.
    [one] Ganas cuando a tu rival le queda una ficha o ninguna, sumando tablero y mano.
   *[other] Ganas cuando a tu rival le quedan { $n } fichas o menos, sumando tablero y mano.
}
desc-blocked-loses = Un jugador sin ninguna acción legal en su turno pierde.
desc-blocked-most-on-board = Un jugador sin ninguna acción legal pasa. Si ningún jugador puede actuar, gana el que tenga más fichas en el tablero; a igual número, tablas.
desc-no_capture_draw = Tablas tras { $n } jugadas seguidas sin captura.
desc-no_capture_draw-off = No hay tablas por falta de capturas.
desc-few_pieces_draw = Tablas cuando ambos jugadores tienen { $n } fichas o menos y ninguno puede saltar.
desc-few_pieces_draw-off = No hay tablas por pocas fichas.
desc-rows = { $n } filas.
desc-columns = { $n } columnas.

change-board = Tablero
change-rest = Todo lo demás
change-rest-standard = Colocar, desplazar y saltar como se describe en las reglas; un jugador sin ninguna acción legal pierde.
change-rest-same = Igual que en el juego estándar.
