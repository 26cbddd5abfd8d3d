# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = Jogar sem internet
offline-heading = Jogar sem internet
offline-in-browser = Estas partidas são jogadas neste navegador pelo motor da própria página, com ou sem conexão.
offline-what-works = Jogar contra o computador (em todos os níveis) e a dois neste dispositivo funciona sem internet; as partidas com um amigo precisam da rede.
offline-back = ← Partidas sem internet
offline-new = Nova partida
offline-opponent = Adversário
offline-computer = O computador
offline-local = Dois jogadores neste dispositivo
offline-level = Nível
offline-colour = A sua cor
offline-white = Brancas
offline-black = Pretas
offline-random = Sorteio
offline-rules = Regras
offline-start = Começar
offline-kept = Partidas guardadas neste navegador
offline-none = Ainda não há nenhuma partida.
offline-kept-note = São guardadas as últimas 50 partidas, só neste navegador.
offline-offer-text = Sem conexão? Ainda pode jogar contra o computador, ou a dois neste dispositivo.
offline-mygames-link = As partidas jogadas sem internet ficam guardadas na página “Jogar sem internet” →
offline-offer-link = Jogar sem internet
offline-js-online = Há conexão à internet.
offline-js-offline = Sem conexão à internet.
offline-js-engine-failed = Não foi possível carregar o motor neste navegador.
offline-js-vs-computer = Contra o computador ({ $level })
offline-js-you-white = joga com as Brancas
offline-js-you-black = joga com as Pretas
offline-js-on-device = Dois jogadores neste dispositivo
offline-js-in-progress = { $n ->
    [one] em curso, { $n } ação jogada
   *[other] em curso, { $n } ações jogadas
}
offline-js-aborted = cancelada
offline-js-draw = empatada
offline-js-you-won = ganha
offline-js-you-lost = perdida
offline-js-white-won = As Brancas ganharam
offline-js-black-won = As Pretas ganharam
offline-js-resume = Retomar
offline-js-replay = Rever
offline-js-tables-loaded = O computador conhece este final na perfeição: as suas tabelas de finais ({ $mb } MB) estão carregadas.
offline-js-tables-known = O computador conhece este final na perfeição, pelas suas tabelas de finais.
offline-js-tables-too-large = As tabelas de finais deste final ({ $mb } MB) são grandes demais para esta página: o computador joga-o pesquisando.
offline-js-tables-unavailable = Não foi possível obter as tabelas de finais deste final: o computador joga-o pesquisando.
