# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = Arenas
tournaments-lead = Jogue o maior número possível de partidas antes de o tempo acabar: assim que a sua partida termina, é emparelhado de novo com alguém próximo de si na classificação.
tournaments-scoring = Uma vitória vale 2 pontos e um empate 1. Depois de duas vitórias seguidas, cada vitória vale o dobro até uma partida não ser ganha.
tournaments-none = Não há nenhuma arena em curso nem prestes a começar. Crie uma e envie o link.
tournaments-running = { $minutes ->
    [one] Em curso: falta { $minutes } minuto
   *[other] Em curso: faltam { $minutes } minutos
}
tournaments-upcoming = { $minutes ->
    [one] Começa daqui a { $minutes } minuto
   *[other] Começa daqui a { $minutes } minutos
}
tournaments-ending = Tempo esgotado: as últimas partidas ainda estão em jogo
tournaments-players = { $n ->
    [one] { $n } jogador
   *[other] { $n } jogadores
}
tournaments-rated = Com pontuação
tournaments-casual = Amigável
tournaments-create = Criar uma arena
tournaments-name = Nome (opcional)
tournaments-rules = Regras
tournaments-clock = Relógio
tournaments-minutes = Duração
tournaments-minutes-option = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
tournaments-starts = Início
tournaments-starts-now = Agora
tournaments-starts-in = { $minutes ->
    [one] Daqui a { $minutes } minuto
   *[other] Daqui a { $minutes } minutos
}
tournaments-rated-label = Partidas com pontuação
tournaments-submit = Criar e entrar
tournaments-code = Código de acesso (opcional)
tournaments-code-help = Só podem entrar aqueles a quem der o código: uma turma, um clube, uma família. De 4 a 32 letras ou algarismos.
tournaments-entry-code = Código de acesso
tournaments-site = Uma arena do site
tournaments-berserk = Antes da sua primeira jogada numa partida, pode ativar o berserk: metade do tempo do seu relógio e sem incremento, em troca de mais um ponto se ganhar após 14 jogadas ou mais.
tournaments-js-creating = Criação da arena em curso…

arena-join = Entrar
arena-pause = Pausa
arena-withdraw = Sair
arena-share = Enviar o link
arena-show-qr = Mostrar um código QR
arena-js-show-qr = Mostrar um código QR
arena-js-hide-qr = Esconder o código QR
arena-qr-caption = Os jogadores leem este código com o telefone para abrir a arena.
arena-go-game = Ir para a sua partida
arena-noscript = Esta página precisa de JavaScript para mostrar a classificação e abrir as suas partidas.
arena-podium = Pódio
arena-standings = Classificação
arena-col-rank = Posição
arena-col-player = Jogador
arena-col-games = Partidas
arena-col-score = Pontos
arena-no-players = Ainda ninguém entrou.
arena-pages = Páginas da classificação
arena-previous = Anterior
arena-next = Seguinte
arena-all = Todas as arenas
arena-code = Código de acesso
arena-js-join = Entrar
arena-js-rejoin = Voltar a entrar
arena-js-starts-in = Começa daqui a { $time }
arena-js-ends-in = Faltam { $time }
arena-js-ending = Tempo esgotado: as últimas partidas ainda estão em jogo
arena-js-finished = Terminada
arena-js-you = { $score ->
    [one] Está na posição { $rank } com { $score } ponto.
   *[other] Está na posição { $rank } com { $score } pontos.
}
arena-js-status-active = É emparelhado assim que estiver livre.
arena-js-status-paused = Em pausa: não é emparelhado até voltar a entrar.
arena-js-status-withdrawn = Saiu da arena: volte a entrar para jogar.
arena-js-not-joined = Entre para jogar: é emparelhado assim que a arena começar.
arena-js-not-joined-code = Esta arena pede um código de acesso: escreva o código que recebeu e depois entre.
arena-js-absent-paused = em pausa
arena-js-absent-withdrawn = saiu
arena-js-on-fire = Em série: as vitórias valem o dobro
arena-js-sheet = Pontos partida a partida
arena-js-sheet-berserk = berserk
arena-js-watch = Observar
arena-js-game-playing = A sua partida está em curso.
arena-js-game-ready = A sua partida está pronta…
arena-js-page = Página { $page } de { $pages }
arena-js-podium-line = { $score ->
    [one] { $score } ponto
   *[other] { $score } pontos
} · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}
arena-js-copied = Link copiado: envie-o aos jogadores.
arena-js-copy-prompt = Copie este link:

home-arenas = Arenas
home-arenas-text = Uma noite de partidas: entre numa arena, jogue o maior número possível de partidas e suba na classificação.
home-arenas-link = Ver as arenas

game-arena-back = Voltar à arena
game-arena-of = Arena: { $name }

privacy-arenas-what = As arenas que criou ou em que entrou: cada vez que entrou, fez uma pausa ou saiu (com a pontuação com que entrou), e as partidas da arena.
privacy-arenas-why = A classificação de uma arena é calculada de novo a partir destes dados e das suas partidas; é pública na página da arena, tal como as suas partidas.
privacy-arenas-long = Enquanto existir a página da arena. Se mandar esquecer o seu jogador, o seu nome na classificação passa a ser “Jogador eliminado”.
privacy-arena-opened-what = As partidas de arena que este separador (aba) do navegador abriu (os seus identificadores), no armazenamento de sessão do separador (yote-arena-opened).
privacy-arena-opened-why = Para que a arena abra cada nova partida uma só vez, e não volte a abrir a que acabou de jogar.
privacy-arena-opened-long = Até fechar o separador.
