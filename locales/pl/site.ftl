site-description = Graj online w Yoté, grę w bicie z Afryki Zachodniej: ze znajomym przez link, z komputerem albo na jednym urządzeniu. Bez rejestracji.
skip-to-content = Przejdź do treści
nav-label = Główne
nav-play = Graj
nav-rules = Zasady
nav-variants = Warianty
lang-switch = Język
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = pierwsza wersja: poprawki mile widziane
lang-help = Popraw tłumaczenie
translations-title = Tłumaczenia
translations-lead = Strona mówi w dziesięciu językach. Każdy z nich to kilka zwykłych plików tekstowych: słowniczek, który podaje słowo użyte dla każdego terminu gry i uzasadnia jego wybór, oraz komunikaty w formacie Fluent.
translations-first = Tłumaczenia na wolof i bambara to pierwsze wersje: w żadnym z tych języków nie opublikowano wcześniej słownictwa gier planszowych, dlatego ich słowniczki objaśniają każde wybrane słowo. Poprawki od osób, które nimi mówią, są mile widziane.
translations-how-h = Wysyłanie poprawki
translations-how = Otwórz poniżej plik danego języka i popraw komunikat po znaku =, zostawiając bez zmian to, co stoi w nawiasach klamrowych. Potem wyślij poprawiony plik osobom, które prowadzą tę stronę, i napisz, co zmieniasz i dlaczego. Jeśli słowo w słowniczku jest błędne, popraw też słowniczek: każdy komunikat się do niego stosuje.
translations-glossary = Słowniczek
translations-files = Komunikaty
tagline = Bez rejestracji. Udostępnij link i zacznij grać.
theme-label = Motyw
theme-system = Jak w urządzeniu
theme-light = Jasny
theme-dark = Ciemny

notfound-title = Nie znaleziono strony
notfound-body = Pod tym adresem nic nie ma. Link może być błędnie przepisany albo partia nie istnieje.
notfound-home = Wróć na stronę główną
refused-title = Nie udało się tego zrobić
refused-back = Wróć do zaproszenia

home-title = Graj w Yoté online
home-kicker = Gra z Afryki Zachodniej
home-heading = Yoté: stawiaj, przesuwaj, skacz — każde bicie zabiera dwa pionki.
home-welcome = W Yoté gra się w Senegalu, Mali i Burkinie Faso kamykami i patyczkami w dołkach wykopanych w ziemi. Każdy ma dwanaście pionków, na początku wszystkie w ręce. Tury są szybkie, a szczęście szybko się odwraca: jeden skok zabiera przeskoczony pionek i drugi, wybrany przez ciebie.
home-modes = Sposoby gry
home-friend = Graj ze znajomym
home-friend-text = Utwórz stół i wyślij link. Znajomy otwiera go i siada do gry.
home-computer = Graj z komputerem
home-computer-text = Pięć poziomów, od początkującego do mistrza.
home-local = Graj na tym urządzeniu
home-local-text = Dwóch graczy, jeden ekran: podawajcie go sobie nad stołem.
home-glance = Zasady w skrócie
home-glance-1 = Dopóki masz pionki w ręce, możesz postawić jeden na dowolnym wolnym polu.
home-glance-2 = Albo przesunąć pionek na sąsiednie wolne pole: w górę, w dół, w lewo lub w prawo, nigdy po skosie.
home-glance-3 = Albo przeskoczyć sąsiedni pionek przeciwnika na wolne pole tuż za nim: ten pionek zostaje zbity.
home-glance-4 = Potem zabierz drugi pionek przeciwnika według swojego wyboru. Zostaw przeciwnikowi jeden pionek, a wygrasz.
home-read-rules = Przeczytaj pełne zasady
home-variants = Zestawy zasad
variants-title = Zestawy zasad, w które się gra
variants-lead = W yoté gra się według kilku zestawów zasad: każda strona opowiada historię jednego z nich i czym różni się od gry standardowej. Każdy można wybrać, zakładając stół.
home-quote = „W Afryce, gdy umiera starzec, płonie biblioteka.”
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Przygotuj stół
setup-mode = Przeciwnik
setup-mode-friend = Znajomy, przez link
setup-mode-computer = Komputer
setup-mode-local = Na tym urządzeniu
setup-rules = Zasady
setup-preset = Zestaw zasad
setup-preset-help = Wybierz zestaw zasad; opcje zaawansowane poniżej zmieniają dowolną z jego zasad.
setup-about-preset = O tym zestawie zasad
setup-changed = zmienione względem zestawu
setup-rules-string = Zapis zasad:
setup-rules-error = Nie udało się odczytać zasad z linku, więc pokazano grę standardową:
setup-level = Poziom komputera
setup-colour = Twój kolor
setup-colour-white = Białe (zaczynają)
setup-colour-black = Czarne
setup-colour-random = Losowo
setup-colour-help = Białe grają kamykami i zaczynają; Czarne grają patyczkami.
setup-rated = Ranking
setup-rated-label = Partia rankingowa
setup-rated-help = Wynik zmienia ranking obu graczy. Znajomy zgadza się, zajmując miejsce. Partia przerwana przed drugim ruchem się nie liczy.
setup-rated-help-computer = Wynik zmienia twój ranking; komputer gra z rankingiem swojego poziomu. Partia przerwana przed drugim ruchem się nie liczy.
setup-create = Utwórz stół
setup-js-creating = Tworzenie stołu…
setup-js-error = Nie udało się utworzyć stołu: { $message }
setup-js-network = Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.
setup-js-too-many = Pionki się nie mieszczą: { $pieces } na gracza wymaga co najmniej { $needed } pól.
setup-js-win-at = „Wygrana przy” musi być mniejsza niż liczba pionków.
setup-js-clock-minutes = „Minuty dla każdej strony” muszą być liczbą całkowitą od 1 do 180.
setup-js-clock-increment = „Sekundy dodawane za ruch” muszą być liczbą całkowitą od 0 do 180.
setup-advanced = Opcje zaawansowane
setup-advanced-help = Wszystkie zasady stołu, wypełnione według zestawu zasad: zmień dowolną, by stworzyć własne. Wybory niemożliwe przy tych zasadach nie są oferowane.
setup-summary = Zasady:
setup-colour-random-preset = Ten zestaw zasad losuje kolory.
setup-js-sum-board = plansza { $rows }×{ $columns }
setup-js-sum-pieces = { $n ->
    [one] { $n } pionek na gracza
    [few] { $n } pionki na gracza
    [many] { $n } pionków na gracza
   *[other] { $n } pionka na gracza
}
setup-js-sum-placement-free = dowolne stawianie
setup-js-sum-placement-hand-first = najpierw postawienie wszystkich pionków, potem przesuwanie
setup-js-sum-second_removal-board = drugi pionek z planszy
setup-js-sum-second_removal-board-or-hand = drugi pionek z planszy albo z ręki
setup-js-sum-second_removal-board-then-hand = drugi pionek z ręki tylko, gdy na planszy nie ma żadnego
setup-js-sum-second_removal_optional-true = drugi pionek nieobowiązkowy
setup-js-sum-second_removal_optional-false = drugi pionek obowiązkowy
setup-js-sum-chain_jumps-true = skoki łańcuchowe
setup-js-sum-chain_jumps-false = jeden skok na turę
setup-js-sum-win_at = wygrana przy { $n }
setup-js-sum-blocked-loses = zablokowany gracz przegrywa
setup-js-sum-blocked-most-on-board = zablokowany gracz pasuje
setup-js-sum-no_capture_draw = { $n ->
    [one] remis po { $n } ruchu bez bicia
    [few] remis po { $n } ruchach bez bicia
   *[many] remis po { $n } ruchach bez bicia
    [other] remis po { $n } ruchu bez bicia
}
setup-js-sum-no_capture_draw-off = bez remisu z braku bić
setup-js-sum-few_pieces_draw = { $n ->
    [one] remis przy { $n } pionku na gracza
    [few] remis przy { $n } pionkach na gracza
   *[many] remis przy { $n } pionkach na gracza
    [other] remis przy { $n } pionka na gracza
}
setup-js-sum-few_pieces_draw-off = bez remisu z powodu małej liczby pionków

level-beginner = Początkujący
level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
level-master = Mistrz

invite-title = Zaproszenie do partii Yoté
invite-kicker = Zaproszenie
invite-lead = Znajomy przygotował stół i czeka na ciebie. Zajmij miejsce, aby zacząć grę.
invite-rules = Zasady
invite-side = Grasz
invite-take = Zajmij miejsce
invite-taken = To miejsce jest już zajęte.
invite-watch = Oglądaj partię
invite-own = To Twoje własne zaproszenie: wyślij link znajomej osobie. Miejsce zajmie pierwsza osoba, która go otworzy.
invite-own-back = Wróć do swojej partii
invite-rated = Ta partia jest rankingowa: zajęcie miejsca oznacza zgodę, a wynik zmieni ranking obu graczy.
invite-over = Ta partia się zakończyła: tego miejsca nie można już zająć.
invite-js-white = Białymi (kamyki), zaczynasz
invite-js-black = Czarnymi (patyczki)
invite-js-unknown = To zaproszenie nie istnieje. Poproś znajomego o nowy link.
invite-js-network = Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.

# Link kontynuacji: strona, która pyta, zanim miejsce przejdzie do tej przeglądarki
continue-title = Kontynuacja partii na tym urządzeniu
continue-kicker = Kontynuacja partii
continue-question-white = Kontynuować tę partię białymi na tym urządzeniu?
continue-question-black = Kontynuować tę partię czarnymi na tym urządzeniu?
continue-question-both = Kontynuować tę partię, za obie strony, na tym urządzeniu?
continue-lead = Ten link przenosi miejsce z jednego urządzenia na drugie: kto go otworzy i potwierdzi, ten gra na tym miejscu. Kontynuuj tylko wtedy, gdy to Twój link.
continue-replaces-white = Ta przeglądarka gra już białymi w tej partii. Kontynuacja zastąpi to miejsce: ta przeglądarka będzie grać czarnymi, a nie białymi.
continue-replaces-black = Ta przeglądarka gra już czarnymi w tej partii. Kontynuacja zastąpi to miejsce: ta przeglądarka będzie grać białymi, a nie czarnymi.
continue-confirm-white = Kontynuuj białymi
continue-confirm-black = Kontynuuj czarnymi
continue-confirm-both = Kontynuuj partię tutaj
continue-back = Nie teraz: przejdź do partii

# Moje partie: partie w tej przeglądarce
nav-my-games = Moje partie
mygames-title = Moje partie
mygames-lead = Twoje partie, najpierw te, które czekają na twój ruch. Partie z poczekalni idą za twoim graczem do każdej przeglądarki, do której dołączył; pozostałe są zapisane tylko w tej przeglądarce: bez konta, nic do zapamiętania.
mygames-noscript = Ta lista jest zapisana w przeglądarce i do wyświetlenia potrzebuje JavaScriptu.
mygames-loading = Wczytywanie partii…
mygames-new = Nowa partia
mygames-js-none = W tej przeglądarce nie ma jeszcze żadnej partii. Zacznij jakąś, a pojawi się tutaj.
mygames-js-unreachable = Nie udało się wczytać stanu: otwórz partię, aby ją zobaczyć.
mygames-js-waiting-friend = Czeka na zajęcie miejsca przez zaproszoną osobę
mygames-js-over-draw = Zakończona: remis
mygames-js-over-aborted = Przerwana
mygames-js-over-wins = Zakończona: wygrana, { $side }
mygames-js-over-won = Zakończona: wygrana
mygames-js-over-lost = Zakończona: przegrana
mygames-js-white = Białe
mygames-js-black = Czarne
mygames-js-to-move = Ruch: { $side }
mygames-js-your-move = Twój ruch
mygames-js-their-move = Ruch przeciwnika
mygames-js-deadline = ruch do { $when }
mygames-js-on-this-device = Na tym urządzeniu
mygames-js-against-computer = Z komputerem · { $level }
mygames-js-against-friend = Ze znajomą osobą
mygames-js-level-beginner = początkujący
mygames-js-level-easy = łatwy
mygames-js-level-medium = średni
mygames-js-level-hard = trudny
mygames-js-level-master = mistrz
mygames-js-waiting-for-you = { $n ->
    [one] Jedna partia czeka na twój ruch.
    [few] { $n } partie czekają na twój ruch.
   *[many] { $n } partii czeka na twój ruch.
    [other] { $n } partii czeka na twój ruch.
}
mygames-js-count = { $n ->
    [one] Jedna partia.
    [few] { $n } partie.
   *[many] { $n } partii.
    [other] { $n } partii.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Tempo gry
setup-clock-unlimited = Bez limitu
setup-clock-real-time = Gra na czas
setup-clock-correspondence = Gra korespondencyjna
setup-clock-custom = Własne
setup-clock-minutes = Minuty dla każdej strony
setup-clock-increment = Sekundy dodawane za ruch
setup-clock-days = Dni na ruch
setup-clock-help = Gra na czas: minuty na całą partię plus sekundy po każdym własnym ruchu; koniec czasu oznacza przegraną. Gra korespondencyjna: dni na każdy ruch. Brak pierwszego ruchu na czas przerywa partię.
invite-clock = Tempo gry
invite-takebacks = Cofanie ruchów
invite-takebacks-yes = Dozwolone: każdy gracz może poprosić o cofnięcie ruchu.
invite-takebacks-no = Nie w tej partii.
invite-host = Zaproszenie od
invite-js-clock-unlimited = Bez limitu
invite-js-clock-real-time = { $minutes } min + { $increment } s za ruch
invite-js-clock-correspondence = { $days ->
    [one] { $days } dzień na ruch
    [few] { $days } dni na ruch
    [many] { $days } dni na ruch
   *[other] { $days } dnia na ruch
}

## The lobby on the home page

lobby-title = Zagraj teraz z kimś
lobby-noscript = Dobieranie przeciwników wymaga JavaScriptu. Nadal możesz zagrać ze znajomym przez link albo z komputerem.
lobby-my-page = Moja strona
lobby-cancel = Przestań szukać
lobby-rename = Zmień moją nazwę
lobby-rename-label = Twoja nazwa (od 3 do 20 liter, cyfr, - lub _)
lobby-rename-save = Zapisz
lobby-rename-note = Twoją nazwę i ranking przechowuje tylko ta przeglądarka: bez konta, bez e-maila, bez hasła. Wyczyszczenie danych przeglądarki tworzy nowego gracza.
lobby-kind-blitz = Blitz
lobby-kind-rapid = Szybkie
lobby-kind-correspondence = na ruch
lobby-days = { $days ->
    [one] { $days } dzień
    [few] { $days } dni
   *[many] { $days } dni
    [other] { $days } dnia
}
lobby-js-no-player = Wybierz tempo poniżej: nazwę i ranking dostaniesz razem z pierwszą partią.
lobby-js-me = Grasz jako { $name } · { $rating }
lobby-js-renamed = Nazywasz się teraz { $name }.
lobby-js-connecting = Łączenie z poczekalnią…
lobby-js-seeking = Szukam przeciwnika na { $tile }…
lobby-js-paired = Przeciwnik znaleziony: partia się otwiera…
lobby-js-offer = Nikt inny nie szuka teraz gry w tym tempie. Zagrać z komputerem w międzyczasie?
lobby-js-play-computer = Zagraj z komputerem ({ $level })
lobby-js-level-beginner = początkujący
lobby-js-level-easy = łatwy
lobby-js-level-medium = średni
lobby-js-level-hard = trudny
lobby-js-level-master = mistrz
lobby-js-players = { $n ->
    [one] { $n } gracz w poczekalni
    [few] { $n } gracze w poczekalni
    [many] { $n } graczy w poczekalni
   *[other] { $n } gracza w poczekalni
}
lobby-js-games = { $n ->
    [one] { $n } partia w toku
    [few] { $n } partie w toku
    [many] { $n } partii w toku
   *[other] { $n } partii w toku
}
lobby-js-seekers = { $n ->
    [one] { $n } czeka
    [few] { $n } czekają
    [many] { $n } czeka
   *[other] { $n } czeka
}

## A player on another device

mygames-transfer-title = Graj na innym urządzeniu
mygames-transfer-lead = Kod przeniesienia sprawia, że inna przeglądarka (twój drugi telefon, komputer) staje się tym samym graczem, z twoją nazwą, rankingiem i partiami.
mygames-transfer-lost = Bez kodu przeglądarka, która straciła dane tej strony, jest nowym graczem: dawnej nazwy i rankingu nie da się odzyskać.
mygames-transfer-make = Pokaż kod przeniesienia
mygames-js-transfer-how = Na drugim urządzeniu otwórz { $link } i wpisz ten kod albo zeskanuj obrazek. Ta przeglądarka też stanie się graczem { $name }, jeden raz, do { $until }.
mygames-js-transfer-qr = Kod QR linku przeniesienia, kod { $code }
mygames-js-joined = Grasz teraz jako { $name } · { $rating }
mygames-js-against-player = Przeciw { $name }
transfer-title = Dołącz do swojego gracza na tym urządzeniu
transfer-lead = Wpisz kod pokazany w „Moich partiach” na drugim urządzeniu. Ta przeglądarka zagra wtedy jako ten sam gracz, z tą samą nazwą, rankingiem i partiami.
transfer-code-label = Kod przeniesienia (8 liter i cyfr)
transfer-join = Dołącz
transfer-noscript = Dołączenie do gracza wymaga JavaScriptu.
transfer-note = Kod działa raz, przez dziesięć minut. Własny gracz tej przeglądarki, jeśli go miała, zostaje porzucony.
lobby-custom = Inny zestaw zasad lub tempo
lobby-custom-rules = Zasady
lobby-custom-clock = Tempo
lobby-custom-seek = Zaproponuj tę partię
lobby-open-title = Proponowane partie
lobby-js-open-none = Teraz nie ma proponowanych partii. Zaproponuj jedną powyżej: poczeka tu na gracza.
lobby-js-open-take = Graj
lobby-js-open-yours = twoja
lobby-js-clock-real = { $minutes } min + { $increment } s
lobby-js-clock-days = { $days ->
    [one] { $days } dzień na ruch
    [few] { $days } dni na ruch
    [many] { $days } dni na ruch
   *[other] { $days } dnia na ruch
}
lobby-js-seeking-custom = Twoja partia jest zaproponowana: czeka na gracza…
lobby-js-held = Opuszczono dziś { $games ->
    [one] { $games } partię
    [few] { $games } partie
   *[many] { $games } partii
    [other] { $games } partii
}: dobieranie zacznie się za { $minutes ->
    [one] { $minutes } minutę
    [few] { $minutes } minuty
   *[many] { $minutes } minut
    [other] { $minutes } minuty
}.

## A player's page

player-ratings = Rankingi
player-no-rating = Jeszcze żadnej partii rankingowej.
player-rules = Zasady
player-rating = Ranking
player-rated-games = Partie rankingowe
player-provisional = Ranking ze znakiem „?” jest tymczasowy: ustala się po kilkunastu partiach rankingowych.
player-games = Ostatnie partie
player-js-mute = Wycisz gracza { $name }
player-js-unmute = Znowu słuchaj gracza { $name }
player-js-muted = Gracz { $name } jest wyciszony: jego zwroty i czat są ukryte przed tobą we wszystkich partiach, na każdym twoim urządzeniu.
player-js-heard = Znowu słyszysz gracza { $name }.
player-no-games = Jeszcze żadnej partii z poczekalni.
player-rating-after = Ranking po partii
player-game-unrated = bez rankingu
player-game-rated = rankingowa
player-game-friend = znajomy
player-game-computer = komputer
player-result-won = Wygrana
player-result-lost = Przegrana
player-result-drawn = Remis
player-result-aborted = Przerwana
player-result-playing = W toku
player-open-game = Zobacz partię

setup-takebacks = Cofanie ruchów
setup-takebacks-never = Nigdy
setup-takebacks-unrated = W partiach nierankingowych
setup-takebacks-always = Zawsze
setup-takebacks-help = Gracz może poprosić o cofnięcie ruchu; drugi gracz się zgadza lub odmawia. Przeciw komputerowi ruch jest cofany od razu. Zużyty czas nie wraca.
