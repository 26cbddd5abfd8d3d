# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = Gra bez sieci
offline-heading = Gra bez sieci
offline-in-browser = Te partie rozgrywa w tej przeglądarce silnik działający na stronie, z połączeniem lub bez.
offline-what-works = Gra z komputerem (każdy poziom) i gra we dwoje na tym urządzeniu działają bez sieci; partie ze znajomymi wymagają połączenia.
offline-back = ← Partie bez sieci
offline-new = Nowa partia
offline-opponent = Przeciwnik
offline-computer = Komputer
offline-local = Dwie osoby na tym urządzeniu
offline-level = Poziom
offline-colour = Twój kolor
offline-white = Białe
offline-black = Czarne
offline-random = Losowo
offline-rules = Zasady
offline-start = Zacznij
offline-kept = Partie zapisane w tej przeglądarce
offline-none = Nie ma jeszcze żadnej partii.
offline-kept-note = Zapisywanych jest 50 ostatnich partii, tylko w tej przeglądarce.
offline-offer-text = Brak połączenia? Nadal można grać z komputerem albo we dwoje na tym urządzeniu.
offline-mygames-link = Partie rozegrane bez sieci są zapisane na stronie gry bez sieci →
offline-offer-link = Graj bez sieci
offline-js-online = Połączenie z siecią jest aktywne.
offline-js-offline = Brak połączenia z siecią.
offline-js-engine-failed = Nie udało się wczytać silnika w tej przeglądarce.
offline-js-vs-computer = Z komputerem ({ $level })
offline-js-you-white = grasz białymi
offline-js-you-black = grasz czarnymi
offline-js-on-device = Dwie osoby na tym urządzeniu
offline-js-in-progress = { $n ->
    [one] w toku, { $n } ruch
    [few] w toku, { $n } ruchy
   *[many] w toku, { $n } ruchów
    [other] w toku, { $n } ruchu
}
offline-js-aborted = przerwana
offline-js-draw = remis
offline-js-you-won = wygrana
offline-js-you-lost = przegrana
offline-js-white-won = wygrały białe
offline-js-black-won = wygrały czarne
offline-js-resume = Wznów
offline-js-replay = Odtwórz
offline-js-tables-loaded = Komputer zna tę końcówkę doskonale: jego tablice końcówek ({ $mb } MB) są wczytane.
offline-js-tables-known = Komputer zna tę końcówkę doskonale, z tablic końcówek.
offline-js-tables-too-large = Tablice końcówek dla tej końcówki ({ $mb } MB) są za duże dla tej strony: komputer gra ją, szukając.
offline-js-tables-unavailable = Nie udało się pobrać tablic końcówek dla tej końcówki: komputer gra ją, szukając.
