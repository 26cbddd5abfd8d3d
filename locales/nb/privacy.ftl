## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Personvern: hva dette nettstedet lagrer
privacy-title = Personvern
privacy-lead = Ingen konto, ingen e-post, ingen reklame. Denne siden sier nøyaktig hva nettstedet lagrer om deg, hvorfor og hvor lenge.
privacy-server-title = Hva serveren lagrer
privacy-why = Hvorfor:
privacy-how-long = Hvor lenge:

privacy-player-cookie-what = Spillerinformasjonskapselen din: et tilfeldig token som peker på spilleren din. Serveren lagrer bare et fingeravtrykk av det, aldri tokenet.
privacy-player-cookie-why = Slik at navnet, ratingen og lobbypartiene dine følger deg uten konto.
privacy-player-cookie-long = To år i nettleseren din; på serveren til du lar spilleren din bli glemt.
privacy-seat-cookies-what = En sete-informasjonskapsel for hvert parti du sitter i, sendt bare til adressen til det partiet.
privacy-seat-cookies-why = Slik at bare du kan spille din side.
privacy-seat-cookies-long = Et år i nettleseren din; setets hemmelighet blir værende hos partiet.
privacy-lang-cookie-what = Språket du valgte sist.
privacy-lang-cookie-why = For å åpne nettstedet på det.
privacy-lang-cookie-long = Et år, bare i nettleseren din.
privacy-name-what = Navnet til spilleren din, ratingene dine, og for hvert ratet parti ratingen din før det og endringen.
privacy-name-why = Motstanderne ser navnet ditt; ratingene parer deg med spillere på ditt nivå og viser framgangen din på siden din.
privacy-name-long = Til du lar spilleren din bli glemt.
privacy-games-what = Partier: hver handling og tiden for den, chatten, resultatet og hvilken spiller som hadde hver side.
privacy-games-why = Begge spillerne, og alle med lenken, kan åpne og analysere et parti senere.
privacy-games-long = For alltid. Når en spiller blir glemt, blir partiene værende og viser «Slettet spiller».
privacy-player-address-what = Adressen (IP) spilleren din ble laget fra.
privacy-player-address-why = For å spore en flom av nye spillere eller et krenkende navn tilbake dit det kom fra.
privacy-player-address-long = { $days ->
    [one] { $days } dag, så slettet.
   *[other] { $days } dager, så slettet.
}
privacy-table-address-what = Adressen som laget hvert bord.
privacy-table-address-why = Én adresse kan bare ha noen få bord som venter på en venn, og datamaskinen betjener adressene etter tur.
privacy-table-address-long = { $days ->
    [one] { $days } dag, så slettet.
   *[other] { $days } dager, så slettet.
}
privacy-shared-address-what = For et lobbyparti mellom to spillere fra samme adresse: den adressen.
privacy-shared-address-why = Spillere som deler en adresse, får bare noen få ratede partier om dagen sammen.
privacy-shared-address-long = { $days ->
    [one] { $days } dag, så slettet.
   *[other] { $days } dager, så slettet.
}
privacy-seek-address-what = Adressen til den som søker en motstander i lobbyen.
privacy-seek-address-why = Én adresse kan bare ha noen få ventende spillere.
privacy-seek-address-long = { $days ->
    [one] Mens de venter, høyst { $days } dag.
   *[other] Mens de venter (minutter), høyst { $days } dager.
}
privacy-limits-what = Tellinger av forespørsler per adresse: nye spillere, nye navn, bord, overføringskoder.
privacy-limits-why = Grenser mot oversvømmelse.
privacy-limits-long = Høyst en time.
privacy-push-what = Hvis du slår på varsler for et parti: nettleserens push-adresse og nøklene dens.
privacy-push-why = For å si fra, gjennom nettleserens push-tjeneste, når det er din tur.
privacy-push-long = Til partiet er over, du slår dem av eller lar spilleren din bli glemt.
privacy-mutes-what = Spillerne du har dempet.
privacy-mutes-why = For å skjule frasene og chatten deres for deg i alle partier, på hver enhet spilleren din er på.
privacy-mutes-long = Til du hører dem igjen, eller du eller de blir glemt.
privacy-transfer-what = Overføringskoder, som fingeravtrykk, med stjernene fra leksjonene og øvingen du sender med en kode, til den er brukt.
privacy-transfer-why = For å flytte spilleren din til en annen enhet.
privacy-transfer-long = De virker i ti minutter og fjernes en dag senere.
privacy-logs-what = Serverens logger (adressen, tiden og ruten for hver forespørsel) og sikkerhetskopiene av databasen.
privacy-logs-why = For å finne feil og angrep, og hente tilbake partiene etter et utfall.
privacy-logs-long = { $days ->
    [one] Høyst { $days } dag, så slettet.
   *[other] Høyst { $days } dager, så slettet.
}

privacy-yours-title = Dataene dine
privacy-download = «Last ned dataene mine» på «Mine partier» gir deg en fil (JSON) med navnet til spilleren din, adressen den ble laget fra hvis den fortsatt er lagret, ratingene dine og lobbypartiene dine: motstander, resultat, ratingendring og dato.
privacy-forget = «Glem meg» på «Mine partier» sletter på én gang navnet til spilleren din, adressen, ratingene, push-abonnementene og overføringskodene, og hver nettlesers kobling til spilleren din. Partiene dine blir værende, din side vist som «Slettet spiller». Navnet er etterpå fritt for hvem som helst. Det kan ikke angres.
privacy-no-player = Uratede partier med en venn eller mot datamaskinen tilhører ingen spiller: de lagres med setene sine, og ingenting knytter dem til deg utenom sete-informasjonskapslene i nettleseren din.
privacy-to-my-games = Gå til Mine partier
privacy-device-title = Hva som blir på enheten din

privacy-recent-what = Listen over partiene dine for «Mine partier»: hvert partis id og din side.
privacy-recent-why = For å finne igjen partiene dine uten konto.
privacy-recent-long = Til du sletter dataene til dette nettstedet.
privacy-kept-player-what = Navnet og ratingen til spilleren din.
privacy-kept-player-why = For å hilse på deg på forsiden når nettet er borte.
privacy-kept-player-long = Til du lar spilleren din bli glemt eller sletter dataene til dette nettstedet.
privacy-offline-what = Partier spilt uten nett, og oppgaveratingen din med oppgavene du har løst.
privacy-offline-why = De spilles i nettleseren og sendes aldri.
privacy-offline-long = Til du sletter dataene til dette nettstedet.
privacy-settings-what = Valgene dine: temaet, lyd av, chatten i et parti dempet, varsler på for et parti.
privacy-settings-why = For å beholde dem fra ett besøk til det neste.
privacy-settings-long = Til du endrer dem eller sletter dataene til dette nettstedet.
privacy-cache-what = Appens hurtigbuffer: nettstedets filer og sidene som er like for alle.
privacy-cache-why = For å spille uten nett.
privacy-cache-long = Byttes ut med hver nye versjon av nettstedet.
privacy-clear-device = For å slette alt, åpne nettleserens innstillinger for dette nettstedet og slett dataene (på en telefon: nettstedsinnstillingene, så «Fjern og tilbakestill» eller «Slett data»). Uten overføringskode er en nettleser som har mistet dataene sine, en ny spiller.
privacy-nothing-else-title = Ingenting annet
privacy-nothing-else = Ingen reklame, ingen analyse, ingen skript fra andre nettsteder: hver fil kommer fra dette nettstedet. Ingenting selges eller deles.

game-deleted-player = Slettet spiller

mygames-privacy-link = Personvern: hva dette nettstedet lagrer om deg
mygames-data-title = Dataene dine
mygames-data-lead = Last ned det nettstedet lagrer om spilleren din, eller la den bli glemt.
mygames-data-download = Last ned dataene mine
mygames-forget = Glem meg
mygames-forget-what = Dette sletter navnet til spilleren din, ratingene, push-abonnementene og overføringskodene for godt, i hver nettleser den har blitt med i. Partiene dine blir værende, vist med «Slettet spiller». Denne nettleseren blir ny.
mygames-forget-yes = Ja, glem meg
mygames-forget-no = Avbryt
mygames-js-forgotten = Spilleren din er glemt. Denne nettleseren er ny for nettstedet.
mygames-js-against-deleted = Mot en slettet spiller
