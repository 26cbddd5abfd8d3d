# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Problemas
puzzles-title = Problemas de Yoté
puzzles-heading = Problemas
puzzles-intro = Cada problema tem exatamente uma jogada que ganha: encontre-a. O computador responde, e a sua pontuação fica guardada neste aparelho.
puzzles-your-rating = A sua pontuação nos problemas
puzzles-rules = Regras
puzzles-theme = Tema
puzzles-all-themes = Todos os temas
puzzles-hint = Sugestão
puzzles-solution = Ver a solução
puzzles-next = Problema seguinte
puzzles-offline-note = Os problemas funcionam sem internet depois de esta página ter sido aberta uma vez.
puzzles-js-loading = Carregamento dos problemas em curso…
puzzles-js-load-failed = Não foi possível carregar os problemas. Verifique a conexão e recarregue a página.
puzzles-js-task = { $side ->
    [white] Jogam as Brancas: encontre a única jogada que ganha.
   *[black] Jogam as Pretas: encontre a única jogada que ganha.
}
puzzles-js-keep-going = Certo! O computador respondeu: encontre a jogada seguinte.
puzzles-js-wrong = Não é esta, esta jogada não ganha: { $action }
puzzles-js-wrong-removal = O salto está certo, mas não essa segunda peça: retire outra.
puzzles-js-hint-piece = Sugestão: observe a peça em { $square }.
puzzles-js-hint-place = Sugestão: uma peça da sua mão ganha. Onde?
puzzles-js-hint-theme = Tema: { $theme }.
puzzles-js-solved = Resolvido!
puzzles-js-solved-after-mistake = Resolvido, depois de um erro.
puzzles-js-shown = Eis a solução.
puzzles-js-solution-costs = Ver a solução conta como um problema falhado: a sua classificação desce.
puzzles-js-solution-anyway = Ver mesmo assim
puzzles-js-rating-change = A sua pontuação: { $rating } ({ $change }).
puzzles-js-unrated = Com uma sugestão, este problema não altera a sua pontuação.
puzzles-js-about = Problema { $id }, pontuação { $rating }. Temas: { $themes }.
puzzles-js-none = Nenhum problema com este tema nestas regras: escolha outro tema.
puzzles-js-theme-double-capture = duas peças de uma vez
puzzles-js-theme-chain = saltos em cadeia
puzzles-js-theme-second-piece = a segunda peça
puzzles-js-theme-blocking = bloqueio
puzzles-js-theme-quiet = jogada tranquila
puzzles-js-theme-endgame = final
puzzles-js-theme-finish = termina a partida
puzzles-js-theme-long = várias jogadas
home-daily = Problema do dia
home-daily-solve = Resolver
