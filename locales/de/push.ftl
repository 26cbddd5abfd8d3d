# Push notifications (docs/protocol.md §5): what a player's phone shows with a game's page closed.
push-turn-title = Yoté: Du bist am Zug
push-turn-body = Dein Gegner hat { $action } gespielt.
push-draw-title = Yoté: Remis angeboten
push-draw-body = Dein Gegner bietet Remis an.
push-takeback-title = Yoté: Bitte um Zugrücknahme
push-takeback-body = Dein Gegner bittet darum, seinen letzten Zug zurückzunehmen.
push-end-won = Yoté: Du hast gewonnen
push-end-lost = Yoté: Du hast verloren
push-end-drawn = Yoté: Die Partie endet remis
push-end-aborted = Yoté: Die Partie wurde abgebrochen
push-end-body = Die Partie ist beendet. Öffne sie, um zu sehen, wie sie ausgegangen ist.
push-deadline-title = Yoté: Deine Zeit läuft ab
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [one] Noch eine Stunde für deinen Zug, bis { $deadline }.
   *[other] Noch { $hours } Stunden für deinen Zug, bis { $deadline }.
}
push-claim-title = Yoté: Dein Gegner ist gegangen
push-claim-body = Du kannst die Partie für dich beanspruchen oder weiter warten.
