# Leksjon 9 til 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): én for hver familie av regelsett.
learn-js-lesson-six-by-six = 6×6-brettet
learn-js-lesson-twenty-five = Brettet med 25 hull
learn-js-lesson-bodogemu = Bodogemus regler
learn-js-about-six-by-six = 6×6-brettet beholder standardreglene og legger til en sjette rad: linjene a til f, radene 1 til 6, 36 ruter til 12 brikker hver.
learn-js-about-twenty-five = Béarts brett har 25 hull, 5×5. Så lenge du har brikker på hånden, kan du bare sette ut eller hoppe, aldri flytte. Den andre brikken kommer fra brettet eller fra motstanderens hånd, og du vinner bare ved å slå alle motstanderens brikker.
learn-js-about-bodogemu = Etter Bodogemus regler kan en brikke som har hoppet, hoppe igjen i samme trekk. Den andre brikken tas én gang, etter siste hopp, og du kan la være å ta den. Du vinner bare ved å slå alle motstanderens brikker.
learn-js-note-six-ranks = Dette hoppet lander på d6: en rute standardbrettet ikke har.
learn-js-note-corner = En brikke i et hjørne kan aldri bli hoppet over: det finnes ingen rute bak den. Ta den som andre brikke.
learn-js-note-no-step = Du har fortsatt brikker på hånden, så brikken på c2 kan ikke flyttes: sett ut en brikke ved siden av en fiendtlig brikke, og hopp så.
learn-js-note-no-step-block = Med en brikke på hånden kan du ikke flytte den truede brikken bort: sett ut brikken din på den tomme ruten bak den.
learn-js-note-hand-choice = Ta fra hånden den brikken ingen hopp kan nå: den på brettet kan fortsatt bli hoppet over.
learn-js-note-last-piece = Én brikke igjen er ikke slutten her. I hjørnet kan den ikke bli hoppet over: sett ut en brikke slik at den blir slått uansett hvor den flyttes.
learn-js-note-chain = Trykk på hver landingsrute etter tur: c3, så c5. Den andre brikken kommer én gang, etter siste hopp.
learn-js-note-chain-turn = En kjede kan svinge: etter hver landing, se etter neste fiendtlige brikke med en tom rute bak seg.
learn-js-note-decline = Hver brikke du kunne ta som andre brikke, ville latt en av dine brikker stå åpen for et hopp: ta ingen.
learn-js-note-runner = Én brikke igjen er ikke slutten: ta som andre brikke den som kunne rømme, og fang den i hjørnet.
