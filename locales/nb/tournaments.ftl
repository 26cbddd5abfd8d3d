# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = Arenaer
tournaments-lead = Spill så mange partier du kan før tiden er ute: så snart partiet ditt er ferdig, blir du paret på nytt med en spiller som ligger nær deg på resultatlisten.
tournaments-scoring = En seier gir 2 poeng og remis 1. Etter to seire på rad teller hver seier dobbelt til et parti ikke blir vunnet.
tournaments-none = Ingen arena pågår eller er i ferd med å begynne. Opprett en og del lenken.
tournaments-running = { $minutes ->
    [one] Pågår: 1 minutt igjen
   *[other] Pågår: { $minutes } minutter igjen
}
tournaments-upcoming = { $minutes ->
    [one] Begynner om 1 minutt
   *[other] Begynner om { $minutes } minutter
}
tournaments-ending = Tiden er ute: de siste partiene spilles
tournaments-players = { $n ->
    [one] 1 spiller
   *[other] { $n } spillere
}
tournaments-rated = Ratet
tournaments-casual = Ikke ratet
tournaments-create = Opprett en arena
tournaments-name = Navn (valgfritt)
tournaments-rules = Regler
tournaments-clock = Klokke
tournaments-minutes = Varighet
tournaments-minutes-option = { $minutes ->
    [one] 1 minutt
   *[other] { $minutes } minutter
}
tournaments-starts = Begynner
tournaments-starts-now = Nå
tournaments-starts-in = { $minutes ->
    [one] Om 1 minutt
   *[other] Om { $minutes } minutter
}
tournaments-rated-label = Ratede partier
tournaments-submit = Opprett og bli med
tournaments-code = Tilgangskode (valgfritt)
tournaments-code-help = Bare de du gir den til, kan bli med: en klasse, en klubb, en familie. 4 til 32 bokstaver eller sifre.
tournaments-entry-code = Tilgangskode
tournaments-site = En arena arrangert av nettstedet
tournaments-berserk = Før ditt første trekk i et parti kan du gå berserk: halv tid på klokken og uten tillegg, for ett poeng ekstra hvis du vinner etter 14 trekk eller flere.
tournaments-js-creating = Oppretter arenaen…

arena-join = Bli med
arena-pause = Ta pause
arena-withdraw = Forlat
arena-share = Del lenken
arena-show-qr = Vis en QR-kode
arena-js-show-qr = Vis en QR-kode
arena-js-hide-qr = Skjul QR-koden
arena-qr-caption = Spillerne skanner koden med mobilkameraet for å åpne arenaen.
arena-go-game = Gå til partiet ditt
arena-noscript = Denne siden trenger JavaScript for å vise resultatlisten og ta deg til partiene dine.
arena-podium = Pallen
arena-standings = Resultatliste
arena-col-rank = Plass
arena-col-player = Spiller
arena-col-games = Partier
arena-col-score = Poeng
arena-no-players = Ingen har blitt med ennå.
arena-pages = Sider i resultatlisten
arena-previous = Forrige
arena-next = Neste
arena-all = Alle arenaer
arena-code = Tilgangskode
arena-js-join = Bli med
arena-js-rejoin = Bli med igjen
arena-js-starts-in = Begynner om { $time }
arena-js-ends-in = { $time } igjen
arena-js-ending = Tiden er ute: de siste partiene spilles
arena-js-finished = Ferdig
arena-js-you = { $score ->
    [one] Du er på { $rank }. plass med 1 poeng.
   *[other] Du er på { $rank }. plass med { $score } poeng.
}
arena-js-status-active = Du blir paret så snart du er ledig.
arena-js-status-paused = Pause: du blir ikke paret før du blir med igjen.
arena-js-status-withdrawn = Du har forlatt arenaen: bli med igjen for å spille.
arena-js-not-joined = Bli med for å spille: du blir paret så snart arenaen begynner.
arena-js-not-joined-code = Denne arenaen krever en tilgangskode: skriv inn koden du har fått, og bli så med.
arena-js-absent-paused = pause
arena-js-absent-withdrawn = har forlatt arenaen
arena-js-on-fire = I storform: seire teller dobbelt
arena-js-sheet = Poeng parti for parti
arena-js-sheet-berserk = berserk
arena-js-watch = Se på
arena-js-game-playing = Partiet ditt spilles.
arena-js-game-ready = Partiet ditt er klart…
arena-js-page = Side { $page } av { $pages }
arena-js-podium-line = { $score ->
    [one] 1 poeng
   *[other] { $score } poeng
} · { $games ->
    [one] 1 parti
   *[other] { $games } partier
} · { $wins ->
    [one] 1 seier
   *[other] { $wins } seire
}
arena-js-copied = Lenken er kopiert: send den til spillerne.
arena-js-copy-prompt = Kopier denne lenken:

home-arenas = Arenaer
home-arenas-text = En kveld med partier: bli med i en arena, spill så mange partier du kan, og klatre på resultatlisten.
home-arenas-link = Se arenaene

game-arena-back = Tilbake til arenaen
game-arena-of = Arena: { $name }

privacy-arenas-what = Arenaene du har opprettet eller blitt med i: hver gang du ble med, tok pause eller forlot arenaen (med ratingen du hadde da du ble med), og partiene i arenaen.
privacy-arenas-why = Resultatlisten til en arena regnes ut på nytt fra disse opplysningene og partiene dens; den er offentlig på siden til arenaen, slik partiene er.
privacy-arenas-long = Like lenge som siden til arenaen. Hvis du lar spilleren din bli glemt, blir navnet ditt på resultatlisten «Slettet spiller».
privacy-arena-opened-what = Arenapartiene denne fanen har åpnet (id-ene deres), i øktlagringen til fanen (yote-arena-opened).
privacy-arena-opened-why = Slik at arenaen tar deg til hvert nytt parti én gang, og ikke tilbake til det du nettopp spilte.
privacy-arena-opened-long = Til du lukker fanen.
