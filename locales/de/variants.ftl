variant-kicker = Yoté-Regelwerk
variant-play = Einen Tisch mit diesen Regeln eröffnen
variant-what = Worum geht es?
variant-changes = Regeländerungen
variant-changes-caption = Wie sich dieses Regelwerk vom Standardspiel unterscheidet
variant-aspect = Regel
variant-history = Geschichte
variant-others = Andere Regelwerke

v-standard-title = Standard-Yoté
v-standard-short = 5×6-Brett, 12 Steine pro Spieler, der zweite Stein vom Brett.
v-standard-lead = Das Spiel, das die meisten modernen Regelwerke beschreiben: ein Brett mit 5 Reihen zu je 6 Feldern, zwölf Steine pro Spieler, und jedes Schlagen nimmt den übersprungenen Stein und einen zweiten vom Brett.
v-standard-what-1 = Jeder Spieler beginnt mit zwölf Steinen in der Hand, zwischen beiden liegt ein leeres Brett. In deinem Zug setzt du einen Stein ein, ziehst ein Feld weit oder überspringst einen gegnerischen Stein, um ihn zu schlagen, und nimmst dann einen zweiten gegnerischen Stein vom Brett. Du gewinnst, wenn dein Gegner nur noch einen Stein hat.
v-standard-what-2 = An diesem Spiel wird jedes andere Regelwerk dieser Website gemessen. Seine Tabelle der Regeländerungen hat nur eine Zeile: Es ist die Referenz.
v-standard-history-1 = Yoté ist ein traditionelles Spiel Westafrikas. Charles Béart hielt es in Jeux et jouets de l’ouest africain (Dakar, 1955) als eines der im Senegal am weitesten verbreiteten Spiele um Einsatz fest, gespielt mit zwölf Kieseln gegen zwölf kleine Stäbchen. Frederic V. Grunfelds Games of the World (1975) und Jennifer Priors The Games of Africa (1994) beschreiben es auf Englisch, und die plötzlichen Glückswechsel werden oft als Grund genannt, warum um Einsatz gespielt wird.
v-standard-history-2 = Das Brett war traditionell ein Raster aus Löchern, die in den Boden gegraben wurden, seine Größe lag also nicht fest; die meisten modernen Regelwerke verwenden 5 Reihen zu je 6 Feldern. Die Regeln von João Pedro Neto nehmen den zweiten Stein vom Brett und nie aus dem Vorrat, und andere moderne Regeln stimmen darin überein. Das Standardspiel hier folgt ihnen.
v-standard-history-3 = Das Remis nach 120 Halbzügen ohne Schlagen stammt aus dem Béart-Regelwerk; die Website fügt es jedem Regelwerk hinzu, damit jede Partie endet.

v-hand-capture-title = Yoté: zweiter Stein aus der Hand
v-hand-capture-short = Der zweite Stein darf aus der Hand des Gegners genommen werden.
v-hand-capture-lead = Nimm nach jedem Schlagen deinen zweiten gegnerischen Stein vom Brett oder aus der Hand deines Gegners: eine Option, durch die jedes Schlagen einen ganzen Stein kostet.
v-hand-capture-what-1 = Jedes Schlagen im Yoté entfernt zwei gegnerische Steine: den übersprungenen und einen zweiten deiner Wahl. Im Standardspiel hier muss dieser zweite Stein vom Brett kommen. Mit dieser Option, die beim Einrichten des Tisches gewählt wird, darfst du ihn vom Brett nehmen oder aus den Steinen, die dein Gegner noch in der Hand hält.
v-hand-capture-what-2 = Der Unterschied wirkt sich vor allem früh in der Partie aus und immer dann, wenn ein Spieler Steine in der Hand behält. Im Standardspiel verliert ein Spieler mit wenigen Steinen auf dem Brett durch die zweite Wegnahme wenig, und war der übersprungene Stein sein einziger auf dem Brett, gibt es gar keine zweite Wegnahme. Mit dieser Option wird der zweite Stein immer genommen, solange dein Gegner einen hat, und wer ihn aus der Hand nimmt, entfernt einen Vorrat, der überall hätte eingesetzt werden können. Steine zurückzuhalten, ist kein sicherer Schutz mehr.
v-hand-capture-history-1 = Yoté ist ein traditionelles Spiel Westafrikas, das Charles Béart in Jeux et jouets de l’ouest africain (Dakar, 1955) als eines der im Senegal am weitesten verbreiteten Spiele um Einsatz festhielt. Seine kennzeichnende Regel: Ein Schlag nimmt zwei Steine. Béart schreibt, dass der Schlagende außerdem einen Stein seiner Wahl aus den Steinen des Gegners entfernt („un pion au choix dans le jeu de l’adversaire“), Worte, die das Brett nicht als einzigen Ort nennen, von dem er zu nehmen ist.
v-hand-capture-history-2 = Spätere Regeln klären die Frage auf unterschiedliche Weise. Die Regeln von João Pedro Neto sagen, dass der zusätzliche Stein vom Brett genommen wird, aber nicht aus dem Vorrat des Gegners, und andere moderne Regeln nehmen ihn ebenfalls vom Brett. Eine im Handel erschienene Ausgabe nimmt ihn vom Brett oder, wenn dort keiner ist, aus den noch nicht eingesetzten Steinen des Gegners.
v-hand-capture-history-3 = Das Standardspiel hier folgt der Regel „nur vom Brett“. Diese Option ist die offene Lesart der alten Regel: Der zweite Stein darf jederzeit vom Brett oder aus der Hand kommen, sodass jedes Schlagen den Gegner zwei Steine kostet, solange er sie hat.

v-six-by-six-title = Yoté auf einem 6×6-Brett
v-six-by-six-short = Ein quadratisches Brett mit einer sechsten Felderreihe und mehr Raum zum Manövrieren.
v-six-by-six-lead = Spiele Yoté auf einem quadratischen 6×6-Brett: dieselben 12 Steine pro Spieler und dieselben Schlagregeln, mit einer sechsten Reihe, die mehr Raum zum Einsetzen, Zurückweichen und Entkommen gibt.
v-six-by-six-what-1 = Das Standardbrett im Yoté hat 5 Reihen zu je 6 Feldern. In dieser Variante spielst du stattdessen auf einem quadratischen 6×6-Brett, das beim Einrichten des Tisches als Brettgröße gewählt wird. Sonst ändert sich nichts: Jeder Spieler hat zu Beginn weiterhin 12 Steine in der Hand, Weiß beginnt, und in jedem Zug setzt du einen Stein auf ein beliebiges leeres Feld, ziehst einen Stein auf ein leeres Nachbarfeld oder überspringst einen gegnerischen Stein. Jedes Schlagen entfernt weiterhin den übersprungenen Stein und einen zweiten gegnerischen Stein deiner Wahl vom Brett.
v-six-by-six-what-2 = Die zusätzliche Reihe bringt sechs Felder mehr, also fassen 36 Felder dieselben 24 Steine. Sind alle Steine eingesetzt, bleiben zwölf Felder leer statt sechs. Die Steine haben mehr Raum, um von einer Bedrohung wegzuziehen, aber hinter jedem Stein gibt es auch mehr leere Felder, auf die ein Gegner springen kann, sodass eine Stellung länger offen bleibt.
v-six-by-six-history-1 = Yoté ist ein traditionelles Spiel Westafrikas. Charles Béart beschrieb es in seiner Übersicht Jeux et jouets de l’ouest africain, 1955 in Dakar erschienen, als eines der im Senegal am weitesten verbreiteten Spiele um Einsatz, gespielt mit 12 Kieseln gegen 12 kleine Stäbchen. Auf Englisch beschrieben wird es in Frederic V. Grunfelds Games of the World (1975) und Jennifer Priors The Games of Africa (1994).
v-six-by-six-history-2 = Die Größe des Rasters war nie festgelegt. Béarts Beschreibung spricht von einem Brett mit fünfundzwanzig Löchern, einem 5×5-Raster, und das eng verwandte gambische Spiel Choko wird ebenfalls auf 5×5 gespielt. Die meisten modernen Regelwerke verwenden 5 Reihen zu je 6 Feldern, und das ist hier das Standardspiel. Traditionell war das Brett nur ein in den Boden gezeichnetes oder gegrabenes Raster, nichts band es also an eine bestimmte Größe.
v-six-by-six-history-3 = Wir kennen keine veröffentlichte Quelle für Yoté auf 6×6. Es wird hier als geräumigeres Brett für Spieler angeboten, die längere Partien wollen, mit allen Regeln des Standardspiels unverändert.

v-bodogemu-title = Yoté nach Bodogemu
v-bodogemu-short = Kettensprünge, ein freiwilliger zweiter Stein, gespielt wird, bis jeder Stein geschlagen ist.
v-bodogemu-lead = Die Regeln, die die Website Bodogemu veröffentlicht hat: Ein springender Stein darf weiterspringen, den zweiten Stein kannst du nehmen oder liegen lassen, und die Partie geht weiter, bis eine Seite alle Steine verloren hat.
v-bodogemu-what-1 = Bodogemu spielt auf dem üblichen Brett mit 5 Reihen zu je 6 Feldern mit zwölf Steinen pro Spieler und lost aus, wer beginnt. Einsetzen, Ziehen und Springen funktionieren wie im Standardspiel, aber ein Stein, der neben einem weiteren gegnerischen Stein landet, darf im selben Zug noch einmal springen und schlägt dabei jeden Stein, den er überspringt, solange jeder Sprung auf einem leeren Feld landet. Er darf nach jedem Sprung aufhören.
v-bodogemu-what-2 = Nach einem Schlag darfst du einen beliebigen anderen gegnerischen Stein vom Brett nehmen, musst aber nicht. Du gewinnst, indem du jeden gegnerischen Stein schlägst. Kann keiner der beiden Spieler eine gültige Aktion ausführen, gewinnt der mit mehr Steinen auf dem Brett; und haben beide Spieler nur noch drei Steine oder weniger und keiner kann schlagen, endet die Partie remis.
v-bodogemu-history-1 = Die Regeln von Bodogemu stellen Yoté als ein Spiel vor, das vor allem im Senegal, in Mali und in Burkina Faso gespielt wird, beliebt wegen seiner einfachen Regeln und seiner häufigen Wendungen, weshalb manche Spieler darauf wetten. Sie beschreiben, wie es auf dem Boden mit Kieseln und kleinen Stäbchen in Löchern gespielt wird, die als Felder gegraben sind, so wie Charles Béart es in Jeux et jouets de l’ouest africain (Dakar, 1955) festhielt.
v-bodogemu-history-2 = Kettensprünge kommen in den Regeln von Bodogemu vor, nicht aber bei Béart, wo pro Zug ein einziger Sprung gemacht wird; das Béart-Regelwerk auf dieser Website sagt das ausdrücklich. Jene Regeln sagen nicht, wann während einer Kette der zweite Stein genommen wird: Wir nehmen ihn einmal, nach dem letzten Sprung.
v-bodogemu-history-3 = Bodogemu verteilt die Farben per Los, und ebenso ein Tisch, der mit diesem Regelwerk eingerichtet wird, sofern du nichts anderes wählst. Wir fügen das Remis nach 120 Halbzügen ohne Schlagen hinzu, wie bei jedem Regelwerk hier.

v-beart-title = Béarts Yoté auf 25 Löchern
v-beart-short = 5×5-Brett, erst die Hand, der zweite Stein vom Brett oder aus dem Vorrat.
v-beart-lead = Fünfundzwanzig Löcher im Brett, zwölf Steine pro Spieler und ein Schlag, der immer zwei kostet: das Regelwerk des Brettspiels mit 25 Löchern.
v-beart-what-1 = Das Brett hat 25 Löcher, 5 Reihen zu je 5, zu Beginn leer, und jeder Spieler hat 12 Steine neben dem Brett. Solange du noch Steine einzusetzen hast, setzt du einen in ein leeres Loch oder springst, um zu schlagen; sonst bewegt sich nichts. Sind alle deine Steine eingesetzt, ziehst du einen Stein in ein leeres Nachbarloch oder springst.
v-beart-what-2 = Ein Sprung nimmt den übersprungenen Stein und einen zweiten gegnerischen Stein deiner Wahl, vom Brett oder aus dem Vorrat: Ein Schlag kostet immer zwei Steine. Kettensprünge gibt es nicht, und Schlagen ist nie Pflicht. Du gewinnst, indem du alle zwölf gegnerischen Steine nimmst. Wer in seinem Zug nicht spielen kann, verliert (Ndar-Kepp, „rundum blockiert“ auf Wolof), aber wer keinen Stein auf dem Brett und Steine im Vorrat hat, ist nicht blockiert: Er setzt ein. Die Partie endet remis durch Vereinbarung oder nach 120 Zügen ohne Schlagen.
v-beart-history-1 = Charles Béart beschrieb Yoté in Jeux et jouets de l’ouest africain (Dakar, 1955), gespielt mit zwölf Kieseln gegen zwölf kleine Stäbchen; seine Beschreibung spricht von einem Brett mit fünfundzwanzig Löchern. Das eng verwandte gambische Spiel Choko wird ebenfalls auf 5×5 gespielt. Frederic V. Grunfeld (Games of the World, 1975) und Jennifer Prior (The Games of Africa, 1994) beschrieben das Spiel später auf Englisch.
v-beart-history-2 = Béarts Formulierung für den zweiten Stein, „un pion au choix dans le jeu de l’adversaire“, beschränkt ihn nicht auf das Brett, und dieses Regelwerk nimmt ihn vom Brett oder aus dem Vorrat. Die Regel, dass Steine in der Hand eingesetzt werden müssen, bevor irgendein Stein zieht, die Niederlage durch Ndar-Kepp und das Remis nach 120 Zügen stammen aus den eigenen Regeln des Brettspiels mit 25 Löchern.

# The rule changes tables: one row per aspect the source page speaks of (src/site/pages.rs,
# `table_rows`). vt-<row> names the row, vt-<row>-standard the standard game,
# vt-<preset>-<row> the rule set; v-<preset>-source names the source under the table.
vt-board = Brett
vt-board-standard = 5 Reihen zu je 6 Feldern, insgesamt 30 Felder.
vt-pieces = Steine und leere Felder
vt-pieces-standard = 12 pro Spieler, zu Beginn alle in der Hand. Sind alle Steine eingesetzt, bleiben 6 Felder leer.
vt-moves = Einsetzen, ziehen und springen
vt-moves-standard = Setze einen Stein auf ein beliebiges leeres Feld, ziehe ein Feld nach oben, unten, links oder rechts oder springe in gleicher Richtung über einen benachbarten gegnerischen Stein auf das leere Feld dahinter und nimm dann einen zweiten gegnerischen Stein deiner Wahl vom Brett.
vt-end = Ende der Partie
vt-end-standard = Du gewinnst, wenn dein Gegner nur noch einen Stein oder keinen hat, Brett und Hand zusammen. Ein Spieler, der in seinem Zug keine erlaubte Aktion hat, verliert.
vt-second = Zweiter genommener Stein nach einem Schlag
vt-second-standard = Ein beliebiger anderer gegnerischer Stein auf dem Brett, nach Wahl des Schlagenden. Er muss genommen werden, wann immer es einen gibt.
vt-none-left = Wenn kein anderer gegnerischer Stein auf dem Brett steht
vt-none-left-standard = Nur der übersprungene Stein wird entfernt; Steine in der Hand sind sicher.
vt-start = Wer beginnt
vt-start-standard = Weiß beginnt. Beim Einrichten des Tisches wird festgelegt, wer Weiß bekommt: der Ersteller, der Gegner oder einer von beiden per Zufall.
vt-placing = Einsetzen und Ziehen
vt-placing-standard = In jedem Zug einen Stein aus der Hand einsetzen, einen Stein ziehen oder springen.
vt-chain = Sprünge pro Zug
vt-chain-standard = Ein Sprung pro Zug.
vt-win = Sieg
vt-win-standard = Du gewinnst, wenn dein Gegner nur noch einen Stein oder keinen hat, Brett und Hand zusammen.
vt-blocked = Blockierter Spieler
vt-blocked-standard = Ein Spieler, der in seinem Zug keine erlaubte Aktion hat, verliert (Ndar-Kepp). Wer Steine in der Hand hat und ein leeres Feld, kann immer einsetzen.
vt-draws = Remis
vt-draws-standard = Nach { $n } Halbzügen in Folge ohne Schlagen oder durch Vereinbarung.

v-standard-source = Quellen: die Regeln von João Pedro Neto und andere moderne Regelwerke für das Brett und den zweiten Stein; das Béart-Regelwerk für das Remis nach 120 Halbzügen.

vt-six-by-six-board = 6 Reihen zu je 6 Feldern, insgesamt 36 Felder, beim Einrichten des Tisches gewählt.
vt-six-by-six-pieces = Dieselben 12 pro Spieler. Sind alle Steine eingesetzt, bleiben 12 Felder leer.
vt-six-by-six-moves = Wie im Standardspiel, auf dem größeren Brett: Ziehen und Springen reichen auch bis in die sechste Reihe.
vt-six-by-six-end = Wie im Standardspiel.
v-six-by-six-source = Quelle: keine veröffentlicht. Wir kennen keine Quelle für Yoté auf 6×6: Die Zeilen oben sind das Standardspiel auf einem Brett mit einer sechsten Reihe.

vt-hand-capture-second = Ein beliebiger anderer gegnerischer Stein auf dem Brett oder ein Stein aus der Hand des Gegners, nach Wahl des Schlagenden.
vt-hand-capture-none-left = Der zweite Stein muss aus der Hand des Gegners genommen werden, falls er einen hat.
vt-hand-capture-moves-standard = Setze einen Stein auf ein beliebiges leeres Feld, ziehe ein Feld nach oben, unten, links oder rechts oder springe in gleicher Richtung über einen benachbarten gegnerischen Stein auf das leere Feld dahinter.
vt-hand-capture-moves = Wie im Standardspiel.
vt-hand-capture-end = Wie im Standardspiel. Ein aus der Hand genommener Stein zählt für den Sieg wie jeder andere.
v-hand-capture-source = Quellen: Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), „un pion au choix dans le jeu de l’adversaire“, offen gelesen; das Standardspiel folgt der Regel „nur vom Brett“ von João Pedro Neto.

vt-bodogemu-start = Per Los, wie bei Bodogemu; ein Tisch mit diesem Regelwerk macht es genauso, sofern du nichts anderes wählst. Weiß beginnt.
vt-bodogemu-board = Wie im Standardspiel: 5 Reihen zu je 6 Feldern („6x5“ in den Worten von Bodogemu), 12 Steine pro Spieler in der Hand.
vt-bodogemu-placing = Wie im Standardspiel: einsetzen, ein Feld nach oben, unten, links oder rechts ziehen (nie diagonal) oder springen.
vt-bodogemu-second = Ein beliebiger anderer gegnerischer Stein auf dem Brett, nach Wahl des Schlagenden, aber du darfst auch keinen nehmen.
vt-bodogemu-chain = Nach einem Sprung darf derselbe Stein im selben Zug noch einmal springen und schlägt jeden Stein, den er überspringt, solange jeder Sprung auf einem leeren Feld landet; er darf nach jedem Sprung aufhören. Der zweite Stein wird einmal genommen, nach dem letzten Sprung (unsere Lesart: Die Quelle sagt es nicht).
vt-bodogemu-win = Du gewinnst, indem du jeden gegnerischen Stein schlägst.
vt-bodogemu-blocked = Ein Spieler ohne erlaubte Aktion passt. Kann keiner der beiden Spieler eine Aktion ausführen, gewinnt der mit mehr Steinen auf dem Brett; bei Gleichstand ist es Remis.
vt-bodogemu-draws = Wenn beide Spieler nur noch 3 Steine oder weniger haben und keiner schlagen kann. Außerdem nach { $n } Halbzügen ohne Schlagen (von dieser Website hinzugefügt) oder durch Vereinbarung.
v-bodogemu-source = Quelle: die Yoté-Regeln von Bodogemu (auf Französisch), „Comment jouer“ und „Fin de la partie“. Das Remis nach 120 Halbzügen fügt diese Website hinzu, und wann eine Kette ihren zweiten Stein nimmt, ist unsere Lesart.

vt-beart-board = 25 Löcher, 5 Reihen zu je 5, zu Beginn leer.
vt-beart-pieces = 12 pro Spieler, neben dem Brett. 24 Steine für 25 Löcher: Sind alle Steine eingesetzt, bleibt ein einziges Loch leer.
vt-beart-placing = Solange du Steine einzusetzen hast, setzt du einen in ein leeres Loch oder springst, um zu schlagen; sonst bewegt sich nichts. Sind alle deine Steine eingesetzt, ziehst du oder springst.
vt-beart-second = Ein beliebiger anderer gegnerischer Stein auf dem Brett oder einer aus dem Vorrat, nach Wahl des Schlagenden: Ein Schlag kostet immer zwei Steine. Er muss genommen werden.
vt-beart-chain = Wie im Standardspiel: ein Sprung pro Zug, wie diese Quelle ausdrücklich sagt.
vt-beart-win = Du gewinnst, indem du alle 12 gegnerischen Steine nimmst.
vt-beart-blocked = Ndar-Kepp (Wolof für „von allen Seiten blockiert“): Wer in seinem Zug nicht spielen kann, verliert. Wer keinen Stein auf dem Brett, aber Steine im Vorrat hat, ist nicht blockiert: Er setzt ein.
vt-beart-draws = Wie im Standardspiel: durch Vereinbarung oder nach { $n } Zügen ohne Schlagen. Aus dieser Quelle stammt diese Regel.
v-beart-source = Quelle: die Regeln des Brettspiels mit 25 Löchern („Les règles du Yoté“), nach Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955).
