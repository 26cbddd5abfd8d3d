# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = Las denuncias que hiciste: a quién, por qué, la partida, tus palabras y, si la denuncia es por el chat, los mensajes dichos alrededor de los suyos.
privacy-reports-why = Para que los responsables del sitio las lean y actúen.
privacy-reports-long = { $days ->
    [one] Mientras está abierta; cuando un responsable la cierra, { $days } día y luego se borra. Tus denuncias se van cuando se te olvida.
   *[other] Mientras está abierta; cuando un responsable la cierra, { $days } días y luego se borra. Tus denuncias se van cuando se te olvida.
}
privacy-sanctions-what = El silencio o la expulsión de un jugador o de una dirección por un responsable, un nombre retirado y el registro de lo que hicieron los responsables y por qué.
privacy-sanctions-why = Para que una sanción se cumpla en todos los servidores hasta su fin y se pueda comprobar lo que hacen los responsables.
privacy-sanctions-long = Un silencio o una expulsión hasta su fin o hasta que se levanta; los nombres retirados y el registro, como constancia de lo que hicieron los responsables.
