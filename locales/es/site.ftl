site-description = Juega en línea al Yoté, el juego de capturas de África occidental: contra un amigo mediante un enlace, contra la máquina o en un solo dispositivo. Sin registro.
skip-to-content = Ir al contenido
nav-label = Principal
nav-play = Jugar
nav-rules = Reglas
nav-variants = Variantes
lang-switch = Idioma
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = primera versión: se agradecen correcciones
lang-help = Corregir una traducción
translations-title = Traducciones
translations-lead = El sitio habla diez idiomas. Cada uno consiste en unos pocos archivos de texto plano: un glosario, que da la palabra usada para cada término del juego y el porqué, y los mensajes, en formato Fluent.
translations-first = Las traducciones al wólof y al bambara son primeras versiones: en ninguna de las dos lenguas se había publicado un vocabulario de juegos de tablero, así que sus glosarios explican cada palabra elegida. Las correcciones de quienes las hablan son bienvenidas.
translations-how-h = Enviar una corrección
translations-how = Abre el archivo del idioma, más abajo, y corrige el mensaje que sigue al signo =, dejando tal cual lo que está entre llaves. Después envía el archivo corregido a las personas que gestionan este sitio, diciendo qué cambiaste y por qué. Si una palabra del glosario está mal, corrige también el glosario: todos los mensajes lo siguen.
translations-glossary = Glosario
translations-files = Mensajes
tagline = Sin registro. Comparte un enlace y empieza a jugar.
theme-label = Tema
theme-system = Como el dispositivo
theme-light = Claro
theme-dark = Oscuro

notfound-title = Página no encontrada
notfound-body = No hay nada en esta dirección. Puede que el enlace esté mal escrito o que la partida no exista.
notfound-home = Volver a la página de inicio
refused-title = No se ha podido hacer
refused-back = Volver a la invitación

home-title = Juega al Yoté en línea
home-kicker = Un juego de África occidental
home-heading = Yoté: coloca, desplaza, salta, y cada captura se lleva dos.
home-welcome = El Yoté se juega en Senegal, Malí y Burkina Faso con piedrecitas y palitos, en hoyos excavados en el suelo. Doce fichas por jugador, todas en la mano al empezar. Los turnos son rápidos y la suerte cambia deprisa: un salto se lleva la ficha que saltas y otra más a tu elección.
home-modes = Formas de jugar
home-friend = Jugar con un amigo
home-friend-text = Crea una mesa y envía el enlace. Tu amigo lo abre y toma asiento.
home-computer = Jugar contra la máquina
home-computer-text = Cinco niveles, de principiante a maestro.
home-local = Jugar en este dispositivo
home-local-text = Dos jugadores, una pantalla: pásala al otro lado de la mesa.
home-glance = Las reglas de un vistazo
home-glance-1 = Mientras tengas fichas en la mano, puedes colocar una en cualquier casilla vacía.
home-glance-2 = O desplazar una ficha a una casilla vecina vacía: arriba, abajo, a la izquierda o a la derecha, nunca en diagonal.
home-glance-3 = O saltar por encima de una ficha enemiga adyacente hasta la casilla vacía que hay detrás: esa ficha queda capturada.
home-glance-4 = Después, toma una segunda ficha enemiga a tu elección. Deja a tu rival con una sola ficha y ganas.
home-read-rules = Leer las reglas completas
home-variants = Reglamentos
variants-title = Los reglamentos que se juegan
variants-lead = El Yoté se juega con varios reglamentos: cada página cuenta la historia de uno y en qué se diferencia del juego estándar. Todos se pueden elegir al crear una mesa.
home-quote = «En África, cuando un anciano muere, arde una biblioteca».
home-quote-author = Amadou Hampâté Bâ, Malí

setup-title = Preparar una mesa
setup-mode = Rival
setup-mode-friend = Un amigo, mediante un enlace
setup-mode-computer = La máquina
setup-mode-local = En este dispositivo
setup-rules = Reglas
setup-preset = Reglamento
setup-preset-help = Elige un reglamento; las opciones avanzadas de abajo cambian cualquiera de sus reglas.
setup-about-preset = Sobre este reglamento
setup-changed = cambiado respecto al reglamento
setup-rules-string = Cadena de reglas:
setup-rules-error = No se pudieron leer las reglas del enlace, así que se muestra el juego estándar:
setup-level = Nivel de la máquina
setup-colour = Tu color
setup-colour-white = Blancas (mueven primero)
setup-colour-black = Negras
setup-colour-random = Al azar
setup-colour-help = Las Blancas juegan con las piedrecitas y mueven primero; las Negras, con los palitos.
setup-rated = Puntuación
setup-rated-label = Partida puntuable
setup-rated-help = La puntuación de ambos jugadores cambia según el resultado. Tu amigo lo acepta al tomar asiento. Una partida anulada antes de la segunda jugada no cuenta.
setup-rated-help-computer = Tu puntuación cambia según el resultado; la máquina juega con la puntuación de su nivel. Una partida anulada antes de la segunda jugada no cuenta.
setup-create = Crear la mesa
setup-js-creating = Creando la mesa…
setup-js-error = No se pudo crear la mesa: { $message }
setup-js-network = No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.
setup-js-too-many = Las fichas no caben: { $pieces } por jugador necesitan al menos { $needed } casillas.
setup-js-win-at = «Umbral de victoria» debe ser menor que el número de fichas.
setup-js-clock-minutes = «Minutos por jugador» debe ser un número entero de 1 a 180.
setup-js-clock-increment = «Segundos añadidos por jugada» debe ser un número entero de 0 a 180.
setup-advanced = Opciones avanzadas
setup-advanced-help = Todas las reglas de la mesa, tomadas del reglamento: cambia cualquiera de ellas para crear las tuyas. No se ofrecen las opciones que estas reglas no pueden jugar.
setup-summary = Las reglas:
setup-colour-random-preset = Este reglamento sortea los colores.
setup-js-sum-board = Tablero de { $rows }×{ $columns }
setup-js-sum-pieces = { $n ->
    [one] { $n } ficha por jugador
   *[other] { $n } fichas por jugador
}
setup-js-sum-placement-free = colocación libre
setup-js-sum-placement-hand-first = colocar todas las fichas antes de desplazar
setup-js-sum-second_removal-board = segunda ficha del tablero
setup-js-sum-second_removal-board-or-hand = segunda ficha del tablero o de la mano
setup-js-sum-second_removal-board-then-hand = segunda ficha de la mano solo cuando el tablero no tiene ninguna
setup-js-sum-second_removal_optional-true = segunda ficha opcional
setup-js-sum-second_removal_optional-false = segunda ficha obligatoria
setup-js-sum-chain_jumps-true = saltos encadenados
setup-js-sum-chain_jumps-false = un salto por turno
setup-js-sum-win_at = umbral de victoria: { $n }
setup-js-sum-blocked-loses = un jugador bloqueado pierde
setup-js-sum-blocked-most-on-board = un jugador bloqueado pasa
setup-js-sum-no_capture_draw = { $n ->
    [one] tablas tras { $n } jugada sin captura
   *[other] tablas tras { $n } jugadas sin captura
}
setup-js-sum-no_capture_draw-off = sin tablas por falta de capturas
setup-js-sum-few_pieces_draw = { $n ->
    [one] tablas con { $n } ficha por jugador
   *[other] tablas con { $n } fichas por jugador
}
setup-js-sum-few_pieces_draw-off = sin tablas por pocas fichas

level-beginner = Principiante
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-master = Maestro

invite-title = Te invitan a una partida de Yoté
invite-kicker = Invitación
invite-lead = Un amigo ha preparado una mesa y te está esperando. Toma asiento para empezar a jugar.
invite-rules = Reglas
invite-side = Juegas con
invite-take = Tomar asiento
invite-taken = Este asiento ya está ocupado.
invite-watch = Ver la partida
invite-own = Esta es tu propia invitación: envía el enlace a tu amigo. La primera persona que lo abra ocupará el asiento.
invite-own-back = Volver a tu partida
invite-rated = Esta partida es puntuable: al tomar asiento lo aceptas, y el resultado cambia la puntuación de ambos jugadores.
invite-over = Esta partida ha terminado: su asiento ya no se puede ocupar.
invite-js-white = Blancas (las piedrecitas), mueven primero
invite-js-black = Negras (los palitos)
invite-js-unknown = Esta invitación no existe. Pide un enlace nuevo a tu amigo.
invite-js-network = No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.

# A continue link: the page that asks before a seat comes to this browser
continue-title = Continuar una partida en este dispositivo
continue-kicker = Continuar una partida
continue-question-white = ¿Continuar esta partida con las Blancas en este dispositivo?
continue-question-black = ¿Continuar esta partida con las Negras en este dispositivo?
continue-question-both = ¿Continuar esta partida, con ambos bandos, en este dispositivo?
continue-lead = Este enlace lleva un asiento de un dispositivo a otro: quien lo abra y lo confirme juega en ese asiento. Continúa solo si el enlace es tuyo.
continue-replaces-white = Este navegador ya juega con las Blancas en esta partida. Continuar reemplaza ese asiento: este navegador jugará con las Negras y dejará de jugar con las Blancas.
continue-replaces-black = Este navegador ya juega con las Negras en esta partida. Continuar reemplaza ese asiento: este navegador jugará con las Blancas y dejará de jugar con las Negras.
continue-confirm-white = Continuar con las Blancas
continue-confirm-black = Continuar con las Negras
continue-confirm-both = Continuar la partida aquí
continue-back = Ahora no: ir a la partida

# My games: this browser's games
nav-my-games = Mis partidas
mygames-title = Mis partidas
mygames-lead = Las partidas que juegas, primero las que esperan tu jugada. Las partidas de la sala siguen a tu jugador en todos los navegadores a los que se ha unido; las demás se guardan solo en este navegador: sin cuenta, nada que recordar.
mygames-noscript = Esta lista se guarda en tu navegador y necesita JavaScript para mostrarse.
mygames-loading = Cargando tus partidas…
mygames-new = Nueva partida
mygames-js-none = Todavía no hay ninguna partida en este navegador. Empieza una y aparecerá aquí.
mygames-js-unreachable = No se pudo cargar su estado: ábrela para verlo.
mygames-js-waiting-friend = Esperando a que tu amigo tome asiento
mygames-js-over-draw = Terminada: tablas
mygames-js-over-aborted = Anulada
mygames-js-over-wins = Terminada: ganaron las { $side }
mygames-js-over-won = Terminada: ganaste
mygames-js-over-lost = Terminada: perdiste
mygames-js-white = Blancas
mygames-js-black = Negras
mygames-js-to-move = Juegan las { $side }
mygames-js-your-move = Tu jugada
mygames-js-their-move = Jugada de tu rival
mygames-js-deadline = plazo para jugar: { $when }
mygames-js-on-this-device = En este dispositivo
mygames-js-against-computer = Contra la máquina · { $level }
mygames-js-against-friend = Contra un amigo
mygames-js-level-beginner = principiante
mygames-js-level-easy = fácil
mygames-js-level-medium = medio
mygames-js-level-hard = difícil
mygames-js-level-master = maestro
mygames-js-waiting-for-you = { $n ->
    [one] Una partida espera tu jugada.
   *[other] { $n } partidas esperan tu jugada.
}
mygames-js-count = { $n ->
    [one] Una partida.
   *[other] { $n } partidas.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Control de tiempo
setup-clock-unlimited = Sin límite
setup-clock-real-time = Tiempo real
setup-clock-correspondence = Correspondencia
setup-clock-custom = Personalizado
setup-clock-minutes = Minutos por jugador
setup-clock-increment = Segundos añadidos por jugada
setup-clock-days = Días por jugada
setup-clock-help = Tiempo real: minutos para toda la partida más unos segundos después de cada una de tus jugadas; quien se queda sin tiempo pierde. Correspondencia: días para cada jugada. Un bando que no hace su primera jugada a tiempo anula la partida.
invite-clock = Control de tiempo
invite-takebacks = Deshacer jugadas
invite-takebacks-yes = Permitido: cada jugador puede pedir deshacer una jugada.
invite-takebacks-no = No en esta partida.
invite-host = Invitación de
invite-js-clock-unlimited = Sin límite
invite-js-clock-real-time = { $minutes } min + { $increment } s por jugada
invite-js-clock-correspondence = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}

## The lobby on the home page

lobby-title = Juega ahora con alguien
lobby-noscript = Para emparejarte con otros jugadores se necesita JavaScript. Aún puedes jugar con un amigo mediante un enlace, o contra la máquina.
lobby-my-page = Mi página
lobby-cancel = Dejar de buscar
lobby-rename = Cambiar mi nombre
lobby-rename-label = Tu nombre (de 3 a 20 letras, dígitos, - o _)
lobby-rename-save = Guardar
lobby-rename-note = Tu nombre y tu puntuación solo los guarda este navegador: sin cuenta, sin correo electrónico, sin contraseña. Si borras los datos del navegador, empiezas como un jugador nuevo.
lobby-kind-blitz = Relámpago
lobby-kind-rapid = Rápida
lobby-kind-correspondence = por jugada
lobby-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
}
lobby-js-no-player = Elige un tiempo abajo: recibirás un nombre y una puntuación con tu primera partida.
lobby-js-me = Juegas como { $name } · { $rating }
lobby-js-renamed = Ahora te llamas { $name }.
lobby-js-connecting = Conectando con la sala…
lobby-js-seeking = Buscando un rival para { $tile }…
lobby-js-paired = Rival encontrado: se abre la partida…
lobby-js-offer = Ahora mismo nadie más busca partida con este tiempo. ¿Juegas contra la máquina mientras esperas?
lobby-js-play-computer = Jugar contra la máquina ({ $level })
lobby-js-level-beginner = principiante
lobby-js-level-easy = fácil
lobby-js-level-medium = medio
lobby-js-level-hard = difícil
lobby-js-level-master = maestro
lobby-js-players = { $n ->
    [one] { $n } jugador en la sala
   *[other] { $n } jugadores en la sala
}
lobby-js-games = { $n ->
    [one] { $n } partida en juego
   *[other] { $n } partidas en juego
}
lobby-js-seekers = { $n ->
    [one] { $n } esperando
   *[other] { $n } esperando
}

## A player on another device

mygames-transfer-title = Jugar en otro dispositivo
mygames-transfer-lead = Un código de transferencia convierte otro navegador (tu otro teléfono, una computadora) en este mismo jugador, con tu nombre, tu puntuación y tus partidas.
mygames-transfer-lost = Sin un código, un navegador que ha perdido los datos de este sitio es un jugador nuevo: el nombre y la puntuación antiguos no se pueden recuperar.
mygames-transfer-make = Mostrar un código de transferencia
mygames-js-transfer-how = En el otro dispositivo, abre { $link } y escribe este código, o escanea la imagen. Convierte ese navegador también en { $name }, una sola vez, hasta { $until }.
mygames-js-transfer-qr = Código QR del enlace de transferencia, código { $code }
mygames-js-joined = Ahora juegas como { $name } · { $rating }
mygames-js-against-player = Contra { $name }
transfer-title = Recupera tu jugador en este dispositivo
transfer-lead = Escribe el código que aparece en «Mis partidas» en tu otro dispositivo. Entonces este navegador jugará como el mismo jugador, con el mismo nombre, la misma puntuación y las mismas partidas.
transfer-code-label = Código de transferencia (8 letras y dígitos)
transfer-join = Unirse
transfer-noscript = Para unirse a un jugador se necesita JavaScript.
transfer-note = Un código sirve una sola vez, durante diez minutos. El jugador propio de este navegador, si tenía uno, queda atrás.
lobby-custom = Otro reglamento u otro tiempo
lobby-custom-rules = Reglas
lobby-custom-clock = Tiempo
lobby-custom-seek = Ofrecer esta partida
lobby-open-title = Partidas en oferta
lobby-js-open-none = Ahora mismo no hay ninguna partida en oferta. Ofrece una arriba: esperará aquí a un jugador.
lobby-js-open-take = Jugar
lobby-js-open-yours = tuya
lobby-js-clock-real = { $minutes } min + { $increment } s
lobby-js-clock-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
lobby-js-seeking-custom = Tu partida está en oferta: espera a un jugador…
lobby-js-held = Hoy dejaste { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: el emparejamiento empieza dentro de { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.

## A player's page

player-ratings = Puntuaciones
player-no-rating = Todavía no hay ninguna partida puntuable.
player-rules = Reglas
player-rating = Puntuación
player-rated-games = Partidas puntuables
player-provisional = Una puntuación con «?» es provisional: se estabiliza tras una docena de partidas puntuables, más o menos.
player-games = Últimas partidas
player-js-mute = Silenciar a { $name }
player-js-unmute = Volver a escuchar a { $name }
player-js-muted = { $name } está silenciado: sus frases y su chat se te ocultan en todas las partidas, en cada uno de tus dispositivos.
player-js-heard = Vuelves a escuchar a { $name }.
player-no-games = Todavía no hay ninguna partida de la sala.
player-rating-after = Puntuación después
player-game-unrated = no puntuable
player-game-rated = puntuable
player-game-friend = amigo
player-game-computer = máquina
player-result-won = Ganada
player-result-lost = Perdida
player-result-drawn = Tablas
player-result-aborted = Anulada
player-result-playing = En juego
player-open-game = Ver la partida

setup-takebacks = Deshacer jugadas
setup-takebacks-never = Nunca
setup-takebacks-unrated = En partidas no puntuables
setup-takebacks-always = Siempre
setup-takebacks-help = Un jugador puede pedir deshacer una jugada; el otro jugador acepta o rechaza. Contra la máquina, la jugada se deshace al instante. El tiempo gastado no se devuelve.
