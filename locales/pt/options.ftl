opt-rows = Linhas
opt-rows-help = Número de linhas do tabuleiro, de 3 a 8. Padrão: 5.
opt-columns = Colunas
opt-columns-help = Número de colunas do tabuleiro, de 3 a 8. Padrão: 6.
opt-pieces = Peças por jogador
opt-pieces-help = Peças de cada jogador, todas na mão no início; os dois conjuntos têm de caber no tabuleiro. Padrão: 12.
opt-placement = Colocação
opt-placement-help = Se é permitido deslocar peças enquanto ainda há peças na mão.
opt-second_removal = Segunda peça retirada
opt-second_removal-help = De onde vem a segunda peça adversária depois de um salto.
opt-second_removal_optional = Segunda peça opcional
opt-second_removal_optional-help = Se estiver marcado, quem captura pode recusar retirar a segunda peça.
opt-chain_jumps = Saltos em cadeia
opt-chain_jumps-help = Se estiver marcado, a peça que salta pode saltar de novo no mesmo turno.
opt-win_at = Limite de vitória
opt-win_at-help = Ganha assim que o adversário tiver este número de peças ou menos, tabuleiro e mão juntos.
opt-blocked = Jogador bloqueado
opt-blocked-help = O que acontece a um jogador que não tem nenhuma ação legal na sua vez.
opt-no_capture_draw = Empate sem capturas
opt-no_capture_draw-help = A partida termina empatada após este número de jogadas seguidas sem captura.
opt-few_pieces_draw = Empate com poucas peças
opt-few_pieces_draw-help = A partida termina empatada quando os dois jogadores têm este número de peças ou menos e nenhum pode saltar.

val-off = desativado
val-placement-free = livre: colocar, deslocar ou saltar em qualquer turno
val-placement-hand-first = mão primeiro: não se deslocam peças enquanto houver peças na mão
val-second_removal-board = do tabuleiro
val-second_removal-board-or-hand = do tabuleiro ou da mão
val-second_removal-board-then-hand = do tabuleiro, senão da mão
val-blocked-loses = perde
val-blocked-most-on-board = passa a vez; ganha quem tiver mais peças no tabuleiro

desc-board = { $rows } linhas de { $columns } casas, { $total } casas ao todo.
desc-pieces = { $n } por jogador, todas na mão no início.
desc-placement-free = Em qualquer turno, coloque uma peça da sua mão, desloque uma peça ou salte.
desc-placement-hand-first = Enquanto tiver peças na mão, só pode colocar ou saltar; só pode deslocar peças depois de a mão ficar vazia.
desc-second_removal-board = Qualquer outra peça adversária no tabuleiro, à escolha de quem captura. Se não houver nenhuma, só a peça saltada é retirada; as peças na mão estão a salvo.
desc-second_removal-board-or-hand = Qualquer outra peça adversária no tabuleiro ou uma peça da mão do adversário, à escolha de quem captura. Se não houver outra peça adversária no tabuleiro, tem de vir da mão.
desc-second_removal-board-then-hand = Do tabuleiro; da mão do adversário só quando não houver outra peça adversária no tabuleiro.
desc-second_removal_optional-false = A segunda peça tem de ser retirada sempre que houver uma disponível.
desc-second_removal_optional-true = Quem captura pode retirar uma segunda peça ou recusar.
desc-chain_jumps-false = Um salto por turno.
desc-chain_jumps-true = Depois de um salto, a mesma peça pode saltar de novo, capturando cada peça por cima da qual passa, e parar depois de qualquer salto. A segunda peça é retirada uma só vez, depois do último salto.
desc-win_at = { $n ->
    [0] Ganha quando o adversário já não tiver nenhuma peça, tabuleiro e mão juntos.
    [one] Ganha quando o adversário ficar com uma peça ou nenhuma, tabuleiro e mão juntos.
   *[other] Ganha quando o adversário ficar com { $n } peças ou menos, tabuleiro e mão juntos.
}
desc-blocked-loses = Um jogador sem nenhuma ação legal na sua vez perde.
desc-blocked-most-on-board = Um jogador sem nenhuma ação legal passa a vez. Se nenhum jogador puder jogar, ganha quem tiver mais peças no tabuleiro; com números iguais, é empate.
desc-no_capture_draw = Empate após { $n } jogadas seguidas sem captura.
desc-no_capture_draw-off = Sem empate por falta de capturas.
desc-few_pieces_draw = Empate quando os dois jogadores têm { $n } peças ou menos e nenhum pode saltar.
desc-few_pieces_draw-off = Sem empate por poucas peças.
desc-rows = { $n } linhas.
desc-columns = { $n } colunas.

change-board = Tabuleiro
change-rest = Todo o resto
change-rest-standard = Colocar, deslocar e saltar como descrito nas regras; um jogador sem nenhuma ação legal perde.
change-rest-same = Igual ao jogo padrão.
