# Błędy, którymi serwer może odpowiedzieć, według kodu (docs/protocol.md), ze szczegółami jako zmiennymi.

error-unknown = Coś poszło nie tak (błąd „{ $code }”). Spróbuj ponownie.
error-network = Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.

## API HTTP

error-malformed = Nie udało się odczytać żądania. Odśwież stronę i spróbuj ponownie.
error-bad-rules = Według tych zasad nie można grać: „{ $rules }”.
error-bad-rules-empty = Nie podano zasad: zacznij od zestawu zasad, np. „standard”.
error-bad-rules-unknown-preset = „{ $preset }” to nie jest zestaw zasad. Zestawy zasad to: { $allowed }.
error-bad-rules-missing-value = „{ $part }” nie ma wartości: zapisz to jako opcja=wartość, np. win_at=0.
error-bad-rules-unknown-option = „{ $option }” to nie jest opcja. Opcje to: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] „{ $value }” nie jest wartością dla { $option }: wybierz liczbę od { $min } do { $max }.
    [off-or-range] „{ $value }” nie jest wartością dla { $option }: wybierz off albo liczbę od { $min } do { $max }.
   *[words] „{ $value }” nie jest wartością dla { $option }: wybierz jedno z: { $allowed }.
}
error-bad-rules-repeated = Opcja { $option } została podana dwa razy.
error-bad-rules-too-many-pieces = { $max ->
    [one] Po { $pieces } pionków na gracza nie zmieści się na planszy { $rows }×{ $columns }: najwyżej { $max } pionek na gracza.
    [few] Po { $pieces } pionków na gracza nie zmieści się na planszy { $rows }×{ $columns }: najwyżej { $max } pionki na gracza.
    [many] Po { $pieces } pionków na gracza nie zmieści się na planszy { $rows }×{ $columns }: najwyżej { $max } pionków na gracza.
   *[other] Po { $pieces } pionków na gracza nie zmieści się na planszy { $rows }×{ $columns }: najwyżej { $max } pionka na gracza.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [one] „Wygrana przy” ({ $win_at }) musi być mniejsza niż liczba pionków ({ $pieces } pionek na gracza).
    [few] „Wygrana przy” ({ $win_at }) musi być mniejsza niż liczba pionków ({ $pieces } pionki na gracza).
   *[many] „Wygrana przy” ({ $win_at }) musi być mniejsza niż liczba pionków ({ $pieces } pionków na gracza).
    [other] „Wygrana przy” ({ $win_at }) musi być mniejsza niż liczba pionków ({ $pieces } pionka na gracza).
}
error-bad-level = „{ $level }” to nie jest poziom komputera.
error-bad-option = „{ $value }” nie jest możliwym wyborem dla { $option }.
error-unknown-game = Pod tym adresem nie ma partii.
error-unknown-invite = Ten link z zaproszeniem jest nieważny: poproś o nowy.
error-bad-secret = Ten link nie daje miejsca w partii: oglądasz ją.
error-no-rematch = Ta partia nie ma rewanżu.
error-no-rematch-not-over = Rewanż może nastąpić tylko po zakończonej partii.
error-no-rematch-no-opponent = Nikt nie zajął drugiego miejsca: utwórz nowy stół.
error-no-rematch-exists = Rewanż już istnieje.
error-no-rematch-asked = Prośba o rewanż została już wysłana.
error-no-rematch-arena = Partia na arenie nie ma rewanżu: arena sama dobierze ci kolejnego przeciwnika.
error-no-rematch-swiss = Partia turniejowa nie ma rewanżu: następna runda znów skojarzy cię w parę.
error-seat-taken = To miejsce jest już zajęte: link pokazuje teraz partię widzom.
error-game-over = Ta partia się zakończyła.
error-own-invite = To Twoje własne zaproszenie: wyślij link znajomej osobie.
error-too-large = Żądanie jest zbyt duże.
error-too-many-tables = Z Twojego połączenia utworzono zbyt wiele stołów. Poczekaj minutę i spróbuj ponownie.
error-too-many-waiting-tables = { $limit ->
    [one] Stół utworzony z Twojego połączenia wciąż czeka na pierwszy ruch. Zagraj na nim lub go anuluj, a potem utwórz nowy.
    [few] { $limit } stoły utworzone z Twojego połączenia wciąż czekają na pierwszy ruch. Zagraj na jednym z nich lub go anuluj, a potem utwórz nowy.
   *[many] { $limit } stołów utworzonych z Twojego połączenia wciąż czeka na pierwszy ruch. Zagraj na jednym z nich lub go anuluj, a potem utwórz nowy.
    [other] { $limit } stołu utworzonego z Twojego połączenia wciąż czeka na pierwszy ruch. Zagraj na jednym z nich lub go anuluj, a potem utwórz nowy.
}
error-computer-busy = Komputer jest teraz zajęty wieloma partiami. Spróbuj za minutę albo zagraj ze znajomą osobą.
error-computer-busy-address = Masz już wiele partii z komputerem: zakończ jedną, zanim zaczniesz następną.
error-computer-busy-queue = Komputer jest teraz zajęty wieloma partiami. Spróbuj za minutę albo zagraj ze znajomą osobą.
error-body-timeout = Żądanie nie dotarło na czas. Sprawdź połączenie i spróbuj ponownie.
error-bad-origin = Żądania z innej strony są odrzucane.
error-unconfirmed-seat = Link kontynuacji przenosi miejsce dopiero po potwierdzeniu na tej stronie: otwórz link i naciśnij jego przycisk.
error-internal = Serwer nie mógł tego zrobić. Nic się nie zmieniło: spróbuj ponownie.
error-not-found = Pod tym adresem nic nie ma. Odśwież stronę i spróbuj ponownie.
error-method-not-allowed = Ten adres nie przyjmuje tego rodzaju żądania. Odśwież stronę i spróbuj ponownie.

## Połączenie z partią

error-unknown-type = Serwer nie zrozumiał strony. Odśwież ją.
error-hello-required = Strona nie jest jeszcze połączona z partią. Odśwież ją.
error-not-a-player = Oglądasz tę partię: tylko jej gracze mogą to zrobić.
error-waiting-for-opponent = Drugie miejsce jest wciąż wolne: wyślij link z zaproszeniem znajomej osobie.
error-not-your-turn = { $side ->
    [white] Teraz ruch białych.
   *[black] Teraz ruch czarnych.
}
error-bad-notation = „{ $text }” to nie jest ruch.
error-illegal-action = Ten ruch nie jest teraz możliwy.
error-illegal-action-game-over = Partia się zakończyła.
error-illegal-action-off-board = { $square } nie leży na tej planszy.
error-illegal-action-empty-hand = Nie masz już pionków w ręce do postawienia.
error-illegal-action-occupied = Pole { $square } nie jest puste.
error-illegal-action-not-your-piece = Na polu { $square } nie ma Twojego pionka.
error-illegal-action-not-adjacent = Pionek przesuwa się o jedno pole w górę, w dół, w lewo lub w prawo.
error-illegal-action-must-place-or-jump = Dopóki masz pionki w ręce, możesz tylko stawiać albo skakać.
error-illegal-action-nothing-to-jump = Na polu { $square } nie ma pionka przeciwnika do przeskoczenia.
error-illegal-action-no-chains = Według tych zasad można skoczyć tylko raz na turę.
error-illegal-action-bad-removal = Tego drugiego pionka nie można tu zabrać.
error-illegal-action-pass-not-allowed = Pasować można tylko wtedy, gdy nie ma innego ruchu.
error-illegal-action-pass-required = Nie masz żadnego możliwego ruchu: musisz spasować.
error-illegal-action-not-legal = Ten ruch nie jest możliwy w tej pozycji.
error-stale-ply = Ten ruch został już zagrany. Plansza pokazuje teraz aktualny stan partii.
error-future-ply = Strona nie nadąża za partią. Odśwież ją.
error-no-draw-offer = Przeciwnik nie zaproponował remisu.
error-draw-already-offered = Propozycja remisu jest już otwarta.
error-draw-already-offered-opponent-offered = Przeciwnik proponuje remis: przyjmij go albo odrzuć.
error-draw-already-offered-offer-open = Twoja propozycja remisu jest wciąż otwarta.
error-draw-already-offered-offered-this-move = W tym ruchu propozycja remisu została już złożona.
error-too-late-to-abort = Obie strony wykonały ruch: poddaj się albo zaproponuj remis.
error-bad-clock = To tempo gry jest nieprawidłowe ({ $field }): gra na czas to od 1 sekundy do 3 godzin plus od 0 do 180 sekund za ruch; gra korespondencyjna to 1, 2, 3 lub 7 dni na ruch.
error-cannot-claim = W tej partii nie ma czego ogłaszać.
error-cannot-claim-opponent-here = Przeciwnik jest tutaj: nie ma czego ogłaszać.
error-cannot-claim-too-early = { $wait_s ->
    [one] Przeciwnik może jeszcze wrócić: poczekaj jeszcze { $wait_s } sekundę.
    [few] Przeciwnik może jeszcze wrócić: poczekaj jeszcze { $wait_s } sekundy.
   *[many] Przeciwnik może jeszcze wrócić: poczekaj jeszcze { $wait_s } sekund.
    [other] Przeciwnik może jeszcze wrócić: poczekaj jeszcze { $wait_s } sekundy.
}

## The lobby

error-bad-tile = „{ $tile }” nie jest jednym z temp poczekalni. Odśwież stronę.
error-too-many-seeks = { $limit ->
    [one] Ktoś z twojego połączenia już szuka partii. Poczekaj na nią albo najpierw przestań szukać.
    [few] { $limit } osoby z twojego połączenia już szukają partii. Poczekaj chwilę i spróbuj ponownie.
    [many] { $limit } osób z twojego połączenia już szuka partii. Poczekaj chwilę i spróbuj ponownie.
   *[other] { $limit } osoby z twojego połączenia już szuka partii. Poczekaj chwilę i spróbuj ponownie.
}
error-too-many-players = Za dużo nowych graczy z twojego połączenia w tej godzinie. Zachowaj swoją nazwę.
error-too-many-renames = Za dużo zmian nazwy z twojego połączenia w tej godzinie. Spróbuj później.
error-name-taken = Inny gracz nazywa się „{ $name }”. Wybierz inną nazwę.
error-unknown-player = Żaden gracz nie nazywa się „{ $name }”.
error-own-mute = Nie możesz wyciszyć samego siebie.
error-too-many-mutes = Wyciszyłeś już tylu graczy, ilu można. Najpierw cofnij jedno wyciszenie.
error-bad-name = Tej nazwy nie można użyć.
error-bad-name-length = Nazwa ma od { $min } do { $max } znaków.
error-bad-name-characters = Nazwa zawiera tylko litery, cyfry, - i _ i zaczyna się od litery.
error-bad-name-refused = Tej nazwy nie można użyć. Wybierz inną.
error-bad-name-scripts = Nazwa używa liter tylko jednego pisma (na przykład nie łączy liter łacińskich i cyrylicy).
error-no-player = Ta przeglądarka nie ma jeszcze gracza: najpierw wybierz tempo w poczekalni.
error-not-your-seat = Miejsca w tej partii należą do innych graczy: możesz ją oglądać.
error-bad-transfer-code = Ten kod jest nieważny: mógł wygasnąć albo został już użyty. Utwórz nowy na drugim urządzeniu.
error-too-many-transfers = Za dużo kodów przeniesienia z twojego połączenia w tej godzinie. Spróbuj później.
error-seek-gone = Ta partia nie jest już dostępna: wziął ją inny gracz albo jej gracz odszedł.
error-own-seek = To twoja własna propozycja: poczekaj, aż weźmie ją inny gracz.
error-held = Opuszczono dziś { $games ->
    [one] { $games } partię z poczekalni
    [few] { $games } partie z poczekalni
   *[many] { $games } partii z poczekalni
    [other] { $games } partii z poczekalni
}: dobieranie przeciwnika znów za { $minutes ->
    [one] { $minutes } minutę
    [few] { $minutes } minuty
   *[many] { $minutes } minut
    [other] { $minutes } minuty
}.

error-no-chat = W tej partii nie ma z kim rozmawiać.
error-no-chat-watcher = W partii rozmawiają tylko jej gracze: oglądasz ją.
error-no-chat-one-device = Obie strony grają na tym urządzeniu: nie ma z kim rozmawiać.
error-no-chat-computer = Komputer nie czyta czatu.
error-no-chat-no-opponent = Nikt jeszcze nie zajął drugiego miejsca.
error-no-chat-lobby = W partiach z nieznajomymi są tylko gotowe zwroty.
error-bad-phrase = Taki zwrot nie istnieje.
error-phrase-used = To już powiedziano w tej partii.
error-bad-chat = Tej wiadomości nie można wysłać.
error-bad-chat-empty = Pusta wiadomość nic nie mówi.
error-bad-chat-length = Wiadomość ma najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
   *[many] { $max } znaków
    [other] { $max } znaku
}.
error-bad-chat-characters = Wiadomość to jeden wiersz, bez znaków sterujących.
error-bad-chat-words = Wiadomość zawiera słowo, którego strona nie dopuszcza: powiedz to inaczej.
error-chat-too-fast = Najwyżej jedna wiadomość na sekundę: chwilę poczekaj.
error-chat-full = Wysłano już { $limit ->
    [one] { $limit } wiadomość
    [few] { $limit } wiadomości
   *[many] { $limit } wiadomości
    [other] { $limit } wiadomości
} w tej partii: to wszystko.

error-no-takeback = W tej partii nie można cofać ruchów.
error-no-takeback-off = Przy tym stole nie można cofać ruchów.
error-no-takeback-rated = Przy tym stole ruchy można cofać tylko w partiach nierankingowych, a ta partia jest rankingowa.
error-no-takeback-nothing = Nie masz ruchu do cofnięcia.
error-no-takeback-limit = W tej partii odrzucono już { $limit ->
    [one] { $limit } twoją prośbę
    [few] { $limit } twoje prośby
   *[many] { $limit } twoich próśb
    [other] { $limit } twojej prośby
}: nie możesz prosić ponownie.
error-takeback-already-asked = Prośba o cofnięcie ruchu już czeka.
error-takeback-already-asked-open = Twoja prośba wciąż czeka na odpowiedź.
error-takeback-already-asked-opponent-asked = Przeciwnik prosi o cofnięcie ruchu: najpierw się zgódź lub odmów.
error-no-takeback-request = Przeciwnik nie prosił o cofnięcie ruchu.
error-no-berserk = Berserk nie jest teraz możliwy.
error-no-berserk-not-allowed = Berserk jest możliwy tylko w partiach na arenie z odpowiednio długim czasem na zegarze.
error-no-berserk-moved = Berserk jest możliwy tylko przed twoim pierwszym ruchem.
error-no-berserk-already = Berserk jest już włączony w tej partii.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Nie udało się włączyć powiadomień dla tej partii.
error-bad-subscription-endpoint-long = Adres powiadomień tej przeglądarki jest za długi.
error-bad-subscription-endpoint-malformed = Adres powiadomień tej przeglądarki jest nieprawidłowy.
error-bad-subscription-endpoint-not-https = Adres powiadomień tej przeglądarki nie jest bezpieczny (https): powiadomienia trafiają tylko na bezpieczne adresy.
error-bad-subscription-endpoint-unknown-service = Ta strona nie wysyła powiadomień do usługi tej przeglądarki.
error-bad-subscription-bad-key = Klucz powiadomień tej przeglądarki jest nieprawidłowy.
error-bad-subscription-bad-auth = Sekret powiadomień tej przeglądarki jest nieprawidłowy.
error-bad-subscription-local = Partia na jednym urządzeniu nie wysyła powiadomień.
error-bad-subscription-over = Ta partia się zakończyła: nie wysyła już powiadomień.
error-bad-subscription-too-many = Pięć przeglądarek już dostaje powiadomienia dla tego miejsca: najpierw wyłącz jedną.
error-bad-position = Nie da się odczytać tej pozycji: zapisz ją w notacji, na przykład „6/6/6/6/6 w 12 12 0”.
error-not-in-tables = Tablice końcówek tej strony nie zawierają tej pozycji.

## Areny

error-arena-not-found = Pod tym adresem nie ma areny.
error-arena-over = Ta arena się zakończyła.
error-not-in-arena = Nie dołączono do tej areny.
error-bad-entry-code = Ta arena wymaga kodu dostępu, a to nie ten kod. Zapytaj o niego osobę, która ją utworzyła.
error-too-many-entry-codes = Za dużo wypróbowanych kodów dostępu z twojego połączenia w tej godzinie. Spróbuj później.
error-too-many-arenas = Za dużo aren utworzonych z twojego połączenia w tej godzinie. Spróbuj później.
error-bad-arena-name = Tej nazwy nie można użyć dla areny.
error-bad-arena-name-length = Nazwa areny ma najwyżej { $max ->
    [one] { $max } znak
    [few] { $max } znaki
   *[many] { $max } znaków
    [other] { $max } znaku
}.
error-bad-arena-name-characters = Nazwa areny to jeden wiersz, bez znaków sterujących.
error-bad-arena-name-words = Nazwa zawiera słowo, którego strona nie dopuszcza: powiedz to inaczej.
error-swiss-not-found = Pod tym adresem nie ma turnieju.
error-not-director = Może to zrobić tylko sędzia turnieju. Otwórz turniej z linku sędziego.
error-swiss-over = Ten turniej się zakończył.
error-swiss-started = Turniej kołowy nie przyjmuje nowych graczy po rozpoczęciu.
error-swiss-full = Ten turniej jest pełny: limit graczy to { $max }.
error-swiss-joined = Już jesteś w tym turnieju.
error-swiss-no-player = W tym turnieju nie ma takiego gracza albo jest on już poza turniejem.
error-swiss-round-open = Przed skojarzeniem następnej rundy muszą być znane wszystkie wyniki tej rundy.
error-swiss-too-few = Runda wymaga co najmniej dwóch graczy.
error-swiss-no-pairing = Żadne skojarzenie par w tej rundzie nie spełnia zasad: wszyscy pozostali grali już z każdym, z kim mogli.
error-swiss-paired = Pary w tej rundzie są już skojarzone.
error-swiss-not-this-round = Gracze podają wyniki bieżącej rundy; wcześniejsze poprawia sędzia.
error-swiss-result-set = Wynik na tej planszy jest już ustalony. Sędzia może go poprawić.
error-swiss-not-in = Nie jesteś w tym turnieju.
error-swiss-not-your-board = Wynik planszy podają tylko grający na niej gracze lub sędzia.
error-swiss-on-site-names = W turnieju rozgrywanym na stronie gracze dołączają z własnego telefonu przez link.
error-swiss-on-site-result = Partia rozgrywana na stronie sama ustala swój wynik. Sędzia może go poprawić.
error-bad-swiss-name = Tej nazwy nie można użyć.
error-bad-swiss-name-length = Nazwa ma od 1 do { $max } znaków.
error-bad-swiss-name-characters = Nazwa to jeden wiersz, bez znaków sterujących.
error-bad-swiss-name-words = Nazwa zawiera słowo, którego strona nie dopuszcza: powiedz to inaczej.
