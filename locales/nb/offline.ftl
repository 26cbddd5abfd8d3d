# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = Spill uten nett
offline-heading = Spill uten nett
offline-in-browser = Disse partiene spilles i denne nettleseren av motoren i siden, med eller uten nett.
offline-what-works = Spill mot datamaskinen (alle nivåer) og to spillere på denne enheten virker uten nett; partier med en venn trenger nettet.
offline-back = ← Partier uten nett
offline-new = Nytt parti
offline-opponent = Motstander
offline-computer = Datamaskinen
offline-local = To spillere på denne enheten
offline-level = Nivå
offline-colour = Din farge
offline-white = Hvit
offline-black = Svart
offline-random = Tilfeldig
offline-rules = Regler
offline-start = Start
offline-kept = Partier lagret i denne nettleseren
offline-none = Ingen partier ennå.
offline-kept-note = De 50 siste partiene lagres, bare i denne nettleseren.
offline-offer-text = Ikke noe nett? Du kan fortsatt spille mot datamaskinen, eller to spillere på denne enheten.
offline-mygames-link = Partier spilt uten nett lagres på siden for spill uten nett →
offline-offer-link = Spill uten nett
offline-js-online = Du er på nett.
offline-js-offline = Du er uten nett.
offline-js-engine-failed = Motoren kunne ikke lastes i denne nettleseren.
offline-js-vs-computer = Mot datamaskinen ({ $level })
offline-js-you-white = du spiller hvit
offline-js-you-black = du spiller svart
offline-js-on-device = To spillere på denne enheten
offline-js-in-progress = { $n ->
    [one] pågår, { $n } trekk spilt
   *[other] pågår, { $n } trekk spilt
}
offline-js-aborted = avbrutt
offline-js-draw = remis
offline-js-you-won = vunnet
offline-js-you-lost = tapt
offline-js-white-won = hvit vant
offline-js-black-won = svart vant
offline-js-resume = Fortsett
offline-js-replay = Spill av
offline-js-tables-loaded = Datamaskinen kan dette sluttspillet perfekt: sluttspilltabellene ({ $mb } MB) er lastet.
offline-js-tables-known = Datamaskinen kan dette sluttspillet perfekt, fra sluttspilltabellene sine.
offline-js-tables-too-large = Sluttspilltabellene for dette sluttspillet ({ $mb } MB) er for store for denne siden: datamaskinen spiller det ved å søke.
offline-js-tables-unavailable = Sluttspilltabellene for dette sluttspillet kunne ikke hentes: datamaskinen spiller det ved å søke.
