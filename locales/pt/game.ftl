game-title = Partida de Yoté
game-tab-your-turn = A sua vez
game-sound-on = Som ligado
game-sound-off = Som desligado
game-your-turn-place = A sua vez. { $input ->
    [touch] Arraste uma peça da sua mão para uma casa vazia, ou toque na mão e depois numa casa.
   *[mouse] Arraste uma peça da sua mão para uma casa vazia, ou clique na mão e depois numa casa.
}
game-your-turn-move = A sua vez. { $input ->
    [touch] Arraste uma das suas peças, ou toque nela e depois numa casa.
   *[mouse] Arraste uma das suas peças, ou clique nela e depois numa casa.
}
game-turn-local-place = Vez das { $side }. { $input ->
    [touch] Arraste uma peça da mão para uma casa vazia, ou toque na mão e depois numa casa.
   *[mouse] Arraste uma peça da mão para uma casa vazia, ou clique na mão e depois numa casa.
}
game-turn-local-move = Vez das { $side }. { $input ->
    [touch] Arraste uma peça, ou toque nela e depois numa casa.
   *[mouse] Arraste uma peça, ou clique nela e depois numa casa.
}
game-watchers = { $n ->
    [0] Nenhum observador
    [one] { $n } observador
   *[other] { $n } observadores
}
game-agree-draw = Empate de comum acordo
game-agree-draw-confirm = { $input ->
    [touch] Toque de novo: a partida termina empatada
   *[mouse] Clique de novo: a partida termina empatada
}
game-flip = Virar o tabuleiro
game-flipped = O tabuleiro está virado.
game-unflipped = O tabuleiro voltou à posição normal.
game-download-record = Guardar a partida
game-picture = Imagem
game-picture-failed = Não foi possível criar a imagem.
game-picture-to-move = Vez das { $side }
game-share = Enviar o link
game-share-text = Venha jogar Yoté comigo: o lugar na minha mesa está à sua espera.
game-show-qr = Mostrar um código QR
game-hide-qr = Esconder o código QR
game-qr-caption = O seu amigo lê este código com o telefone para ocupar o lugar.
game-glance-title = As regras em resumo
game-board = Tabuleiro
game-board-help = Use as teclas de seta para percorrer o tabuleiro, Enter para levantar ou pousar uma peça, H para tirar uma peça da mão, Esc para cancelar.
game-board-row = Linha { $n }
game-square-white = { $square }, peça branca
game-square-black = { $square }, peça preta
game-connecting = Conexão em curso…
game-reconnecting = Conexão perdida. Nova tentativa de conexão…
game-unknown-game = Não há nenhuma partida neste endereço.
game-stop-here = Parar aqui
game-take-none = Não retirar nenhuma
game-cancel = Cancelar
game-pass-button = Passar a vez
game-see-board = Ver o tabuleiro
game-rematch = Desforra
game-accept-rematch = Aceitar a desforra
game-invite-title = Convidar um amigo
game-invite-text = Envie este link ao seu adversário. A partida começa quando ele ocupar o lugar.
game-copy = Copiar o link
game-copied = Link copiado
game-copy-failed = Selecione e copie o link
game-rules = Regras:
game-moves = Jogadas
game-replay-start = Primeira posição
game-replay-back = Jogada anterior
game-replay-forward = Jogada seguinte
game-replay-end = Última posição
game-replay-at = Jogada { $n } de { $total }
game-replaying = Revisão da partida. Use as setas abaixo das jogadas, ou escolha uma jogada.
game-offer-draw = Propor empate
game-accept-draw = Aceitar o empate
game-decline-draw = Recusar
game-resign = Desistir
game-resign-confirm = { $input ->
    [touch] Toque de novo para desistir
   *[mouse] Clique de novo para desistir
}
game-abort = Cancelar a partida
game-no-capture = Jogadas sem captura: { $n } / { $max }
game-no-capture-off = Jogadas sem captura: { $n }
game-white = Brancas
game-black = Pretas
game-white-pieces = Brancas, pedrinhas
game-black-pieces = Pretas, pauzinhos
game-you = Você
game-opponent = Adversário
game-new-rating = A sua pontuação: { $rating } ({ $change })
game-unrated = sem pontuação
game-unrated-same-address = { $games ->
    [one] Partida sem pontuação: os dois jogadores jogam do mesmo endereço, que já teve hoje a sua partida com pontuação entre os seus próprios jogadores.
   *[other] Partida sem pontuação: os dois jogadores jogam do mesmo endereço, que já teve hoje as suas { $games } partidas com pontuação entre os seus próprios jogadores.
}
game-computer = Computador · { $level }
game-level-beginner = principiante
game-level-easy = fácil
game-level-medium = médio
game-level-hard = difícil
game-level-master = mestre
game-open-seat = À espera de um amigo
game-offline = sem internet
game-to-move-short = tem a vez
game-hand = Mão
game-captures = Capturadas
game-hand-label = Mão das { $side }: { $n } peças. Selecione a mão para colocar uma peça.
game-hand-removal-label = Mão das { $side }: { $n } peças. Retire uma peça desta mão.
game-captures-label = As { $side } capturaram { $n } peças.
game-your-turn = A sua vez. { $input ->
    [touch] Arraste uma peça da sua mão ou do tabuleiro para uma casa, ou toque na mão ou numa peça e depois numa casa.
   *[mouse] Arraste uma peça da sua mão ou do tabuleiro para uma casa, ou clique na mão ou numa peça e depois numa casa.
}
game-turn-local = Vez das { $side }. { $input ->
    [touch] Arraste uma peça da mão ou do tabuleiro para uma casa, ou toque na mão ou numa peça e depois numa casa.
   *[mouse] Arraste uma peça da mão ou do tabuleiro para uma casa, ou clique na mão ou numa peça e depois numa casa.
}
game-your-turn-short = A sua vez.
game-turn-local-short = Vez das { $side }.
game-their-turn = Vez das { $side }. Aguarde a jogada do seu adversário.
game-watching = Modo de observação. Vez das { $side }.
game-waiting = Aguarde que o seu amigo abra o link de convite.
game-thinking = Em reflexão…
game-sending = Envio da jogada…
game-must-pass = Não tem nenhuma ação legal: passa a vez.
game-choose-place = Escolha uma casa vazia para a peça.
game-choose-target = Escolha para onde vai a peça.
game-chain = Salte de novo com a peça destacada, ou pare aqui.
game-choose-removal = Retire uma segunda peça: escolha uma peça adversária destacada.
game-choose-removal-hand = Retire uma segunda peça: uma peça adversária destacada, ou uma da mão do adversário.
game-removal-optional = Ou não retire nenhuma.
game-hand-selected = Mão selecionada.
game-piece-selected = Peça em { $square } selecionada.
game-targets = { $n } casas possíveis.
game-cancelled = Seleção cancelada.
game-square-empty = { $square }, vazia
game-square-selected = , selecionada
game-square-target = , jogada possível
game-square-removal = , pode ser retirada
game-announce-place = As { $side } colocam uma peça em { $to }.
game-announce-step = As { $side } deslocam uma peça de { $from } para { $to }.
game-announce-jump = As { $side } saltam de { $from } para { $to } e capturam { $captured }.
game-announce-removal-board = Segunda peça retirada em { $square }.
game-announce-removal-hand = Segunda peça retirada da mão.
game-announce-pass = As { $side } passam a vez.
game-error = Jogada recusada: { $message }
game-over-you-win = Ganhou!
game-over-you-lose = Perdeu
game-over-wins = As { $side } ganham
game-over-draw = Empate
game-over-aborted = Partida cancelada
game-reason-captured-out = As { $side } ficaram com poucas peças.
game-reason-blocked = Ndar-Kepp! Em uolofe, “bloqueado por todos os lados”: as { $side } não tinham nenhuma ação legal.
game-reason-both-blocked = Ndar-Kepp dos dois lados! Em uolofe, “bloqueado por todos os lados”: nenhum jogador podia jogar, por isso decide quem tem mais peças no tabuleiro.
game-reason-few-pieces = Os dois jogadores têm poucas peças e nenhum pode saltar.
game-reason-no-capture-limit = { $n } jogadas seguidas sem captura.
game-reason-resignation = As { $side } desistiram.
game-reason-agreement = Empate de comum acordo.
game-reason-ply-limit = A partida atingiu a duração máxima que este site permite: empate.
game-reason-aborted = A partida foi cancelada antes de os dois jogadores terem jogado.
game-reason-aborted-by = As { $side } cancelaram a partida antes de os dois jogadores terem jogado: não conta.
game-draw-offered-by-you = Propôs empate.
game-draw-offered-to-you = O adversário propõe empate.
game-draw-offered = As { $side } propõem empate.
game-draw-declined = A sua proposta de empate foi recusada.
game-draw-declined-by-you = Recusou o empate.
game-rematch-offered-by-you = Pediu uma desforra.
game-rematch-offered = As { $side } pedem uma desforra.

# The rules at a glance beside the board: one short line per rule. The standard game shows
# win_at-1, placement-free, step, jump, second_removal-board and blocked-loses; a table shows
# the line of each of its option values instead (win_at-0 or win_at with n for other values,
# placement-hand-first, ...), plus second_removal_optional-true, chain_jumps-true,
# no_capture_draw and few_pieces_draw (with n) when they apply.
game-glance-win_at-1 = Capture peças adversárias: ganha quando o adversário ficar com uma peça ou nenhuma.
game-glance-win_at-0 = Capture peças adversárias: ganha quando todas forem capturadas.
game-glance-win_at = { $n ->
    [one] Capture peças adversárias: ganha quando o adversário ficar com uma peça ou nenhuma.
   *[other] Capture peças adversárias: ganha quando o adversário ficar com { $n } peças ou menos.
}
game-glance-placement-free = Em cada turno: coloque uma peça da sua mão em qualquer casa vazia, desloque uma peça ou salte.
game-glance-placement-hand-first = Enquanto tiver peças na mão, coloque ou salte; só desloque peças depois de esvaziar a mão.
game-glance-step = Desloque uma peça uma casa para cima, para baixo, para a esquerda ou para a direita, para uma casa vazia; nunca na diagonal.
game-glance-jump = Captura: salte por cima de uma peça adversária vizinha para a casa vazia logo atrás dela. Nunca é obrigatório.
game-glance-second_removal-board = Depois retire uma segunda peça adversária do tabuleiro; as peças na mão estão a salvo.
game-glance-second_removal-board-or-hand = Depois retire uma segunda peça adversária, do tabuleiro ou da mão do adversário.
game-glance-second_removal-board-then-hand = Depois retire uma segunda peça adversária do tabuleiro, ou da mão do adversário quando já não houver nenhuma no tabuleiro.
game-glance-second_removal_optional-true = Retirar a segunda peça fica ao seu critério.
game-glance-chain_jumps-true = Depois de um salto, a mesma peça pode saltar de novo; pode parar depois de qualquer salto.
game-glance-blocked-loses = Ndar-Kepp: o jogador que não pode jogar na sua vez perde.
game-glance-blocked-most-on-board = O jogador que não pode jogar passa a vez; se nenhum puder, ganha quem tiver mais peças no tabuleiro.
game-glance-no_capture_draw = { $n ->
    [one] Empate após { $n } jogada sem captura.
   *[other] Empate após { $n } jogadas seguidas sem captura.
}
game-glance-few_pieces_draw = { $n ->
    [one] Empate quando os dois jogadores têm { $n } peça ou nenhuma e nenhum pode saltar.
   *[other] Empate quando os dois jogadores têm { $n } peças ou menos e nenhum pode saltar.
}

# Hints
# In games against the computer only: the engine's suggestion for the player's turn, drawn on the
# board. game-hint-said: $action is a sentence such as "White places on c3".
game-hint = Sugestão
game-hint-thinking = Em busca de uma sugestão…
game-hint-said = Sugestão: { $action }
game-hint-failed = Não foi encontrada nenhuma sugestão.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = As { $side } ficaram sem tempo.
game-clock-running = em curso
game-clock-days = { $days } d { $hours } h
game-clock-deadline = Jogar até { $deadline }
game-clock-first-action = Restam { $seconds } s para fazer a primeira ação; senão, a partida é cancelada.
game-clock-first-action-by = Faça a primeira ação até { $deadline }; senão, a partida é cancelada.
game-clock-low = Pouco tempo
game-clock-real-time = { $minutes } min + { $increment } s
game-clock-correspondence = { $days ->
    [one] { $days } dia por jogada
   *[other] { $days } dias por jogada
}

# Abandoned games
game-opponent-left = O adversário saiu da partida. Se não voltar em breve, pode reclamar a vitória.
game-opponent-left-claim = O adversário saiu da partida. Reclame a vitória, ou declare empate.
game-side-left = As { $side } saíram da partida.
game-claim-victory = Reclamar a vitória
game-claim-draw = Declarar empate
game-reason-abandoned = As { $side } saíram da partida.
game-reason-abandoned-draw = Um jogador saiu da partida: foi declarado empate.
game-lag = Ida e volta ao servidor: { $ms } ms
game-lag-lost = Sem resposta do servidor
game-sending-held = A sua ação será enviada quando a conexão voltar.

## What the players say to each other

game-chat-title = Conversa
game-chat-muted = Silenciou o adversário nesta partida.
game-chat-label = Uma mensagem para o adversário
game-chat-send = Enviar
game-chat-mute = Silenciar o adversário
game-chat-unmute = Deixar de silenciar o adversário
game-chat-mute-player = Silenciar { $name } em todas as partidas
game-chat-unmute-player = Voltar a ouvir { $name }
game-chat-muted-player = Silenciou { $name }: as palavras dessa pessoa ficam escondidas em todas as partidas, em cada um dos seus aparelhos.
game-chat-you = Você
game-chat-opponent = Adversário
game-chat-too-fast = Espere um momento e envie-a de novo.
game-phrase-hello = Olá!
game-phrase-good-luck = Boa sorte!
game-phrase-have-fun = Divirta-se!
game-phrase-you-too = Igualmente!
game-phrase-good-game = Boa partida!
game-phrase-well-played = Bem jogado!
game-phrase-thank-you = Obrigado!
game-phrase-bye = Até logo!

# Takebacks (docs/protocol.md §3.5).
game-takeback = Anular jogada
game-undo = Desfazer
game-accept-takeback = Aceitar a anulação
game-decline-takeback = Recusar
game-takeback-asked-by-you = Pediu para anular a sua última jogada.
game-takeback-asked-to-you = O adversário pede para anular a última jogada dele.
game-takeback-asked = As { $side } pedem para anular uma jogada.
game-takeback-declined = O seu pedido de anulação de jogada foi recusado.
game-takeback-declined-by-you = Recusou a anulação da jogada.
game-taken-back = { $n ->
    [one] Uma jogada foi anulada.
   *[other] { $n } jogadas foram anuladas.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = Receber avisos
game-notify-off = Parar as notificações
game-notify-help = O seu telefone avisa quando for a sua vez, mesmo com esta página fechada.
game-notify-on = As notificações estão ativadas para esta partida.
game-notify-denied = As notificações estão bloqueadas para este site: autorize as notificações nas opções do navegador.
game-notify-unsupported = Este navegador não pode mostrar notificações.
game-notify-failed = Não foi possível ativar as notificações. Tente novamente mais tarde.
game-notify-turning-on = A ativar…
game-notify-no-service = Este navegador não pode receber notificações aqui: uma janela privada ou um navegador sem serviço de notificações. As suas partidas continuam em «As minhas partidas».

## Berserk, in an arena game (docs/tournaments.md "Berserk")
game-berserk = Berserk
game-berserk-help = Divida por dois o tempo do seu relógio e abdique do incremento: uma vitória vale mais um ponto.
game-berserk-mark = berserk
game-berserk-you = Ativou o berserk: metade do tempo, mais um ponto se ganhar.
game-berserk-side = As { $side } ativaram o berserk: metade do tempo, mais um ponto se ganharem.
