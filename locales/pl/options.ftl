opt-rows = Rzędy
opt-rows-help = Liczba rzędów planszy, od 3 do 8. Standard: 5.
opt-columns = Kolumny
opt-columns-help = Liczba kolumn planszy, od 3 do 8. Standard: 6.
opt-pieces = Pionki na gracza
opt-pieces-help = Pionki każdego gracza, na początku wszystkie w ręce; oba komplety muszą zmieścić się na planszy. Standard: 12.
opt-placement = Stawianie
opt-placement-help = Czy wolno przesuwać pionki, dopóki masz jeszcze pionki w ręce.
opt-second_removal = Drugi zbity pionek
opt-second_removal-help = Skąd pochodzi drugi pionek przeciwnika zdejmowany po skoku.
opt-second_removal_optional = Drugi pionek opcjonalny
opt-second_removal_optional-help = Po zaznaczeniu bijący może zrezygnować z drugiego pionka.
opt-chain_jumps = Skoki łańcuchowe
opt-chain_jumps-help = Po zaznaczeniu skaczący pionek może skoczyć ponownie w tej samej turze.
opt-win_at = Wygrana przy
opt-win_at-help = Wygrywasz, gdy przeciwnikowi zostanie tyle pionków lub mniej, licząc planszę i rękę.
opt-blocked = Zablokowany gracz
opt-blocked-help = Co dzieje się z graczem, który w swojej turze nie ma dozwolonego ruchu.
opt-no_capture_draw = Remis bez bić
opt-no_capture_draw-help = Partia kończy się remisem po tylu kolejnych posunięciach bez bicia.
opt-few_pieces_draw = Remis przy małej liczbie pionków
opt-few_pieces_draw-help = Partia kończy się remisem, gdy obaj gracze mają tyle pionków lub mniej i żaden nie może skoczyć.

val-off = wyłączone
val-placement-free = swobodne: stawiaj, przesuwaj lub skacz w każdej turze
val-placement-hand-first = najpierw ręka: bez przesuwania, dopóki masz pionki w ręce
val-second_removal-board = z planszy
val-second_removal-board-or-hand = z planszy albo z ręki
val-second_removal-board-then-hand = z planszy, a gdy brak — z ręki
val-blocked-loses = przegrywa
val-blocked-most-on-board = pasuje; wygrywa więcej pionków na planszy

desc-board = Plansza { $rows } × { $columns }, razem { $total } pól.
desc-pieces = { $n } na gracza, na początku wszystkie w ręce.
desc-placement-free = W każdej turze postaw pionek z ręki, przesuń pionek albo skocz.
desc-placement-hand-first = Dopóki masz pionki w ręce, możesz tylko stawiać albo skakać; przesuwanie zaczyna się, gdy ręka jest pusta.
desc-second_removal-board = Dowolny inny pionek przeciwnika na planszy, według wyboru bijącego. Jeśli go nie ma, usuwany jest tylko przeskoczony pionek; pionki w ręce są bezpieczne.
desc-second_removal-board-or-hand = Dowolny inny pionek przeciwnika na planszy albo jeden pionek z ręki przeciwnika, według wyboru bijącego. Gdy na planszy nie ma innego pionka przeciwnika, trzeba go wziąć z ręki.
desc-second_removal-board-then-hand = Z planszy; z ręki przeciwnika tylko wtedy, gdy na planszy nie ma innego jego pionka.
desc-second_removal_optional-false = Drugi pionek trzeba zabrać, gdy tylko jakiś jest dostępny.
desc-second_removal_optional-true = Bijący może zabrać drugi pionek albo z niego zrezygnować.
desc-chain_jumps-false = Jeden skok na turę.
desc-chain_jumps-true = Po skoku ten sam pionek może skakać dalej, bijąc każdy przeskoczony pionek, i zatrzymać się po dowolnym skoku. Drugi pionek zabiera się raz, po ostatnim skoku.
desc-win_at = { $n ->
    [0] Wygrywasz, gdy przeciwnikowi nie zostanie żaden pionek, licząc planszę i rękę.
    [one] Wygrywasz, gdy przeciwnikowi zostanie jeden pionek lub żaden, licząc planszę i rękę.
    [few] Wygrywasz, gdy przeciwnikowi zostaną { $n } pionki lub mniej, licząc planszę i rękę.
   *[many] Wygrywasz, gdy przeciwnikowi zostanie { $n } pionków lub mniej, licząc planszę i rękę.
    [other] Wygrywasz, gdy przeciwnikowi zostanie { $n } pionka lub mniej, licząc planszę i rękę.
}
desc-blocked-loses = Gracz, który w swojej turze nie ma dozwolonego ruchu, przegrywa.
desc-blocked-most-on-board = Gracz bez dozwolonego ruchu pasuje. Jeśli żaden gracz nie może się ruszyć, wygrywa ten, kto ma więcej pionków na planszy; przy równej liczbie jest remis.
desc-no_capture_draw = Remis po { $n } kolejnych posunięciach bez bicia.
desc-no_capture_draw-off = Brak remisu z powodu braku bić.
desc-few_pieces_draw = Remis, gdy obaj gracze mają { $n } pionków lub mniej i żaden nie może skoczyć.
desc-few_pieces_draw-off = Brak remisu przy małej liczbie pionków.
desc-rows = Rzędy: { $n }.
desc-columns = Kolumny: { $n }.

change-board = Plansza
change-rest = Wszystko inne
change-rest-standard = Stawianie, ruch i skok jak w zasadach; gracz bez dozwolonego ruchu przegrywa.
change-rest-same = Tak samo jak w grze standardowej.
