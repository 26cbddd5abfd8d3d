opt-rows = Reihen
opt-rows-help = Anzahl der Reihen des Bretts, von 3 bis 8. Standard: 5.
opt-columns = Spalten
opt-columns-help = Anzahl der Spalten des Bretts, von 3 bis 8. Standard: 6.
opt-pieces = Steine pro Spieler
opt-pieces-help = Steine pro Spieler, zu Beginn alle in der Hand; beide Sätze müssen auf das Brett passen. Standard: 12.
opt-placement = Einsetzen
opt-placement-help = Ob du ziehen darfst, solange du noch Steine in der Hand hast.
opt-second_removal = Herkunft des zweiten Steins
opt-second_removal-help = Woher der zweite gegnerische Stein nach einem Sprung kommt.
opt-second_removal_optional = Zweiter Stein freiwillig
opt-second_removal_optional-help = Wenn angehakt, darf der Schlagende darauf verzichten, den zweiten Stein zu nehmen.
opt-chain_jumps = Kettensprünge
opt-chain_jumps-help = Wenn angehakt, darf der springende Stein im selben Zug noch einmal springen.
opt-win_at = Sieg bei
opt-win_at-help = Du gewinnst, sobald dein Gegner so viele Steine oder weniger hat, Brett und Hand zusammen.
opt-blocked = Blockierter Spieler
opt-blocked-help = Was mit einem Spieler geschieht, der in seinem Zug keine erlaubte Aktion hat.
opt-no_capture_draw = Remis ohne Schlagen
opt-no_capture_draw-help = Die Partie endet remis nach so vielen Halbzügen in Folge ohne Schlagen.
opt-few_pieces_draw = Remis bei wenigen Steinen
opt-few_pieces_draw-help = Die Partie endet remis, wenn beide Spieler nur noch so viele Steine oder weniger haben und keiner springen kann.

val-off = aus
val-placement-free = frei: in jedem Zug einsetzen, ziehen oder springen
val-placement-hand-first = Hand zuerst: kein Ziehen, solange Steine in der Hand sind
val-second_removal-board = vom Brett
val-second_removal-board-or-hand = vom Brett oder aus der Hand
val-second_removal-board-then-hand = vom Brett, sonst aus der Hand
val-blocked-loses = verliert
val-blocked-most-on-board = passt; die meisten Steine auf dem Brett gewinnen

desc-board = { $rows } Reihen zu je { $columns } Feldern, insgesamt { $total } Felder.
desc-pieces = { $n } pro Spieler, zu Beginn alle in der Hand.
desc-placement-free = In jedem Zug setzt du einen Stein aus deiner Hand ein, ziehst einen Stein oder springst.
desc-placement-hand-first = Solange du Steine in der Hand hast, darfst du nur einsetzen oder springen; das Ziehen beginnt, sobald deine Hand leer ist.
desc-second_removal-board = Ein beliebiger anderer gegnerischer Stein auf dem Brett, nach Wahl des Schlagenden. Gibt es keinen, wird nur der übersprungene Stein entfernt; Steine in der Hand sind sicher.
desc-second_removal-board-or-hand = Ein beliebiger anderer gegnerischer Stein auf dem Brett oder ein Stein aus der Hand des Gegners, nach Wahl des Schlagenden. Steht kein anderer gegnerischer Stein auf dem Brett, muss er aus der Hand kommen.
desc-second_removal-board-then-hand = Vom Brett; aus der Hand des Gegners nur, wenn kein anderer gegnerischer Stein auf dem Brett steht.
desc-second_removal_optional-false = Der zweite Stein muss genommen werden, wann immer einer verfügbar ist.
desc-second_removal_optional-true = Der Schlagende darf einen zweiten Stein nehmen oder darauf verzichten.
desc-chain_jumps-false = Ein Sprung pro Zug.
desc-chain_jumps-true = Nach einem Sprung darf derselbe Stein noch einmal springen, schlägt jeden Stein, den er überspringt, und darf nach jedem Sprung aufhören. Der zweite Stein wird einmal genommen, nach dem letzten Sprung.
desc-win_at = { $n ->
    [0] Du gewinnst, wenn dein Gegner keine Steine mehr hat, Brett und Hand zusammen.
    [one] Du gewinnst, wenn dein Gegner nur noch einen Stein oder keinen hat, Brett und Hand zusammen.
   *[other] Du gewinnst, wenn dein Gegner nur noch { $n } Steine oder weniger hat, Brett und Hand zusammen.
}
desc-blocked-loses = Ein Spieler, der in seinem Zug keine erlaubte Aktion hat, verliert.
desc-blocked-most-on-board = Ein Spieler ohne erlaubte Aktion passt. Kann keiner der beiden Spieler eine Aktion ausführen, gewinnt der mit mehr Steinen auf dem Brett; bei Gleichstand ist es Remis.
desc-no_capture_draw = Remis nach { $n } Halbzügen in Folge ohne Schlagen.
desc-no_capture_draw-off = Kein Remis wegen fehlenden Schlagens.
desc-few_pieces_draw = Remis, wenn beide Spieler nur noch { $n } Steine oder weniger haben und keiner springen kann.
desc-few_pieces_draw-off = Kein Remis wegen weniger Steine.
desc-rows = { $n } Reihen.
desc-columns = { $n } Spalten.

change-board = Brett
change-rest = Alles andere
change-rest-standard = Einsetzen, ziehen und springen wie in den Regeln beschrieben; ein Spieler ohne erlaubte Aktion verliert.
change-rest-same = Wie im Standardspiel.
