# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Zadania
puzzles-title = Zadania Yoté
puzzles-heading = Zadania
puzzles-intro = Każde zadanie ma dokładnie jeden wygrywający ruch: znajdź go. Komputer odpowiada, a twój ranking zostaje zapisany na tym urządzeniu.
puzzles-your-rating = Twój ranking w zadaniach
puzzles-rules = Zasady
puzzles-theme = Motyw
puzzles-all-themes = Wszystkie motywy
puzzles-hint = Podpowiedź
puzzles-solution = Pokaż rozwiązanie
puzzles-next = Następne zadanie
puzzles-offline-note = Zadania działają bez sieci, gdy ta strona zostanie raz otwarta.
puzzles-js-loading = Wczytywanie zadań…
puzzles-js-load-failed = Nie udało się wczytać zadań. Sprawdź połączenie i odśwież stronę.
puzzles-js-task = { $side ->
    [white] Grają białe: znajdź jedyny wygrywający ruch.
   *[black] Grają czarne: znajdź jedyny wygrywający ruch.
}
puzzles-js-keep-going = Dobrze! Komputer odpowiedział: znajdź następny ruch.
puzzles-js-wrong = Nie ten, ten ruch nie wygrywa: { $action }
puzzles-js-wrong-removal = Skok jest dobry, ale nie ten drugi pionek: zabierz inny.
puzzles-js-hint-piece = Podpowiedź: przyjrzyj się pionkowi na { $square }.
puzzles-js-hint-place = Podpowiedź: wygrywa pionek z ręki. Gdzie?
puzzles-js-hint-theme = Motyw: { $theme }.
puzzles-js-solved = Rozwiązane!
puzzles-js-solved-after-mistake = Rozwiązane, po błędzie.
puzzles-js-shown = Oto rozwiązanie.
puzzles-js-solution-costs = Pokazanie rozwiązania liczy się jako nierozwiązane zadanie: twój ranking spada.
puzzles-js-solution-anyway = Pokaż mimo to
puzzles-js-rating-change = Twój ranking: { $rating } ({ $change }).
puzzles-js-unrated = Z podpowiedzią to zadanie nie zmienia twojego rankingu.
puzzles-js-about = Zadanie { $id }, ranking { $rating }. Motywy: { $themes }.
puzzles-js-none = Brak zadań z tym motywem przy tych zasadach: wybierz inny motyw.
puzzles-js-theme-double-capture = dwa pionki naraz
puzzles-js-theme-chain = łańcuch skoków
puzzles-js-theme-second-piece = drugi pionek
puzzles-js-theme-blocking = blokada
puzzles-js-theme-quiet = cichy ruch
puzzles-js-theme-endgame = końcówka
puzzles-js-theme-finish = kończy partię
puzzles-js-theme-long = kilka ruchów
home-daily = Zadanie dnia
home-daily-solve = Rozwiąż je
