# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = Areny
tournaments-lead = Rozegraj jak najwięcej partii, zanim skończy się czas: gdy tylko twoja partia się kończy, dostajesz kolejnego przeciwnika z miejsca blisko ciebie w tabeli.
tournaments-scoring = Wygrana to 2 punkty, a remis 1. Po dwóch wygranych z rzędu każda wygrana liczy się podwójnie, aż do pierwszej partii, której nie wygrasz.
tournaments-none = Żadna arena nie trwa ani nie zaczyna się wkrótce. Utwórz arenę i udostępnij jej link.
tournaments-running = { $minutes ->
    [one] Trwa: została { $minutes } minuta
    [few] Trwa: zostały { $minutes } minuty
    [many] Trwa: zostało { $minutes } minut
   *[other] Trwa: zostało { $minutes } minuty
}
tournaments-upcoming = { $minutes ->
    [one] Zaczyna się za { $minutes } minutę
    [few] Zaczyna się za { $minutes } minuty
    [many] Zaczyna się za { $minutes } minut
   *[other] Zaczyna się za { $minutes } minuty
}
tournaments-ending = Czas minął: trwają ostatnie partie
tournaments-players = { $n ->
    [one] { $n } gracz
    [few] { $n } gracze
    [many] { $n } graczy
   *[other] { $n } gracza
}
tournaments-rated = Rankingowa
tournaments-casual = Towarzyska
tournaments-create = Utwórz arenę
tournaments-name = Nazwa (opcjonalnie)
tournaments-rules = Zasady
tournaments-clock = Zegar
tournaments-minutes = Czas trwania
tournaments-minutes-option = { $minutes ->
    [one] { $minutes } minuta
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
}
tournaments-starts = Początek
tournaments-starts-now = Teraz
tournaments-starts-in = { $minutes ->
    [one] Za { $minutes } minutę
    [few] Za { $minutes } minuty
    [many] Za { $minutes } minut
   *[other] Za { $minutes } minuty
}
tournaments-rated-label = Partie rankingowe
tournaments-submit = Utwórz i dołącz
tournaments-code = Kod dostępu (opcjonalnie)
tournaments-code-help = Dołączyć mogą tylko osoby, którym go podasz: klasa, klub, rodzina. Od 4 do 32 liter lub cyfr.
tournaments-entry-code = Kod dostępu
tournaments-site = Arena organizowana przez stronę
tournaments-berserk = Przed pierwszym ruchem w partii możesz włączyć berserk: połowa czasu na zegarze i bez sekund dodawanych za ruch, a za wygraną po 14 lub więcej ruchach punkt więcej.
tournaments-js-creating = Tworzenie areny…

arena-join = Dołącz
arena-pause = Wstrzymaj
arena-withdraw = Opuść
arena-share = Udostępnij link
arena-show-qr = Pokaż kod QR
arena-js-show-qr = Pokaż kod QR
arena-js-hide-qr = Ukryj kod QR
arena-qr-caption = Gracze skanują ten kod aparatem telefonu, aby otworzyć arenę.
arena-go-game = Przejdź do swojej partii
arena-noscript = Ta strona potrzebuje JavaScriptu, by pokazać tabelę i przenosić cię do twoich partii.
arena-podium = Podium
arena-standings = Tabela
arena-col-rank = Miejsce
arena-col-player = Gracz
arena-col-games = Partie
arena-col-score = Punkty
arena-no-players = Nikt jeszcze nie dołączył.
arena-pages = Strony tabeli
arena-previous = Poprzednia
arena-next = Następna
arena-all = Wszystkie areny
arena-code = Kod dostępu
arena-js-join = Dołącz
arena-js-rejoin = Dołącz ponownie
arena-js-starts-in = Początek za { $time }
arena-js-ends-in = Zostało { $time }
arena-js-ending = Czas minął: trwają ostatnie partie
arena-js-finished = Zakończona
arena-js-you = { $score ->
    [one] Jesteś na { $rank }. miejscu z { $score } punktem.
    [few] Jesteś na { $rank }. miejscu z { $score } punktami.
    [many] Jesteś na { $rank }. miejscu z { $score } punktami.
   *[other] Jesteś na { $rank }. miejscu z { $score } punktu.
}
arena-js-status-active = Przeciwnik zostaje ci dobrany, gdy tylko nie grasz żadnej partii.
arena-js-status-paused = Pauza: nikt nie zostanie ci dobrany, dopóki nie dołączysz ponownie.
arena-js-status-withdrawn = Opuszczono arenę: dołącz ponownie, by grać.
arena-js-not-joined = Dołącz, by grać: przeciwnik zostanie ci dobrany, gdy tylko arena się zacznie.
arena-js-not-joined-code = Ta arena wymaga kodu dostępu: wpisz otrzymany kod, a potem dołącz.
arena-js-absent-paused = pauza
arena-js-absent-withdrawn = poza areną
arena-js-on-fire = Seria: wygrane liczą się podwójnie
arena-js-sheet = Punkty partia po partii
arena-js-sheet-berserk = berserk
arena-js-watch = Oglądaj
arena-js-game-playing = Twoja partia trwa.
arena-js-game-ready = Twoja partia jest gotowa…
arena-js-page = Strona { $page } z { $pages }
arena-js-podium-line = { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
} · { $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
} · { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranej
}
arena-js-copied = Skopiowano link: wyślij go graczom.
arena-js-copy-prompt = Skopiuj ten link:

home-arenas = Areny
home-arenas-text = Wieczór partii: dołącz do areny, rozegraj jak najwięcej partii i pnij się w górę tabeli.
home-arenas-link = Zobacz areny

game-arena-back = Wróć do areny
game-arena-of = Arena: { $name }

privacy-arenas-what = Areny, które utworzysz lub do których dołączysz: każde twoje dołączenie, wstrzymanie i opuszczenie areny (z twoim rankingiem z chwili dołączenia) oraz partie areny.
privacy-arenas-why = Tabelę areny liczy się na nowo z tych danych i z jej partii; jest publiczna na stronie areny, tak jak jej partie.
privacy-arenas-long = Tak długo, jak istnieje strona areny. Jeśli każesz zapomnieć swojego gracza, twoja nazwa w jej tabeli zmieni się na „Usunięty gracz”.
privacy-arena-opened-what = Partie areny otwarte w tej karcie (ich identyfikatory), zapisane w pamięci sesji karty (yote-arena-opened).
privacy-arena-opened-why = Żeby arena przenosiła cię do każdej nowej partii tylko raz, a nie z powrotem do partii właśnie rozegranej.
privacy-arena-opened-long = Dopóki nie zamkniesz karty.
