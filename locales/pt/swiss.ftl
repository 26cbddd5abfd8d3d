## Torneios suíços e todos contra todos (docs/tournaments.md "Swiss on the site").

swiss-new-title = Um torneio suíço ou todos contra todos
swiss-new-link = Um torneio suíço ou todos contra todos para uma turma ou um clube
swiss-new-what = Para uma turma ou um clube: todos jogam todas as rodadas, em tabuleiros de verdade na sala ou no site, e o site emparelha cada rodada e mantém a classificação. A direção do torneio fica neste navegador.
swiss-name = Nome
swiss-system = Tipo
swiss-system-swiss = Suíço: cada jogador defronta alguém com os mesmos pontos
swiss-system-robin = Todos contra todos: cada jogador defronta todos os outros
swiss-system-robin2 = Todos contra todos a duas voltas: cada jogador defronta os outros duas vezes, com as cores trocadas
swiss-rounds = Rodadas
swiss-code = Código de acesso
swiss-code-note = Opcional: só entra quem escrever o código. Deixe em branco para que qualquer pessoa com o link possa entrar.
swiss-create = Criar o torneio
swiss-i-won = Ganhei
swiss-draw = Empate
swiss-i-lost = Perdi
swiss-join = Entrar
swiss-withdraw = Sair do torneio
swiss-share = Enviar o link
swiss-print = Imprimir
swiss-director = Arbitragem
swiss-director-note = Só este navegador vê esta parte: guarde o link do árbitro para dirigir o torneio a partir de outro telefone.
swiss-add-player = Adicionar um jogador pelo nome
swiss-add = Adicionar
swiss-director-link = Copiar o link do árbitro
swiss-manage-player = Um jogador
swiss-give-half = Folga com meio ponto na próxima rodada
swiss-give-full = Folga com um ponto na próxima rodada
swiss-give-withdraw = Retirar do torneio
swiss-noscript = Esta página precisa de JavaScript para mostrar as rodadas e a classificação.
swiss-col-board = Tabuleiro
swiss-col-white = Brancas
swiss-col-black = Pretas
swiss-col-result = Resultado
swiss-standings = Classificação
swiss-col-rank = Posição
swiss-col-player = Jogador
swiss-col-points = Pontos
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz corte 1: os pontos dos adversários, sem o mais baixo
swiss-buchholz = Buchholz: os pontos dos adversários
swiss-sonneborn-berger = Sonneborn-Berger: os pontos dos adversários vencidos e metade dos pontos daqueles com quem houve empate
swiss-no-players = Ainda ninguém entrou.
swiss-js-what-swiss = Suíço, { $rounds ->
    [one] uma rodada
   *[other] { $rounds } rodadas
} · { $rules }
swiss-js-what-robin = Todos contra todos · { $rules }
swiss-js-what-robin2 = Todos contra todos a duas voltas · { $rules }
swiss-js-waiting = { $players ->
    [0] Ainda ninguém entrou. O árbitro dá início à primeira rodada.
    [one] Entrou { $players } jogador. O árbitro dá início à primeira rodada.
   *[other] Entraram { $players } jogadores. O árbitro dá início à primeira rodada.
}
swiss-js-round = Rodada { $round } de { $rounds }
swiss-js-over = O torneio terminou.
swiss-js-pairings = Rodada { $round }
swiss-js-pair-first = Começar a rodada 1
swiss-js-pair-next = Emparelhar a rodada { $round }
swiss-js-pair-wait = Rodada { $round }: ainda faltam resultados
swiss-js-your-board = Tabuleiro { $board }: joga com as { $colour ->
    [white] Brancas
   *[black] Pretas
} contra { $opponent }.
swiss-js-your-bye = Está de folga nesta rodada: um ponto sem jogar.
swiss-js-reported = Indicou { $result }. Falta o seu adversário indicar o mesmo.
swiss-js-disputed = O seu resultado e o do seu adversário não coincidem: o árbitro decide.
swiss-js-result-set = Resultado: { $result }.
swiss-js-not-joined = Entre para jogar: o árbitro emparelha todos os que entraram.
swiss-js-joined = Entrou no torneio: tem o número { $number }.
swiss-js-not-paired = Não está nos emparelhamentos desta rodada: entra na próxima.
swiss-js-you-withdrew = Saiu do torneio.
swiss-js-bye = folga
swiss-js-withdrawn = saiu
swiss-js-copied = Link copiado: envie-o aos jogadores.
swiss-js-director-copied = Link do árbitro copiado: quem o abrir dirige o torneio.
swiss-js-copy-prompt = Copie este link:
swiss-js-result-none = —
swiss-js-set = Indicar o resultado do tabuleiro
swiss-where = Onde se joga
swiss-where-boards = Em tabuleiros de verdade na sala
swiss-where-site = No site, cada jogador no seu próprio telefone
swiss-clock-none = Sem relógio
swiss-rated = Partidas com pontuação
swiss-gap = Próxima rodada
swiss-gap-director = Quando o árbitro der início
swiss-gap-after = { $minutes ->
    [one] { $minutes } minuto depois da última partida da rodada
   *[other] { $minutes } minutos depois da última partida da rodada
}
swiss-play = Jogar a sua partida
swiss-js-on-boards = em tabuleiros de verdade
swiss-js-on-site = no site
swiss-js-clock = relógio { $clock }
swiss-js-rated = com pontuação
swiss-js-unrated = sem pontuação
swiss-js-your-game = Tabuleiro { $board }: a sua partida contra { $opponent } está pronta.
swiss-js-game-coming = A sua partida contra { $opponent } está em preparação.
swiss-js-watch = Observar
swiss-js-next-round = A próxima rodada começa às { $time }.
game-swiss-back = Voltar ao torneio
game-swiss-of = Torneio: { $name }
swiss-show-qr = Mostrar um código QR
swiss-js-show-qr = Mostrar um código QR
swiss-js-hide-qr = Esconder o código QR
swiss-qr-caption = Os jogadores leem este código com o telefone para abrir o torneio.
swiss-js-withdraw-confirm = { $input ->
    [touch] Toque de novo para sair
   *[mouse] Clique de novo para sair
}
