# Leksjoner (/{lang}/learn, web/learn.js, docs/learn.md).
learn-title = Lær Yoté
learn-heading = Lær Yoté
learn-intro = Elleve korte leksjoner på brettet, fra den første brikken du setter ut til sluttspillene, og så tre andre regelsett. Hver oppgave har ett mål; jo færre trekk du bruker, jo flere stjerner får du. Stjernene dine blir på denne enheten.
learn-lessons = Leksjoner
learn-hint = Tips
learn-retry = Prøv igjen
learn-next = Neste
learn-offline-note = Leksjonene virker uten nett når denne siden har vært åpnet én gang.
home-learn = Ny i Yoté?
home-learn-text = Lær spillet på brettet i elleve korte leksjoner: å sette ut, å flytte, å hoppe, sluttspillene og tre andre regelsett.
home-learn-start = Start leksjonene
learn-js-loading = Laster leksjonene…
learn-js-load-failed = Leksjonene kunne ikke lastes. Sjekk forbindelsen og last siden på nytt.
learn-js-lesson-place = Å sette ut en brikke
learn-js-lesson-step = Å flytte
learn-js-lesson-jump = Hopp slår
learn-js-lesson-second-piece = Den andre brikken
learn-js-lesson-safe = Hold brikkene dine trygge
learn-js-lesson-hand-or-board = Hånden eller brettet
learn-js-lesson-endings = Sluttspill
learn-js-lesson-draws = Remis
learn-js-about-place = Når det er din tur, kan du sette ut en brikke fra hånden på hvilken som helst tom rute: trykk på hånden, så på ruten.
learn-js-about-step = En brikke på brettet flyttes én rute opp, ned, til venstre eller til høyre til en tom rute, aldri på skrå.
learn-js-about-jump = Hopp over en fiendtlig brikke ved siden av din, til den tomme ruten rett bak den: brikken du hoppet over er slått, og du tar en andre brikke også.
learn-js-about-second-piece = Etter hvert hopp slår du en andre brikke fra motstanderen på brettet, den du velger. Etter standardreglene er en brikke på hånden trygg.
learn-js-about-safe = En brikke med en fiendtlig brikke ved siden av og en tom rute bak seg kan bli hoppet over. Flytt den bort, eller fyll ruten bak den.
learn-js-about-hand-or-board = En brikke på hånden kan ikke bli slått, men den slår heller ikke: sett ut brikken der den angriper, eller flytt brikkene som allerede står på brettet.
learn-js-about-endings = Du vinner når motstanderen har én brikke eller ingen igjen. Her svarer datamaskinen på hvert trekk; sluttspilltabellene dømmer sluttspillet når denne enheten har dem.
learn-js-about-draws = Et parti blir remis etter 120 halvtrekk på rad uten slag. Noen regelsett gir også remis når hver side har få brikker.
learn-js-note-keep-target = Velg den andre brikken med omhu: neste hopp trenger målet sitt.
learn-js-note-hand-safe = Svart har ingen annen brikke på brettet: bare brikken det hoppes over blir slått, hånden er trygg.
learn-js-note-hand-capture = Med regelsettet «andre brikke fra hånden» kan den andre brikken komme fra motstanderens hånd i stedet for fra brettet.
learn-js-note-hand-only = Med regelsettet «andre brikke fra hånden», når ingen annen fiendtlig brikke står på brettet, kommer den andre brikken fra hånden.
learn-js-note-block = To hopp ville lande på samme tomme rute: fyll den.
learn-js-note-empty-hand = Hånden din er tom: flytt en brikke på brettet.
learn-js-note-fork = Finn ruten der to hopp truer på én gang.
learn-js-note-two-against-two = To mot to: den som først kan hoppe, vinner. La ingen brikke stå åpen for et hopp.
learn-js-note-limit = 119 halvtrekk uten slag er spilt: det neste avslutter partiet.
learn-js-note-few-pieces = Dette bordet gir remis når hver side har tre brikker eller færre og ingen kan hoppe.
learn-js-lesson-title = Leksjon { $number }: { $title }
learn-js-exercise-of = Oppgave { $n } av { $total }
learn-js-goal-occupy = { $count ->
    [one] Få en av brikkene dine til { $squares }.
   *[other] Få brikkene dine til { $squares }.
}
learn-js-goal-capture = { $count ->
    [one] Slå én fiendtlig brikke.
   *[other] Slå { $count } fiendtlige brikker.
}
learn-js-goal-clear = Slå den fiendtlige brikken på { $square }.
learn-js-goal-hand = Hopp, og ta så den andre brikken fra motstanderens hånd.
learn-js-goal-safe = Gjør ett trekk slik at ingen av brikkene dine kan hoppes over etterpå.
learn-js-goal-win = Vinn partiet: datamaskinen svarer.
learn-js-goal-hold = { $count ->
    [one] Spill ett trekk uten å tape: datamaskinen svarer.
   *[other] Spill { $count } trekk uten å tape: datamaskinen svarer.
}
learn-js-goal-draw = Oppnå remis: datamaskinen svarer.
learn-js-hint = Tips: { $action }
learn-js-wrong = Ikke dette: { $action } Det trekket fører ikke til målet.
learn-js-solved = { $stars ->
    [one] Klart! Én stjerne: prøv igjen med færre trekk.
   *[other] Klart! { $stars } stjerner.
}
learn-js-all-done = Du har spilt alle leksjonene.
learn-js-stars = { $stars ->
    [one] én stjerne av tre
   *[other] { $stars } stjerner av tre
}
learn-js-lesson-stars = { $stars } av { $total } stjerner
privacy-learn-what = Stjernene du har fått i oppgavene i hver leksjon, og om du har fått foreslått en leksjon etter et tap mot datamaskinen.
privacy-learn-why = For å vise fremgangen din og åpne neste oppgave; de sendes bare med en overføringskode du lager, for å ta dem med til den andre enheten din.
privacy-learn-long = Til du sletter dataene til dette nettstedet.
