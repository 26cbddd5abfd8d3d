# Lekcje (/{lang}/learn, web/learn.js, docs/learn.md).
learn-title = Naucz się Yoté
learn-heading = Naucz się Yoté
learn-intro = Jedenaście krótkich lekcji na planszy, od pierwszego postawionego pionka po końcówki, a potem trzy inne zestawy zasad. Każde ćwiczenie ma jeden cel; im mniej ruchów wykonasz, tym więcej gwiazdek zdobędziesz. Gwiazdki zostają na tym urządzeniu.
learn-lessons = Lekcje
learn-hint = Podpowiedź
learn-retry = Jeszcze raz
learn-next = Dalej
learn-offline-note = Lekcje działają bez połączenia, gdy ta strona raz zostanie otwarta.
home-learn = Pierwszy raz z Yoté?
home-learn-text = Naucz się gry na planszy w jedenastu krótkich lekcjach: stawianie, przesuwanie, skoki, końcówki i trzy inne zestawy zasad.
home-learn-start = Zacznij lekcje
learn-js-loading = Wczytywanie lekcji…
learn-js-load-failed = Nie udało się wczytać lekcji. Sprawdź połączenie i odśwież stronę.
learn-js-lesson-place = Stawianie pionka
learn-js-lesson-step = Przesuwanie
learn-js-lesson-jump = Skok to bicie
learn-js-lesson-second-piece = Drugi pionek
learn-js-lesson-safe = Chroń swoje pionki
learn-js-lesson-hand-or-board = Ręka czy plansza
learn-js-lesson-endings = Końcówki
learn-js-lesson-draws = Remisy
learn-js-about-place = W swoim ruchu możesz postawić jeden pionek z ręki na dowolnym pustym polu: dotknij ręki, a potem pola.
learn-js-about-step = Pionek na planszy przesuwa się o jedno pole w górę, w dół, w lewo lub w prawo na puste pole, nigdy po skosie.
learn-js-about-jump = Przeskocz wrogi pionek obok twojego na puste pole tuż za nim: przeskoczony pionek jest zbity, a do tego zabierasz drugi pionek.
learn-js-about-second-piece = Po każdym skoku zbijasz drugi pionek przeciwnika z planszy, ten, który wybierzesz. W zasadach standardowych pionek w ręce jest bezpieczny.
learn-js-about-safe = Pionek, obok którego stoi wrogi pionek, a za nim jest puste pole, może zostać przeskoczony. Przesuń go albo zajmij pole za nim.
learn-js-about-hand-or-board = Pionka w ręce nie można zbić, ale on też nie bije: postaw go tam, gdzie atakuje, albo przesuwaj pionki, które już stoją na planszy.
learn-js-about-endings = Wygrywasz, gdy przeciwnikowi zostaje jeden pionek albo żaden. Tu komputer odpowiada na każdy ruch; tablice końcówek oceniają końcówkę, gdy to urządzenie je ma.
learn-js-about-draws = Partia kończy się remisem po 120 półruchach z rzędu bez bicia. Niektóre zestawy zasad dają też remis, gdy każda strona ma mało pionków.
learn-js-note-keep-target = Dobrze wybierz drugi pionek: następny skok potrzebuje swojego celu.
learn-js-note-hand-safe = Czarne nie mają innego pionka na planszy: zbity jest tylko przeskoczony pionek, ręka jest bezpieczna.
learn-js-note-hand-capture = W zestawie zasad „drugi pionek z ręki” drugi pionek może pochodzić z ręki przeciwnika zamiast z planszy.
learn-js-note-hand-only = W zestawie zasad „drugi pionek z ręki”, gdy na planszy nie ma innego wrogiego pionka, drugi pionek pochodzi z ręki.
learn-js-note-block = Dwa skoki wylądowałyby na tym samym pustym polu: zajmij je.
learn-js-note-empty-hand = Twoja ręka jest pusta: przesuń pionek na planszy.
learn-js-note-fork = Znajdź pole, z którego grożą naraz dwa skoki.
learn-js-note-two-against-two = Dwa na dwa: wygrywa ten, kto pierwszy może skoczyć. Nie zostawiaj żadnego pionka pod skok.
learn-js-note-limit = Rozegrano 119 półruchów bez bicia: następny kończy partię.
learn-js-note-few-pieces = Ten stół daje remis, gdy każda strona ma trzy pionki lub mniej i nikt nie może skoczyć.
learn-js-lesson-title = Lekcja { $number }: { $title }
learn-js-exercise-of = Ćwiczenie { $n } z { $total }
learn-js-goal-occupy = { $count ->
    [one] Doprowadź jeden ze swoich pionków na { $squares }.
    [few] Doprowadź swoje pionki na { $squares }.
    [many] Doprowadź swoje pionki na { $squares }.
   *[other] Doprowadź swoje pionki na { $squares }.
}
learn-js-goal-capture = { $count ->
    [one] Zbij jeden wrogi pionek.
    [few] Zbij { $count } wrogie pionki.
    [many] Zbij { $count } wrogich pionków.
   *[other] Zbij { $count } wrogiego pionka.
}
learn-js-goal-clear = Zbij wrogi pionek na { $square }.
learn-js-goal-hand = Skocz, a potem weź drugi pionek z ręki przeciwnika.
learn-js-goal-safe = Wykonaj ruch, po którym żadnego z twoich pionków nie da się przeskoczyć.
learn-js-goal-win = Wygraj partię: komputer odpowiada.
learn-js-goal-hold = { $count ->
    [one] Wykonaj jeden ruch i nie przegraj: komputer odpowiada.
    [few] Wykonaj { $count } ruchy i nie przegraj: komputer odpowiada.
    [many] Wykonaj { $count } ruchów i nie przegraj: komputer odpowiada.
   *[other] Wykonaj { $count } ruchu i nie przegraj: komputer odpowiada.
}
learn-js-goal-draw = Doprowadź do remisu: komputer odpowiada.
learn-js-hint = Podpowiedź: { $action }
learn-js-wrong = Nie ten: { $action } Ten ruch nie prowadzi do celu.
learn-js-solved = { $stars ->
    [one] Gotowe! Jedna gwiazdka: spróbuj z mniejszą liczbą ruchów.
    [few] Gotowe! { $stars } gwiazdki.
    [many] Gotowe! { $stars } gwiazdek.
   *[other] Gotowe! { $stars } gwiazdki.
}
learn-js-all-done = Rozegrałeś wszystkie lekcje.
learn-js-stars = { $stars ->
    [one] jedna gwiazdka z trzech
    [few] { $stars } gwiazdki z trzech
    [many] { $stars } gwiazdek z trzech
   *[other] { $stars } gwiazdki z trzech
}
learn-js-lesson-stars = { $stars } z { $total } gwiazdek
privacy-learn-what = Gwiazdki zdobyte w ćwiczeniach każdej lekcji oraz to, czy po przegranej z komputerem zaproponowano ci lekcję.
privacy-learn-why = Aby pokazać postępy i otworzyć następne ćwiczenie; są wysyłane tylko z kodem przeniesienia, który utworzysz, aby przenieść je na inne urządzenie.
privacy-learn-long = Dopóki nie wyczyścisz danych tej strony.
