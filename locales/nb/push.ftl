# Varsler (docs/protocol.md §5): det en spillers telefon viser når partiets side er lukket.
push-turn-title = Yoté: din tur
push-turn-body = Motstanderen din spilte { $action }.
push-draw-title = Yoté: remis tilbudt
push-draw-body = Motstanderen din tilbyr remis.
push-takeback-title = Yoté: ønske om å ta tilbake et trekk
push-takeback-body = Motstanderen din ber om å ta tilbake sitt siste trekk.
push-end-won = Yoté: du vant
push-end-lost = Yoté: du tapte
push-end-drawn = Yoté: partiet ble remis
push-end-aborted = Yoté: partiet ble avbrutt
push-end-body = Partiet er over. Åpne det for å se hvordan det endte.
push-deadline-title = Yoté: tiden din renner ut
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [one] Du har én time igjen til å gjøre trekket ditt, frem til { $deadline }.
   *[other] Du har { $hours } timer igjen til å gjøre trekket ditt, frem til { $deadline }.
}
push-claim-title = Yoté: motstanderen din har gått
push-claim-body = Du kan kreve partiet, eller vente videre.
