game-title = Partia Yoté
game-tab-your-turn = Twój ruch
game-sound-on = Dźwięk włączony
game-sound-off = Dźwięk wyłączony
game-your-turn-place = Twój ruch. { $input ->
    [touch] Przeciągnij pionek z ręki na puste pole albo dotknij ręki, a potem pola.
   *[mouse] Przeciągnij pionek z ręki na puste pole albo kliknij rękę, a potem pole.
}
game-your-turn-move = Twój ruch. { $input ->
    [touch] Przeciągnij swój pionek albo dotknij go, a potem pola.
   *[mouse] Przeciągnij swój pionek albo kliknij go, a potem pole.
}
game-turn-local-place = Ruch: { $side }. { $input ->
    [touch] Przeciągnij pionek z ręki na puste pole albo dotknij ręki, a potem pola.
   *[mouse] Przeciągnij pionek z ręki na puste pole albo kliknij rękę, a potem pole.
}
game-turn-local-move = Ruch: { $side }. { $input ->
    [touch] Przeciągnij pionek albo dotknij go, a potem pola.
   *[mouse] Przeciągnij pionek albo kliknij go, a potem pole.
}
game-watchers = { $n ->
    [one] { $n } osoba ogląda
    [few] { $n } osoby oglądają
   *[many] { $n } osób ogląda
    [other] { $n } osoby ogląda
}
game-agree-draw = Uzgodnij remis
game-agree-draw-confirm = { $input ->
    [touch] Dotknij ponownie: partia kończy się remisem
   *[mouse] Kliknij ponownie: partia kończy się remisem
}
game-flip = Obróć planszę
game-flipped = Plansza jest obrócona.
game-unflipped = Plansza wróciła do zwykłego ustawienia.
game-download-record = Zapisz partię
game-picture = Obraz
game-picture-failed = Nie udało się zrobić obrazu.
game-picture-to-move = Ruch: { $side }
game-share = Udostępnij link
game-share-text = Zagraj ze mną w Yoté: zajmij miejsce przy moim stole.
game-show-qr = Pokaż kod QR
game-hide-qr = Ukryj kod QR
game-qr-caption = Osoba, którą zapraszasz, skanuje ten kod aparatem telefonu, aby zająć miejsce.
game-glance-title = Zasady w skrócie
game-board = Plansza
game-board-help = Strzałki przesuwają kursor po planszy, Enter podnosi lub stawia pionek, H bierze pionek z ręki, Escape anuluje.
game-board-row = Rząd { $n }
game-square-white = { $square }, biały pionek
game-square-black = { $square }, czarny pionek
game-connecting = Łączenie…
game-reconnecting = Utracono połączenie. Ponowne łączenie…
game-unknown-game = Pod tym adresem nie ma partii.
game-stop-here = Zatrzymaj się tutaj
game-take-none = Nie zabieraj
game-cancel = Anuluj
game-pass-button = Pasuj
game-see-board = Zobacz planszę
game-rematch = Rewanż
game-accept-rematch = Przyjmij rewanż
game-invite-title = Zaproś znajomego
game-invite-text = Wyślij ten link przeciwnikowi. Partia zacznie się, gdy zajmie miejsce.
game-copy = Kopiuj link
game-copied = Skopiowano link
game-copy-failed = Zaznacz link i skopiuj go
game-rules = Zasady:
game-moves = Posunięcia
game-replay-start = Pozycja początkowa
game-replay-back = Poprzednie posunięcie
game-replay-forward = Następne posunięcie
game-replay-end = Ostatnia pozycja
game-replay-at = Posunięcie { $n } z { $total }
game-replaying = Przeglądanie partii. Użyj strzałek pod posunięciami albo wybierz posunięcie.
game-offer-draw = Zaproponuj remis
game-accept-draw = Przyjmij remis
game-decline-draw = Odrzuć
game-resign = Poddaj się
game-resign-confirm = { $input ->
    [touch] Dotknij ponownie, aby się poddać
   *[mouse] Kliknij ponownie, aby się poddać
}
game-abort = Przerwij partię
game-no-capture = Posunięcia bez bicia: { $n } / { $max }
game-no-capture-off = Posunięcia bez bicia: { $n }
game-white = Białe
game-black = Czarne
game-white-pieces = Białe, kamyki
game-black-pieces = Czarne, patyczki
game-you = Ty
game-opponent = Przeciwnik
game-new-rating = Twój ranking: { $rating } ({ $change })
game-unrated = bez rankingu
game-unrated-same-address = { $games ->
    [one] Partia bez rankingu: obaj gracze grają z jednego adresu, który miał już dziś swoją partię rankingową między własnymi graczami.
    [few] Partia bez rankingu: obaj gracze grają z jednego adresu, który miał już dziś swoje { $games } partie rankingowe między własnymi graczami.
    [many] Partia bez rankingu: obaj gracze grają z jednego adresu, który miał już dziś swoje { $games } partii rankingowych między własnymi graczami.
   *[other] Partia bez rankingu: obaj gracze grają z jednego adresu, który miał już dziś swoje { $games } partii rankingowej między własnymi graczami.
}
game-computer = Komputer · { $level }
game-level-beginner = początkujący
game-level-easy = łatwy
game-level-medium = średni
game-level-hard = trudny
game-level-master = mistrz
game-open-seat = Czekamy na znajomego
game-offline = bez połączenia
game-to-move-short = na ruchu
game-hand = Ręka
game-captures = Zbite
game-hand-label = Ręka, { $side }: { $n ->
        [one] { $n } pionek
        [few] { $n } pionki
       *[many] { $n } pionków
        [other] { $n } pionka
    }. Wybierz, aby postawić pionek.
game-hand-removal-label = Ręka, { $side }: { $n ->
        [one] { $n } pionek
        [few] { $n } pionki
       *[many] { $n } pionków
        [other] { $n } pionka
    }. Zabierz z niej pionek.
game-captures-label = { $side }, zbite pionki: { $n }.
game-your-turn = Twój ruch. { $input ->
    [touch] Przeciągnij pionek z ręki lub z planszy na pole albo dotknij ręki lub pionka, a potem pola.
   *[mouse] Przeciągnij pionek z ręki lub z planszy na pole albo kliknij rękę lub pionek, a potem pole.
}
game-turn-local = Ruch: { $side }. { $input ->
    [touch] Przeciągnij pionek z ręki lub z planszy na pole albo dotknij ręki lub pionka, a potem pola.
   *[mouse] Przeciągnij pionek z ręki lub z planszy na pole albo kliknij rękę lub pionek, a potem pole.
}
game-your-turn-short = Twój ruch.
game-turn-local-short = Ruch: { $side }.
game-their-turn = Ruch: { $side }. Czekamy na przeciwnika.
game-watching = Oglądasz partię. Ruch: { $side }.
game-waiting = Czekamy, aż znajomy otworzy link z zaproszeniem.
game-thinking = Myślę…
game-sending = Wysyłanie posunięcia…
game-must-pass = Nie masz dozwolonego ruchu: pasujesz.
game-choose-place = Wybierz wolne pole dla pionka.
game-choose-target = Wybierz, dokąd idzie pionek.
game-chain = Skocz ponownie podświetlonym pionkiem albo zatrzymaj się tutaj.
game-choose-removal = Zabierz drugi pionek: wybierz podświetlony pionek przeciwnika.
game-choose-removal-hand = Zabierz drugi pionek: podświetlony pionek przeciwnika albo jeden z jego ręki.
game-removal-optional = Możesz też nie zabierać żadnego.
game-hand-selected = Wybrano rękę.
game-piece-selected = Wybrano pionek na { $square }.
game-targets = Możliwe pola: { $n }.
game-cancelled = Anulowano wybór.
game-square-empty = { $square }, puste
game-square-selected = , wybrany
game-square-target = , możliwy ruch
game-square-removal = , można zabrać
game-announce-place = { $side }: postawienie na { $to }.
game-announce-step = { $side }: ruch z { $from } na { $to }.
game-announce-jump = { $side }: skok z { $from } na { $to }, zbite { $captured }.
game-announce-removal-board = Drugi pionek zabrany z { $square }.
game-announce-removal-hand = Drugi pionek zabrany z ręki.
game-announce-pass = { $side }: pas.
game-error = Nie zagrano: { $message }
game-over-you-win = Wygrana!
game-over-you-lose = Porażka
game-over-wins = Wygrywają { $side }
game-over-draw = Remis
game-over-aborted = Partia przerwana
game-reason-captured-out = { $side }: zostało za mało pionków.
game-reason-blocked = Ndar-Kepp! (po wolof „blokada ze wszystkich stron”) { $side }: brak dozwolonego ruchu.
game-reason-both-blocked = Ndar-Kepp po obu stronach! Po wolof „blokada ze wszystkich stron”: żaden gracz nie mógł się ruszyć, decyduje liczba pionków na planszy.
game-reason-few-pieces = Obaj gracze mają mało pionków i żaden nie może skoczyć.
game-reason-no-capture-limit = { $n ->
        [one] { $n } posunięcie
        [few] { $n } posunięcia z rzędu
       *[many] { $n } posunięć z rzędu
        [other] { $n } posunięcia z rzędu
    } bez bicia.
game-reason-resignation = { $side }: poddanie.
game-reason-agreement = Remis za zgodą.
game-reason-ply-limit = Partia osiągnęła największą długość, jaką rozgrywa ta strona: remis.
game-reason-aborted = Partię przerwano, zanim obaj gracze wykonali ruch.
game-reason-aborted-by = { $side }: partia przerwana, zanim obaj gracze wykonali ruch; nie liczy się.
game-draw-offered-by-you = Twoja propozycja remisu czeka na odpowiedź.
game-draw-offered-to-you = Przeciwnik proponuje remis.
game-draw-offered = { $side } proponują remis.
game-draw-declined = Propozycja remisu została odrzucona.
game-draw-declined-by-you = Odrzucono propozycję remisu.
game-rematch-offered-by-you = Twoja prośba o rewanż czeka na odpowiedź.
game-rematch-offered = { $side } proszą o rewanż.

# Zasady w skrócie obok planszy: jedna krótka linia na zasadę (lista identyfikatorów:
# locales/en/game.ftl).
game-glance-win_at-1 = Bij pionki przeciwnika: wygrywasz, gdy przeciwnikowi zostanie jeden pionek lub żaden.
game-glance-win_at-0 = Bij pionki przeciwnika: wygrywasz, gdy wszystkie zostaną zbite.
game-glance-win_at = { $n ->
    [one] Bij pionki przeciwnika: wygrywasz, gdy przeciwnikowi zostanie jeden pionek lub żaden.
    [few] Bij pionki przeciwnika: wygrywasz, gdy przeciwnikowi zostaną najwyżej { $n } pionki.
   *[many] Bij pionki przeciwnika: wygrywasz, gdy przeciwnikowi zostanie najwyżej { $n } pionków.
    [other] Bij pionki przeciwnika: wygrywasz, gdy przeciwnikowi zostanie najwyżej { $n } pionka.
}
game-glance-placement-free = W każdej turze: postaw pionek z ręki na wolnym polu, przesuń pionek albo skocz.
game-glance-placement-hand-first = Dopóki masz pionki w ręce, stawiasz albo skaczesz; ruch dopiero z pustą ręką.
game-glance-step = Ruch: o jedno pole w górę, w dół, w lewo lub w prawo, na wolne pole — nigdy po skosie.
game-glance-jump = Bicie: przeskocz sąsiedni pionek przeciwnika na wolne pole za nim. Nigdy nie jest obowiązkowe.
game-glance-second_removal-board = Potem zabierz drugi pionek przeciwnika z planszy; pionki w ręce są bezpieczne.
game-glance-second_removal-board-or-hand = Potem zabierz drugi pionek przeciwnika, z planszy albo z jego ręki.
game-glance-second_removal-board-then-hand = Potem zabierz drugi pionek przeciwnika z planszy, a z ręki, gdy na planszy żadnego nie ma.
game-glance-second_removal_optional-true = Zabranie drugiego pionka zależy od ciebie.
game-glance-chain_jumps-true = Po skoku ten sam pionek może skakać dalej; można przestać po dowolnym skoku.
game-glance-blocked-loses = Ndar-Kepp: gracz, który w swojej turze nie może się ruszyć, przegrywa.
game-glance-blocked-most-on-board = Kto nie może się ruszyć, pasuje; gdy nikt nie może, wygrywa więcej pionków na planszy.
game-glance-no_capture_draw = { $n ->
    [one] Remis po { $n } posunięciu bez bicia.
    [few] Remis po { $n } kolejnych posunięciach bez bicia.
   *[many] Remis po { $n } kolejnych posunięciach bez bicia.
    [other] Remis po { $n } posunięcia bez bicia.
}
game-glance-few_pieces_draw = { $n ->
    [one] Remis, gdy obu graczom został najwyżej { $n } pionek i żaden nie może skoczyć.
    [few] Remis, gdy obu graczom zostały najwyżej { $n } pionki i żaden nie może skoczyć.
   *[many] Remis, gdy obu graczom zostało najwyżej { $n } pionków i żaden nie może skoczyć.
    [other] Remis, gdy obu graczom zostało najwyżej { $n } pionka i żaden nie może skoczyć.
}

# Hints
game-hint = Podpowiedź
game-hint-thinking = Szukanie podpowiedzi…
game-hint-said = Podpowiedź: { $action }
game-hint-failed = Nie udało się znaleźć podpowiedzi.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = { $side }: koniec czasu.
game-clock-running = czas biegnie
game-clock-days = { $days } d { $hours } godz.
game-clock-deadline = Ruch do { $deadline }
game-clock-first-action = Pozostało { $seconds } s na pierwszy ruch, inaczej partia zostanie przerwana.
game-clock-first-action-by = Pierwszy ruch do { $deadline }, inaczej partia zostanie przerwana.
game-clock-low = Mało czasu
game-clock-real-time = { $minutes } min + { $increment } s
game-clock-correspondence = { $days ->
    [one] { $days } dzień na ruch
    [few] { $days } dni na ruch
   *[many] { $days } dni na ruch
    [other] { $days } dnia na ruch
}

# Porzucone partie
game-opponent-left = Druga strona opuściła partię. Jeśli wkrótce nie wróci, możesz ją zakończyć na swoją korzyść.
game-opponent-left-claim = Druga strona opuściła partię. Ogłoś wygraną albo remis.
game-side-left = Partię opuściła strona: { $side }.
game-claim-victory = Ogłoś wygraną
game-claim-draw = Ogłoś remis
game-reason-abandoned = Partię opuściła strona: { $side }.
game-reason-abandoned-draw = Jedna ze stron opuściła partię: remis.
game-lag = Czas odpowiedzi serwera: { $ms } ms
game-lag-lost = Serwer nie odpowiada
game-sending-held = Posunięcie zostanie wysłane, gdy połączenie wróci.

## Co gracze mówią do siebie

game-chat-title = Czat
game-chat-muted = Wyciszono przeciwnika do końca tej partii.
game-chat-label = Wiadomość do przeciwnika
game-chat-send = Wyślij
game-chat-mute = Wycisz przeciwnika
game-chat-unmute = Przywróć przeciwnika
game-chat-mute-player = Wycisz gracza { $name } we wszystkich partiach
game-chat-unmute-player = Znowu słuchaj gracza { $name }
game-chat-muted-player = Wyciszono gracza { $name }: jego słowa są ukryte przed tobą we wszystkich partiach, na każdym twoim urządzeniu.
game-chat-you = Ty
game-chat-opponent = Przeciwnik
game-chat-too-fast = Poczekaj chwilę i wyślij ją ponownie.
game-phrase-hello = Cześć!
game-phrase-good-luck = Powodzenia!
game-phrase-have-fun = Miłej gry!
game-phrase-you-too = Wzajemnie!
game-phrase-good-game = Dobra partia!
game-phrase-well-played = Dobrze zagrane!
game-phrase-thank-you = Dziękuję!
game-phrase-bye = Do widzenia!

# Cofanie ruchów (docs/protocol.md §3.5).
game-takeback = Cofnij ruch
game-undo = Cofnij
game-accept-takeback = Zgódź się na cofnięcie
game-decline-takeback = Odmów
game-takeback-asked-by-you = Twoja prośba o cofnięcie ostatniego ruchu czeka na odpowiedź.
game-takeback-asked-to-you = Przeciwnik prosi o cofnięcie swojego ostatniego ruchu.
game-takeback-asked = { $side } prosi o cofnięcie ruchu.
game-takeback-declined = Twoja prośba o cofnięcie ruchu została odrzucona.
game-takeback-declined-by-you = Cofnięcie ruchu odrzucone.
game-taken-back = { $n ->
    [one] Cofnięto jeden ruch.
    [few] Cofnięto { $n } ruchy.
   *[many] Cofnięto { $n } ruchów.
    [other] Cofnięto { $n } ruchu.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = Powiadamiaj mnie
game-notify-off = Wyłącz powiadomienia
game-notify-help = Telefon powie ci, kiedy twój ruch, nawet gdy ta strona jest zamknięta.
game-notify-on = Powiadomienia dla tej partii są włączone.
game-notify-denied = Powiadomienia z tej strony są zablokowane: zezwól na nie w ustawieniach przeglądarki.
game-notify-unsupported = Ta przeglądarka nie może wyświetlać powiadomień.
game-notify-failed = Nie udało się włączyć powiadomień. Spróbuj później.
game-notify-turning-on = Włączanie…
game-notify-no-service = Ta przeglądarka nie może tu odbierać powiadomień: okno prywatne albo przeglądarka bez usługi powiadomień. Twoje partie są nadal w „Moich partiach”.

## Berserk w partii na arenie (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Zmniejsz o połowę czas na zegarze i zrezygnuj z sekund dodawanych za ruch: wygrana da ci punkt więcej.
game-berserk-mark = berserk
game-berserk-you = Berserk włączony: połowa czasu, a jeśli wygrasz, punkt więcej.
game-berserk-side = { $side } włączyły berserk: połowa czasu, a jeśli wygrają, punkt więcej.
