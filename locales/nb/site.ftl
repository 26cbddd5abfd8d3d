site-description = Spill Yoté, slagspillet fra Vest-Afrika, på nett: mot en venn via en lenke, mot datamaskinen eller på én enhet. Ingen registrering.
skip-to-content = Hopp til innhold
nav-label = Hovedmeny
nav-play = Spill
nav-rules = Regler
nav-variants = Varianter
lang-switch = Språk
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = første versjon: rettelser mottas gjerne
lang-help = Rett en oversettelse
translations-title = Oversettelser
translations-lead = Nettstedet snakker ti språk. Hvert av dem er noen få rene tekstfiler: en ordliste, som oppgir ordet som brukes for hvert begrep i spillet og hvorfor, og meldingene, i Fluent-formatet.
translations-first = Oversettelsene til wolof og bambara er første versjoner: det var ikke publisert noe ordforråd for brettspill på noen av de to språkene, så ordlistene deres forklarer hvert ord som er valgt. Rettelser fra dem som snakker språkene, er velkomne.
translations-how-h = Sende en rettelse
translations-how = Åpne filen for språket nedenfor og rett meldingen etter tegnet =, men la det som står mellom krøllparentesene, være som det er. Send deretter den rettede filen til dem som driver dette nettstedet, og fortell hva du endret og hvorfor. Er et ord i ordlisten feil, rett også ordlisten: alle meldingene følger den.
translations-glossary = Ordliste
translations-files = Meldinger
tagline = Ingen registrering nødvendig. Del en lenke og begynn å spille.
theme-label = Tema
theme-system = Som enheten
theme-light = Lyst
theme-dark = Mørkt

notfound-title = Fant ikke siden
notfound-body = Det finnes ingenting på denne adressen. Lenken kan være skrevet feil, eller partiet finnes ikke.
notfound-home = Tilbake til forsiden
refused-title = Dette gikk ikke
refused-back = Tilbake til invitasjonen

home-title = Spill Yoté på nett
home-kicker = Et spill fra Vest-Afrika
home-heading = Yoté: sett ut, flytt, hopp — og hvert slag tar to.
home-welcome = Yoté spilles i Senegal, Mali og Burkina Faso med småstein og små pinner i hull gravd i bakken. Tolv brikker hver, alle på hånden ved start. Turene går fort, og lykken snur brått: ett hopp tar brikken du hopper over og en til etter eget valg.
home-modes = Måter å spille på
home-friend = Spill mot en venn
home-friend-text = Opprett et bord og send lenken. Vennen din åpner den og setter seg.
home-computer = Spill mot datamaskinen
home-computer-text = Fem nivåer, fra nybegynner til mester.
home-local = Spill på denne enheten
home-local-text = To spillere, én skjerm: send den over bordet.
home-glance = Reglene i korte trekk
home-glance-1 = Så lenge du har brikker på hånden, kan du sette en ut på en hvilken som helst tom rute.
home-glance-2 = Eller flytte en brikke til en tom naborute: opp, ned, til venstre eller høyre, aldri diagonalt.
home-glance-3 = Eller hoppe over en av motstanderens brikker på nabofeltet til den tomme ruten rett bak: den brikken er slått.
home-glance-4 = Ta så en brikke til fra motstanderen etter eget valg. Få motstanderen ned til én brikke, og du vinner.
home-read-rules = Les hele regelverket
home-variants = Regelsett
variants-title = Regelsettene folk spiller
variants-lead = Yoté spilles med flere regelsett: hver side forteller historien til ett av dem og hva som skiller det fra standardspillet. Alle kan velges når du lager et bord.
home-quote = «I Afrika, når en gammel mann dør, brenner et bibliotek.»
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Sett opp et bord
setup-mode = Motstander
setup-mode-friend = En venn, via lenke
setup-mode-computer = Datamaskinen
setup-mode-local = På denne enheten
setup-rules = Regler
setup-preset = Regelsett
setup-preset-help = Velg et regelsett; de avanserte valgene nedenfor endrer hvilken som helst av reglene.
setup-about-preset = Om dette regelsettet
setup-changed = endret fra regelsettet
setup-rules-string = Regelstreng:
setup-rules-error = Reglene i lenken kunne ikke leses, så standardspillet vises:
setup-level = Datamaskinens nivå
setup-colour = Din farge
setup-colour-white = Hvit (begynner)
setup-colour-black = Svart
setup-colour-random = Tilfeldig
setup-colour-help = Hvit spiller med småsteinene og begynner; Svart spiller med pinnene.
setup-rated = Rating
setup-rated-label = Ratet parti
setup-rated-help = Resultatet endrer begge spillernes rating. Vennen din sier ja ved å ta plassen. Et parti avbrutt før det andre trekket teller ikke.
setup-rated-help-computer = Resultatet endrer ratingen din; datamaskinen spiller med ratingen til nivået sitt. Et parti avbrutt før det andre trekket teller ikke.
setup-create = Opprett bordet
setup-js-creating = Oppretter bordet…
setup-js-error = Bordet kunne ikke opprettes: { $message }
setup-js-network = Fikk ikke kontakt med serveren. Sjekk tilkoblingen og prøv igjen.
setup-js-too-many = Brikkene får ikke plass: { $pieces } hver krever minst { $needed } ruter.
setup-js-win-at = «Vinner ved» må være lavere enn antall brikker.
setup-js-clock-minutes = «Minutter hver» må være et helt tall fra 1 til 180.
setup-js-clock-increment = «Sekunder lagt til per trekk» må være et helt tall fra 0 til 180.
setup-advanced = Avanserte valg
setup-advanced-help = Alle reglene for bordet, fylt ut fra regelsettet: endre hvilket som helst for å lage dine egne. Valg disse reglene ikke kan spille, tilbys ikke.
setup-summary = Reglene:
setup-colour-random-preset = Dette regelsettet trekker fargene tilfeldig.
setup-js-sum-board = { $rows }×{ $columns }-brett
setup-js-sum-pieces = { $n ->
    [one] { $n } brikke hver
   *[other] { $n } brikker hver
}
setup-js-sum-placement-free = fri utsetting
setup-js-sum-placement-hand-first = sett ut alle brikker før du flytter
setup-js-sum-second_removal-board = andre brikke fra brettet
setup-js-sum-second_removal-board-or-hand = andre brikke fra brettet eller hånden
setup-js-sum-second_removal-board-then-hand = andre brikke fra hånden bare når brettet ikke har noen
setup-js-sum-second_removal_optional-true = andre brikke valgfri
setup-js-sum-second_removal_optional-false = andre brikke påbudt
setup-js-sum-chain_jumps-true = kjedehopp
setup-js-sum-chain_jumps-false = ett hopp per tur
setup-js-sum-win_at = vinner ved { $n }
setup-js-sum-blocked-loses = en blokkert spiller taper
setup-js-sum-blocked-most-on-board = en blokkert spiller står over
setup-js-sum-no_capture_draw = { $n ->
    [one] remis etter { $n } trekk uten slag
   *[other] remis etter { $n } trekk uten slag
}
setup-js-sum-no_capture_draw-off = ingen remis for mangel på slag
setup-js-sum-few_pieces_draw = { $n ->
    [one] remis ved { $n } brikke hver
   *[other] remis ved { $n } brikker hver
}
setup-js-sum-few_pieces_draw-off = ingen remis for få brikker

level-beginner = Nybegynner
level-easy = Lett
level-medium = Middels
level-hard = Vanskelig
level-master = Mester

invite-title = Du er invitert til et parti Yoté
invite-kicker = Invitasjon
invite-lead = En venn har satt opp et bord og venter på deg. Ta plassen for å begynne.
invite-rules = Regler
invite-side = Du spiller
invite-take = Ta plassen
invite-taken = Denne plassen er allerede tatt.
invite-watch = Se partiet
invite-own = Dette er din egen invitasjon: send lenken til vennen din. Den første som åpner den, tar plassen.
invite-own-back = Tilbake til partiet ditt
invite-rated = Dette partiet er ratet: å ta plassen er å si ja, og resultatet endrer begge spillernes rating.
invite-over = Dette partiet er over: plassen kan ikke lenger tas.
invite-js-white = Hvit (småsteinene), begynner
invite-js-black = Svart (pinnene)
invite-js-unknown = Denne invitasjonen finnes ikke. Be vennen din om en ny lenke.
invite-js-network = Fikk ikke kontakt med serveren. Sjekk tilkoblingen og prøv igjen.

# En fortsettelseslenke: siden som spør før en plass flyttes til denne nettleseren
continue-title = Fortsett et parti på denne enheten
continue-kicker = Fortsett et parti
continue-question-white = Fortsette dette partiet som Hvit på denne enheten?
continue-question-black = Fortsette dette partiet som Svart på denne enheten?
continue-question-both = Fortsette dette partiet, begge sider, på denne enheten?
continue-lead = Denne lenken flytter en plass fra én enhet til en annen: den som åpner den og bekrefter, spiller den plassen. Fortsett bare hvis lenken er din egen.
continue-replaces-white = Denne nettleseren spiller allerede Hvit i dette partiet. Å fortsette erstatter den plassen: denne nettleseren spiller da Svart, og ikke lenger Hvit.
continue-replaces-black = Denne nettleseren spiller allerede Svart i dette partiet. Å fortsette erstatter den plassen: denne nettleseren spiller da Hvit, og ikke lenger Svart.
continue-confirm-white = Fortsett som Hvit
continue-confirm-black = Fortsett som Svart
continue-confirm-both = Fortsett partiet her
continue-back = Ikke nå: gå til partiet

# Mine partier: partiene i denne nettleseren
nav-my-games = Mine partier
mygames-title = Mine partier
mygames-lead = Partiene du spiller, de som venter på deg først. Partier fra lobbyen følger spilleren din til hver nettleser den har blitt med i; de andre lagres bare i denne nettleseren: ingen konto, ingenting å huske.
mygames-noscript = Listen lagres i nettleseren din og trenger JavaScript for å vises.
mygames-loading = Henter partiene dine…
mygames-new = Nytt parti
mygames-js-none = Ingen partier ennå i denne nettleseren. Start et, så vises det her.
mygames-js-unreachable = Stillingen kunne ikke hentes: åpne partiet for å se det.
mygames-js-waiting-friend = Venter på at vennen din tar plassen
mygames-js-over-draw = Ferdig: remis
mygames-js-over-aborted = Avbrutt
mygames-js-over-wins = Ferdig: { $side } vant
mygames-js-over-won = Ferdig: du vant
mygames-js-over-lost = Ferdig: du tapte
mygames-js-white = Hvit
mygames-js-black = Svart
mygames-js-to-move = { $side } i trekket
mygames-js-your-move = Ditt trekk
mygames-js-their-move = Motstanderens trekk
mygames-js-deadline = spill innen { $when }
mygames-js-on-this-device = På denne enheten
mygames-js-against-computer = Mot datamaskinen · { $level }
mygames-js-against-friend = Mot en venn
mygames-js-level-beginner = nybegynner
mygames-js-level-easy = lett
mygames-js-level-medium = middels
mygames-js-level-hard = vanskelig
mygames-js-level-master = mester
mygames-js-waiting-for-you = { $n ->
    [one] Ett parti venter på trekket ditt.
   *[other] { $n } partier venter på trekket ditt.
}
mygames-js-count = { $n ->
    [one] Ett parti.
   *[other] { $n } partier.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Tidskontroll
setup-clock-unlimited = Ubegrenset
setup-clock-real-time = Sanntid
setup-clock-correspondence = Korrespondanse
setup-clock-custom = Egendefinert
setup-clock-minutes = Minutter hver
setup-clock-increment = Sekunder lagt til per trekk
setup-clock-days = Dager per trekk
setup-clock-help = Sanntid: minutter for hele partiet pluss sekunder etter hvert av trekkene dine; den som går tom for tid, taper. Korrespondanse: dager for hvert trekk. Gjør en side ikke sitt første trekk i tide, avbrytes partiet.
invite-clock = Tidskontroll
invite-takebacks = Ta tilbake trekk
invite-takebacks-yes = Tillatt: begge spillerne kan be om å ta tilbake et trekk.
invite-takebacks-no = Ikke i dette partiet.
invite-host = Invitert av
invite-js-clock-unlimited = Ubegrenset
invite-js-clock-real-time = { $minutes } min + { $increment } s per trekk
invite-js-clock-correspondence = { $days ->
    [one] { $days } dag per trekk
   *[other] { $days } dager per trekk
}

## The lobby on the home page

lobby-title = Spill mot noen nå
lobby-noscript = Å finne en motstander krever JavaScript. Du kan fortsatt spille mot en venn med en lenke, eller mot datamaskinen.
lobby-my-page = Min side
lobby-cancel = Slutt å lete
lobby-rename = Endre navnet mitt
lobby-rename-label = Navnet ditt (3 til 20 bokstaver, sifre, - eller _)
lobby-rename-save = Lagre
lobby-rename-note = Navnet og ratingen din lagres bare i denne nettleseren: ingen konto, ingen e-post, intet passord. Sletter du nettleserens data, blir du en ny spiller.
lobby-kind-blitz = Lyn
lobby-kind-rapid = Hurtig
lobby-kind-correspondence = per trekk
lobby-days = { $days ->
    [one] { $days } dag
   *[other] { $days } dager
}
lobby-js-no-player = Velg en tid nedenfor: du får et navn og en rating med ditt første parti.
lobby-js-me = Du spiller som { $name } · { $rating }
lobby-js-renamed = Nå heter du { $name }.
lobby-js-connecting = Kobler til lobbyen …
lobby-js-seeking = Leter etter en motstander på { $tile } …
lobby-js-paired = Motstander funnet: partiet åpnes …
lobby-js-offer = Ingen andre leter etter denne tiden akkurat nå. Spille mot datamaskinen mens du venter?
lobby-js-play-computer = Spill mot datamaskinen ({ $level })
lobby-js-level-beginner = nybegynner
lobby-js-level-easy = lett
lobby-js-level-medium = middels
lobby-js-level-hard = vanskelig
lobby-js-level-master = mester
lobby-js-players = { $n ->
    [one] { $n } spiller i lobbyen
   *[other] { $n } spillere i lobbyen
}
lobby-js-games = { $n ->
    [one] { $n } parti pågår
   *[other] { $n } partier pågår
}
lobby-js-seekers = { $n ->
    [one] { $n } venter
   *[other] { $n } venter
}

## A player on another device

mygames-transfer-title = Spill på en annen enhet
mygames-transfer-lead = En overføringskode gjør en annen nettleser (den andre telefonen din, en datamaskin) til den samme spilleren, med navnet, ratingen og partiene dine.
mygames-transfer-lost = Uten kode er en nettleser som har mistet dataene til dette nettstedet, en ny spiller: det gamle navnet og den gamle ratingen kan ikke komme tilbake.
mygames-transfer-make = Vis en overføringskode
mygames-js-transfer-how = Åpne { $link } på den andre enheten og skriv inn denne koden, eller skann bildet. Da blir den nettleseren også { $name }, én gang, til { $until }.
mygames-js-transfer-qr = QR-kode for overføringslenken, kode { $code }
mygames-js-joined = Nå spiller du som { $name } · { $rating }
mygames-js-against-player = Mot { $name }
transfer-title = Bli med som spilleren din på denne enheten
transfer-lead = Skriv inn koden som vises under «Mine partier» på den andre enheten. Da spiller denne nettleseren som den samme spilleren, med samme navn, rating og partier.
transfer-code-label = Overføringskode (8 bokstaver og sifre)
transfer-join = Bli med
transfer-noscript = Å bli med som en spiller krever JavaScript.
transfer-note = En kode virker én gang, i ti minutter. Denne nettleserens egen spiller, om den hadde en, blir lagt igjen.
lobby-custom = Et annet regelsett eller en annen tid
lobby-custom-rules = Regler
lobby-custom-clock = Tid
lobby-custom-seek = Tilby dette partiet
lobby-open-title = Partier som tilbys
lobby-js-open-none = Ingen partier tilbys akkurat nå. Tilby et ovenfor: det venter her på en spiller.
lobby-js-open-take = Spill
lobby-js-open-yours = ditt
lobby-js-clock-real = { $minutes } min + { $increment } s
lobby-js-clock-days = { $days ->
    [one] { $days } dag per trekk
   *[other] { $days } dager per trekk
}
lobby-js-seeking-custom = Partiet ditt tilbys: det venter på en spiller …
lobby-js-held = Du forlot { $games ->
    [one] { $games } parti
   *[other] { $games } partier
} i dag: paringen begynner om { $minutes ->
    [one] { $minutes } minutt
   *[other] { $minutes } minutter
}.

## A player's page

player-ratings = Ratinger
player-no-rating = Ingen ratede partier ennå.
player-rules = Regler
player-rating = Rating
player-rated-games = Ratede partier
player-provisional = En rating med «?» er foreløpig: den setter seg etter et dusin ratede partier.
player-games = Siste partier
player-js-mute = Demp { $name }
player-js-unmute = Hør { $name } igjen
player-js-muted = { $name } er dempet: frasene og chatten deres skjules for deg i alle partier, på hver av enhetene dine.
player-js-heard = Du hører { $name } igjen.
player-no-games = Ingen partier fra lobbyen ennå.
player-rating-after = Rating etter
player-game-unrated = ikke ratet
player-game-rated = ratet
player-game-friend = venn
player-game-computer = datamaskin
player-result-won = Vunnet
player-result-lost = Tapt
player-result-drawn = Remis
player-result-aborted = Avbrutt
player-result-playing = Pågår
player-open-game = Se partiet

setup-takebacks = Ta tilbake trekk
setup-takebacks-never = Aldri
setup-takebacks-unrated = I uratede partier
setup-takebacks-always = Alltid
setup-takebacks-help = En spiller kan be om å ta tilbake et trekk; den andre godtar eller avslår. Mot datamaskinen tas trekket tilbake med en gang. Brukt tid gis ikke tilbake.
