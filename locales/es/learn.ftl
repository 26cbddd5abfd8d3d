# Lecciones (/{lang}/learn, web/learn.js, docs/learn.md).
learn-title = Aprende Yoté
learn-heading = Aprende Yoté
learn-intro = Once lecciones cortas en el tablero, desde la primera ficha colocada hasta los finales, y después otros tres reglamentos. Cada ejercicio tiene un solo objetivo; cuantas menos jugadas uses, más estrellas ganas. Tus estrellas se quedan en este dispositivo.
learn-lessons = Lecciones
learn-hint = Pista
learn-retry = Otra vez
learn-next = Siguiente
learn-offline-note = Las lecciones funcionan sin conexión una vez abierta esta página.
home-learn = ¿Nuevo en el Yoté?
home-learn-text = Aprende el juego en el tablero con once lecciones cortas: colocar, desplazar, saltar, los finales y otros tres reglamentos.
home-learn-start = Empezar las lecciones
learn-js-loading = Cargando las lecciones…
learn-js-load-failed = No se pudieron cargar las lecciones. Comprueba la conexión y vuelve a cargar la página.
learn-js-lesson-place = Colocar una ficha
learn-js-lesson-step = Desplazar
learn-js-lesson-jump = Saltar captura
learn-js-lesson-second-piece = La segunda ficha
learn-js-lesson-safe = Proteger tus fichas
learn-js-lesson-hand-or-board = La mano o el tablero
learn-js-lesson-endings = Finales
learn-js-lesson-draws = Tablas
learn-js-about-place = En tu turno puedes colocar una ficha de tu mano en cualquier casilla vacía: toca tu mano y después la casilla.
learn-js-about-step = Una ficha del tablero se desplaza una casilla arriba, abajo, a la izquierda o a la derecha, a una casilla vacía, nunca en diagonal.
learn-js-about-jump = Salta sobre una ficha enemiga vecina de la tuya hasta la casilla vacía justo detrás: la ficha saltada queda capturada, y además tomas una segunda ficha.
learn-js-about-second-piece = Después de cada salto capturas una segunda ficha enemiga del tablero, la que elijas. Con las reglas estándar, una ficha en la mano está a salvo.
learn-js-about-safe = Una ficha con una ficha enemiga al lado y una casilla vacía detrás puede ser saltada. Desplaza esa ficha o llena la casilla de detrás.
learn-js-about-hand-or-board = Una ficha en la mano no puede ser capturada, pero tampoco captura: hay que colocarla donde ataque, o mover las fichas que ya están en el tablero.
learn-js-about-endings = Ganas cuando a tu rival le queda una ficha o ninguna. Aquí el ordenador responde a cada jugada; las tablas de finales juzgan el final cuando este dispositivo las tiene.
learn-js-about-draws = Una partida termina en tablas tras 120 jugadas seguidas sin captura. Algunos reglamentos también dan tablas cuando cada lado tiene pocas fichas.
learn-js-note-keep-target = Elige bien la segunda ficha: el siguiente salto necesita su objetivo.
learn-js-note-hand-safe = Las negras no tienen otra ficha en el tablero: solo se captura la ficha saltada, la mano está a salvo.
learn-js-note-hand-capture = Con el reglamento «segunda ficha de la mano», la segunda ficha puede salir de la mano enemiga en lugar del tablero.
learn-js-note-hand-only = Con el reglamento «segunda ficha de la mano», si no queda otra ficha enemiga en el tablero, la segunda ficha sale de la mano.
learn-js-note-block = Dos saltos caerían en la misma casilla vacía: ocúpala.
learn-js-note-empty-hand = Tu mano está vacía: desplaza una ficha del tablero.
learn-js-note-fork = Busca la casilla desde la que amenazan dos saltos a la vez.
learn-js-note-two-against-two = Dos contra dos: gana el primero que puede saltar. No dejes ninguna ficha a un salto.
learn-js-note-limit = Se han jugado 119 jugadas sin captura: la siguiente termina la partida.
learn-js-note-few-pieces = Esta mesa da tablas cuando cada lado tiene tres fichas o menos y nadie puede saltar.
learn-js-lesson-title = Lección { $number }: { $title }
learn-js-exercise-of = Ejercicio { $n } de { $total }
learn-js-goal-occupy = { $count ->
    [one] Lleva una de tus fichas a { $squares }.
   *[other] Lleva tus fichas a { $squares }.
}
learn-js-goal-capture = { $count ->
    [one] Captura una ficha enemiga.
   *[other] Captura { $count } fichas enemigas.
}
learn-js-goal-clear = Captura la ficha enemiga de { $square }.
learn-js-goal-hand = Salta y después toma la segunda ficha de la mano enemiga.
learn-js-goal-safe = Haz una jugada tras la cual ninguna de tus fichas pueda ser saltada.
learn-js-goal-win = Gana la partida: el ordenador responde.
learn-js-goal-hold = { $count ->
    [one] Juega una jugada sin perder: el ordenador responde.
   *[other] Juega { $count } jugadas sin perder: el ordenador responde.
}
learn-js-goal-draw = Consigue tablas: el ordenador responde.
learn-js-hint = Pista: { $action }
learn-js-wrong = Esa no: { $action } Esa jugada no lleva al objetivo.
learn-js-solved = { $stars ->
    [one] ¡Hecho! Una estrella: inténtalo con menos jugadas.
   *[other] ¡Hecho! { $stars } estrellas.
}
learn-js-all-done = Has jugado todas las lecciones.
learn-js-stars = { $stars ->
    [one] una estrella de tres
   *[other] { $stars } estrellas de tres
}
learn-js-lesson-stars = { $stars } de { $total } estrellas
privacy-learn-what = Las estrellas que ganaste en los ejercicios de cada lección, y si se te propuso una lección tras una derrota contra el ordenador.
privacy-learn-why = Para mostrar tu progreso y abrir el siguiente ejercicio; solo se envían con un código de transferencia que creas, para llevarlas a tu otro dispositivo.
privacy-learn-long = Hasta que borres los datos de este sitio.
