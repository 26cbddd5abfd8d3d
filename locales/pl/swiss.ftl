## Turnieje szwajcarskie i kołowe (docs/tournaments.md "Swiss on the site").

swiss-new-title = Turniej szwajcarski lub kołowy
swiss-new-link = Turniej szwajcarski lub kołowy dla klasy albo klubu
swiss-new-what = Dla klasy albo klubu: wszyscy grają w każdej rundzie, na prawdziwych planszach na sali lub na stronie, a strona kojarzy pary w każdej rundzie i prowadzi tabelę. Turniej prowadzisz z tej przeglądarki.
swiss-name = Nazwa
swiss-system = Rodzaj
swiss-system-swiss = System szwajcarski: spotykają się gracze z tą samą liczbą punktów
swiss-system-robin = System kołowy: każdy gra z każdym
swiss-system-robin2 = Podwójny system kołowy: każdy z każdym dwa razy, z zamianą kolorów
swiss-rounds = Liczba rund
swiss-code = Kod dostępu
swiss-code-note = Opcjonalnie: dołączyć mogą tylko osoby, które go wpiszą. Zostaw puste, by mógł dołączyć każdy, kto ma link.
swiss-create = Utwórz turniej
swiss-i-won = Wygrana
swiss-draw = Remis
swiss-i-lost = Przegrana
swiss-join = Dołącz
swiss-withdraw = Opuść turniej
swiss-share = Udostępnij link
swiss-print = Drukuj
swiss-director = Sędziowanie
swiss-director-note = Tę część widzi tylko ta przeglądarka: zachowaj link sędziego, by prowadzić turniej z innego telefonu.
swiss-add-player = Dodaj gracza po nazwie
swiss-add = Dodaj
swiss-director-link = Kopiuj link sędziego
swiss-manage-player = Gracz
swiss-give-half = Pauza za pół punktu w następnej rundzie
swiss-give-full = Pauza za cały punkt w następnej rundzie
swiss-give-withdraw = Wycofaj z turnieju
swiss-noscript = Ta strona potrzebuje JavaScriptu, by pokazać rundy i tabelę.
swiss-col-board = Plansza
swiss-col-white = Białe
swiss-col-black = Czarne
swiss-col-result = Wynik
swiss-standings = Tabela
swiss-col-rank = Miejsce
swiss-col-player = Gracz
swiss-col-points = Punkty
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz bez najniższego: punkty przeciwników z pominięciem najniższego wyniku
swiss-buchholz = Buchholz: punkty przeciwników
swiss-sonneborn-berger = Sonneborn-Berger: punkty pokonanych przeciwników i połowa punktów tych, z którymi był remis
swiss-no-players = Nikt jeszcze nie dołączył.
swiss-js-what-swiss = System szwajcarski, { $rounds ->
    [one] jedna runda
    [few] { $rounds } rundy
    [many] { $rounds } rund
   *[other] { $rounds } rundy
} · { $rules }
swiss-js-what-robin = System kołowy · { $rules }
swiss-js-what-robin2 = Podwójny system kołowy · { $rules }
swiss-js-waiting = { $players ->
    [one] W turnieju jest { $players } gracz. Sędzia rozpoczyna pierwszą rundę.
    [few] W turnieju są { $players } gracze. Sędzia rozpoczyna pierwszą rundę.
    [many] W turnieju jest { $players } graczy. Sędzia rozpoczyna pierwszą rundę.
   *[other] W turnieju jest { $players } gracza. Sędzia rozpoczyna pierwszą rundę.
}
swiss-js-round = Runda { $round } z { $rounds }
swiss-js-over = Turniej się zakończył.
swiss-js-pairings = Runda { $round }
swiss-js-pair-first = Rozpocznij rundę 1
swiss-js-pair-next = Skojarz pary w rundzie { $round }
swiss-js-pair-wait = Runda { $round }: oczekiwanie na wszystkie wyniki
swiss-js-your-board = Plansza { $board }: grasz { $colour ->
    [white] białymi
   *[black] czarnymi
} z { $opponent }.
swiss-js-your-bye = W tej rundzie masz pauzę: punkt bez gry.
swiss-js-reported = Twój wynik: { $result }. Oczekiwanie, aż przeciwnik poda ten sam.
swiss-js-disputed = Twój wynik i wynik przeciwnika się różnią: decyduje sędzia.
swiss-js-result-set = Wynik: { $result }.
swiss-js-not-joined = Dołącz, by grać: sędzia kojarzy pary spośród wszystkich, którzy dołączyli.
swiss-js-joined = Jesteś w turnieju: numer { $number }.
swiss-js-not-paired = W tej rundzie nie skojarzono cię w parę: zagrasz w następnej.
swiss-js-you-withdrew = Opuszczono turniej.
swiss-js-bye = pauza
swiss-js-withdrawn = poza turniejem
swiss-js-copied = Skopiowano link: wyślij go graczom.
swiss-js-director-copied = Skopiowano link sędziego: kto go otworzy, ten prowadzi turniej.
swiss-js-copy-prompt = Skopiuj ten link:
swiss-js-result-none = —
swiss-js-set = Ustaw wynik na planszy
swiss-where = Miejsce gry
swiss-where-boards = Na prawdziwych planszach na sali
swiss-where-site = Na stronie, każdy gracz na własnym telefonie
swiss-clock-none = Bez zegara
swiss-rated = Partie rankingowe
swiss-gap = Następna runda
swiss-gap-director = Gdy rozpocznie ją sędzia
swiss-gap-after = { $minutes ->
    [one] { $minutes } minuta po ostatniej partii rundy
    [few] { $minutes } minuty po ostatniej partii rundy
    [many] { $minutes } minut po ostatniej partii rundy
   *[other] { $minutes } minuty po ostatniej partii rundy
}
swiss-play = Zagraj swoją partię
swiss-js-on-boards = na prawdziwych planszach
swiss-js-on-site = na stronie
swiss-js-clock = zegar { $clock }
swiss-js-rated = partie rankingowe
swiss-js-unrated = partie bez rankingu
swiss-js-your-game = Plansza { $board }: twoja partia z { $opponent } jest gotowa.
swiss-js-game-coming = Trwa przygotowanie twojej partii z { $opponent }.
swiss-js-watch = Oglądaj
swiss-js-next-round = Następna runda zaczyna się o { $time }.
game-swiss-back = Wróć do turnieju
game-swiss-of = Turniej: { $name }
swiss-show-qr = Pokaż kod QR
swiss-js-show-qr = Pokaż kod QR
swiss-js-hide-qr = Ukryj kod QR
swiss-qr-caption = Gracze skanują ten kod aparatem telefonu, aby otworzyć turniej.
swiss-js-withdraw-confirm = { $input ->
    [touch] Dotknij ponownie, aby opuścić turniej
   *[mouse] Kliknij ponownie, aby opuścić turniej
}
