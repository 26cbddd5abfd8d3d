# Lecciones 9 a 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): una por cada familia de reglamentos.
learn-js-lesson-six-by-six = El tablero de 6×6
learn-js-lesson-twenty-five = El tablero de 25 hoyos
learn-js-lesson-bodogemu = Las reglas de Bodogemu
learn-js-about-six-by-six = El tablero de 6×6 mantiene las reglas estándar y añade una sexta fila: columnas de la a a la f, filas de la 1 a la 6, 36 casillas para 12 fichas por bando.
learn-js-about-twenty-five = El tablero de Béart tiene 25 hoyos, 5×5. Mientras tengas fichas en la mano solo puedes colocar o saltar, nunca desplazar. La segunda ficha sale del tablero o de la mano enemiga, y solo ganas capturando todas las fichas enemigas.
learn-js-about-bodogemu = Con las reglas de Bodogemu, una ficha que ha saltado puede volver a saltar en el mismo turno. La segunda ficha se toma una sola vez, tras el último salto, y puedes no tomar ninguna. Solo ganas capturando todas las fichas enemigas.
learn-js-note-six-ranks = Este salto cae en d6: una casilla que el tablero estándar no tiene.
learn-js-note-corner = Una ficha en una esquina nunca puede ser saltada: no hay casilla detrás de ella. Tómala como segunda ficha.
learn-js-note-no-step = Aún tienes fichas en la mano, así que la ficha de c2 no puede desplazarse: coloca una ficha al lado de una ficha enemiga y después salta.
learn-js-note-no-step-block = Con una ficha en la mano no puedes desplazar la ficha amenazada: coloca la tuya en la casilla vacía de detrás.
learn-js-note-hand-choice = Toma de la mano la ficha que ningún salto alcanza: la del tablero todavía puede ser saltada.
learn-js-note-last-piece = Una sola ficha no es el final aquí. En su esquina no puede ser saltada: coloca una ficha para atraparla, se desplace adonde se desplace.
learn-js-note-chain = Toca una tras otra cada casilla de llegada: c3 y después c5. La segunda ficha llega una sola vez, tras el último salto.
learn-js-note-chain-turn = Una cadena puede girar: tras cada llegada, busca la siguiente ficha enemiga con una casilla vacía detrás.
learn-js-note-decline = Cualquier ficha que tomaras como segunda ficha dejaría una de las tuyas a merced de un salto: no tomes ninguna.
learn-js-note-runner = Una sola ficha no es el final: toma como segunda ficha la que podría escaparse y atrapa la de la esquina.
