# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = Jugar sin conexión
offline-heading = Jugar sin conexión
offline-in-browser = Estas partidas se juegan en este navegador, con el motor incluido en la página, con o sin conexión.
offline-what-works = Jugar contra la máquina (en todos los niveles) y dos jugadores en este dispositivo funciona sin conexión; las partidas con un amigo necesitan la red.
offline-back = ← Partidas sin conexión
offline-new = Nueva partida
offline-opponent = Rival
offline-computer = La máquina
offline-local = Dos jugadores en este dispositivo
offline-level = Nivel
offline-colour = Tu color
offline-white = Blancas
offline-black = Negras
offline-random = Al azar
offline-rules = Reglas
offline-start = Empezar
offline-kept = Partidas guardadas en este navegador
offline-none = Todavía no hay ninguna partida.
offline-kept-note = Se guardan las últimas 50 partidas, solo en este navegador.
offline-offer-text = ¿Sin conexión? Aún puedes jugar contra la máquina, o dos jugadores en este dispositivo.
offline-mygames-link = Las partidas jugadas sin conexión se guardan en la página «Jugar sin conexión» →
offline-offer-link = Jugar sin conexión
offline-js-online = Tienes conexión.
offline-js-offline = No tienes conexión.
offline-js-engine-failed = No se pudo cargar el motor en este navegador.
offline-js-vs-computer = Contra la máquina ({ $level })
offline-js-you-white = juegas con las Blancas
offline-js-you-black = juegas con las Negras
offline-js-on-device = Dos jugadores en este dispositivo
offline-js-in-progress = { $n ->
    [one] en curso, { $n } acción jugada
   *[other] en curso, { $n } acciones jugadas
}
offline-js-aborted = anulada
offline-js-draw = tablas
offline-js-you-won = ganada
offline-js-you-lost = perdida
offline-js-white-won = Ganaron las Blancas
offline-js-black-won = Ganaron las Negras
offline-js-resume = Reanudar
offline-js-replay = Repasar
offline-js-tables-loaded = La máquina conoce este final a la perfección: sus bases de finales ({ $mb } MB) están cargadas.
offline-js-tables-known = La máquina conoce este final a la perfección, por sus bases de finales.
offline-js-tables-too-large = Las bases de finales de este final ({ $mb } MB) son demasiado grandes para esta página: la máquina lo juega buscando.
offline-js-tables-unavailable = No se pudieron cargar las bases de finales de este final: la máquina lo juega buscando.
