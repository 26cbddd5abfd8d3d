## Sveitsiske turneringer og alle-mot-alle (docs/tournaments.md "Swiss on the site").

swiss-new-title = En sveitsisk turnering eller alle mot alle
swiss-new-link = En sveitsisk turnering eller alle mot alle for en klasse eller en klubb
swiss-new-what = For en klasse eller en klubb: alle spiller hver runde, på ekte brett i rommet eller på nettstedet, og nettstedet parer hver runde og fører resultatlisten. Du leder turneringen fra denne nettleseren.
swiss-name = Navn
swiss-system = Type
swiss-system-swiss = Sveitsisk: spillere med like mange poeng møtes
swiss-system-robin = Alle mot alle: alle møter alle
swiss-system-robin2 = Dobbel alle mot alle: alle møter alle to ganger, med byttede farger
swiss-rounds = Runder
swiss-code = Tilgangskode
swiss-code-note = Valgfritt: bare de som skriver den inn, kan bli med. La feltet stå tomt for at alle med lenken skal kunne bli med.
swiss-create = Opprett turneringen
swiss-i-won = Jeg vant
swiss-draw = Remis
swiss-i-lost = Jeg tapte
swiss-join = Bli med
swiss-withdraw = Forlat turneringen
swiss-share = Del lenken
swiss-print = Skriv ut
swiss-director = Turneringsledelse
swiss-director-note = Bare denne nettleseren ser denne delen: ta vare på turneringslederens lenke for å lede turneringen fra en annen telefon.
swiss-add-player = Legg til en spiller med navn
swiss-add = Legg til
swiss-director-link = Kopier turneringslederens lenke
swiss-manage-player = En spiller
swiss-give-half = Fri neste runde med et halvt poeng
swiss-give-full = Fri neste runde med ett helt poeng
swiss-give-withdraw = Trekk fra turneringen
swiss-noscript = Denne siden trenger JavaScript for å vise rundene og resultatlisten.
swiss-col-board = Brett
swiss-col-white = Hvit
swiss-col-black = Svart
swiss-col-result = Resultat
swiss-standings = Resultatliste
swiss-col-rank = Plass
swiss-col-player = Spiller
swiss-col-points = Poeng
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz minus 1: motstandernes poeng, uten den laveste
swiss-buchholz = Buchholz: motstandernes poeng
swiss-sonneborn-berger = Sonneborn-Berger: poengene til motstanderne du slo, og halvparten av poengene til dem det ble remis mot
swiss-no-players = Ingen har blitt med ennå.
swiss-js-what-swiss = Sveitsisk, { $rounds ->
    [one] én runde
   *[other] { $rounds } runder
} · { $rules }
swiss-js-what-robin = Alle mot alle · { $rules }
swiss-js-what-robin2 = Dobbel alle mot alle · { $rules }
swiss-js-waiting = { $players ->
    [one] 1 spiller har blitt med. Turneringslederen starter første runde.
   *[other] { $players } spillere har blitt med. Turneringslederen starter første runde.
}
swiss-js-round = Runde { $round } av { $rounds }
swiss-js-over = Turneringen er slutt.
swiss-js-pairings = Runde { $round }
swiss-js-pair-first = Start runde 1
swiss-js-pair-next = Par runde { $round }
swiss-js-pair-wait = Runde { $round }: venter på alle resultatene
swiss-js-your-board = Brett { $board }: du har { $colour ->
    [white] Hvit
   *[black] Svart
} mot { $opponent }.
swiss-js-your-bye = Du har fri denne runden: ett poeng uten å spille.
swiss-js-reported = Du meldte { $result }. Venter på at motstanderen din melder det samme.
swiss-js-disputed = Du og motstanderen din meldte ulike resultater: turneringslederen avgjør.
swiss-js-result-set = Resultat: { $result }.
swiss-js-not-joined = Bli med for å spille: turneringslederen parer alle som har blitt med.
swiss-js-joined = Du har blitt med: nummer { $number }.
swiss-js-not-paired = Du er ikke paret denne runden: du blir med i neste runde.
swiss-js-you-withdrew = Du har forlatt turneringen.
swiss-js-bye = fri
swiss-js-withdrawn = har forlatt turneringen
swiss-js-copied = Lenken er kopiert: send den til spillerne.
swiss-js-director-copied = Turneringslederens lenke er kopiert: den som åpner den, leder turneringen.
swiss-js-copy-prompt = Kopier denne lenken:
swiss-js-result-none = —
swiss-js-set = Sett resultatet for brett
swiss-where = Spilles
swiss-where-boards = På ekte brett i rommet
swiss-where-site = På nettstedet, hver spiller på sin egen telefon
swiss-clock-none = Ingen klokke
swiss-rated = Ratede partier
swiss-gap = Neste runde
swiss-gap-director = Når turneringslederen starter den
swiss-gap-after = { $minutes ->
    [one] 1 minutt etter siste parti i runden
   *[other] { $minutes } minutter etter siste parti i runden
}
swiss-play = Spill partiet ditt
swiss-js-on-boards = på ekte brett
swiss-js-on-site = på nettstedet
swiss-js-clock = klokke { $clock }
swiss-js-rated = ratet
swiss-js-unrated = ikke ratet
swiss-js-your-game = Brett { $board }: partiet ditt mot { $opponent } er klart.
swiss-js-game-coming = Partiet ditt mot { $opponent } blir satt opp.
swiss-js-watch = Se på
swiss-js-next-round = Neste runde starter klokken { $time }.
game-swiss-back = Tilbake til turneringen
game-swiss-of = Turnering: { $name }
swiss-show-qr = Vis en QR-kode
swiss-js-show-qr = Vis en QR-kode
swiss-js-hide-qr = Skjul QR-koden
swiss-qr-caption = Spillerne skanner koden med mobilkameraet for å åpne turneringen.
swiss-js-withdraw-confirm = { $input ->
    [touch] Trykk igjen for å forlate
   *[mouse] Klikk igjen for å forlate
}
