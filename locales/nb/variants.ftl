variant-kicker = Yoté-regelsett
variant-play = Åpne et bord med disse reglene
variant-what = Hva er det?
variant-changes = Regelendringer
variant-changes-caption = Hvordan dette regelsettet skiller seg fra standardspillet
variant-aspect = Regel
variant-history = Historie
variant-others = Andre regelsett

v-standard-title = Vanlig Yoté
v-standard-short = 5×6-brett, 12 brikker hver, den andre brikken fra brettet.
v-standard-lead = Spillet de fleste moderne regelsett beskriver: et brett med 5 rader på 6 ruter, tolv brikker hver, og hvert slag tar brikken du hopper over og en til fra brettet.
v-standard-what-1 = Hver spiller starter med tolv brikker på hånden og et tomt brett mellom seg. I din tur setter du ut en brikke, flytter én rute eller hopper over en av motstanderens brikker for å slå den, og tar så en brikke til fra motstanderen, fra brettet. Du vinner når motstanderen er nede i én brikke.
v-standard-what-2 = Dette er spillet alle de andre regelsettene her måles mot. Tabellen over regelendringer har bare én linje: det er referansen.
v-standard-history-1 = Yoté er et tradisjonelt spill fra Vest-Afrika. Charles Béart beskrev det i Jeux et jouets de l’ouest africain (Dakar, 1955) som et av de mest utbredte pengespillene i Senegal, spilt med tolv småstein mot tolv små pinner. Frederic V. Grunfelds Games of the World (1975) og Jennifer Priors The Games of Africa (1994) beskriver det på engelsk, og de plutselige omslagene i lykke nevnes ofte som grunnen til at det spilles om innsatser.
v-standard-history-2 = Brettet var tradisjonelt et rutenett av hull gravd i bakken, så ingenting bestemte størrelsen; de fleste moderne regelsett bruker 5 rader med 6 ruter. João Pedro Netos regler tar den andre brikken fra brettet og aldri fra reserven, og andre moderne regler er enige. Standardspillet her følger dem.
v-standard-history-3 = Remis etter 120 halvtrekk uten slag kommer fra Béart-regelsettet; siden legger den til i alle regelsett så hvert parti tar slutt.

v-hand-capture-title = Yoté: andre brikke fra hånden
v-hand-capture-short = Den andre brikken kan tas fra motstanderens hånd.
v-hand-capture-lead = Etter hvert slag i Yoté tar du motstanderens andre brikke fra brettet eller fra motstanderens hånd: et valg som gjør at hvert slag koster en hel brikke.
v-hand-capture-what-1 = Hvert slag i Yoté fjerner to av motstanderens brikker: den du hopper over, og en andre etter eget valg. I standardspillet her må den andre brikken komme fra brettet. Med dette valget, slått på i bordoppsettet, kan du ta den fra brettet eller blant brikkene motstanderen fortsatt har på hånden.
v-hand-capture-what-2 = Forskjellen betyr mest tidlig i partiet og hver gang en spiller holder brikker tilbake på hånden. I standardspillet taper en spiller med få brikker på brettet lite på den andre fjerningen, og var brikken det ble hoppet over spillerens eneste på brettet, blir det ingen andre fjerning i det hele tatt. Med dette valget tas den andre brikken alltid så lenge motstanderen har en, og å ta den fra hånden fjerner en reserve som kunne vært satt ut hvor som helst. Å holde brikker tilbake er ikke lenger en trygg måte å beskytte dem på.
v-hand-capture-history-1 = Yoté er et tradisjonelt spill fra Vest-Afrika, beskrevet av Charles Béart i Jeux et jouets de l’ouest africain (Dakar, 1955) som et av de mest utbredte pengespillene i Senegal. Kjennetegnet er at et slag tar to brikker: Béart skriver at den som slår, også fjerner en brikke etter eget valg blant motstanderens («un pion au choix dans le jeu de l’adversaire»), ord som ikke nevner brettet som eneste sted å ta den fra.
v-hand-capture-history-2 = Senere regler avgjør spørsmålet på forskjellige måter. João Pedro Netos regler sier at den ekstra brikken tas fra brettet, men ikke fra motstanderens reserve, og andre moderne regler tar den også fra brettet. En utgave i eske tar den fra brettet, eller fra motstanderens brikker som ikke er satt ut, når det ikke finnes noen på brettet.
v-hand-capture-history-3 = Standardspillet her følger regelen om bare brettet. Dette valget er den åpne lesemåten av den gamle regelen: den andre brikken kan når som helst komme fra brettet eller hånden, så hvert slag koster motstanderen to brikker så lenge motstanderen har dem.

v-six-by-six-title = Yoté på 6×6-brett
v-six-by-six-short = Et kvadratisk brett med en sjette rad og mer plass.
v-six-by-six-lead = Spill Yoté på et kvadratisk 6×6-brett: de samme 12 brikkene hver og de samme slagreglene, med en sjette rad som gir mer plass til å sette ut, trekke seg tilbake og rømme.
v-six-by-six-what-1 = Standardbrettet i Yoté har 5 rader med 6 ruter. I denne varianten spiller du i stedet på et kvadratisk 6×6-brett, valgt som brettstørrelse i bordoppsettet. Ingenting annet endres: hver spiller starter fortsatt med 12 brikker på hånden, Hvit trekker først, og hver tur setter du en brikke på en hvilken som helst tom rute, flytter en brikke til en tom naborute, eller hopper over en av motstanderens brikker. Hvert slag fjerner fortsatt brikken du hoppet over og en brikke til fra motstanderen som du velger, fra brettet.
v-six-by-six-what-2 = Den ekstra raden gir seks ruter til, så 36 ruter rommer de samme 24 brikkene. Når alle brikkene er satt ut, står tolv ruter tomme i stedet for seks. Brikkene har mer plass til å flytte unna en trussel, men det er også flere tomme ruter bak hver brikke som en fiende kan hoppe inn i, så en stilling holder seg åpen lenger.
v-six-by-six-history-1 = Yoté er et tradisjonelt spill fra Vest-Afrika. Charles Béart beskrev det i oversiktsverket Jeux et jouets de l’ouest africain, utgitt i Dakar i 1955, som et av de mest utbredte pengespillene i Senegal, spilt med 12 småstein mot 12 små pinner. Det er beskrevet på engelsk i Frederic V. Grunfelds Games of the World (1975) og Jennifer Priors The Games of Africa (1994), og de plutselige omslagene i lykke nevnes ofte som grunnen til at det spilles om innsatser.
v-six-by-six-history-2 = Størrelsen på rutenettet har aldri vært fastsatt. Béarts beskrivelse omtaler et brett på tjuefem ruter, et 5×5-rutenett, og det nært beslektede gambiske spillet Choko spilles også på 5×5. De fleste moderne regelsett bruker 5 rader med 6 ruter, som er standardspillet her. Tradisjonelt var brettet bare et rutenett tegnet eller gravd i bakken, så ingenting bandt det til én størrelse.
v-six-by-six-history-3 = Vi kjenner ingen publisert kilde for Yoté på 6×6. Det tilbys her som et romsligere brett for spillere som vil ha lengre partier, med alle standardspillets regler uendret.

v-bodogemu-title = Yoté etter Bodogemu
v-bodogemu-short = Kjedehopp, valgfri andre brikke, spill til alle brikkene er slått.
v-bodogemu-lead = Reglene nettstedet Bodogemu har publisert: en brikke som hopper, kan fortsette å hoppe, den andre brikken kan du ta eller la være, og partiet går til én side har mistet alle brikkene.
v-bodogemu-what-1 = Bodogemu spiller på det vanlige brettet med 5 rader på 6 ruter og tolv brikker hver, og trekker lodd om hvem som begynner. Utsetting, flytting og hopp virker som i standardspillet, men en brikke som lander ved siden av en annen av motstanderens brikker, kan hoppe igjen i samme trekk og slå hver brikke den hopper over, så lenge hvert hopp lander på en tom rute. Den kan stoppe etter et hvilket som helst slag.
v-bodogemu-what-2 = Etter et slag kan du ta en hvilken som helst annen av motstanderens brikker fra brettet, men du må ikke. Du vinner ved å slå alle motstanderens brikker. Kan ingen av spillerne gjøre en gyldig handling, vinner den med flest brikker på brettet; og har begge spillerne tre brikker eller færre og ingen kan slå, blir partiet remis.
v-bodogemu-history-1 = Bodogemus regler presenterer Yoté som et spill som hovedsakelig spilles i Senegal, Mali og Burkina Faso, populært for de enkle reglene og de hyppige omslagene, som får noen til å vedde på det. De beskriver det spilt på bakken med småstein og små pinner i hull gravd for rutene, slik Charles Béart beskrev i Jeux et jouets de l’ouest africain (Dakar, 1955).
v-bodogemu-history-2 = Kjedehopp finnes i Bodogemus regler og ikke hos Béart, der man gjør ett hopp per tur; Béart-regelsettet på denne siden sier det uttrykkelig. Reglene sier ikke når den andre brikken tas under en kjede: vi tar den én gang, etter siste hopp.
v-bodogemu-history-3 = Bodogemu trekker fargene tilfeldig, og det gjør også et bord satt opp med dette regelsettet, med mindre du velger noe annet. Vi legger til remis etter 120 halvtrekk uten slag, som i alle regelsett her.

v-beart-title = Béarts Yoté på 25 hull
v-beart-short = 5×5-brett, hånden først, den andre brikken fra brettet eller reserven.
v-beart-lead = Tjuefem hull gravd i brettet, tolv brikker hver, og et slag som alltid koster to: regelsettet for 25-hullsspillet.
v-beart-what-1 = Brettet har 25 hull, 5 rader på 5, tomt ved start, og hver spiller har 12 brikker utenfor brettet. Så lenge du har brikker å sette ut, setter du en i et tomt hull eller hopper for å slå; ingenting annet flytter seg. Når alle brikkene dine er satt ut, flytter du en brikke til et tomt nabohull eller hopper.
v-beart-what-2 = Et hopp tar brikken du hopper over og en brikke til fra motstanderen etter eget valg, fra brettet eller fra reserven: et slag koster alltid to brikker. Det finnes ingen kjedehopp, og det er aldri tvang å slå. Du vinner ved å ta alle motstanderens tolv brikker. En spiller som ikke kan flytte når det er spillerens tur, taper (Ndar-Kepp, «blokkert på alle kanter» på wolof), men en spiller uten brikker på brettet og med brikker i reserve er ikke blokkert: spilleren setter ut. Partiet er remis etter avtale eller etter 120 trekk uten slag.
v-beart-history-1 = Charles Béart beskrev Yoté i Jeux et jouets de l’ouest africain (Dakar, 1955), spilt med tolv småstein mot tolv små pinner; beskrivelsen hans omtaler et brett på tjuefem hull. Det nært beslektede gambiske spillet Choko spilles også på 5×5. Frederic V. Grunfeld (Games of the World, 1975) og Jennifer Prior (The Games of Africa, 1994) beskrev senere spillet på engelsk.
v-beart-history-2 = Béarts ordlyd om den andre brikken, «un pion au choix dans le jeu de l’adversaire», begrenser den ikke til brettet, og dette regelsettet tar den fra brettet eller reserven. Regelen om at alle brikkene på hånden må settes ut før noen flyttes, tapet ved Ndar-Kepp og remis etter 120 trekk kommer fra 25-hullsspillets egne regler.

# Tabellene over regelendringer: én rad for hvert punkt kildesiden tar opp
# (src/site/pages.rs, `table_rows`). vt-<rad> navngir raden, vt-<rad>-standard standardspillet,
# vt-<regelsett>-<rad> regelsettet; v-<regelsett>-source navngir kilden.
vt-board = Brett
vt-board-standard = 5 rader med 6 ruter, 30 ruter i alt.
vt-pieces = Brikker og tomme ruter
vt-pieces-standard = 12 hver, alle på hånden ved start. Når alle brikkene er satt ut, står 6 ruter tomme.
vt-moves = Sette ut, flytte og hoppe
vt-moves-standard = Sett en brikke på en hvilken som helst tom rute, flytt ett steg opp, ned, til venstre eller høyre, eller hopp på samme måte over en fiendtlig nabobrikke til den tomme ruten bak, og fjern deretter en andre fiendtlig brikke du velger, fra brettet.
vt-end = Slutten av partiet
vt-end-standard = Du vinner når motstanderen er nede i én brikke eller ingen, brett og hånd regnet sammen. En spiller som ikke har noe lovlig trekk når det er spillerens tur, taper.
vt-second = Andre brikke som tas etter et slag
vt-second-standard = En hvilken som helst annen fiendtlig brikke på brettet, etter valg av den som slår. Den må tas når det finnes en.
vt-none-left = Når ingen annen fiendtlig brikke står på brettet
vt-none-left-standard = Bare brikken det ble hoppet over, fjernes; brikkene på hånden er trygge.
vt-start = Hvem begynner
vt-start-standard = Hvit begynner. Bordoppsettet avgjør hvem som får Hvit: den som lager bordet, motstanderen, eller en av dem etter loddtrekning.
vt-placing = Sette ut og flytte
vt-placing-standard = I hver tur kan du sette ut en brikke fra hånden, flytte en brikke eller hoppe.
vt-chain = Hopp per tur
vt-chain-standard = Ett hopp per tur.
vt-win = Seier
vt-win-standard = Du vinner når motstanderen er nede i én brikke eller ingen, brett og hånd regnet sammen.
vt-blocked = Blokkert spiller
vt-blocked-standard = En spiller som ikke har noe lovlig trekk når det er spillerens tur, taper (Ndar-Kepp). En spiller med brikker på hånden og en tom rute kan alltid sette ut.
vt-draws = Remis
vt-draws-standard = { $n ->
    [one] Etter { $n } halvtrekk uten slag, eller etter avtale.
   *[other] Etter { $n } halvtrekk på rad uten slag, eller etter avtale.
}

v-standard-source = Kilder: João Pedro Netos regler og andre moderne regelsett for brettet og den andre brikken; Béarts regelsett for remis etter 120 halvtrekk.

vt-six-by-six-board = 6 rader med 6 ruter, 36 ruter i alt, valgt i bordoppsettet.
vt-six-by-six-pieces = De samme 12 hver. Når alle brikkene er satt ut, står 12 ruter tomme.
vt-six-by-six-moves = Det samme, på det større brettet. Flytting og hopp når også den sjette raden.
vt-six-by-six-end = Det samme.
v-six-by-six-source = Kilde: ingen publisert. Vi kjenner ingen kilde for Yoté på 6×6: radene over er standardspillet på et brett med en sjette rad.

vt-hand-capture-second = En hvilken som helst annen fiendtlig brikke på brettet, eller én brikke fra motstanderens hånd, etter valg av den som slår.
vt-hand-capture-none-left = Den andre brikken må tas fra motstanderens hånd, om det er noen der.
vt-hand-capture-moves-standard = Sett en brikke på en hvilken som helst tom rute, flytt ett steg loddrett eller vannrett, eller hopp loddrett eller vannrett over en fiendtlig nabobrikke til den tomme ruten bak.
vt-hand-capture-moves = Det samme.
vt-hand-capture-end = Det samme. En brikke tatt fra hånden teller mot seieren som alle andre.
v-hand-capture-source = Kilder: Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), «un pion au choix dans le jeu de l’adversaire», lest åpent; standardspillet følger João Pedro Netos regel om bare brettet.

vt-bodogemu-start = Loddtrekning, som hos Bodogemu; et bord med dette regelsettet gjør det samme med mindre du velger noe annet. Hvit begynner.
vt-bodogemu-board = Det samme: 5 rader med 6 ruter («6x5» med Bodogemus ord), 12 brikker hver på hånden.
vt-bodogemu-placing = Det samme: sett ut, flytt én rute opp, ned, til venstre eller høyre (aldri diagonalt), eller hopp.
vt-bodogemu-second = En hvilken som helst annen fiendtlig brikke på brettet, etter valg av den som slår, men du kan også la være å ta noen.
vt-bodogemu-chain = Etter et hopp kan samme brikke hoppe igjen i samme tur og slå hver brikke den hopper over, så lenge hvert hopp lander på en tom rute; den kan stoppe etter et hvilket som helst hopp. Den andre brikken tas én gang, etter siste hopp (vår lesning: kilden sier det ikke).
vt-bodogemu-win = Du vinner ved å slå alle motstanderens brikker.
vt-bodogemu-blocked = En spiller uten lovlig trekk står over. Kan ingen av spillerne gjøre noe, vinner den som har flest brikker på brettet; likt antall er remis.
vt-bodogemu-draws = { $n ->
    [one] Når begge spillerne er nede i 3 brikker eller færre og ingen kan slå. Også etter { $n } halvtrekk uten slag (lagt til av dette nettstedet), eller etter avtale.
   *[other] Når begge spillerne er nede i 3 brikker eller færre og ingen kan slå. Også etter { $n } halvtrekk uten slag (lagt til av dette nettstedet), eller etter avtale.
}
v-bodogemu-source = Kilde: Bodogemus Yoté-regler (på fransk), «Comment jouer» og «Fin de la partie». Remis etter 120 halvtrekk er lagt til av dette nettstedet, og når et kjedehopp tar sin andre brikke, er vår lesning.

vt-beart-board = 25 hull, 5 rader med 5, tomme ved start.
vt-beart-pieces = 12 hver, utenfor brettet. 24 brikker på 25 hull: er alle satt ut, står bare ett hull tomt.
vt-beart-placing = Så lenge du har brikker å sette ut, setter du en i et tomt hull eller hopper for å slå; ingenting annet flytter seg. Når alle brikkene dine er satt ut, flytter eller hopper du.
vt-beart-second = En hvilken som helst annen fiendtlig brikke, på brettet eller i reserven, etter valg av den som slår: et slag koster alltid to brikker. Den må tas.
vt-beart-chain = Det samme: ett hopp per tur, som denne kilden sier med rene ord.
vt-beart-win = Du vinner ved å ta alle motstanderens 12 brikker.
vt-beart-blocked = Ndar-Kepp («blokkert på alle kanter» på wolof): en spiller som ikke kan flytte når det er spillerens tur, taper. En spiller uten brikker på brettet, men med brikker i reserven, er ikke blokkert: spilleren setter ut.
vt-beart-draws = { $n ->
    [one] Det samme: etter avtale, eller etter { $n } trekk uten slag. Det er denne kilden regelen kommer fra.
   *[other] Det samme: etter avtale, eller etter { $n } trekk uten et eneste slag. Det er denne kilden regelen kommer fra.
}
v-beart-source = Kilde: reglene for brettspillet med tjuefem hull («Les règles du Yoté»), etter Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955).
