## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Privacidade: o que este site guarda
privacy-title = Privacidade
privacy-lead = Sem conta, sem e-mail, sem publicidade. Esta página diz exatamente o que o site guarda sobre si, porquê e durante quanto tempo.
privacy-server-title = O que o servidor guarda
privacy-why = Porquê:
privacy-how-long = Durante quanto tempo:

privacy-player-cookie-what = O seu cookie de jogador: um código aleatório que identifica o seu jogador. O servidor guarda só uma impressão dele, nunca o código.
privacy-player-cookie-why = Para que o seu nome, a sua pontuação e as suas partidas da sala o acompanhem sem conta.
privacy-player-cookie-long = Dois anos no seu navegador; no servidor, até mandar esquecer o seu jogador.
privacy-seat-cookies-what = Um cookie de lugar para cada partida em que se senta, enviado só para o endereço dessa partida.
privacy-seat-cookies-why = Para que mais ninguém possa jogar o seu lado.
privacy-seat-cookies-long = Um ano no seu navegador; o segredo do lugar fica com a partida.
privacy-lang-cookie-what = A língua escolhida por último.
privacy-lang-cookie-why = Para abrir o site nessa língua.
privacy-lang-cookie-long = Um ano, só no seu navegador.
privacy-name-what = O nome do seu jogador, as suas pontuações e, para cada partida a contar, a sua pontuação antes dela e a sua variação.
privacy-name-why = Os adversários veem o seu nome; as pontuações emparelham-no com jogadores do seu nível e mostram o seu progresso na sua página.
privacy-name-long = Até mandar esquecer o seu jogador.
privacy-games-what = As partidas: cada ação e a sua hora, a conversa, o resultado e que jogador tinha cada lado.
privacy-games-why = Os dois jogadores, e qualquer pessoa com a ligação, podem abrir e analisar uma partida mais tarde.
privacy-games-long = Para sempre. Quando um jogador é esquecido, as suas partidas ficam e mostram «Jogador eliminado».
privacy-player-address-what = O endereço (IP) de onde o seu jogador foi criado.
privacy-player-address-why = Para seguir até à origem uma enxurrada de jogadores novos ou um nome ofensivo.
privacy-player-address-long = { $days ->
    [one] { $days } dia, depois apagado.
   *[other] { $days } dias, depois apagado.
}
privacy-table-address-what = O endereço que criou cada mesa.
privacy-table-address-why = Um endereço só pode ter algumas mesas à espera de um amigo, e o computador serve os endereços à vez.
privacy-table-address-long = { $days ->
    [one] { $days } dia, depois apagado.
   *[other] { $days } dias, depois apagado.
}
privacy-shared-address-what = Numa partida da sala entre dois jogadores do mesmo endereço, esse endereço.
privacy-shared-address-why = Jogadores que partilham um endereço só têm algumas partidas a contar por dia entre si.
privacy-shared-address-long = { $days ->
    [one] { $days } dia, depois apagado.
   *[other] { $days } dias, depois apagado.
}
privacy-seek-address-what = O endereço de quem procura adversário na sala.
privacy-seek-address-why = Um endereço só pode ter alguns jogadores à espera.
privacy-seek-address-long = { $days ->
    [one] Enquanto espera, no máximo { $days } dia.
   *[other] Enquanto espera (minutos), no máximo { $days } dias.
}
privacy-limits-what = Contagens de pedidos por endereço: jogadores novos, nomes novos, mesas, códigos de transferência.
privacy-limits-why = Limites contra abusos.
privacy-limits-long = No máximo uma hora.
privacy-push-what = Se ativar as notificações de uma partida: o endereço de notificações do seu navegador e as suas chaves.
privacy-push-why = Para o avisar, pelo serviço de notificações do seu navegador, quando é a sua vez.
privacy-push-long = Até a partida acabar, as desativar ou mandar esquecer o seu jogador.
privacy-mutes-what = Os jogadores que silenciou.
privacy-mutes-why = Para lhe esconder as frases e a conversa deles em todas as partidas, em cada aparelho onde está o seu jogador.
privacy-mutes-long = Até voltar a ouvi-los, ou até que o seu jogador ou o deles seja esquecido.
privacy-transfer-what = Os códigos de transferência, como impressão, com as estrelas das lições e da prática enviadas com um código, até ser usado.
privacy-transfer-why = Para levar o seu jogador para outro dispositivo.
privacy-transfer-long = Servem dez minutos e são removidos um dia depois.
privacy-logs-what = Os registos do servidor (o endereço, a hora e a rota de cada pedido) e as cópias de segurança da base de dados.
privacy-logs-why = Para encontrar falhas e ataques, e recuperar as partidas depois de uma avaria.
privacy-logs-long = { $days ->
    [one] No máximo { $days } dia, depois apagados.
   *[other] No máximo { $days } dias, depois apagados.
}

privacy-yours-title = Os seus dados
privacy-download = «Transferir os meus dados», em «As minhas partidas», dá-lhe um ficheiro (JSON) com o nome do seu jogador, o endereço de onde foi criado se ainda guardado, as suas pontuações e as suas partidas da sala: adversário, resultado, variação da pontuação e data.
privacy-forget = «Esqueça-me», em «As minhas partidas», apaga de uma vez o nome do seu jogador, o endereço, as pontuações, as subscrições de notificações e os códigos de transferência, e a ligação de cada navegador ao seu jogador. As suas partidas ficam, o seu lado mostrado como «Jogador eliminado». Depois, qualquer pessoa pode ficar com o nome. Não pode ser desfeito.
privacy-no-player = As partidas com um amigo ou contra o computador que não contavam não pertencem a nenhum jogador: são guardadas com os seus lugares, e nada as liga a si além dos cookies de lugar do seu navegador.
privacy-to-my-games = Ir para As minhas partidas
privacy-device-title = O que fica no seu dispositivo

privacy-recent-what = A lista das suas partidas para «As minhas partidas»: o identificador de cada partida e o seu lado.
privacy-recent-why = Para voltar a encontrar as suas partidas sem conta.
privacy-recent-long = Até apagar os dados deste site.
privacy-kept-player-what = O nome e a pontuação do seu jogador.
privacy-kept-player-why = Para o cumprimentar na página inicial quando não há rede.
privacy-kept-player-long = Até mandar esquecer o seu jogador ou apagar os dados deste site.
privacy-offline-what = As partidas jogadas sem ligação, e a sua pontuação de problemas com os problemas resolvidos.
privacy-offline-why = São jogadas no navegador e nunca enviadas.
privacy-offline-long = Até apagar os dados deste site.
privacy-settings-what = As suas escolhas: o tema, som desligado, conversa de uma partida silenciada, notificações ativadas para uma partida.
privacy-settings-why = Para as manter de uma visita para a outra.
privacy-settings-long = Até as mudar ou apagar os dados deste site.
privacy-cache-what = A cache da aplicação: os ficheiros do site e as páginas que são iguais para todos.
privacy-cache-why = Para jogar sem ligação.
privacy-cache-long = Substituída a cada nova versão do site.
privacy-clear-device = Para apagar tudo, abra as definições do seu navegador para este site e elimine os seus dados (num telefone: as definições do site, depois «Limpar e repor» ou «Eliminar dados»). Sem código de transferência, um navegador que perdeu os seus dados é um jogador novo.
privacy-nothing-else-title = Mais nada
privacy-nothing-else = Sem publicidade, sem estatísticas de visitas, sem scripts de outros sites: cada ficheiro vem deste site. Nada é vendido nem partilhado.

game-deleted-player = Jogador eliminado

mygames-privacy-link = Privacidade: o que este site guarda sobre si
mygames-data-title = Os seus dados
mygames-data-lead = Transfira o que o site guarda sobre o seu jogador, ou mande esquecê-lo.
mygames-data-download = Transferir os meus dados
mygames-forget = Esqueça-me
mygames-forget-what = Isto apaga de vez o nome do seu jogador, as pontuações, as subscrições de notificações e os códigos de transferência, em cada navegador a que se juntou. As suas partidas ficam, mostradas com «Jogador eliminado». Este navegador passa a ser novo.
mygames-forget-yes = Sim, esqueça-me
mygames-forget-no = Cancelar
mygames-js-forgotten = O seu jogador foi esquecido. Este navegador é novo para o site.
mygames-js-against-deleted = Contra um jogador eliminado
