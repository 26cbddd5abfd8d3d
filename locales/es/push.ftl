# Push notifications (docs/protocol.md §5): what a player's phone shows with a game's page closed.
push-turn-title = Yoté: tu turno
push-turn-body = Tu rival jugó { $action }.
push-draw-title = Yoté: te ofrecen tablas
push-draw-body = Tu rival ofrece tablas.
push-takeback-title = Yoté: te piden deshacer una jugada
push-takeback-body = Tu rival pide deshacer su última jugada.
push-end-won = Yoté: has ganado
push-end-lost = Yoté: has perdido
push-end-drawn = Yoté: la partida terminó en tablas
push-end-aborted = Yoté: la partida se anuló
push-end-body = La partida ha terminado. Ábrela para ver cómo acabó.
push-deadline-title = Yoté: se te acaba el tiempo
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [one] Te queda una hora para hacer tu jugada, hasta el { $deadline }.
   *[other] Te quedan { $hours } horas para hacer tu jugada, hasta el { $deadline }.
}
push-claim-title = Yoté: tu rival se ha ido
push-claim-body = Puedes reclamar la partida o seguir esperando.
