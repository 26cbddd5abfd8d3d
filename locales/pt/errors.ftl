# Errors the server can answer, by code (docs/protocol.md), with their details as variables.
# A code with a `reason` detail is looked up as error-<code>-<reason> first, then error-<code>.

error-unknown = Ocorreu um problema (erro “{ $code }”). Tente novamente.
error-network = Não foi possível comunicar com o servidor. Verifique a sua conexão e tente novamente.

## The HTTP API

error-malformed = Não foi possível ler o pedido. Recarregue a página e tente novamente.
error-bad-rules = Não é possível jogar com estas regras: “{ $rules }”.
error-bad-rules-empty = Não foram indicadas regras: comece por um conjunto de regras como “standard”.
error-bad-rules-unknown-preset = “{ $preset }” não é um conjunto de regras. Os conjuntos de regras são: { $allowed }.
error-bad-rules-missing-value = “{ $part }” não tem valor: escreva opção=valor, como win_at=0.
error-bad-rules-unknown-option = “{ $option }” não é uma opção. As opções são: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] “{ $value }” não é um valor possível para { $option }: escolha um número de { $min } a { $max }.
    [off-or-range] “{ $value }” não é um valor possível para { $option }: escolha “off” ou um número de { $min } a { $max }.
   *[words] “{ $value }” não é um valor possível para { $option }: escolha um destes: { $allowed }.
}
error-bad-rules-repeated = A opção { $option } foi indicada duas vezes.
error-bad-rules-too-many-pieces = { $max ->
    [one] { $pieces } peças por jogador não cabem num tabuleiro de { $rows }×{ $columns }: cabe no máximo { $max } peça por jogador.
   *[other] { $pieces } peças por jogador não cabem num tabuleiro de { $rows }×{ $columns }: cabem no máximo { $max } peças por jogador.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [one] “Limite de vitória” ({ $win_at }) deve ser menor do que o número de peças ({ $pieces } peça por jogador).
   *[other] “Limite de vitória” ({ $win_at }) deve ser menor do que o número de peças ({ $pieces } peças por jogador).
}
error-bad-level = “{ $level }” não é um nível do computador.
error-bad-option = “{ $value }” não é uma escolha possível para { $option }.
error-unknown-game = Não há nenhuma partida neste endereço.
error-unknown-invite = Este link de convite não é válido: peça um novo ao seu amigo.
error-bad-secret = Este link não dá lugar na partida: pode apenas observar.
error-no-rematch = Esta partida não tem desforra.
error-no-rematch-not-over = Uma desforra só pode vir depois de uma partida terminada.
error-no-rematch-no-opponent = Ninguém ocupou o outro lugar: crie uma nova mesa em vez disso.
error-no-rematch-exists = A desforra já existe.
error-no-rematch-asked = Já pediu uma desforra.
error-no-rematch-arena = Uma partida de arena não tem desforra: é a arena que o emparelha de novo.
error-no-rematch-swiss = Uma partida de torneio não tem desforra: é a próxima rodada que o emparelha de novo.
error-seat-taken = O lugar já foi ocupado: o link mostra agora a partida a quem a observa.
error-game-over = Esta partida terminou.
error-own-invite = Este é o seu próprio convite: envie o link ao seu amigo.
error-too-large = O pedido é muito grande.
error-too-many-tables = Foram criadas muitas mesas a partir da sua rede. Espere um minuto e tente novamente.
error-too-many-waiting-tables = { $limit ->
    [one] Uma mesa criada a partir da sua rede ainda aguarda a primeira jogada. Jogue ou cancele essa mesa e depois crie outra.
   *[other] { $limit } mesas criadas a partir da sua rede ainda aguardam a primeira jogada. Jogue ou cancele uma delas e depois crie outra.
}
error-computer-busy = O computador está ocupado com muitas partidas neste momento. Tente novamente daqui a um minuto, ou jogue contra um amigo.
error-computer-busy-address = Já tem muitas partidas contra o computador: termine uma antes de começar outra.
error-computer-busy-queue = O computador está ocupado com muitas partidas neste momento. Tente novamente daqui a um minuto, ou jogue contra um amigo.
error-body-timeout = O pedido não chegou a tempo. Verifique a sua conexão e tente novamente.
error-bad-origin = Os pedidos vindos de outro site são recusados.
error-unconfirmed-seat = Um link de continuação só transfere um lugar depois de confirmar neste site: abra o link e use o botão da página.
error-internal = O servidor não conseguiu fazer isto. Nada mudou: tente novamente.
error-not-found = Não há nada neste endereço. Recarregue a página e tente novamente.
error-method-not-allowed = Este endereço não aceita este tipo de pedido. Recarregue a página e tente novamente.

## The game's connection

error-unknown-type = O servidor não entendeu a página. Recarregue a página.
error-hello-required = A página ainda não está conectada à partida. Recarregue a página.
error-not-a-player = Só pode observar esta partida: apenas os jogadores podem fazer isso.
error-waiting-for-opponent = O outro lugar ainda está livre: envie o link de convite a um amigo.
error-not-your-turn = { $side ->
    [white] É a vez das Brancas.
   *[black] É a vez das Pretas.
}
error-bad-notation = “{ $text }” não é uma ação.
error-illegal-action = Esta ação não é possível agora.
error-illegal-action-game-over = A partida terminou.
error-illegal-action-off-board = { $square } não está neste tabuleiro.
error-illegal-action-empty-hand = Não há mais peças na sua mão para colocar.
error-illegal-action-occupied = { $square } não está vazia.
error-illegal-action-not-your-piece = Não há nenhuma peça sua em { $square }.
error-illegal-action-not-adjacent = Uma peça só pode ser deslocada uma casa para cima, para baixo, para a esquerda ou para a direita.
error-illegal-action-must-place-or-jump = Enquanto tiver peças na mão, só pode colocar ou saltar.
error-illegal-action-nothing-to-jump = Não há nenhuma peça adversária em { $square } por cima da qual saltar.
error-illegal-action-no-chains = Com estas regras, só é permitido um salto por turno.
error-illegal-action-bad-removal = Essa segunda peça não pode ser retirada aqui.
error-illegal-action-pass-not-allowed = Só pode passar a vez quando não tiver nenhuma outra ação.
error-illegal-action-pass-required = Não tem nenhuma ação possível: é obrigatório passar a vez.
error-illegal-action-not-legal = Esta ação não é possível nesta posição.
error-stale-ply = Esta jogada já foi feita. O tabuleiro mostra agora a partida tal como está.
error-future-ply = A página está atrasada em relação à partida. Recarregue a página.
error-no-draw-offer = O adversário não propôs empate.
error-draw-already-offered = Já há uma proposta de empate em aberto.
error-draw-already-offered-opponent-offered = O adversário propôs empate: aceite ou recuse a proposta.
error-draw-already-offered-offer-open = A sua proposta de empate ainda está em aberto.
error-draw-already-offered-offered-this-move = Já propôs empate nesta jogada.
error-too-late-to-abort = Os dois lados já jogaram: já não é possível cancelar a partida. Desista ou proponha empate.
error-bad-clock = Este tempo de jogo não é válido ({ $field }): em tempo real, de 1 segundo a 3 horas, mais 0 a 180 segundos por jogada; por correspondência, 1, 2, 3 ou 7 dias por jogada.
error-cannot-claim = Não há nada a reclamar nesta partida.
error-cannot-claim-opponent-here = O adversário está presente: não há nada a reclamar.
error-cannot-claim-too-early = { $wait_s ->
    [one] O adversário ainda pode voltar: espere mais { $wait_s } segundo.
   *[other] O adversário ainda pode voltar: espere mais { $wait_s } segundos.
}

## The lobby

error-bad-tile = “{ $tile }” não é um dos tempos da sala. Recarregue a página.
error-too-many-seeks = { $limit ->
    [one] Alguém na sua rede já procura uma partida. Espere que seja encontrada, ou pare primeiro essa procura.
   *[other] { $limit } pessoas na sua rede já procuram uma partida. Espere um momento e tente novamente.
}
error-too-many-players = Surgiram muitos jogadores novos a partir da sua rede nesta última hora. Mantenha o nome que tem.
error-too-many-renames = Houve muitas mudanças de nome a partir da sua rede nesta última hora. Tente novamente mais tarde.
error-name-taken = Já há um jogador chamado “{ $name }”. Escolha outro nome.
error-unknown-player = Nenhum jogador se chama “{ $name }”.
error-own-mute = Não pode silenciar-se a si próprio.
error-too-many-mutes = Silenciou tantos jogadores quanto é possível. Volte primeiro a ouvir um deles.
error-bad-name = Este nome não pode ser usado.
error-bad-name-length = Um nome tem de { $min } a { $max } caracteres.
error-bad-name-characters = Um nome só tem letras, algarismos, - e _, e começa por uma letra.
error-bad-name-refused = Este nome não pode ser usado. Escolha outro.
error-bad-name-scripts = Um nome usa letras de uma só escrita (por exemplo, não latinas e cirílicas juntas).
error-no-player = Este navegador ainda não tem jogador: escolha primeiro um tempo na sala.
error-not-your-seat = Os lugares desta partida pertencem a outros jogadores: pode observar a partida.
error-bad-transfer-code = Este código não é válido: pode ter expirado ou já ter sido usado. Crie um novo no seu outro dispositivo.
error-too-many-transfers = Houve muitos códigos de transferência a partir da sua rede nesta última hora. Tente novamente mais tarde.
error-seek-gone = Esta partida já não está em oferta: outro jogador aceitou, ou quem a ofereceu saiu.
error-own-seek = Esta é a sua própria oferta: espere que outro jogador a aceite.
error-held = Hoje saiu de { $games ->
    [one] { $games } partida da sala
   *[other] { $games } partidas da sala
}: poderá voltar a ter adversário daqui a { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.

error-no-chat = Não há ninguém com quem conversar nesta partida.
error-no-chat-watcher = Só os jogadores de uma partida conversam nela, e aqui só pode observar.
error-no-chat-one-device = Os dois lados jogam neste dispositivo: não há ninguém com quem conversar.
error-no-chat-computer = O computador não lê a conversa.
error-no-chat-no-opponent = Ninguém ocupou ainda o outro lugar.
error-no-chat-lobby = As partidas com jogadores desconhecidos só têm as frases prontas.
error-bad-phrase = Esta frase não existe.
error-phrase-used = Já disse isto nesta partida.
error-bad-chat = Esta mensagem não pode ser enviada.
error-bad-chat-empty = Uma mensagem vazia não diz nada.
error-bad-chat-length = Uma mensagem tem no máximo { $max } caracteres.
error-bad-chat-characters = Uma mensagem é uma só linha, sem caracteres não imprimíveis.
error-bad-chat-words = A mensagem contém uma palavra que o site não aceita: diga de outra forma.
error-chat-too-fast = No máximo uma mensagem por segundo: espere um momento.
error-chat-full = Já enviou { $limit } mensagens nesta partida: é o máximo.

error-no-takeback = Não é permitido anular jogadas nesta partida.
error-no-takeback-off = Esta mesa não permite anular jogadas.
error-no-takeback-rated = Esta mesa só permite anular jogadas em partidas sem pontuação, e esta partida conta para a pontuação.
error-no-takeback-nothing = Não tem nenhuma jogada para anular.
error-no-takeback-limit = O adversário já recusou { $limit } dos seus pedidos nesta partida: não pode pedir de novo.
error-takeback-already-asked = Já há um pedido de anulação de jogada em espera.
error-takeback-already-asked-open = O seu pedido ainda aguarda resposta.
error-takeback-already-asked-opponent-asked = O adversário pede para anular uma jogada: aceite ou recuse primeiro esse pedido.
error-no-takeback-request = O adversário não pediu para anular nenhuma jogada.
error-no-berserk = Não pode ativar o berserk agora.
error-no-berserk-not-allowed = O berserk só existe nas partidas de arena com tempo suficiente no relógio.
error-no-berserk-moved = O berserk só é possível antes da sua primeira jogada.
error-no-berserk-already = Já ativou o berserk nesta partida.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Não foi possível ativar as notificações para esta partida.
error-bad-subscription-endpoint-long = O endereço de notificações deste navegador é longo demais.
error-bad-subscription-endpoint-malformed = O endereço de notificações deste navegador não é um endereço válido.
error-bad-subscription-endpoint-not-https = O endereço de notificações deste navegador não é seguro (https): as notificações só são enviadas para endereços seguros.
error-bad-subscription-endpoint-unknown-service = O serviço de notificações deste navegador não é um dos serviços para os quais este site envia notificações.
error-bad-subscription-bad-key = A chave de notificações deste navegador não é válida.
error-bad-subscription-bad-auth = O segredo de notificações deste navegador não é válido.
error-bad-subscription-local = Uma partida num só dispositivo não envia notificações.
error-bad-subscription-over = Esta partida terminou: já não envia notificações.
error-bad-subscription-too-many = Cinco navegadores já recebem notificações para este lugar: desative um deles primeiro.
error-bad-position = Não é possível ler esta posição: escreva-a na notação, por exemplo “6/6/6/6/6 w 12 12 0”.
error-not-in-tables = As tabelas de finais deste site não contêm esta posição.

## Arenas

error-arena-not-found = Não há nenhuma arena neste endereço.
error-arena-over = Esta arena terminou.
error-not-in-arena = Você não entrou nesta arena.
error-bad-entry-code = Esta arena pede um código de acesso, e não é este. Peça o código à pessoa que criou a arena.
error-too-many-entry-codes = Foram tentados códigos de acesso demais a partir da sua rede nesta última hora. Tente novamente mais tarde.
error-too-many-arenas = Foram criadas arenas demais a partir da sua rede nesta última hora. Tente novamente mais tarde.
error-bad-arena-name = Este nome não pode ser usado para uma arena.
error-bad-arena-name-length = O nome de uma arena tem no máximo { $max } caracteres.
error-bad-arena-name-characters = O nome de uma arena é uma só linha, sem caracteres não imprimíveis.
error-bad-arena-name-words = O nome contém uma palavra que o site não aceita: diga de outra forma.
error-swiss-not-found = Não há nenhum torneio neste endereço.
error-not-director = Só o árbitro do torneio pode fazer isto. Abra o torneio a partir do link do árbitro.
error-swiss-over = Este torneio terminou.
error-swiss-started = Um torneio todos contra todos não aceita novos jogadores depois de começar.
error-swiss-full = Este torneio está completo: aceita no máximo { $max } jogadores.
error-swiss-joined = Você já está neste torneio.
error-swiss-no-player = Esse jogador não está neste torneio, ou já saiu.
error-swiss-round-open = É preciso ter todos os resultados desta rodada antes de emparelhar a seguinte.
error-swiss-too-few = Uma rodada precisa de pelo menos dois jogadores.
error-swiss-no-pairing = Nenhum emparelhamento desta rodada cumpre as regras: todos os que restam já defrontaram todos os adversários possíveis.
error-swiss-paired = Esta rodada já está emparelhada.
error-swiss-not-this-round = Os jogadores indicam os resultados da rodada em curso; o árbitro corrige os anteriores.
error-swiss-result-set = O resultado deste tabuleiro já está definido. O árbitro pode corrigir o resultado.
error-swiss-not-in = Você não está neste torneio.
error-swiss-not-your-board = Só os jogadores do tabuleiro ou o árbitro indicam o resultado.
error-swiss-on-site-names = Num torneio jogado no site, os jogadores entram a partir do seu próprio telefone, com o link.
error-swiss-on-site-result = Uma partida jogada no site dá o seu próprio resultado. O árbitro pode corrigir esse resultado.
error-bad-swiss-name = Este nome não pode ser usado.
error-bad-swiss-name-length = Um nome tem de 1 a { $max } caracteres.
error-bad-swiss-name-characters = Um nome é uma só linha, sem caracteres não imprimíveis.
error-bad-swiss-name-words = O nome contém uma palavra que o site não aceita: diga de outra forma.
