# Push notifications (docs/protocol.md §5): what a player's phone shows with a game's page closed.
push-turn-title = Yoté: a sua vez
push-turn-body = O adversário jogou { $action }.
push-draw-title = Yoté: proposta de empate
push-draw-body = O adversário propõe empate.
push-takeback-title = Yoté: pedido de anulação de jogada
push-takeback-body = O adversário pede para anular a última jogada dele.
push-end-won = Yoté: ganhou
push-end-lost = Yoté: perdeu
push-end-drawn = Yoté: a partida terminou empatada
push-end-aborted = Yoté: a partida foi cancelada
push-end-body = A partida terminou. Abra a partida para ver como acabou.
push-deadline-title = Yoté: o seu tempo está quase no fim
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [one] Resta { $hours } hora para fazer a sua jogada, até { $deadline }.
   *[other] Restam { $hours } horas para fazer a sua jogada, até { $deadline }.
}
push-claim-title = Yoté: o adversário saiu
push-claim-body = Pode reclamar a partida, ou continuar à espera.
