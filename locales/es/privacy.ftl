## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Privacidad: lo que guarda este sitio
privacy-title = Privacidad
privacy-lead = Sin cuenta, sin correo, sin publicidad. Esta página dice exactamente qué guarda el sitio sobre ti, por qué y durante cuánto tiempo.
privacy-server-title = Lo que guarda el servidor
privacy-why = Por qué:
privacy-how-long = Cuánto tiempo:

privacy-player-cookie-what = Tu cookie de jugador: un código al azar que nombra a tu jugador. El servidor guarda solo una huella de él, nunca el código.
privacy-player-cookie-why = Para que tu nombre, tu puntuación y tus partidas de la sala te sigan sin cuenta.
privacy-player-cookie-long = Dos años en tu navegador; en el servidor, hasta que hagas olvidar a tu jugador.
privacy-seat-cookies-what = Una cookie de asiento por cada partida en la que te sientas, enviada solo a la dirección de esa partida.
privacy-seat-cookies-why = Para que solo tú puedas jugar tu lado.
privacy-seat-cookies-long = Un año en tu navegador; el secreto del asiento se queda con la partida.
privacy-lang-cookie-what = El idioma que elegiste por última vez.
privacy-lang-cookie-why = Para abrir el sitio en ese idioma.
privacy-lang-cookie-long = Un año, solo en tu navegador.
privacy-name-what = El nombre de tu jugador, tus puntuaciones y, por cada partida puntuada, tu puntuación antes de ella y su cambio.
privacy-name-why = Tus rivales ven tu nombre; las puntuaciones te emparejan con jugadores de tu nivel y muestran tu progreso en tu página.
privacy-name-long = Hasta que hagas olvidar a tu jugador.
privacy-games-what = Las partidas: cada acción y su hora, el chat, el resultado y qué jugador tenía cada lado.
privacy-games-why = Ambos jugadores, y cualquiera con el enlace, pueden abrir y analizar una partida más tarde.
privacy-games-long = Para siempre. Cuando se olvida a un jugador, sus partidas quedan y muestran «Jugador eliminado».
privacy-player-address-what = La dirección (IP) desde la que se creó tu jugador.
privacy-player-address-why = Para rastrear hasta su origen una avalancha de jugadores nuevos o un nombre ofensivo.
privacy-player-address-long = { $days ->
    [one] { $days } día, y luego se borra.
   *[other] { $days } días, y luego se borra.
}
privacy-table-address-what = La dirección que creó cada mesa.
privacy-table-address-why = Una dirección solo puede tener unas cuantas mesas esperando a un amigo, y la computadora atiende a las direcciones por turno.
privacy-table-address-long = { $days ->
    [one] { $days } día, y luego se borra.
   *[other] { $days } días, y luego se borra.
}
privacy-shared-address-what = En una partida de la sala entre dos jugadores de una misma dirección, esa dirección.
privacy-shared-address-why = Los jugadores que comparten dirección solo tienen unas pocas partidas puntuadas al día entre sí.
privacy-shared-address-long = { $days ->
    [one] { $days } día, y luego se borra.
   *[other] { $days } días, y luego se borra.
}
privacy-seek-address-what = La dirección de quien busca rival en la sala.
privacy-seek-address-why = Una dirección solo puede tener unos cuantos jugadores esperando.
privacy-seek-address-long = { $days ->
    [one] Mientras espera, como mucho { $days } día.
   *[other] Mientras espera (minutos), como mucho { $days } días.
}
privacy-limits-what = Recuentos de peticiones por dirección: jugadores nuevos, nombres nuevos, mesas, códigos de transferencia.
privacy-limits-why = Límites contra los abusos.
privacy-limits-long = Una hora como mucho.
privacy-push-what = Si activas las notificaciones de una partida: la dirección de notificaciones de tu navegador y sus claves.
privacy-push-why = Para avisarte, por el servicio de notificaciones de tu navegador, cuando te toca.
privacy-push-long = Hasta que la partida termine, las desactives o hagas olvidar a tu jugador.
privacy-mutes-what = Los jugadores que silenciaste.
privacy-mutes-why = Para ocultarte sus frases y su chat en todas las partidas, en cada dispositivo donde está tu jugador.
privacy-mutes-long = Hasta que vuelvas a escucharlos, o tú o ellos sean olvidados.
privacy-transfer-what = Los códigos de transferencia, como huella, con las estrellas de las lecciones y la práctica enviadas con un código, hasta que se use.
privacy-transfer-why = Para llevar a tu jugador a otro dispositivo.
privacy-transfer-long = Sirven diez minutos y se eliminan un día después.
privacy-logs-what = Los registros del servidor (la dirección, la hora y la ruta de cada petición) y las copias de seguridad de la base de datos.
privacy-logs-why = Para encontrar fallos y ataques, y recuperar las partidas tras una avería.
privacy-logs-long = { $days ->
    [one] Como mucho { $days } día, y luego se borran.
   *[other] Como mucho { $days } días, y luego se borran.
}

privacy-yours-title = Tus datos
privacy-download = «Descargar mis datos», en «Mis partidas», te da un archivo (JSON) con el nombre de tu jugador, la dirección desde la que se creó si aún se guarda, tus puntuaciones y tus partidas de la sala: rival, resultado, cambio de puntuación y fecha.
privacy-forget = «Olvídame», en «Mis partidas», borra de una vez el nombre de tu jugador, su dirección, sus puntuaciones, sus suscripciones a notificaciones y sus códigos de transferencia, y el vínculo de cada navegador con tu jugador. Tus partidas quedan, tu lado mostrado como «Jugador eliminado». Después, cualquiera puede tomar el nombre. No se puede deshacer.
privacy-no-player = Las partidas con un amigo o contra la computadora que no eran puntuadas no son de ningún jugador: se guardan con sus asientos, y nada las une a ti salvo las cookies de asiento de tu navegador.
privacy-to-my-games = Ir a Mis partidas
privacy-device-title = Lo que queda en tu dispositivo

privacy-recent-what = La lista de tus partidas para «Mis partidas»: el identificador de cada partida y tu lado.
privacy-recent-why = Para volver a encontrar tus partidas sin cuenta.
privacy-recent-long = Hasta que borres los datos de este sitio.
privacy-kept-player-what = El nombre y la puntuación de tu jugador.
privacy-kept-player-why = Para saludarte en la portada cuando no hay red.
privacy-kept-player-long = Hasta que hagas olvidar a tu jugador o borres los datos de este sitio.
privacy-offline-what = Las partidas jugadas sin conexión, y tu puntuación de problemas con los problemas resueltos.
privacy-offline-why = Se juegan en el navegador y nunca se envían.
privacy-offline-long = Hasta que borres los datos de este sitio.
privacy-settings-what = Tus elecciones: el tema, sonido apagado, chat de una partida silenciado, notificaciones activadas para una partida.
privacy-settings-why = Para conservarlas de una visita a otra.
privacy-settings-long = Hasta que las cambies o borres los datos de este sitio.
privacy-cache-what = La caché de la aplicación: los archivos del sitio y las páginas que son iguales para todos.
privacy-cache-why = Para jugar sin conexión.
privacy-cache-long = Se reemplaza con cada nueva versión del sitio.
privacy-clear-device = Para borrarlo todo, abre la configuración de tu navegador para este sitio y elimina sus datos (en un teléfono: la configuración del sitio y luego «Borrar y restablecer» o «Eliminar datos»). Sin código de transferencia, un navegador que ha perdido sus datos es un jugador nuevo.
privacy-nothing-else-title = Nada más
privacy-nothing-else = Sin publicidad, sin analítica, sin scripts de otros sitios: cada archivo viene de este sitio. Nada se vende ni se comparte.

game-deleted-player = Jugador eliminado

mygames-privacy-link = Privacidad: lo que este sitio guarda sobre ti
mygames-data-title = Tus datos
mygames-data-lead = Descarga lo que el sitio guarda sobre tu jugador, o haz que lo olvide.
mygames-data-download = Descargar mis datos
mygames-forget = Olvídame
mygames-forget-what = Esto borra para siempre el nombre de tu jugador, sus puntuaciones, sus suscripciones a notificaciones y sus códigos de transferencia, en cada navegador al que se unió. Tus partidas quedan, mostradas con «Jugador eliminado». Este navegador pasa a ser nuevo.
mygames-forget-yes = Sí, olvídame
mygames-forget-no = Cancelar
mygames-js-forgotten = Tu jugador ha sido olvidado. Este navegador es nuevo para el sitio.
mygames-js-against-deleted = Contra un jugador eliminado
