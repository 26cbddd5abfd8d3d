# Varsler (docs/protocol.md §5): det en spillers telefon viser når partiets side er lukket.
push-turn-title = Yoté: din tur
push-turn-body = Motstanderen din spilte { $action }.
push-draw-title = Yoté: remis tilbudt
push-draw-body = Motstanderen din tilbyr remis.
push-takeback-title = Yoté: ønske om å angre
push-takeback-body = Motstanderen din ber om å angre sitt siste trekk.
push-end-won = Yoté: du vant
push-end-lost = Yoté: du tapte
push-end-drawn = Yoté: partiet ble remis
push-end-aborted = Yoté: partiet ble avbrutt
push-end-body = Partiet er over. Åpne det for å se hvordan det endte.
push-deadline-title = Yoté: tiden din renner ut
push-deadline-body = { $hours ->
    [one] Du har én time igjen til å gjøre trekket ditt.
   *[other] Du har { $hours } timer igjen til å gjøre trekket ditt.
}
push-claim-title = Yoté: motstanderen din har gått
push-claim-body = Du kan kreve partiet, eller vente videre.
