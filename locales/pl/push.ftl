# Powiadomienia (docs/protocol.md §5): co pokazuje telefon gracza, gdy strona partii jest zamknięta.
push-turn-title = Yoté: twój ruch
push-turn-body = Przeciwnik zagrał { $action }.
push-draw-title = Yoté: propozycja remisu
push-draw-body = Przeciwnik proponuje remis.
push-takeback-title = Yoté: prośba o cofnięcie
push-takeback-body = Przeciwnik prosi o cofnięcie swojego ostatniego ruchu.
push-end-won = Yoté: wygrana!
push-end-lost = Yoté: porażka
push-end-drawn = Yoté: remis
push-end-aborted = Yoté: partia przerwana
push-end-body = Partia dobiegła końca. Otwórz ją, aby zobaczyć, jak się skończyła.
push-deadline-title = Yoté: kończy ci się czas
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [one] Została ci godzina na wykonanie ruchu — termin: { $deadline }.
    [few] Zostały ci { $hours } godziny na wykonanie ruchu — termin: { $deadline }.
   *[many] Zostało ci { $hours } godzin na wykonanie ruchu — termin: { $deadline }.
    [other] Zostało ci { $hours } godziny na wykonanie ruchu — termin: { $deadline }.
}
push-claim-title = Yoté: przeciwnik odszedł
push-claim-body = Możesz zażądać zwycięstwa albo dalej czekać.
