variant-kicker = Zestaw zasad Yoté
variant-play = Otwórz stół z tymi zasadami
variant-what = Co to jest?
variant-changes = Zmiany zasad
variant-changes-caption = Czym ten zestaw zasad różni się od gry standardowej
variant-aspect = Zasada
variant-history = Historia
variant-others = Inne zestawy zasad

v-standard-title = Yoté (standard)
v-standard-short = Plansza 5×6, 12 pionków na gracza, drugi pionek z planszy.
v-standard-lead = Gra, którą opisuje większość współczesnych zestawów zasad: plansza o 5 rzędach po 6 pól, dwanaście pionków na gracza i każde bicie zabierające przeskoczony pionek oraz drugi z planszy.
v-standard-what-1 = Każdy gracz zaczyna z dwunastoma pionkami w ręce, a między graczami leży pusta plansza. W swojej turze stawiasz pionek, przesuwasz go o jedno pole albo przeskakujesz pionek przeciwnika, by go zbić, a potem zabierasz z planszy drugi pionek przeciwnika. Wygrywasz, gdy przeciwnikowi zostanie jeden pionek.
v-standard-what-2 = To gra, z którą porównuje się wszystkie inne zestawy zasad na tej stronie. Jej tabela zmian ma jeden wiersz: jest punktem odniesienia.
v-standard-history-1 = Yoté to tradycyjna gra z Afryki Zachodniej. Charles Béart zapisał ją w Jeux et jouets de l’ouest africain (Dakar, 1955) jako jedną z najbardziej rozpowszechnionych gier hazardowych w Senegalu, w którą gra się dwunastoma kamykami przeciw dwunastu patyczkom. Games of the World Frederica V. Grunfelda (1975) i The Games of Africa Jennifer Prior (1994) opisują ją po angielsku, a nagłe odwrócenia losu często podaje się jako powód, dla którego gra się w nią o stawkę.
v-standard-history-2 = Planszą była tradycyjnie siatka dołków wykopanych w ziemi, więc nic nie ustalało jej rozmiaru; większość współczesnych zestawów zasad używa 5 rzędów po 6 pól. Zasady João Pedra Neto każą brać drugi pionek z planszy, nigdy z rezerwy, i inne współczesne zasady się z tym zgadzają. Gra standardowa tutaj idzie za nimi.
v-standard-history-3 = Remis po 120 posunięciach bez bicia pochodzi z zestawu zasad Béarta; strona dodaje go do każdego zestawu, aby każda partia się kończyła.

v-hand-capture-title = Yoté: drugi pionek z ręki
v-hand-capture-short = Drugi pionek można zabrać z ręki przeciwnika.
v-hand-capture-lead = Po każdym biciu w Yoté weź drugi pionek przeciwnika z planszy albo z jego ręki: opcja, przez którą każde bicie kosztuje pełny pionek.
v-hand-capture-what-1 = Każde bicie w Yoté usuwa dwa pionki przeciwnika: ten, który przeskakujesz, i drugi według twojego wyboru. W standardowej grze tutaj ten drugi pionek musi pochodzić z planszy. Z tą opcją, włączoną w ustawieniach stołu, możesz go wziąć z planszy albo spośród pionków, które przeciwnik wciąż trzyma w ręce.
v-hand-capture-what-2 = Różnica ma największe znaczenie na początku partii i zawsze, gdy gracz gromadzi pionki w ręce. W standardowej grze gracz z niewieloma pionkami na planszy niewiele traci przez drugie zdjęcie, a jeśli przeskoczony pionek był jego jedynym na planszy, drugiego zdjęcia w ogóle nie ma. Z tą opcją drugi pionek jest zawsze zabierany, dopóki przeciwnik ma jakikolwiek pionek, a zabranie go z ręki usuwa rezerwę, którą można było postawić gdziekolwiek. Trzymanie pionków w zanadrzu przestaje być bezpiecznym sposobem ich ochrony.
v-hand-capture-history-1 = Yoté to tradycyjna gra z Afryki Zachodniej, zapisana przez Charlesa Béarta w Jeux et jouets de l’ouest africain (Dakar, 1955) jako jedna z najbardziej rozpowszechnionych gier hazardowych w Senegalu. Jej znakiem rozpoznawczym jest zasada, że bicie zabiera dwa pionki: Béart pisze, że bijący bierze też pionek według własnego wyboru spośród pionków przeciwnika („un pion au choix dans le jeu de l’adversaire”), a to sformułowanie nie wskazuje planszy jako jedynego miejsca, skąd można go wziąć.
v-hand-capture-history-2 = Późniejsze zasady rozstrzygają tę kwestię na różne sposoby. Zasady João Pedra Neto mówią, że dodatkowy pionek bierze się z planszy, ale nie z rezerwy przeciwnika, a inne współczesne zasady również każą brać go z planszy. Jedno wydanie pudełkowe każe brać go z planszy albo z niepostawionych pionków przeciwnika, gdy na planszy nie ma żadnego.
v-hand-capture-history-3 = Standardowa gra tutaj stosuje zasadę „tylko z planszy”. Ta opcja to otwarte odczytanie dawnej zasady: drugi pionek może zawsze pochodzić z planszy albo z ręki, przez co każde bicie kosztuje przeciwnika dwa pionki, dopóki je ma.

v-six-by-six-title = Yoté na planszy 6×6
v-six-by-six-short = Kwadratowa plansza z szóstym rzędem i większą swobodą ruchu.
v-six-by-six-lead = Graj w Yoté na kwadratowej planszy 6×6: te same 12 pionków na gracza i te same zasady bicia, z szóstym rzędem, który daje więcej miejsca na stawianie, cofanie się i ucieczkę.
v-six-by-six-what-1 = Standardowa plansza Yoté ma 5 rzędów po 6 pól. W tym wariancie grasz zamiast tego na kwadratowej planszy 6×6, wybranej jako rozmiar planszy w ustawieniach stołu. Nic więcej się nie zmienia: każdy gracz nadal zaczyna z 12 pionkami w ręce, Białe zaczynają, a w każdej turze stawiasz pionek na wolnym polu, przesuwasz pionek na sąsiednie wolne pole albo przeskakujesz pionek przeciwnika. Każde bicie nadal usuwa przeskoczony pionek i drugi pionek przeciwnika z planszy według twojego wyboru.
v-six-by-six-what-2 = Dodatkowy rząd to sześć pól więcej, więc 36 pól mieści te same 24 pionki. Gdy wszystkie pionki są postawione, wolnych zostaje dwanaście pól zamiast sześciu. Pionki mają więcej miejsca, by przesunąć się z dala od zagrożenia, ale za każdym pionkiem jest też więcej wolnych pól, na które może skoczyć przeciwnik, więc pozycja dłużej pozostaje otwarta.
v-six-by-six-history-1 = Yoté to tradycyjna gra z Afryki Zachodniej. Charles Béart opisał ją w przeglądowym dziele Jeux et jouets de l’ouest africain, wydanym w Dakarze w 1955 roku, jako jedną z najbardziej rozpowszechnionych gier hazardowych w Senegalu, w którą gra się 12 kamykami przeciw 12 patyczkom. Po angielsku opisują ją Games of the World Frederica V. Grunfelda (1975) i The Games of Africa Jennifer Prior (1994).
v-six-by-six-history-2 = Rozmiar siatki nigdy nie był ustalony. Opis Béarta mówi o planszy z dwudziestoma pięcioma dołkami, siatce 5×5, a blisko spokrewnioną gambijską grę Choko także rozgrywa się na 5×5. Większość współczesnych zestawów zasad używa 5 rzędów po 6 pól, co jest tutaj grą standardową. Tradycyjnie plansza była tylko siatką narysowaną lub wykopaną w ziemi, więc nic nie wiązało jej z jednym rozmiarem.
v-six-by-six-history-3 = Nie znamy żadnego opublikowanego źródła dla Yoté na 6×6. Proponujemy ją tutaj jako przestronniejszą planszę dla graczy, którzy chcą dłuższych partii, z niezmienionymi wszystkimi zasadami gry standardowej.

v-bodogemu-title = Yoté według Bodogemu
v-bodogemu-short = Skoki łańcuchowe, opcjonalny drugi pionek, gra do zbicia wszystkich pionków.
v-bodogemu-lead = Zasady opublikowane przez serwis Bodogemu: skaczący pionek może skakać dalej, drugi pionek możesz wziąć albo zostawić, a partia trwa, dopóki jedna strona nie straci wszystkich pionków.
v-bodogemu-what-1 = Bodogemu gra na zwykłej planszy o 5 rzędach po 6 pól, z dwunastoma pionkami na gracza, i losuje, kto zaczyna. Stawianie, ruch i skok działają jak w grze standardowej, ale pionek, który wyląduje obok innego pionka przeciwnika, może skoczyć ponownie w tym samym ruchu, bijąc każdy przeskoczony pionek, o ile każdy skok kończy się na wolnym polu. Może się zatrzymać po dowolnym biciu.
v-bodogemu-what-2 = Po biciu możesz zabrać dowolny inny pionek przeciwnika z planszy, ale nie musisz. Wygrywasz, zbijając wszystkie pionki przeciwnika. Jeśli żaden gracz nie może wykonać dozwolonej akcji, wygrywa ten, kto ma więcej pionków na planszy; a jeśli obaj gracze mają trzy pionki lub mniej i żaden nie może bić, partia kończy się remisem.
v-bodogemu-history-1 = Zasady Bodogemu przedstawiają Yoté jako grę rozgrywaną głównie w Senegalu, Mali i Burkinie Faso, popularną dzięki prostym zasadom i częstym zwrotom akcji, przez które niektórzy grają w nią o zakład. Opisują ją jako grę na ziemi, kamykami i patyczkami w dołkach wykopanych zamiast pól, tak jak zapisał Charles Béart w Jeux et jouets de l’ouest africain (Dakar, 1955).
v-bodogemu-history-2 = Skoki łańcuchowe występują w zasadach Bodogemu, a nie u Béarta, u którego w turze wykonuje się jeden skok; zestaw zasad Béarta na tej stronie mówi to wprost. Zasady Bodogemu nie mówią, kiedy w łańcuchu zabiera się drugi pionek: zabieramy go raz, po ostatnim skoku.
v-bodogemu-history-3 = Bodogemu losuje kolory i tak samo robi stół przygotowany z tym zestawem zasad, chyba że wybierzesz inaczej. Dodajemy remis po 120 posunięciach bez bicia, jak w każdym zestawie zasad na tej stronie.

v-beart-title = Yoté Béarta na 25 dołkach
v-beart-short = Plansza 5×5, najpierw ręka, drugi pionek z planszy albo z rezerwy.
v-beart-lead = Dwadzieścia pięć dołków wykopanych w planszy, dwanaście pionków na gracza i bicie, które zawsze kosztuje dwa: zestaw zasad gry na 25 dołków.
v-beart-what-1 = Plansza ma 25 dołków, 5 rzędów po 5, na początku pustych, a każdy gracz ma 12 pionków poza planszą. Dopóki masz pionki do postawienia, stawiasz jeden w wolnym dołku albo skaczesz, by bić; nic innego się nie rusza. Gdy wszystkie twoje pionki są postawione, przesuwasz pionek do sąsiedniego wolnego dołka albo skaczesz.
v-beart-what-2 = Skok zabiera przeskoczony pionek i drugi pionek przeciwnika według twojego wyboru, z planszy albo z rezerwy: bicie zawsze kosztuje dwa pionki. Nie ma skoków łańcuchowych, a bicie nigdy nie jest obowiązkowe. Wygrywasz, zbijając wszystkie dwanaście pionków przeciwnika. Gracz, który w swojej turze nie może się ruszyć, przegrywa (Ndar-Kepp, „blokada ze wszystkich stron” w języku wolof), ale gracz bez pionka na planszy, a z pionkami w rezerwie, nie jest zablokowany: stawia. Partia kończy się remisem za zgodą graczy albo po 120 posunięciach bez bicia.
v-beart-history-1 = Charles Béart opisał Yoté w Jeux et jouets de l’ouest africain (Dakar, 1955), grę dwunastoma kamykami przeciw dwunastu patyczkom; jego opis mówi o planszy z dwudziestoma pięcioma dołkami. Blisko spokrewnioną gambijską grę Choko także rozgrywa się na 5×5. Frederic V. Grunfeld (Games of the World, 1975) i Jennifer Prior (The Games of Africa, 1994) opisali później tę grę po angielsku.
v-beart-history-2 = Sformułowanie Béarta o drugim pionku, „un pion au choix dans le jeu de l’adversaire”, nie ogranicza go do planszy, i ten zestaw zasad bierze go z planszy albo z rezerwy. Zasada, że wszystkie pionki z ręki trzeba postawić, zanim jakikolwiek się przesunie, przegrana przez Ndar-Kepp i remis po 120 posunięciach pochodzą z zasad samej gry na 25 dołków.

# Tabele zmian zasad: jeden wiersz na każdą sprawę, o której mówi strona źródłowa
# (src/site/pages.rs, `table_rows`). vt-<wiersz> nazywa wiersz, vt-<wiersz>-standard grę
# standardową, vt-<zestaw>-<wiersz> zestaw zasad; v-<zestaw>-source podaje źródło.
vt-board = Plansza
vt-board-standard = 5 rzędów po 6 pól, razem 30 pól.
vt-pieces = Pionki i wolne pola
vt-pieces-standard = Po 12 na gracza, na początku wszystkie w ręce. Gdy wszystkie pionki są postawione, 6 pól pozostaje wolnych.
vt-moves = Stawianie, ruch i skok
vt-moves-standard = Postaw pionek na dowolnym wolnym polu, przesuń pionek o jedno pole w górę, w dół, w lewo lub w prawo albo przeskocz tak samo sąsiedni pionek przeciwnika na wolne pole za nim, a potem zabierz z planszy drugi pionek przeciwnika według swojego wyboru.
vt-end = Koniec partii
vt-end-standard = Wygrywasz, gdy przeciwnikowi zostanie jeden pionek lub żaden, licząc planszę i rękę. Gracz, który w swojej turze nie ma dozwolonego ruchu, przegrywa.
vt-second = Drugi pionek zdejmowany po biciu
vt-second-standard = Dowolny inny pionek przeciwnika na planszy, według wyboru bijącego. Trzeba go zabrać, gdy tylko jakiś jest.
vt-none-left = Gdy na planszy nie ma innego pionka przeciwnika
vt-none-left-standard = Usuwany jest tylko przeskoczony pionek; pionki w ręce są bezpieczne.
vt-start = Kto zaczyna
vt-start-standard = Zaczynają Białe. Ustawienia stołu mówią, kto gra Białymi: zakładający stół, przeciwnik albo losowo.
vt-placing = Stawianie i ruch
vt-placing-standard = W każdej turze możesz postawić pionek z ręki, przesunąć pionek albo skoczyć.
vt-chain = Skoki w jednej turze
vt-chain-standard = Jeden skok na turę.
vt-win = Wygrana
vt-win-standard = Wygrywasz, gdy przeciwnikowi zostanie jeden pionek lub żaden, licząc planszę i rękę.
vt-blocked = Zablokowany gracz
vt-blocked-standard = Gracz, który w swojej turze nie ma dozwolonego ruchu, przegrywa (Ndar-Kepp). Gracz z pionkami w ręce i wolnym polem zawsze może postawić.
vt-draws = Remisy
vt-draws-standard = { $n ->
    [one] Po { $n } posunięciu bez bicia albo za zgodą obu stron.
    [few] Po { $n } kolejnych posunięciach bez bicia albo za zgodą obu stron.
   *[many] Po { $n } kolejnych posunięciach bez bicia albo za zgodą obu stron.
    [other] Po { $n } posunięcia bez bicia albo za zgodą obu stron.
}

v-standard-source = Źródła: zasady João Pedra Neto i inne współczesne zestawy zasad co do planszy i drugiego pionka; zestaw zasad Béarta co do remisu po 120 posunięciach.

vt-six-by-six-board = 6 rzędów po 6 pól, razem 36 pól, wybrane w ustawieniach stołu.
vt-six-by-six-pieces = Te same 12 pionków na gracza. Gdy wszystkie są postawione, 12 pól pozostaje wolnych.
vt-six-by-six-moves = Tak samo, na większej planszy: ruchy i skoki sięgają też szóstego rzędu.
vt-six-by-six-end = Tak samo.
v-six-by-six-source = Źródło: żadne opublikowane. Nie znamy źródła dla Yoté na 6×6: wiersze powyżej to gra standardowa na planszy z szóstym rzędem.

vt-hand-capture-second = Dowolny inny pionek przeciwnika na planszy albo jeden pionek z ręki przeciwnika, według wyboru bijącego.
vt-hand-capture-none-left = Drugi pionek trzeba wziąć z ręki przeciwnika, jeśli ją ma.
vt-hand-capture-moves-standard = Postaw pionek na dowolnym wolnym polu, przesuń pionek o jedno pole w pionie lub poziomie albo przeskocz w pionie lub poziomie sąsiedni pionek przeciwnika na wolne pole za nim.
vt-hand-capture-moves = Tak samo.
vt-hand-capture-end = Tak samo. Pionek zabrany z ręki liczy się do wygranej jak każdy inny.
v-hand-capture-source = Źródła: Charles Béart, Jeux et jouets de l'ouest africain (Dakar, 1955), „un pion au choix dans le jeu de l'adversaire”, w otwartym odczytaniu; gra standardowa stosuje zasadę João Pedra Neto „tylko z planszy”.

vt-bodogemu-start = Losowo, jak w Bodogemu; stół z tym zestawem zasad robi tak samo, chyba że wybierzesz inaczej. Zaczynają Białe.
vt-bodogemu-board = Tak samo: 5 rzędów po 6 pól („6x5” w słowach Bodogemu), po 12 pionków w ręce.
vt-bodogemu-placing = Tak samo: postaw, przesuń o jedno pole w górę, w dół, w lewo lub w prawo (nigdy po skosie) albo skocz.
vt-bodogemu-second = Dowolny inny pionek przeciwnika na planszy, według wyboru bijącego, ale można też nie brać żadnego.
vt-bodogemu-chain = Po skoku ten sam pionek może w tej samej turze skakać dalej, bijąc każdy przeskoczony pionek, dopóki każdy skok kończy się na wolnym polu; może się zatrzymać po dowolnym skoku. Drugi pionek zabiera się raz, po ostatnim skoku (nasze odczytanie: źródło tego nie mówi).
vt-bodogemu-win = Wygrywasz, zbijając wszystkie pionki przeciwnika.
vt-bodogemu-blocked = Gracz bez dozwolonego ruchu pasuje. Jeśli żaden gracz nie może się ruszyć, wygrywa ten, kto ma więcej pionków na planszy; przy równej liczbie jest remis.
vt-bodogemu-draws = { $n ->
    [one] Gdy obu graczom zostały najwyżej 3 pionki i żaden nie może bić. Także po { $n } posunięciu bez bicia (dodane przez tę stronę) albo za zgodą obu stron.
    [few] Gdy obu graczom zostały najwyżej 3 pionki i żaden nie może bić. Także po { $n } posunięciach bez bicia (dodane przez tę stronę) albo za zgodą obu stron.
   *[many] Gdy obu graczom zostały najwyżej 3 pionki i żaden nie może bić. Także po { $n } posunięciach bez bicia (dodane przez tę stronę) albo za zgodą obu stron.
    [other] Gdy obu graczom zostały najwyżej 3 pionki i żaden nie może bić. Także po { $n } posunięcia bez bicia (dodane przez tę stronę) albo za zgodą obu stron.
}
v-bodogemu-source = Źródło: zasady Yoté z Bodogemu (po francusku), „Comment jouer” i „Fin de la partie”. Remis po 120 posunięciach dodaje ta strona, a to, kiedy bicie wielokrotne zabiera drugi pionek, jest naszym odczytaniem.

vt-beart-board = 25 dołków, 5 rzędów po 5, na początku pustych.
vt-beart-pieces = Po 12 na gracza, poza planszą. 24 pionki na 25 dołków: gdy wszystkie są postawione, wolny zostaje tylko jeden dołek.
vt-beart-placing = Dopóki masz pionki do postawienia, stawiasz pionek w wolnym dołku albo skaczesz, by bić; nic innego się nie rusza. Gdy wszystkie twoje pionki stoją na planszy, przesuwasz albo skaczesz.
vt-beart-second = Dowolny inny pionek przeciwnika, z planszy albo z jego rezerwy, według wyboru bijącego: bicie zawsze kosztuje dwa pionki. Trzeba go zabrać.
vt-beart-chain = Tak samo: jeden skok na turę, jak to źródło mówi wprost.
vt-beart-win = Wygrywasz, zbijając wszystkie 12 pionków przeciwnika.
vt-beart-blocked = Ndar-Kepp (po wolof „blokada ze wszystkich stron”): gracz, który w swojej turze nie może się ruszyć, przegrywa. Gracz bez pionka na planszy, ale z pionkami w rezerwie, nie jest zablokowany: stawia.
vt-beart-draws = { $n ->
    [one] Tak samo: za zgodą obu stron albo po { $n } posunięciu bez bicia. Ta zasada pochodzi z tego źródła.
    [few] Tak samo: za zgodą obu stron albo po { $n } posunięciach bez bicia. Ta zasada pochodzi z tego źródła.
   *[many] Tak samo: za zgodą obu stron albo po { $n } posunięciach bez bicia. Ta zasada pochodzi z tego źródła.
    [other] Tak samo: za zgodą obu stron albo po { $n } posunięcia bez bicia. Ta zasada pochodzi z tego źródła.
}
v-beart-source = Źródło: zasady gry planszowej na dwadzieścia pięć dołków („Les règles du Yoté”), według Charlesa Béarta, Jeux et jouets de l'ouest africain (Dakar, 1955).
