# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Practicar contra el ordenador
practice-heading = Práctica
practice-intro = Posiciones para ganar o aguantar contra el ordenador en su máxima fuerza, juzgadas por las tablas de finales. Cuantas menos acciones uses, más estrellas ganas. Tus estrellas se quedan en este dispositivo.
practice-lessons = Posiciones
practice-offline-note = La práctica funciona sin conexión una vez abierta esta página; las tablas de finales se descargan cuando la conexión lo permite.
practice-other = Volver a las lecciones
learn-other = Practicar contra el ordenador
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Tres contra dos
learn-js-lesson-three-against-three = Tres contra tres
learn-js-lesson-outnumbered = Menos fichas, y aun así ganar
learn-js-lesson-hold = Aguantar las tablas
learn-js-lesson-tactics = Táctica
learn-js-about-three-against-two = Con tres fichas contra dos, un salto y su segunda ficha terminan la partida. El ordenador resiste todo lo que puede: fuerza el salto.
learn-js-about-three-against-three = Tres contra tres: el primer salto gana. Crea la amenaza que el ordenador no puede parar.
learn-js-about-outnumbered = Tener menos fichas no es perder: encuentra el paso tras el cual el rival ya no puede impedir tu salto.
learn-js-about-hold = Aquí solo una acción mantiene viva la partida: cualquier otra deja saltar al ordenador. Encuéntrala y sigue aguantando.
learn-js-about-tactics = Posiciones de partidas, halladas por el buscador de problemas: gánalas contra el ordenador.
learn-js-note-near-limit = Se acercan las tablas por falta de capturas: gana antes de la jugada 120.
learn-js-failed = La partida ha terminado sin alcanzar el objetivo. Inténtalo de nuevo.
privacy-practice-what = Las estrellas que ganaste en cada posición de práctica.
privacy-practice-why = Para mostrar tu progreso y abrir la siguiente posición; solo se envían con un código de transferencia que creas, para llevarlas a tu otro dispositivo.
privacy-practice-long = Hasta que borres los datos de este sitio.
