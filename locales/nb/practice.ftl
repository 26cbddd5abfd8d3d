# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Øv mot datamaskinen
practice-heading = Øving
practice-intro = Stillinger du skal vinne eller holde mot datamaskinen på sitt sterkeste, bedømt av sluttspilltabellene. Jo færre handlinger du bruker, jo flere stjerner får du. Stjernene dine blir på denne enheten.
practice-lessons = Stillinger
practice-offline-note = Øvingen virker uten nett når denne siden har vært åpnet én gang; sluttspilltabellene hentes når forbindelsen tillater det.
practice-other = Tilbake til leksjonene
learn-other = Øv mot datamaskinen
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Tre mot to
learn-js-lesson-three-against-three = Tre mot tre
learn-js-lesson-outnumbered = Færre brikker, likevel seier
learn-js-lesson-hold = Hold remis
learn-js-lesson-tactics = Taktikk
learn-js-about-three-against-two = Med tre brikker mot to avslutter ett hopp og den andre brikken partiet. Datamaskinen gjør motstand så lenge den kan: tving fram hoppet.
learn-js-about-three-against-three = Tre mot tre: det første hoppet vinner. Lag trusselen datamaskinen ikke kan møte.
learn-js-about-outnumbered = Færre brikker er ikke tapt: finn trekket som gjør at motstanderen ikke lenger kan hindre hoppet ditt.
learn-js-about-hold = Her holder bare én handling partiet i live: alle andre lar datamaskinen hoppe. Finn den, og hold videre.
learn-js-about-tactics = Stillinger fra partier, funnet av oppgavesøket: vinn dem mot datamaskinen.
learn-js-note-near-limit = Remis uten slag nærmer seg: vinn før halvtrekk 120.
learn-js-failed = Partiet er over og målet er ikke nådd. Prøv igjen.
privacy-practice-what = Stjernene du har fått i hver øvingsstilling.
privacy-practice-why = For å vise fremgangen din og åpne neste stilling; de sendes bare med en overføringskode du lager, for å ta dem med til den andre enheten din.
privacy-practice-long = Til du sletter dataene for dette nettstedet.
