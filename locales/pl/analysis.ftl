# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = Przeanalizuj partię
analysis-title = Analiza
analysis-lead = Silnik ocenia każdą pozycję partii w przeglądarce: wykres przewagi, błędy i podstawki, najlepszą kontynuację w każdym półruchu. Wypróbuj inne akcje na planszy albo ustaw dowolną pozycję.
analysis-live = Ta partia wciąż trwa: jej analiza będzie dostępna po zakończeniu. Do tego czasu widać tu dotychczasowe akcje, bez ocen.
analysis-live-back = Wróć do partii
analysis-live-none = Nie zagrano jeszcze żadnej akcji.
analysis-noscript = Analiza działa w przeglądarce i wymaga JavaScriptu.
analysis-paste-title = Wklej zapis partii
analysis-paste-label = Zapis partii (taki, jaki daje „Zapisz partię”)
analysis-load = Pokaż partię
analysis-open-editor = Ustaw pozycję
analysis-board = Plansza analizy
analysis-board-help = Kliknij lub dotknij pionka, a potem pola docelowego; kliknij pusty dołek, by postawić pionek. Strzałki przechodzą przez partię.
analysis-first = Pierwsza pozycja
analysis-prev = Poprzedni półruch
analysis-next = Następny półruch
analysis-last = Ostatnia pozycja
analysis-back-to-line = Wróć do przebiegu partii
analysis-run = Analizuj
analysis-edit-here = Edytuj tę pozycję
analysis-progress = Analiza
analysis-graph-caption = Przewaga białych w kolejnych półruchach (powyżej środka lepiej stoją białe). Kliknij punkt, aby przejść do tego półruchu.
analysis-table = Ocena w formie tabeli
analysis-col-ply = Półruch
analysis-col-action = Akcja
analysis-col-score = Ocena
analysis-col-mark = Znak
analysis-moves = Akcje
analysis-legend = ?? podstawka, ? błąd. Oceny są z perspektywy białych, w pionkach.
analysis-editor-title = Edytor pozycji
analysis-editor-lead = Wybierz zasady, rozstaw pionki na planszy, ustaw ręce i stronę na ruchu, a potem sprawdź pozycję i ją zbadaj.
analysis-editor-preset = Zestaw zasad
analysis-editor-rules = Ciąg zasad
analysis-editor-tool = Stawiaj na planszy
analysis-editor-white = Białe
analysis-editor-black = Czarne
analysis-editor-empty = Pusty dołek
analysis-editor-board = Plansza edytora pozycji
analysis-editor-white-hand = Ręka białych
analysis-editor-black-hand = Ręka czarnych
analysis-editor-quiet = Półruchy od ostatniego bicia
analysis-editor-to-move = Na ruchu
analysis-editor-position = Pozycja:
analysis-editor-check = Sprawdź i zbadaj
analysis-editor-clear = Opróżnij planszę
analysis-editor-wipe-yes = Opróżnij planszę i zmień
analysis-editor-wipe-no = Zachowaj dawne zasady

analysis-js-white = Białe
analysis-js-black = Czarne
analysis-js-to-move = Na ruchu: { $side }.
analysis-js-at = Półruch { $n } z { $total }
analysis-js-start = Początek
analysis-js-hand = { $side }: w ręce { $n }
analysis-js-square-empty = { $square }, puste
analysis-js-square-piece = { $square }, { $side }
analysis-js-progress = Pozycja { $n } z { $total }
analysis-js-done = { $n ->
    [one] Analiza zakończona: oceniono { $n } pozycję.
    [few] Analiza zakończona: oceniono { $n } pozycje.
    [many] Analiza zakończona: oceniono { $n } pozycji.
   *[other] Analiza zakończona: oceniono { $n } pozycji.
}
analysis-js-blunders = { $n ->
    [one] { $n } podstawka
    [few] { $n } podstawki
    [many] { $n } podstawek
   *[other] { $n } podstawki
}
analysis-js-mistakes = { $n ->
    [one] { $n } błąd
    [few] { $n } błędy
    [many] { $n } błędów
   *[other] { $n } błędu
}
analysis-js-errors = { $blunders }, { $mistakes }.
analysis-js-eval-white = przewaga białych
analysis-js-eval-black = przewaga czarnych
analysis-js-eval-even = równowaga
analysis-js-blunder = Podstawka
analysis-js-mistake = Błąd
analysis-js-win = { $n ->
    [one] { $side } wygrywają w { $n } półruchu
    [few] { $side } wygrywają w { $n } półruchach
   *[many] { $side } wygrywają w { $n } półruchach
    [other] { $side } wygrywają w { $n } półruchu
}
analysis-js-best = Najlepsza kontynuacja: { $line }
analysis-js-best-none = Brak akcji: partia jest tu skończona.
analysis-js-over = Koniec partii: { $result }.
analysis-js-point = Półruch { $n }: { $score }
analysis-js-variation = Inna kontynuacja od półruchu { $n }: { $actions }
analysis-js-played = Zagrano { $action }.
analysis-js-choose = Wybierz akcję:
analysis-js-loading = Pobieranie zapisu partii…
analysis-js-record-fetch = Nie udało się pobrać zapisu partii.
analysis-js-record-empty = Najpierw wklej zapis partii.
analysis-js-record-no-rules = Ten zapis nie ma znacznika Rules.
analysis-js-record-bad-rules = Nie da się odczytać zasad z zapisu.
analysis-js-record-bad-position = Nie da się odczytać pozycji początkowej zapisu.
analysis-js-record-bad-action = Wiersz { $line }: „{ $action }” nie może zostać zagrane w półruchu { $ply }.
analysis-js-engine-failed = Nie udało się uruchomić silnika w tej przeglądarce.
analysis-js-ed-bad-rules = Nie da się odczytać tych zasad: sprawdź ciąg zasad (na przykład „standard,rows=6”).
analysis-js-ed-too-many = { $count ->
    [one] { $side }: { $count } pionek na planszy i w ręce, więcej niż { $pieces } według zasad.
    [few] { $side }: { $count } pionki na planszy i w ręce, więcej niż { $pieces } według zasad.
    [many] { $side }: { $count } pionków na planszy i w ręce, więcej niż { $pieces } według zasad.
   *[other] { $side }: { $count } pionka na planszy i w ręce, więcej niż { $pieces } według zasad.
}
analysis-js-ed-bad-number = Ręce i półruchy od ostatniego bicia to liczby całkowite od 0.
analysis-js-ed-bad-position = Silnik odrzuca tę pozycję.
analysis-js-ed-ok = Pozycja jest poprawna: zbadaj ją na planszy powyżej.
analysis-js-ed-wipe-size = Te zasady są rozgrywane na planszy { $rows }×{ $columns }: pionki z tej planszy nie mogą zostać. Opróżnić planszę i zmienić zasady?
analysis-js-ed-wipe-pieces = { $side } mają na planszy więcej pionków, niż dają te zasady: nie wszystkie mogą zostać. Opróżnić planszę i zmienić zasady?
analysis-js-table-win = Tablice końcówek: { $win }. Gra doskonała: { $line }
analysis-js-table-draw = Tablice końcówek: remis przy doskonałej grze.
