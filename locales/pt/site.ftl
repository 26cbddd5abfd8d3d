site-description = Jogue Yoté, o jogo de captura da África Ocidental, na internet: contra um amigo por link, contra o computador ou num só dispositivo. Sem inscrição.
skip-to-content = Ir para o conteúdo
nav-label = Principal
nav-play = Jogar
nav-rules = Regras
nav-variants = Variantes
lang-switch = Idioma
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = primeira versão: correções bem-vindas
lang-help = Corrigir uma tradução
translations-title = Traduções
translations-lead = O site fala dez idiomas. Cada um cabe em alguns documentos de texto simples: um glossário, que indica a palavra usada para cada termo do jogo e a razão dessa escolha, e as mensagens, no formato Fluent.
translations-first = As traduções para uolofe e para bambara são primeiras versões: em nenhuma das duas línguas tinha sido publicado um vocabulário de jogos de tabuleiro, por isso os glossários explicam cada palavra escolhida. As correções de quem fala essas línguas são bem-vindas.
translations-how-h = Enviar uma correção
translations-how = Abra o documento do idioma, mais abaixo, e corrija a mensagem que vem depois do sinal =, sem alterar o que está entre chaves. Depois envie o documento corrigido às pessoas responsáveis por este site, com uma explicação do que mudou e por que motivo. Se uma palavra do glossário estiver errada, corrija também o glossário, que todas as mensagens seguem.
translations-glossary = Glossário
translations-files = Mensagens
tagline = Sem inscrição. Envie um link e comece a jogar.
theme-label = Tema
theme-system = Como o aparelho
theme-light = Claro
theme-dark = Escuro

notfound-title = Página não encontrada
notfound-body = Não há nada neste endereço. O link pode ter um erro, ou a partida pode não existir.
notfound-home = Voltar à página inicial
refused-title = Não foi possível fazer isto
refused-back = Voltar ao convite

home-title = Jogar Yoté na internet
home-kicker = Um jogo da África Ocidental
home-heading = Yoté: colocar, deslocar, saltar — e cada captura leva duas.
home-welcome = O Yoté é jogado no Senegal, no Mali e no Burkina Faso com pedrinhas e pauzinhos em buracos cavados no chão. Doze peças para cada lado, todas na mão no início. Os turnos são rápidos e a sorte muda depressa: um salto captura a peça saltada e ainda uma segunda à sua escolha.
home-modes = Formas de jogar
home-friend = Jogar com um amigo
home-friend-text = Crie uma mesa e envie o link. O seu amigo abre o link e ocupa o lugar.
home-computer = Jogar contra o computador
home-computer-text = Cinco níveis, de principiante a mestre.
home-local = Jogar neste dispositivo
home-local-text = Dois jogadores, um só aparelho: passem o aparelho de um lado para o outro da mesa.
home-glance = As regras em resumo
home-glance-1 = Enquanto tiver peças na mão, pode colocar uma em qualquer casa vazia.
home-glance-2 = Ou desloque uma peça para uma casa vizinha vazia: para cima, para baixo, para a esquerda ou para a direita, nunca na diagonal.
home-glance-3 = Ou salte por cima de uma peça adversária vizinha para a casa vazia atrás dela: essa peça é capturada.
home-glance-4 = Depois retire uma segunda peça adversária à sua escolha. Deixe o adversário com uma só peça e ganha.
home-read-rules = Ler as regras completas
home-variants = Conjuntos de regras
variants-title = Os conjuntos de regras que se jogam
variants-lead = O Yoté tem vários conjuntos de regras: cada página conta a história de um deles e em que difere do jogo padrão. Qualquer conjunto pode ser escolhido ao criar uma mesa.
home-quote = “Em África, quando um ancião morre, é uma biblioteca que arde.”
home-quote-author = Amadou Hampâté Bâ, Mali

setup-title = Criar uma mesa
setup-mode = Adversário
setup-mode-friend = Um amigo, por link
setup-mode-computer = O computador
setup-mode-local = Neste dispositivo
setup-rules = Regras
setup-preset = Conjunto de regras
setup-preset-help = Escolha um conjunto de regras; as opções avançadas abaixo permitem mudar qualquer uma das suas regras.
setup-about-preset = Sobre este conjunto de regras
setup-changed = alterado em relação ao conjunto de regras
setup-rules-string = Texto das regras:
setup-rules-error = Não foi possível ler as regras do link, por isso é mostrado o jogo padrão:
setup-level = Nível do computador
setup-colour = A sua cor
setup-colour-white = Brancas (jogam primeiro)
setup-colour-black = Pretas
setup-colour-random = Sorteio
setup-colour-help = As Brancas jogam com as pedrinhas e começam; as Pretas jogam com os pauzinhos.
setup-rated = Pontuação
setup-rated-label = Partida com pontuação
setup-rated-help = A pontuação dos dois jogadores muda com o resultado. O seu amigo aceita isso ao ocupar o lugar. Uma partida cancelada antes da segunda jogada não conta.
setup-rated-help-computer = A sua pontuação muda com o resultado; o computador joga com a pontuação do seu nível. Uma partida cancelada antes da segunda jogada não conta.
setup-create = Criar a mesa
setup-js-creating = Criação da mesa em curso…
setup-js-error = Não foi possível criar a mesa: { $message }
setup-js-network = Não foi possível comunicar com o servidor. Verifique a sua conexão e tente novamente.
setup-js-too-many = As peças não cabem: { $pieces } por jogador precisam de pelo menos { $needed } casas.
setup-js-win-at = “Limite de vitória” tem de ser menor do que o número de peças.
setup-js-clock-minutes = “Minutos por jogador” tem de ser um número inteiro de 1 a 180.
setup-js-clock-increment = “Segundos acrescentados por jogada” tem de ser um número inteiro de 0 a 180.
setup-advanced = Opções avançadas
setup-advanced-help = Todas as regras da mesa, preenchidas a partir do conjunto de regras: mude qualquer uma para criar as suas próprias regras. As escolhas que estas regras não permitem não são oferecidas.
setup-summary = As regras:
setup-colour-random-preset = Este conjunto de regras sorteia as cores.
setup-js-sum-board = tabuleiro de { $rows }×{ $columns }
setup-js-sum-pieces = { $n ->
    [one] { $n } peça por jogador
   *[other] { $n } peças por jogador
}
setup-js-sum-placement-free = colocação livre
setup-js-sum-placement-hand-first = colocar todas as peças antes de deslocar
setup-js-sum-second_removal-board = segunda peça do tabuleiro
setup-js-sum-second_removal-board-or-hand = segunda peça do tabuleiro ou da mão
setup-js-sum-second_removal-board-then-hand = segunda peça da mão só quando o tabuleiro não tem nenhuma
setup-js-sum-second_removal_optional-true = segunda peça opcional
setup-js-sum-second_removal_optional-false = segunda peça obrigatória
setup-js-sum-chain_jumps-true = saltos em cadeia
setup-js-sum-chain_jumps-false = um salto por turno
setup-js-sum-win_at = limite de vitória: { $n }
setup-js-sum-blocked-loses = um jogador bloqueado perde
setup-js-sum-blocked-most-on-board = um jogador bloqueado passa a vez
setup-js-sum-no_capture_draw = { $n ->
    [one] empate após { $n } jogada sem captura
   *[other] empate após { $n } jogadas sem captura
}
setup-js-sum-no_capture_draw-off = sem empate por falta de capturas
setup-js-sum-few_pieces_draw = { $n ->
    [one] empate com { $n } peça por jogador
   *[other] empate com { $n } peças por jogador
}
setup-js-sum-few_pieces_draw-off = sem empate por poucas peças

level-beginner = Principiante
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-master = Mestre

invite-title = Convite para uma partida de Yoté
invite-kicker = Convite
invite-lead = Um amigo criou uma mesa e está à sua espera. Ocupe o lugar para começar a jogar.
invite-rules = Regras
invite-side = Vai jogar com
invite-take = Ocupar o lugar
invite-taken = Este lugar já foi ocupado.
invite-watch = Observar a partida
invite-own = Este é o seu próprio convite: envie o link ao seu amigo. A primeira pessoa que abrir o link ocupa o lugar.
invite-own-back = Voltar à sua partida
invite-rated = Esta partida conta para a pontuação: ocupar o lugar significa aceitar isso, e o resultado muda a pontuação dos dois jogadores.
invite-over = Esta partida terminou: o lugar já não pode ser ocupado.
invite-js-white = Brancas (as pedrinhas), jogam primeiro
invite-js-black = Pretas (os pauzinhos)
invite-js-unknown = Este convite não existe. Peça um novo link ao seu amigo.
invite-js-network = Não foi possível comunicar com o servidor. Verifique a sua conexão e tente novamente.

# A continue link: the page that asks before a seat comes to this browser
continue-title = Continuar uma partida neste dispositivo
continue-kicker = Continuar uma partida
continue-question-white = Continuar esta partida com as Brancas neste dispositivo?
continue-question-black = Continuar esta partida com as Pretas neste dispositivo?
continue-question-both = Continuar esta partida, com os dois lados, neste dispositivo?
continue-lead = Este link leva um lugar de um dispositivo para outro: quem o abrir e confirmar passa a jogar nesse lugar. Continue só se o link for seu.
continue-replaces-white = Este navegador já joga com as Brancas nesta partida. Continuar substitui esse lugar: este navegador vai jogar com as Pretas e deixa de jogar com as Brancas.
continue-replaces-black = Este navegador já joga com as Pretas nesta partida. Continuar substitui esse lugar: este navegador vai jogar com as Brancas e deixa de jogar com as Pretas.
continue-confirm-white = Continuar com as Brancas
continue-confirm-black = Continuar com as Pretas
continue-confirm-both = Continuar a partida aqui
continue-back = Agora não: ir para a partida

# My games: this browser's games
nav-my-games = As minhas partidas
mygames-title = As minhas partidas
mygames-lead = As partidas que joga, primeiro as que aguardam a sua jogada. As partidas da sala acompanham o seu jogador em todos os navegadores a que ele se juntou; as outras ficam guardadas só neste navegador: sem conta, nada para memorizar.
mygames-noscript = Esta lista é guardada no seu navegador e precisa de JavaScript para ser mostrada.
mygames-loading = Carregamento das suas partidas…
mygames-new = Nova partida
mygames-js-none = Ainda não há nenhuma partida neste navegador. Comece uma, e ela aparecerá aqui.
mygames-js-unreachable = Não foi possível carregar o estado desta partida: abra a partida para ver.
mygames-js-waiting-friend = Aguarda que o seu amigo ocupe o lugar
mygames-js-over-draw = Terminada: empate
mygames-js-over-aborted = Cancelada
mygames-js-over-wins = Terminada: as { $side } ganharam
mygames-js-over-won = Terminada: ganhou
mygames-js-over-lost = Terminada: perdeu
mygames-js-white = Brancas
mygames-js-black = Pretas
mygames-js-to-move = Vez das { $side }
mygames-js-your-move = A sua vez
mygames-js-their-move = Vez do adversário
mygames-js-deadline = jogar até { $when }
mygames-js-on-this-device = Neste dispositivo
mygames-js-against-computer = Contra o computador · { $level }
mygames-js-against-friend = Contra um amigo
mygames-js-level-beginner = principiante
mygames-js-level-easy = fácil
mygames-js-level-medium = médio
mygames-js-level-hard = difícil
mygames-js-level-master = mestre
mygames-js-waiting-for-you = { $n ->
    [one] { $n } partida aguarda a sua jogada.
   *[other] { $n } partidas aguardam a sua jogada.
}
mygames-js-count = { $n ->
    [0] Nenhuma partida.
    [one] { $n } partida.
   *[other] { $n } partidas.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = Tempo de jogo
setup-clock-unlimited = Sem limite
setup-clock-real-time = Tempo real
setup-clock-correspondence = Correspondência
setup-clock-custom = Personalizado
setup-clock-minutes = Minutos por jogador
setup-clock-increment = Segundos acrescentados por jogada
setup-clock-days = Dias por jogada
setup-clock-help = Tempo real: minutos para a partida inteira, mais segundos depois de cada jogada sua; quem ficar sem tempo perde. Correspondência: dias para cada jogada. Um lado que não faça a primeira jogada a tempo cancela a partida.
invite-clock = Tempo de jogo
invite-takebacks = Anular jogadas
invite-takebacks-yes = Permitido: cada jogador pode pedir para anular uma jogada.
invite-takebacks-no = Não nesta partida.
invite-host = Convite de
invite-js-clock-unlimited = Sem limite
invite-js-clock-real-time = { $minutes } min + { $increment } s por jogada
invite-js-clock-correspondence = { $days ->
    [one] { $days } dia por jogada
   *[other] { $days } dias por jogada
}

## The lobby on the home page

lobby-title = Jogar agora com alguém
lobby-noscript = Encontrar outros jogadores precisa de JavaScript. Ainda pode jogar com um amigo por link, ou contra o computador.
lobby-my-page = A minha página
lobby-cancel = Parar a procura
lobby-rename = Mudar o meu nome
lobby-rename-label = O seu nome (3 a 20 letras, algarismos, - ou _)
lobby-rename-save = Guardar
lobby-rename-note = O seu nome e a sua pontuação ficam guardados só neste navegador: sem conta, sem e-mail, sem senha. Apagar os dados do navegador cria um novo jogador.
lobby-kind-blitz = Relâmpago
lobby-kind-rapid = Rápido
lobby-kind-correspondence = por jogada
lobby-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
lobby-js-no-player = Escolha um tempo abaixo: recebe um nome e uma pontuação com a primeira partida.
lobby-js-me = Joga como { $name } · { $rating }
lobby-js-renamed = Agora o seu nome é { $name }.
lobby-js-connecting = Conexão à sala em curso…
lobby-js-seeking = Em busca de um adversário para { $tile }…
lobby-js-paired = Adversário encontrado: a partida vai abrir…
lobby-js-offer = Neste momento, mais ninguém procura uma partida com este tempo. Jogar contra o computador enquanto espera?
lobby-js-play-computer = Jogar contra o computador ({ $level })
lobby-js-level-beginner = principiante
lobby-js-level-easy = fácil
lobby-js-level-medium = médio
lobby-js-level-hard = difícil
lobby-js-level-master = mestre
lobby-js-players = { $n ->
    [0] Nenhum jogador na sala
    [one] { $n } jogador na sala
   *[other] { $n } jogadores na sala
}
lobby-js-games = { $n ->
    [0] Nenhuma partida em curso
    [one] { $n } partida em curso
   *[other] { $n } partidas em curso
}
lobby-js-seekers = { $n ->
    [0] Ninguém em espera
    [one] { $n } em espera
   *[other] { $n } em espera
}

## A player on another device

mygames-transfer-title = Jogar a partir de outro dispositivo
mygames-transfer-lead = Um código de transferência faz de outro navegador (o seu outro telefone, um computador) este mesmo jogador, com o seu nome, a sua pontuação e as suas partidas.
mygames-transfer-lost = Sem código, um navegador que perdeu os dados deste site é um novo jogador: o nome e a pontuação antigos não podem ser recuperados.
mygames-transfer-make = Mostrar um código de transferência
mygames-js-transfer-how = No outro dispositivo, abra { $link } e escreva este código, ou leia a imagem. Isso faz desse navegador também { $name }, uma única vez, até { $until }.
mygames-js-transfer-qr = Código QR do link de transferência, código { $code }
mygames-js-joined = Agora joga como { $name } · { $rating }
mygames-js-against-player = Contra { $name }
transfer-title = Trazer o seu jogador para este dispositivo
transfer-lead = Escreva o código mostrado em “As minhas partidas” no seu outro dispositivo. Este navegador passa então a jogar como o mesmo jogador, com o mesmo nome, a mesma pontuação e as mesmas partidas.
transfer-code-label = Código de transferência (8 letras e algarismos)
transfer-join = Entrar
transfer-noscript = A transferência de um jogador precisa de JavaScript.
transfer-note = Um código funciona uma só vez, durante dez minutos. Se este navegador já tinha um jogador próprio, esse jogador fica para trás.
lobby-custom = Outro conjunto de regras ou outro tempo
lobby-custom-rules = Regras
lobby-custom-clock = Tempo
lobby-custom-seek = Oferecer esta partida
lobby-open-title = Partidas em oferta
lobby-js-open-none = Nenhuma partida em oferta neste momento. Ofereça uma acima: ela fica aqui à espera de um jogador.
lobby-js-open-take = Jogar
lobby-js-open-yours = sua
lobby-js-clock-real = { $minutes } min + { $increment } s
lobby-js-clock-days = { $days ->
    [one] { $days } dia por jogada
   *[other] { $days } dias por jogada
}
lobby-js-seeking-custom = A sua partida está em oferta: aguarda um jogador…
lobby-js-held = Hoje saiu de { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: o emparelhamento recomeça daqui a { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.

## A player's page

player-ratings = Pontuações
player-no-rating = Ainda não há partidas com pontuação.
player-rules = Regras
player-rating = Pontuação
player-rated-games = Partidas com pontuação
player-provisional = Uma pontuação com “?” é provisória: estabiliza depois de cerca de uma dúzia de partidas com pontuação.
player-games = Últimas partidas
player-js-mute = Silenciar { $name }
player-js-unmute = Voltar a ouvir { $name }
player-js-muted = { $name } está silenciado: as frases e a conversa ficam escondidas em todas as partidas, em cada um dos seus aparelhos.
player-js-heard = Volta a ouvir { $name }.
player-no-games = Ainda não há partidas da sala.
player-rating-after = Pontuação depois
player-game-unrated = sem pontuação
player-game-rated = com pontuação
player-game-friend = amigo
player-game-computer = computador
player-result-won = Ganha
player-result-lost = Perdida
player-result-drawn = Empatada
player-result-aborted = Cancelada
player-result-playing = Em curso
player-open-game = Ver a partida

setup-takebacks = Anulação de jogadas
setup-takebacks-never = Nunca
setup-takebacks-unrated = Em partidas sem pontuação
setup-takebacks-always = Sempre
setup-takebacks-help = Um jogador pode pedir para anular uma jogada; o outro jogador aceita ou recusa. Contra o computador, a jogada é anulada imediatamente. O tempo gasto não é devolvido.
