# Lições (/{lang}/learn, web/learn.js, docs/learn.md).
learn-title = Aprender Yoté
learn-heading = Aprender Yoté
learn-intro = Onze lições curtas no tabuleiro, desde a primeira peça colocada até aos finais, e depois outros três conjuntos de regras. Cada exercício tem um só objetivo; quanto menos jogadas usar, mais estrelas ganha. As suas estrelas ficam neste dispositivo.
learn-lessons = Lições
learn-hint = Sugestão
learn-retry = Tentar de novo
learn-next = Seguinte
learn-offline-note = As lições funcionam sem ligação depois de esta página ter sido aberta.
home-learn = Novo no Yoté?
home-learn-text = Aprenda o jogo no tabuleiro em onze lições curtas: colocar, deslocar, saltar, os finais e outros três conjuntos de regras.
home-learn-start = Começar as lições
learn-js-loading = A carregar as lições…
learn-js-load-failed = Não foi possível carregar as lições. Verifique a ligação e recarregue a página.
learn-js-lesson-place = Colocar uma peça
learn-js-lesson-step = Deslocar
learn-js-lesson-jump = Saltar captura
learn-js-lesson-second-piece = A segunda peça
learn-js-lesson-safe = Proteger as suas peças
learn-js-lesson-hand-or-board = A mão ou o tabuleiro
learn-js-lesson-endings = Finais
learn-js-lesson-draws = Empates
learn-js-about-place = Na sua vez pode colocar uma peça da sua mão em qualquer casa vazia: toque na sua mão e depois na casa.
learn-js-about-step = Uma peça no tabuleiro desloca-se uma casa para cima, para baixo, para a esquerda ou para a direita, para uma casa vazia, nunca na diagonal.
learn-js-about-jump = Salte sobre uma peça inimiga ao lado da sua para a casa vazia logo atrás: a peça saltada é capturada, e ainda tira uma segunda peça.
learn-js-about-second-piece = Depois de cada salto captura uma segunda peça inimiga do tabuleiro, a que escolher. Com as regras padrão, uma peça na mão está a salvo.
learn-js-about-safe = Uma peça com uma peça inimiga ao lado e uma casa vazia atrás pode ser saltada. Desloque-a ou ocupe a casa de trás.
learn-js-about-hand-or-board = Uma peça na mão não pode ser capturada, mas também não captura: coloque-a onde ataca, ou desloque as peças que já estão no tabuleiro.
learn-js-about-endings = Ganha quando o adversário fica com uma peça ou nenhuma. Aqui o computador responde a cada jogada; as tabelas de finais julgam o final quando este dispositivo as tem.
learn-js-about-draws = Uma partida termina empatada após 120 jogadas seguidas sem captura. Alguns conjuntos de regras também dão empate quando cada lado tem poucas peças.
learn-js-note-keep-target = Escolha bem a segunda peça: o salto seguinte precisa do seu alvo.
learn-js-note-hand-safe = As pretas não têm outra peça no tabuleiro: só a peça saltada é capturada, a mão está a salvo.
learn-js-note-hand-capture = No conjunto de regras «segunda peça da mão», a segunda peça pode sair da mão inimiga em vez do tabuleiro.
learn-js-note-hand-only = No conjunto de regras «segunda peça da mão», sem outra peça inimiga no tabuleiro, a segunda peça sai da mão.
learn-js-note-block = Dois saltos cairiam na mesma casa vazia: ocupe-a.
learn-js-note-empty-hand = A sua mão está vazia: desloque uma peça no tabuleiro.
learn-js-note-fork = Encontre a casa de onde dois saltos ameaçam ao mesmo tempo.
learn-js-note-two-against-two = Dois contra dois: ganha o primeiro que puder saltar. Não deixe nenhuma peça a um salto.
learn-js-note-limit = Foram jogadas 119 jogadas sem captura: a próxima termina a partida.
learn-js-note-few-pieces = Esta mesa dá empate quando cada lado tem três peças ou menos e ninguém pode saltar.
learn-js-lesson-title = Lição { $number }: { $title }
learn-js-exercise-of = Exercício { $n } de { $total }
learn-js-goal-occupy = { $count ->
    [one] Leve uma das suas peças para { $squares }.
   *[other] Leve as suas peças para { $squares }.
}
learn-js-goal-capture = { $count ->
    [one] Capture uma peça inimiga.
   *[other] Capture { $count } peças inimigas.
}
learn-js-goal-clear = Capture a peça inimiga em { $square }.
learn-js-goal-hand = Salte e depois tire a segunda peça da mão inimiga.
learn-js-goal-safe = Faça uma jogada depois da qual nenhuma das suas peças possa ser saltada.
learn-js-goal-win = Ganhe a partida: o computador responde.
learn-js-goal-hold = { $count ->
    [one] Faça uma jogada sem perder: o computador responde.
   *[other] Faça { $count } jogadas sem perder: o computador responde.
}
learn-js-goal-draw = Consiga o empate: o computador responde.
learn-js-hint = Sugestão: { $action }
learn-js-wrong = Essa não: { $action } Essa jogada não leva ao objetivo.
learn-js-solved = { $stars ->
    [one] Conseguiu! Uma estrela: tente de novo com menos jogadas.
   *[other] Conseguiu! { $stars } estrelas.
}
learn-js-all-done = Jogou todas as lições.
learn-js-stars = { $stars ->
    [one] uma estrela de três
   *[other] { $stars } estrelas de três
}
learn-js-lesson-stars = { $stars } de { $total } estrelas
privacy-learn-what = As estrelas que ganhou nos exercícios de cada lição, e se lhe foi sugerida uma lição depois de uma derrota contra o computador.
privacy-learn-why = Para mostrar o seu progresso e abrir o exercício seguinte; só são enviadas com um código de transferência que criar, para as levar para o seu outro dispositivo.
privacy-learn-long = Até apagar os dados deste site.
