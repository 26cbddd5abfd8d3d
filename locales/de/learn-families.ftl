# Lektionen 9 bis 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): eine je Familie von Regelwerken.
learn-js-lesson-six-by-six = Das 6×6-Brett
learn-js-lesson-twenty-five = Das Brett mit 25 Löchern
learn-js-lesson-bodogemu = Die Regeln von Bodogemu
learn-js-about-six-by-six = Das 6×6-Brett behält die Standardregeln und fügt eine sechste Reihe hinzu: Linien a bis f, Reihen 1 bis 6, 36 Felder für je 12 Steine.
learn-js-about-twenty-five = Béarts Brett hat 25 Löcher, 5×5. Solange du Steine in der Hand hast, darfst du nur setzen oder springen, nie ziehen. Der zweite Stein kommt vom Brett oder aus der gegnerischen Hand, und du gewinnst nur, wenn du jeden gegnerischen Stein schlägst.
learn-js-about-bodogemu = Nach Bodogemu darf ein Stein, der gesprungen ist, im selben Zug noch einmal springen. Der zweite Stein wird einmal genommen, nach dem letzten Sprung, und du darfst auf ihn verzichten. Du gewinnst nur, wenn du jeden gegnerischen Stein schlägst.
learn-js-note-six-ranks = Dieser Sprung landet auf d6: einem Feld, das das Standardbrett nicht hat.
learn-js-note-corner = Ein Stein in einer Ecke kann nie übersprungen werden: Hinter ihm liegt kein Feld. Nimm ihn als zweiten Stein.
learn-js-note-no-step = Du hast noch Steine in der Hand, also kann der Stein auf c2 nicht ziehen: Setz einen Stein neben einen gegnerischen Stein und spring dann.
learn-js-note-no-step-block = Mit einem Stein in der Hand kannst du den bedrohten Stein nicht wegziehen: Setz deinen Stein auf das leere Feld dahinter.
learn-js-note-hand-choice = Nimm aus der Hand den Stein, den kein Sprung erreicht: Den auf dem Brett kannst du noch überspringen.
learn-js-note-last-piece = Ein letzter Stein ist hier nicht das Ende. In seiner Ecke kann er nicht übersprungen werden: Setz einen Stein so, dass er geschlagen wird, wohin er auch zieht.
learn-js-note-chain = Tippe nacheinander auf jedes Landefeld: c3, dann c5. Der zweite Stein kommt einmal, nach dem letzten Sprung.
learn-js-note-chain-turn = Eine Kette darf abbiegen: Such nach jeder Landung den nächsten gegnerischen Stein mit einem leeren Feld dahinter.
learn-js-note-decline = Jeder Stein, den du als zweiten Stein nehmen könntest, ließe einen deiner Steine für einen Sprung offen: Nimm keinen.
learn-js-note-runner = Ein letzter Stein ist nicht das Ende: Nimm als zweiten Stein den, der davonlaufen könnte, und fang den in der Ecke.
