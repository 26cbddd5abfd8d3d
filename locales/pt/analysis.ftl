# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = Analisar a partida
analysis-title = Análise
analysis-lead = O motor avalia cada posição de uma partida, no seu navegador: o gráfico da vantagem, os erros e os erros graves, a melhor linha em cada jogada. Experimente outras ações no tabuleiro, ou monte qualquer posição.
analysis-live = Esta partida ainda está em curso: a análise abre quando ela terminar. Até lá, eis as ações jogadas até agora, sem avaliações.
analysis-live-back = Voltar à partida
analysis-live-none = Ainda não foi jogada nenhuma ação.
analysis-noscript = A análise é feita no seu navegador e precisa de JavaScript.
analysis-paste-title = Colar o texto de uma partida
analysis-paste-label = Texto da partida (no formato dado por “Guardar a partida”)
analysis-load = Mostrar a partida
analysis-open-editor = Montar uma posição
analysis-board = Tabuleiro de análise
analysis-board-help = Clique ou toque numa peça, depois no destino; clique num buraco vazio para colocar uma peça. As setas percorrem a partida.
analysis-first = Primeira posição
analysis-prev = Jogada anterior
analysis-next = Jogada seguinte
analysis-last = Última posição
analysis-back-to-line = Voltar à linha da partida
analysis-run = Analisar
analysis-edit-here = Editar esta posição
analysis-progress = Análise
analysis-graph-caption = A vantagem das Brancas ao longo das jogadas (acima do meio, as Brancas estão melhor). Clique num ponto para ir a essa jogada.
analysis-table = A avaliação em forma de tabela
analysis-col-ply = Jogada
analysis-col-action = Ação
analysis-col-score = Avaliação
analysis-col-mark = Marca
analysis-moves = Ações
analysis-legend = ?? erro grave, ? erro. As avaliações são do ponto de vista das Brancas, em peças.
analysis-editor-title = Editor de posições
analysis-editor-lead = Escolha as regras, ponha peças no tabuleiro, defina as mãos e quem joga, depois verifique e explore a posição.
analysis-editor-preset = Conjunto de regras
analysis-editor-rules = Texto das regras
analysis-editor-tool = Pôr no tabuleiro
analysis-editor-white = Brancas
analysis-editor-black = Pretas
analysis-editor-empty = Buraco vazio
analysis-editor-board = Tabuleiro do editor de posições
analysis-editor-white-hand = Mão das Brancas
analysis-editor-black-hand = Mão das Pretas
analysis-editor-quiet = Jogadas desde a última captura
analysis-editor-to-move = Quem joga
analysis-editor-position = Posição:
analysis-editor-check = Verificar e explorar
analysis-editor-clear = Esvaziar o tabuleiro
analysis-editor-wipe-yes = Esvaziar o tabuleiro e mudar
analysis-editor-wipe-no = Manter as regras anteriores

analysis-js-white = Brancas
analysis-js-black = Pretas
analysis-js-to-move = Vez das { $side }.
analysis-js-at = Jogada { $n } de { $total }
analysis-js-start = Início
analysis-js-hand = { $side }: { $n } na mão
analysis-js-square-empty = { $square }, vazia
analysis-js-square-piece = { $square }, { $side }
analysis-js-progress = Posição { $n } de { $total }
analysis-js-done = { $n ->
    [one] Análise concluída: { $n } posição avaliada.
   *[other] Análise concluída: { $n } posições avaliadas.
}
analysis-js-blunders = { $n ->
    [0] Nenhum erro grave
    [one] { $n } erro grave
   *[other] { $n } erros graves
}
analysis-js-mistakes = { $n ->
    [0] Nenhum erro
    [one] { $n } erro
   *[other] { $n } erros
}
analysis-js-errors = { $blunders }, { $mistakes }.
analysis-js-eval-white = vantagem das brancas
analysis-js-eval-black = vantagem das pretas
analysis-js-eval-even = igualdade
analysis-js-blunder = Erro grave
analysis-js-mistake = Erro
analysis-js-win = { $n ->
    [one] As { $side } ganham em { $n } jogada
   *[other] As { $side } ganham em { $n } jogadas
}
analysis-js-best = Melhor linha: { $line }
analysis-js-best-none = Nenhuma ação: a partida termina aqui.
analysis-js-over = Fim da partida: { $result }.
analysis-js-point = Jogada { $n }: { $score }
analysis-js-variation = Outra linha a partir da jogada { $n }: { $actions }
analysis-js-played = Ação jogada: { $action }.
analysis-js-choose = Escolha a ação:
analysis-js-loading = Carregamento do texto da partida…
analysis-js-record-fetch = Não foi possível obter o texto da partida.
analysis-js-record-empty = Cole primeiro o texto de uma partida.
analysis-js-record-no-rules = Este texto não tem a etiqueta Rules.
analysis-js-record-bad-rules = Não é possível ler as regras deste texto.
analysis-js-record-bad-position = Não é possível ler a posição inicial deste texto.
analysis-js-record-bad-action = Linha { $line }: “{ $action }” não é possível na jogada { $ply }.
analysis-js-engine-failed = Não foi possível iniciar o motor neste navegador.
analysis-js-ed-bad-rules = Não é possível ler estas regras: verifique o texto das regras (por exemplo “standard,rows=6”).
analysis-js-ed-too-many = { $count ->
    [one] As { $side } têm { $count } peça no tabuleiro e na mão, mais do que as { $pieces } previstas pelas regras.
   *[other] As { $side } têm { $count } peças no tabuleiro e na mão, mais do que as { $pieces } previstas pelas regras.
}
analysis-js-ed-bad-number = As mãos e as jogadas desde a última captura são números inteiros a partir de 0.
analysis-js-ed-bad-position = O motor recusa esta posição.
analysis-js-ed-ok = A posição é válida: explore-a no tabuleiro acima.
analysis-js-ed-wipe-size = Estas regras jogam-se num tabuleiro de { $rows }×{ $columns }: as peças deste tabuleiro não podem ficar. Esvaziar o tabuleiro e mudar de regras?
analysis-js-ed-wipe-pieces = Estas regras dão às { $side } menos peças do que as que têm no tabuleiro: não podem ficar todas. Esvaziar o tabuleiro e mudar de regras?
analysis-js-table-win = Tabelas de finais: { $win }. Jogo perfeito: { $line }
analysis-js-table-draw = Tabelas de finais: empate com jogo perfeito.
