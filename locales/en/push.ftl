# Push notifications (docs/protocol.md §5): what a player's phone shows with a game's page closed.
push-turn-title = Yoté: your turn
push-turn-body = Your opponent played { $action }.
push-draw-title = Yoté: a draw is offered
push-draw-body = Your opponent offers a draw.
push-takeback-title = Yoté: a takeback is asked
push-takeback-body = Your opponent asks to take back their last move.
push-end-won = Yoté: you won
push-end-lost = Yoté: you lost
push-end-drawn = Yoté: the game is drawn
push-end-aborted = Yoté: the game was aborted
push-end-body = The game is over. Open it to see how it ended.
push-deadline-title = Yoté: your time is running out
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [one] One hour left to play your move, until { $deadline }.
   *[other] { $hours } hours left to play your move, until { $deadline }.
}
push-claim-title = Yoté: your opponent has left
push-claim-body = You may claim the game, or keep waiting.
