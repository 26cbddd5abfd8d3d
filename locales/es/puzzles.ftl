# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Problemas
puzzles-title = Problemas de Yoté
puzzles-heading = Problemas
puzzles-intro = Cada problema tiene exactamente una jugada ganadora: encuéntrala. La máquina responde, y tu puntuación te acompaña en este dispositivo.
puzzles-your-rating = Tu puntuación en problemas
puzzles-rules = Reglas
puzzles-theme = Tema
puzzles-all-themes = Todos los temas
puzzles-hint = Pista
puzzles-solution = Ver la solución
puzzles-next = Siguiente problema
puzzles-offline-note = Los problemas funcionan sin conexión una vez abierta esta página.
puzzles-js-loading = Cargando los problemas…
puzzles-js-load-failed = No se pudieron cargar los problemas. Comprueba la conexión y recarga la página.
puzzles-js-task = { $side ->
    [white] Juegan las Blancas: encuentra la única jugada ganadora.
   *[black] Juegan las Negras: encuentra la única jugada ganadora.
}
puzzles-js-keep-going = ¡Correcto! La máquina respondió: encuentra la siguiente jugada.
puzzles-js-wrong = Esa no, esta jugada no gana: { $action }
puzzles-js-wrong-removal = El salto es el correcto, pero no esa segunda ficha: toma otra.
puzzles-js-hint-piece = Pista: fíjate en la ficha de { $square }.
puzzles-js-hint-place = Pista: gana una ficha de tu mano. ¿Dónde?
puzzles-js-hint-theme = Tema: { $theme }.
puzzles-js-solved = ¡Resuelto!
puzzles-js-solved-after-mistake = Resuelto, tras un error.
puzzles-js-shown = Aquí está la solución.
puzzles-js-solution-costs = Ver la solución cuenta como un problema fallado: tu puntuación baja.
puzzles-js-solution-anyway = Verla de todos modos
puzzles-js-rating-change = Tu puntuación: { $rating } ({ $change }).
puzzles-js-unrated = Con una pista, este problema no cambia tu puntuación.
puzzles-js-about = Problema { $id }, puntuación { $rating }. Temas: { $themes }.
puzzles-js-none = No hay ningún problema de este tema con estas reglas: elige otro tema.
puzzles-js-theme-double-capture = dos fichas a la vez
puzzles-js-theme-chain = saltos en cadena
puzzles-js-theme-second-piece = la segunda ficha
puzzles-js-theme-blocking = bloqueo
puzzles-js-theme-quiet = jugada tranquila
puzzles-js-theme-endgame = final
puzzles-js-theme-finish = termina la partida
puzzles-js-theme-long = varias jugadas
home-daily = Problema del día
home-daily-solve = Resolverlo
