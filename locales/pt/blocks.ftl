# Bloquear outro jogador (docs/moderation.md "Block").
player-block-note = Bloquear mantém-vos afastados: a sala nunca vos emparelha, nenhum de vós vê as partidas em oferta do outro e nenhum pode ocupar o lugar na mesa com pontuação do outro.
player-js-block = Bloquear { $name }
player-js-unblock = Desbloquear { $name }
player-js-blocked = { $name } está bloqueado, em cada um dos seus aparelhos.
player-js-unblocked = { $name } já não está bloqueado.
error-own-block = Não pode bloquear-se a si próprio.
error-too-many-blocks = Já bloqueou tantos jogadores quantos pode. Desbloqueie um primeiro.
error-blocked = Não pode jogar com este jogador: um de vós bloqueou o outro.
privacy-blocks-what = Os jogadores que bloqueou.
privacy-blocks-why = Para vos manter afastados na sala e nas mesas com pontuação, em cada aparelho onde está o seu jogador.
privacy-blocks-long = Até os desbloquear, ou até que o seu jogador ou o deles seja esquecido.
