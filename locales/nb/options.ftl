opt-rows = Rader
opt-rows-help = Antall rader på brettet, fra 3 til 8. Standard: 5.
opt-columns = Kolonner
opt-columns-help = Antall kolonner på brettet, fra 3 til 8. Standard: 6.
opt-pieces = Brikker hver
opt-pieces-help = Brikker per spiller, alle på hånden ved start; begge settene må få plass på brettet. Standard: 12.
opt-placement = Utsetting
opt-placement-help = Om du kan flytte mens du fortsatt har brikker på hånden.
opt-second_removal = Andre brikke som tas
opt-second_removal-help = Hvor motstanderens andre brikke kommer fra etter et hopp.
opt-second_removal_optional = Andre brikke valgfri
opt-second_removal_optional-help = Når avkrysset kan den som slår, la være å ta den andre brikken.
opt-chain_jumps = Kjedehopp
opt-chain_jumps-help = Når avkrysset kan brikken som hopper, hoppe igjen i samme tur.
opt-win_at = Vinner ved
opt-win_at-help = Du vinner så snart motstanderen har så mange brikker eller færre, brett og hånd regnet sammen.
opt-blocked = Blokkert spiller
opt-blocked-help = Hva som skjer med en spiller som ikke har noe lovlig trekk når det er spillerens tur.
opt-no_capture_draw = Remis uten slag
opt-no_capture_draw-help = Partiet er remis etter så mange halvtrekk på rad uten slag.
opt-few_pieces_draw = Remis med få brikker
opt-few_pieces_draw-help = Partiet er remis når begge spillerne har så mange brikker eller færre og ingen kan hoppe.

val-off = av
val-placement-free = fri: sett ut, flytt eller hopp i hver tur
val-placement-hand-first = hånden først: ingen flytting mens du har brikker på hånden
val-second_removal-board = fra brettet
val-second_removal-board-or-hand = fra brettet eller hånden
val-second_removal-board-then-hand = fra brettet, ellers fra hånden
val-blocked-loses = taper
val-blocked-most-on-board = står over; flest brikker på brettet vinner

desc-board = { $rows } rader med { $columns } ruter, { $total } ruter i alt.
desc-pieces = { $n } hver, alle på hånden ved start.
desc-placement-free = I hver tur setter du ut en brikke fra hånden, flytter en brikke eller hopper.
desc-placement-hand-first = Så lenge du har brikker på hånden, kan du bare sette ut eller hoppe; flyttingen begynner når hånden er tom.
desc-second_removal-board = En hvilken som helst annen av motstanderens brikker på brettet, etter valg av den som slår. Finnes det ingen, fjernes bare brikken det ble hoppet over; brikkene på hånden er trygge.
desc-second_removal-board-or-hand = En hvilken som helst annen av motstanderens brikker på brettet eller én brikke fra motstanderens hånd, etter valg av den som slår. Står ingen annen av motstanderens brikker på brettet, må den tas fra hånden.
desc-second_removal-board-then-hand = Fra brettet; fra motstanderens hånd bare når ingen annen av motstanderens brikker står på brettet.
desc-second_removal_optional-false = Den andre brikken må tas når en er tilgjengelig.
desc-second_removal_optional-true = Den som slår, kan ta en andre brikke eller la være.
desc-chain_jumps-false = Ett hopp per tur.
desc-chain_jumps-true = Etter et hopp kan samme brikke hoppe igjen og slå hver brikke den hopper over, og stoppe etter et hvilket som helst hopp. Den andre brikken tas én gang, etter siste hopp.
desc-win_at = { $n ->
    [0] Du vinner når motstanderen ikke har noen brikker igjen, brett og hånd regnet sammen.
    [one] Du vinner når motstanderen er nede i én brikke eller ingen, brett og hånd regnet sammen.
   *[other] Du vinner når motstanderen er nede i { $n } brikker eller færre, brett og hånd regnet sammen.
}
desc-blocked-loses = En spiller som ikke har noe lovlig trekk når det er spillerens tur, taper.
desc-blocked-most-on-board = En spiller uten lovlig trekk står over. Kan ingen av spillerne gjøre noe, vinner den som har flest brikker på brettet; likt antall er remis.
desc-no_capture_draw = Remis etter { $n } halvtrekk på rad uten slag.
desc-no_capture_draw-off = Ingen remis for mangel på slag.
desc-few_pieces_draw = Remis når begge spillerne har { $n } brikker eller færre og ingen kan hoppe.
desc-few_pieces_draw-off = Ingen remis med få brikker.
desc-rows = { $n } rader.
desc-columns = { $n } kolonner.

change-board = Brett
change-rest = Alt annet
change-rest-standard = Sett ut, flytt og hopp som beskrevet i reglene; en spiller uten lovlig trekk taper.
change-rest-same = Det samme som i standardspillet.
