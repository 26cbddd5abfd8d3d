# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = Analyser partiet
analysis-title = Analyse
analysis-lead = Motoren vurderer hver stilling i et parti, i nettleseren din: kurven over fordelen, feil og bukker, det beste framhaldet ved hvert halvtrekk. Prøv andre handlinger på brettet, eller still opp en hvilken som helst stilling.
analysis-live = Dette partiet spilles fortsatt: analysen blir tilgjengelig når partiet er over. Fram til da ser du handlingene så langt, uten vurderinger.
analysis-live-back = Tilbake til partiet
analysis-live-none = Ingen handling er spilt ennå.
analysis-noscript = Analysen kjører i nettleseren din og trenger JavaScript.
analysis-paste-title = Lim inn et partireferat
analysis-paste-label = Partireferat (slik «Lagre partiet» gir det)
analysis-load = Vis partiet
analysis-open-editor = Still opp en stilling
analysis-board = Analysebrett
analysis-board-help = Klikk eller trykk på en brikke, så der den skal; klikk et tomt hull for å sette ut. Pilene blar gjennom partiet.
analysis-first = Første stilling
analysis-prev = Forrige halvtrekk
analysis-next = Neste halvtrekk
analysis-last = Siste stilling
analysis-back-to-line = Tilbake til partiet
analysis-run = Analyser
analysis-edit-here = Rediger denne stillingen
analysis-progress = Analyse
analysis-graph-caption = Hvits fordel gjennom halvtrekkene (over midten står Hvit best). Klikk et punkt for å gå til det halvtrekket.
analysis-table = Vurderingen som tabell
analysis-col-ply = Halvtrekk
analysis-col-action = Handling
analysis-col-score = Vurdering
analysis-col-mark = Merke
analysis-moves = Handlinger
analysis-legend = ?? bukk, ? feil. Vurderingene er fra Hvits side, i brikker.
analysis-editor-title = Stillingsredigering
analysis-editor-lead = Velg reglene, sett brikker på brettet, angi hendene og hvem som er i trekket, og sjekk så stillingen og utforsk den.
analysis-editor-preset = Regelsett
analysis-editor-rules = Regelstreng
analysis-editor-tool = Sett på brettet
analysis-editor-white = Hvit
analysis-editor-black = Svart
analysis-editor-empty = Tomt hull
analysis-editor-board = Brett for stillingsredigering
analysis-editor-white-hand = Hvits hånd
analysis-editor-black-hand = Svarts hånd
analysis-editor-quiet = Halvtrekk siden siste slag
analysis-editor-to-move = I trekket
analysis-editor-position = Stilling:
analysis-editor-check = Sjekk og utforsk
analysis-editor-clear = Tøm brettet
analysis-editor-wipe-yes = Tøm brettet og bytt
analysis-editor-wipe-no = Behold de gamle reglene

analysis-js-white = Hvit
analysis-js-black = Svart
analysis-js-to-move = { $side } er i trekket.
analysis-js-at = Halvtrekk { $n } av { $total }
analysis-js-start = Start
analysis-js-hand = { $side }: { $n } på hånden
analysis-js-square-empty = { $square }, tomt
analysis-js-square-piece = { $square }, { $side }
analysis-js-progress = Stilling { $n } av { $total }
analysis-js-done = { $n ->
    [one] Analysen er ferdig: { $n } stilling vurdert.
   *[other] Analysen er ferdig: { $n } stillinger vurdert.
}
analysis-js-blunders = { $n ->
    [one] { $n } bukk
   *[other] { $n } bukker
}
analysis-js-mistakes = { $n ->
    [one] { $n } feil
   *[other] { $n } feil
}
analysis-js-errors = { $blunders }, { $mistakes }.
analysis-js-eval-white = hvit står bedre
analysis-js-eval-black = svart står bedre
analysis-js-eval-even = likt
analysis-js-blunder = Bukk
analysis-js-mistake = Feil
analysis-js-win = { $n ->
    [one] { $side } vinner om { $n } halvtrekk
   *[other] { $side } vinner om { $n } halvtrekk
}
analysis-js-best = Beste framhald: { $line }
analysis-js-best-none = Ingen handling: partiet er slutt her.
analysis-js-over = Partiet er slutt: { $result }.
analysis-js-point = Halvtrekk { $n }: { $score }
analysis-js-variation = Et annet framhald fra halvtrekk { $n }: { $actions }
analysis-js-played = Spilte { $action }.
analysis-js-choose = Velg handlingen:
analysis-js-loading = Henter partireferatet…
analysis-js-record-fetch = Partireferatet kunne ikke hentes.
analysis-js-record-empty = Lim inn et partireferat først.
analysis-js-record-no-rules = Dette referatet har ingen Rules-merkelapp.
analysis-js-record-bad-rules = Reglene i referatet kan ikke leses.
analysis-js-record-bad-position = Startstillingen i referatet kan ikke leses.
analysis-js-record-bad-action = Linje { $line }: «{ $action }» kan ikke spilles ved halvtrekk { $ply }.
analysis-js-engine-failed = Motoren kunne ikke startes i denne nettleseren.
analysis-js-ed-bad-rules = Disse reglene kan ikke leses: sjekk regelstrengen (for eksempel «standard,rows=6»).
analysis-js-ed-too-many = { $count ->
    [one] { $side } har { $count } brikke på brettet og på hånden, flere enn de { $pieces } reglene gir.
   *[other] { $side } har { $count } brikker på brettet og på hånden, flere enn de { $pieces } reglene gir.
}
analysis-js-ed-bad-number = Hendene og halvtrekkene siden siste slag er hele tall fra 0.
analysis-js-ed-bad-position = Motoren godtar ikke denne stillingen.
analysis-js-ed-ok = Stillingen er gyldig: utforsk den på brettet over.
analysis-js-ed-wipe-size = Disse reglene spilles på et { $rows }×{ $columns }-brett: brikkene på dette brettet kan ikke bli stående. Tømme brettet og bytte regler?
analysis-js-ed-wipe-pieces = Disse reglene gir { $side } færre brikker enn den har på brettet: de kan ikke alle bli stående. Tømme brettet og bytte regler?
analysis-js-table-win = Sluttspilltabeller: { $win }. Perfekt spill: { $line }
analysis-js-table-draw = Sluttspilltabeller: remis med perfekt spill.
