# Lekcje 9–11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): po jednej na każdą rodzinę zestawów zasad.
learn-js-lesson-six-by-six = Plansza 6×6
learn-js-lesson-twenty-five = Plansza z 25 dołkami
learn-js-lesson-bodogemu = Zasady Bodogemu
learn-js-about-six-by-six = Plansza 6×6 zachowuje zasady standardowe i dodaje szósty rząd: kolumny od a do f, rzędy od 1 do 6, 36 pól na 12 pionków dla każdej strony.
learn-js-about-twenty-five = Plansza Béarta ma 25 dołków, 5×5. Dopóki masz pionki w ręce, możesz tylko stawiać albo skakać, nigdy przesuwać. Drugi pionek pochodzi z planszy albo z ręki przeciwnika, a wygrywasz tylko wtedy, gdy zbijesz wszystkie wrogie pionki.
learn-js-about-bodogemu = W zasadach Bodogemu pionek, który skoczył, może w tym samym ruchu skoczyć znowu. Drugi pionek zabierasz raz, po ostatnim skoku, i możesz nie zabrać żadnego. Wygrywasz tylko wtedy, gdy zbijesz wszystkie wrogie pionki.
learn-js-note-six-ranks = Ten skok kończy się na d6: polu, którego standardowa plansza nie ma.
learn-js-note-corner = Pionka w rogu nie można przeskoczyć: za nim nie ma pola. Zabierz go jako drugi pionek.
learn-js-note-no-step = Masz jeszcze pionki w ręce, więc pionek na c2 nie może się przesunąć: postaw pionek obok wrogiego pionka, a potem skocz.
learn-js-note-no-step-block = Z pionkiem w ręce nie możesz przesunąć zagrożonego pionka: postaw swój pionek na pustym polu za nim.
learn-js-note-hand-choice = Zabierz z ręki ten pionek, którego nie dosięgnie żaden skok: ten na planszy można jeszcze przeskoczyć.
learn-js-note-last-piece = Jeden pionek to tu jeszcze nie koniec. W rogu nie można go przeskoczyć: postaw pionek tak, by został zbity, dokądkolwiek się przesunie.
learn-js-note-chain = Dotknij po kolei każdego pola lądowania: c3, potem c5. Drugi pionek przychodzi raz, po ostatnim skoku.
learn-js-note-chain-turn = Łańcuch może skręcać: po każdym lądowaniu szukaj następnego wrogiego pionka z pustym polem za nim.
learn-js-note-decline = Każdy pionek, który można by zabrać jako drugi pionek, odsłoniłby jeden z twoich pod skok: nie zabieraj żadnego.
learn-js-note-runner = Jeden pionek to jeszcze nie koniec: jako drugi pionek zabierz ten, który mógłby uciec, a złap ten w rogu.
