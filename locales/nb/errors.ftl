# Feil serveren kan svare med, etter kode (docs/protocol.md), med detaljene som variabler.

error-unknown = Noe gikk galt (feil «{ $code }»). Prøv igjen.
error-network = Fikk ikke kontakt med serveren. Sjekk tilkoblingen og prøv igjen.

## HTTP-API-et

error-malformed = Forespørselen kunne ikke leses. Last inn siden på nytt og prøv igjen.
error-bad-rules = Disse reglene kan ikke spilles: «{ $rules }».
error-bad-rules-empty = Ingen regler er gitt: start fra et regelsett som «standard».
error-bad-rules-unknown-preset = «{ $preset }» er ikke et regelsett. Regelsettene er: { $allowed }.
error-bad-rules-missing-value = «{ $part }» har ingen verdi: skriv det som valg=verdi, for eksempel win_at=0.
error-bad-rules-unknown-option = «{ $option }» er ikke et valg. Valgene er: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] «{ $value }» er ikke en verdi for { $option }: velg et tall fra { $min } til { $max }.
    [off-or-range] «{ $value }» er ikke en verdi for { $option }: velg off eller et tall fra { $min } til { $max }.
   *[words] «{ $value }» er ikke en verdi for { $option }: velg en av { $allowed }.
}
error-bad-rules-repeated = Valget { $option } er gitt to ganger.
error-bad-rules-too-many-pieces = { $max ->
    [one] { $pieces } brikker hver får ikke plass på et { $rows }×{ $columns }-brett: høyst { $max } brikke hver.
   *[other] { $pieces } brikker hver får ikke plass på et { $rows }×{ $columns }-brett: høyst { $max } brikker hver.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [one] «Vinner ved» ({ $win_at }) må være lavere enn antall brikker ({ $pieces } brikke hver).
   *[other] «Vinner ved» ({ $win_at }) må være lavere enn antall brikker ({ $pieces } brikker hver).
}
error-bad-level = «{ $level }» er ikke et nivå for datamaskinen.
error-bad-option = «{ $value }» er ikke et mulig valg for { $option }.
error-unknown-game = Det finnes ikke noe parti på denne adressen.
error-unknown-invite = Denne invitasjonslenken er ikke gyldig: be om en ny.
error-bad-secret = Denne lenken gir ikke plass i partiet: du ser på det.
error-no-rematch = Dette partiet har ingen omkamp.
error-no-rematch-not-over = En omkamp kan bare følge et ferdig parti.
error-no-rematch-no-opponent = Ingen tok den andre plassen: lag et nytt bord i stedet.
error-no-rematch-exists = Omkampen finnes allerede.
error-no-rematch-asked = Du har allerede bedt om omkamp.
error-no-rematch-arena = Et arenaparti har ingen omkamp: arenaen parer deg på nytt.
error-no-rematch-swiss = Et turneringsparti har ingen omkamp: neste runde parer deg på nytt.
error-seat-taken = Plassen er tatt: lenken viser nå partiet til tilskuere.
error-game-over = Dette partiet er slutt.
error-own-invite = Dette er din egen invitasjon: send lenken til en venn.
error-too-large = Forespørselen er for stor.
error-too-many-tables = For mange bord er laget fra tilkoblingen din. Vent et minutt og prøv igjen.
error-too-many-waiting-tables = { $limit ->
    [one] Et bord laget fra tilkoblingen din venter fortsatt på første trekk. Spill det eller avbryt det, og lag så et nytt.
   *[other] { $limit } bord laget fra tilkoblingen din venter fortsatt på første trekk. Spill eller avbryt ett av dem, og lag så et nytt.
}
error-computer-busy = Datamaskinen er opptatt med mange partier nå. Prøv igjen om et minutt, eller spill mot en venn.
error-computer-busy-address = Du har allerede mange partier mot datamaskinen: fullfør ett før du starter et nytt.
error-computer-busy-queue = Datamaskinen er opptatt med mange partier nå. Prøv igjen om et minutt, eller spill mot en venn.
error-body-timeout = Forespørselen kom ikke fram i tide. Sjekk tilkoblingen og prøv igjen.
error-bad-origin = Forespørsler fra et annet nettsted avvises.
error-unconfirmed-seat = En fortsettelseslenke flytter en plass først når du bekrefter på dette nettstedet: åpne lenken og trykk på knappen.
error-internal = Serveren kunne ikke gjøre dette. Ingenting er endret: prøv igjen.
error-not-found = Det finnes ingenting på denne adressen. Last inn siden på nytt og prøv igjen.
error-method-not-allowed = Denne adressen tar ikke imot denne typen forespørsel. Last inn siden på nytt og prøv igjen.

## Partiets tilkobling

error-unknown-type = Serveren forsto ikke siden. Last den inn på nytt.
error-hello-required = Siden er ikke koblet til partiet ennå. Last den inn på nytt.
error-not-a-player = Du ser på dette partiet: bare spillerne kan gjøre det.
error-waiting-for-opponent = Den andre plassen er fortsatt ledig: send invitasjonslenken til en venn.
error-not-your-turn = { $side ->
    [white] Det er Hvit sin tur.
   *[black] Det er Svart sin tur.
}
error-bad-notation = «{ $text }» er ikke et trekk.
error-illegal-action = Dette trekket er ikke mulig nå.
error-illegal-action-game-over = Partiet er slutt.
error-illegal-action-off-board = { $square } er ikke på dette brettet.
error-illegal-action-empty-hand = Du har ingen brikker igjen på hånden å sette ut.
error-illegal-action-occupied = { $square } er ikke tomt.
error-illegal-action-not-your-piece = Du har ingen brikke på { $square }.
error-illegal-action-not-adjacent = En brikke flytter én rute opp, ned, til venstre eller til høyre.
error-illegal-action-must-place-or-jump = Så lenge du har brikker på hånden, kan du bare sette ut eller hoppe.
error-illegal-action-nothing-to-jump = Det er ingen motstanderbrikke på { $square } å hoppe over.
error-illegal-action-no-chains = Bare ett hopp per tur med disse reglene.
error-illegal-action-bad-removal = Den andre brikken kan ikke tas her.
error-illegal-action-pass-not-allowed = Du kan bare stå over når du ikke har noe annet trekk.
error-illegal-action-pass-required = Du har ingen mulige trekk: du må stå over.
error-illegal-action-not-legal = Dette trekket er ikke mulig i denne stillingen.
error-stale-ply = Dette trekket er allerede spilt. Brettet viser nå partiet slik det er.
error-future-ply = Siden henger etter partiet. Last den inn på nytt.
error-no-draw-offer = Motstanderen har ikke tilbudt remis.
error-draw-already-offered = Et remistilbud er allerede åpent.
error-draw-already-offered-opponent-offered = Motstanderen tilbyr remis: godta eller avslå.
error-draw-already-offered-offer-open = Remistilbudet ditt er fortsatt åpent.
error-draw-already-offered-offered-this-move = Du har allerede tilbudt remis i dette trekket.
error-too-late-to-abort = Begge sider har spilt: gi opp eller tilby remis i stedet.
error-bad-clock = Denne tidskontrollen er ikke gyldig ({ $field }): sanntid tar 1 sekund til 3 timer pluss 0 til 180 sekunder per trekk; korrespondanse 1, 2, 3 eller 7 dager per trekk.
error-cannot-claim = Det er ingenting å kreve i dette partiet.
error-cannot-claim-opponent-here = Motstanderen er her: det er ingenting å kreve.
error-cannot-claim-too-early = { $wait_s ->
    [one] Motstanderen kan fortsatt komme tilbake: vent ett sekund til.
   *[other] Motstanderen kan fortsatt komme tilbake: vent { $wait_s } sekunder til.
}

## The lobby

error-bad-tile = «{ $tile }» er ikke en av lobbyens tider. Last inn siden på nytt.
error-too-many-seeks = { $limit ->
    [one] Noen på tilkoblingen din leter allerede etter et parti. Vent på det, eller slutt å lete først.
   *[other] { $limit } personer på tilkoblingen din leter allerede etter et parti. Vent litt, og prøv igjen.
}
error-too-many-players = For mange nye spillere fra tilkoblingen din denne timen. Behold navnet du har.
error-too-many-renames = For mange navneendringer fra tilkoblingen din denne timen. Prøv igjen senere.
error-name-taken = En annen spiller heter «{ $name }». Velg et annet navn.
error-unknown-player = Ingen spiller heter «{ $name }».
error-own-mute = Du kan ikke dempe deg selv.
error-too-many-mutes = Du har dempet så mange spillere som du kan. Opphev en demping først.
error-bad-name = Dette navnet kan ikke brukes.
error-bad-name-length = Et navn har { $min } til { $max } tegn.
error-bad-name-characters = Et navn har bare bokstaver, sifre, - og _, og begynner med en bokstav.
error-bad-name-refused = Dette navnet kan ikke brukes. Velg et annet.
error-bad-name-scripts = Et navn bruker bokstaver fra bare én skrift (for eksempel ikke latinske og kyrilliske sammen).
error-no-player = Denne nettleseren har ingen spiller ennå: velg først en tid i lobbyen.
error-not-your-seat = Plassene i dette partiet tilhører andre spillere: du kan se på.
error-bad-transfer-code = Denne koden er ikke gyldig: den kan ha utløpt eller allerede være brukt. Lag en ny på den andre enheten.
error-too-many-transfers = For mange overføringskoder fra tilkoblingen din denne timen. Prøv igjen senere.
error-seek-gone = Dette partiet tilbys ikke lenger: en annen spiller tok det, eller spilleren gikk.
error-own-seek = Dette er ditt eget tilbud: vent til en annen spiller tar det.
error-held = Du forlot { $games ->
    [one] { $games } parti fra lobbyen
   *[other] { $games } partier fra lobbyen
} i dag: du kan pares igjen om { $minutes ->
    [one] { $minutes } minutt
   *[other] { $minutes } minutter
}.

error-no-chat = Det er ingen å snakke med i dette partiet.
error-no-chat-watcher = Bare spillerne i et parti snakker der: du ser på.
error-no-chat-one-device = Begge sider spiller på denne enheten: det er ingen å snakke med.
error-no-chat-computer = Datamaskinen leser ikke praten.
error-no-chat-no-opponent = Ingen har tatt den andre plassen ennå.
error-no-chat-lobby = Partier mellom spillere som ikke kjenner hverandre har bare de faste frasene.
error-bad-phrase = Denne frasen finnes ikke.
error-phrase-used = Du har allerede sagt dette i dette partiet.
error-bad-chat = Denne meldingen kan ikke sendes.
error-bad-chat-empty = En tom melding sier ingenting.
error-bad-chat-length = En melding har høyst { $max } tegn.
error-bad-chat-characters = En melding er én linje, uten kontrolltegn.
error-bad-chat-words = Meldingen inneholder et ord nettstedet ikke tillater: si det på en annen måte.
error-chat-too-fast = Høyst én melding i sekundet: vent litt.
error-chat-full = Du har sendt { $limit } meldinger i dette partiet: det er alt.

error-no-takeback = Dette partiet tillater ikke å ta tilbake trekk.
error-no-takeback-off = Dette bordet tillater ikke å ta tilbake trekk.
error-no-takeback-rated = Dette bordet tillater å ta tilbake trekk bare i uratede partier, og dette partiet er ratet.
error-no-takeback-nothing = Du har ikke noe trekk å ta tilbake.
error-no-takeback-limit = Motstanderen har avslått { $limit } av forespørslene dine i dette partiet: du kan ikke spørre igjen.
error-takeback-already-asked = En forespørsel om å ta tilbake venter allerede.
error-takeback-already-asked-open = Forespørselen din venter fortsatt på svar.
error-takeback-already-asked-opponent-asked = Motstanderen ber om å ta tilbake et trekk: godta eller avslå først.
error-no-takeback-request = Motstanderen har ikke bedt om å ta tilbake et trekk.
error-no-berserk = Du kan ikke gå berserk nå.
error-no-berserk-not-allowed = Berserk er bare for arenapartier med lang nok tid på klokken.
error-no-berserk-moved = Berserk er bare mulig før ditt første trekk.
error-no-berserk-already = Du har allerede gått berserk i dette partiet.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Varsler kunne ikke slås på for dette partiet.
error-bad-subscription-endpoint-long = Varselsadressen til denne nettleseren er for lang.
error-bad-subscription-endpoint-malformed = Varselsadressen til denne nettleseren er ikke en gyldig adresse.
error-bad-subscription-endpoint-not-https = Varselsadressen til denne nettleseren er ikke sikker (https): varsler sendes bare til sikre adresser.
error-bad-subscription-endpoint-unknown-service = Denne nettleserens varseltjeneste er ikke en dette nettstedet sender til.
error-bad-subscription-bad-key = Varselnøkkelen til denne nettleseren er ikke gyldig.
error-bad-subscription-bad-auth = Varselhemmeligheten til denne nettleseren er ikke gyldig.
error-bad-subscription-local = Et parti på én enhet sender ingen varsler.
error-bad-subscription-over = Dette partiet er over: det sender ikke flere varsler.
error-bad-subscription-too-many = Fem nettlesere får allerede varsler for denne plassen: slå av én først.
error-bad-position = Denne stillingen kan ikke leses: skriv den i notasjonen, for eksempel «6/6/6/6/6 w 12 12 0».
error-not-in-tables = Sluttspilltabellene på dette nettstedet har ikke denne stillingen.

## Arenaer

error-arena-not-found = Det finnes ingen arena på denne adressen.
error-arena-over = Denne arenaen er slutt.
error-not-in-arena = Du har ikke blitt med i denne arenaen.
error-bad-entry-code = Denne arenaen krever en tilgangskode, og denne stemmer ikke. Spør den som opprettet arenaen.
error-too-many-entry-codes = For mange tilgangskoder er prøvd fra tilkoblingen din denne timen. Prøv igjen senere.
error-too-many-arenas = For mange arenaer er laget fra tilkoblingen din denne timen. Prøv igjen senere.
error-bad-arena-name = Dette navnet kan ikke brukes på en arena.
error-bad-arena-name-length = Navnet på en arena har høyst { $max } tegn.
error-bad-arena-name-characters = Navnet på en arena er én linje, uten kontrolltegn.
error-bad-arena-name-words = Navnet inneholder et ord nettstedet ikke tillater: si det på en annen måte.
error-swiss-not-found = Det finnes ingen turnering på denne adressen.
error-not-director = Bare turneringslederen kan gjøre dette. Åpne turneringen fra turneringslederens lenke.
error-swiss-over = Denne turneringen er slutt.
error-swiss-started = En alle-mot-alle-turnering tar ikke inn nye spillere etter at den har begynt.
error-swiss-full = Denne turneringen er full: den tar høyst { $max } spillere.
error-swiss-joined = Du er allerede med i denne turneringen.
error-swiss-no-player = Det finnes ingen slik spiller i denne turneringen, eller spilleren har forlatt den.
error-swiss-round-open = Alle resultatene i denne runden må være inne før neste runde pares.
error-swiss-too-few = En runde trenger minst to spillere.
error-swiss-no-pairing = Ingen paring av denne runden følger reglene: alle som er igjen, har møtt alle de kunne møte.
error-swiss-paired = Denne runden er allerede paret.
error-swiss-not-this-round = Spillerne melder resultatene i runden som spilles; turneringslederen retter tidligere resultater.
error-swiss-result-set = Resultatet på dette brettet er allerede satt. Turneringslederen kan rette det.
error-swiss-not-in = Du er ikke med i denne turneringen.
error-swiss-not-your-board = Bare spillerne på brettet eller turneringslederen melder resultatet.
error-swiss-on-site-names = I en turnering som spilles på nettstedet, blir spillerne med fra sin egen telefon med lenken.
error-swiss-on-site-result = Et parti som spilles på nettstedet, gir sitt eget resultat. Turneringslederen kan rette det.
error-bad-swiss-name = Dette navnet kan ikke brukes.
error-bad-swiss-name-length = Et navn har 1 til { $max } tegn.
error-bad-swiss-name-characters = Et navn er én linje, uten kontrolltegn.
error-bad-swiss-name-words = Navnet inneholder et ord nettstedet ikke tillater: si det på en annen måte.
