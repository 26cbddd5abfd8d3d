variant-kicker = Conjunto de regras do Yoté
variant-play = Abrir uma mesa com estas regras
variant-what = O que é?
variant-changes = Diferenças nas regras
variant-changes-caption = Em que este conjunto de regras difere do jogo padrão
variant-aspect = Regra
variant-history = História
variant-others = Outros conjuntos de regras

v-standard-title = Yoté padrão
v-standard-short = Tabuleiro de 5×6, 12 peças por jogador, a segunda peça retirada do tabuleiro.
v-standard-lead = O jogo que a maioria dos conjuntos de regras modernos descreve: um tabuleiro de 5 linhas de 6 casas, doze peças para cada lado, e cada captura leva a peça saltada e uma segunda peça do tabuleiro.
v-standard-what-1 = Cada jogador começa com doze peças na mão e um tabuleiro vazio entre os dois. Na sua vez, coloca uma peça, desloca uma peça uma casa ou salta por cima de uma peça adversária e captura essa peça, e depois retira uma segunda peça adversária do tabuleiro. Ganha quando o adversário ficar com uma só peça.
v-standard-what-2 = Este é o jogo que serve de referência para todos os outros conjuntos de regras deste site. A sua tabela de diferenças nas regras tem uma só linha: é a referência.
v-standard-history-1 = O Yoté é um jogo tradicional da África Ocidental. Charles Béart descreveu o jogo em Jeux et jouets de l’ouest africain (Dakar, 1955) como um dos jogos de apostas mais difundidos do Senegal, jogado com doze pedrinhas contra doze pauzinhos. Games of the World, de Frederic V. Grunfeld (1975), e The Games of Africa, de Jennifer Prior (1994), descrevem o jogo em inglês, e as reviravoltas súbitas da sorte são muitas vezes apontadas como o motivo pelo qual o jogo é disputado com apostas.
v-standard-history-2 = O tabuleiro era tradicionalmente um conjunto de buracos cavados no chão, em linhas e colunas, por isso nada fixava o seu tamanho; a maioria dos conjuntos de regras modernos usa 5 linhas de 6 casas. As regras de João Pedro Neto retiram a segunda peça do tabuleiro e nunca da reserva, e outras regras modernas concordam. O jogo padrão deste site segue essas regras.
v-standard-history-3 = O empate após 120 jogadas sem captura vem do conjunto de regras Béart; o site aplica este empate a todos os conjuntos de regras para que todas as partidas terminem.

v-hand-capture-title = Yoté: segunda peça da mão
v-hand-capture-short = A segunda peça pode ser retirada da mão do adversário.
v-hand-capture-lead = Depois de cada captura, retire a segunda peça adversária do tabuleiro ou da mão do adversário: uma opção que faz com que cada captura custe uma peça inteira.
v-hand-capture-what-1 = Cada captura no Yoté retira duas peças adversárias: a que é saltada e uma segunda à sua escolha. No jogo padrão deste site, essa segunda peça tem de vir do tabuleiro. Com esta opção, definida na criação da mesa, pode retirar essa peça do tabuleiro ou das peças que o adversário ainda tem na mão.
v-hand-capture-what-2 = A diferença pesa sobretudo no início da partida e sempre que um jogador guarda peças na mão. No jogo padrão, um jogador com poucas peças no tabuleiro perde pouco com a segunda retirada, e se a peça saltada era a sua única peça no tabuleiro não há segunda retirada nenhuma. Com esta opção, a segunda peça é sempre retirada enquanto o adversário tiver uma, e tirar essa peça da mão elimina uma reserva que podia ter sido colocada em qualquer casa. Guardar peças na mão deixa de ser uma forma segura de as proteger.
v-hand-capture-history-1 = O Yoté é um jogo tradicional da África Ocidental, descrito por Charles Béart em Jeux et jouets de l’ouest africain (Dakar, 1955) como um dos jogos de apostas mais difundidos do Senegal. A sua regra característica é que uma captura leva duas peças: Béart escreve que quem captura retira também uma peça à sua escolha entre as peças do adversário (“un pion au choix dans le jeu de l’adversaire”), palavras que não indicam o tabuleiro como o único lugar de onde tirar essa peça.
v-hand-capture-history-2 = Regras posteriores resolvem a questão de maneiras diferentes. As regras de João Pedro Neto dizem que a peça extra é retirada do tabuleiro, mas não da reserva do adversário, e outras regras modernas também tiram essa peça do tabuleiro. Uma edição comercial em caixa tira essa peça do tabuleiro, ou das peças do adversário ainda não colocadas quando não há nenhuma no tabuleiro.
v-hand-capture-history-3 = O jogo padrão deste site segue a regra de retirar só do tabuleiro. Esta opção é a leitura aberta da regra antiga: a segunda peça pode vir do tabuleiro ou da mão a qualquer momento, por isso cada captura custa ao adversário duas peças enquanto ele as tiver.

v-six-by-six-title = Yoté num tabuleiro de 6×6
v-six-by-six-short = Um tabuleiro quadrado de 6×6 casas, com uma sexta linha e mais espaço para manobrar.
v-six-by-six-lead = Jogue Yoté num tabuleiro quadrado de 6×6 casas: as mesmas 12 peças para cada lado e as mesmas regras de captura, com uma sexta linha que dá mais espaço para colocar, recuar e fugir.
v-six-by-six-what-1 = O tabuleiro padrão do Yoté tem 5 linhas de 6 casas. Nesta variante, o jogo decorre num tabuleiro quadrado de 6×6, escolhido como tamanho do tabuleiro na criação da mesa. Nada mais muda: cada jogador começa com 12 peças na mão, as Brancas jogam primeiro e, em cada turno, coloca uma peça em qualquer casa vazia, desloca uma peça para uma casa vizinha vazia ou salta por cima de uma peça adversária. Cada captura retira sempre a peça saltada e uma segunda peça adversária à sua escolha, do tabuleiro.
v-six-by-six-what-2 = A linha extra acrescenta seis casas, por isso 36 casas recebem as mesmas 24 peças. Quando todas as peças estão colocadas, ficam doze casas vazias em vez de seis. As peças podem ser deslocadas para longe de uma ameaça com mais facilidade, mas também há mais casas vazias atrás de cada peça para onde um adversário pode saltar, por isso uma posição fica aberta durante mais tempo.
v-six-by-six-history-1 = O Yoté é um jogo tradicional da África Ocidental. Charles Béart descreveu este jogo no seu estudo Jeux et jouets de l’ouest africain, publicado em Dakar em 1955, como um dos jogos de apostas mais difundidos do Senegal, jogado com 12 pedrinhas contra 12 pauzinhos. O jogo está descrito em inglês em Games of the World, de Frederic V. Grunfeld (1975), e em The Games of Africa, de Jennifer Prior (1994).
v-six-by-six-history-2 = O tamanho da quadrícula nunca foi fixo. A descrição de Béart fala de um tabuleiro de vinte e cinco buracos, uma quadrícula de 5×5, e o Choko, jogo gambiano muito próximo, também é jogado em 5×5. A maioria dos conjuntos de regras modernos usa 5 linhas de 6 casas, que é o jogo padrão deste site. Tradicionalmente, o tabuleiro era apenas uma quadrícula desenhada ou cavada no chão, por isso nada o prendia a um tamanho.
v-six-by-six-history-3 = Não conhecemos nenhuma fonte publicada para o Yoté em 6×6. É oferecido aqui como um tabuleiro mais espaçoso para quem quer partidas mais longas, com todas as regras do jogo padrão inalteradas.

v-bodogemu-title = Yoté Bodogemu
v-bodogemu-short = Saltos em cadeia, segunda peça opcional, jogo até todas as peças serem capturadas.
v-bodogemu-lead = As regras publicadas pelo site Bodogemu: uma peça que salta pode continuar a saltar, a segunda peça só é retirada se quiser, e a partida continua até um dos lados perder todas as peças.
v-bodogemu-what-1 = O Bodogemu joga no tabuleiro habitual de 5 linhas de 6 casas, com doze peças para cada lado, e sorteia quem começa. Colocar, deslocar e saltar funcionam como no jogo padrão, mas uma peça que cai ao lado de outra peça adversária pode saltar de novo no mesmo turno, capturando cada peça por cima da qual passa, desde que cada salto caia numa casa vazia. Pode parar depois de qualquer salto.
v-bodogemu-what-2 = Depois de uma captura, pode retirar qualquer outra peça adversária do tabuleiro, mas não é obrigatório. Ganha quem capturar todas as peças adversárias. Se nenhum jogador puder fazer uma ação válida, ganha quem tiver mais peças no tabuleiro; e se os dois jogadores ficarem com três peças ou menos e nenhum puder capturar, a partida termina empatada.
v-bodogemu-history-1 = As regras do Bodogemu apresentam o Yoté como um jogo praticado sobretudo no Senegal, no Mali e no Burkina Faso, popular pelas suas regras simples e pelas suas frequentes reviravoltas, razão pela qual alguns jogadores apostam nele. Essas regras descrevem o jogo no chão, com pedrinhas e pauzinhos em buracos cavados para servir de casas, tal como foi descrito por Charles Béart em Jeux et jouets de l’ouest africain (Dakar, 1955).
v-bodogemu-history-2 = Os saltos em cadeia aparecem nas regras do Bodogemu e não nas de Béart, onde é feito um único salto por turno; o conjunto de regras Béart deste site deixa isso explícito. Essas regras não dizem quando é retirada a segunda peça durante uma cadeia: aqui, essa peça é retirada uma só vez, depois do último salto.
v-bodogemu-history-3 = O Bodogemu sorteia as cores, e uma mesa criada com este conjunto de regras faz o mesmo, a menos que escolha outra coisa. Acrescentamos o empate após 120 jogadas sem captura, como em todos os conjuntos de regras deste site.

v-beart-title = O Yoté de Béart em 25 buracos
v-beart-short = Tabuleiro de 5×5, mão primeiro, a segunda peça do tabuleiro ou da reserva.
v-beart-lead = Vinte e cinco buracos cavados no tabuleiro, doze peças para cada lado e uma captura que custa sempre duas: o conjunto de regras do jogo de tabuleiro de 25 buracos.
v-beart-what-1 = O tabuleiro tem 25 buracos, 5 linhas de 5, vazio no início, e cada jogador tem 12 peças fora do tabuleiro. Enquanto ainda tiver peças para colocar, coloca uma num buraco vazio ou salta para capturar; nenhuma outra peça se move. Depois de colocar todas as suas peças, desloca uma peça para um buraco vizinho vazio ou salta.
v-beart-what-2 = Um salto captura a peça saltada e uma segunda peça adversária à sua escolha, do tabuleiro ou da reserva: uma captura custa sempre duas peças. Não há saltos em cadeia, e capturar nunca é obrigatório. Ganha quem capturar as doze peças adversárias. Um jogador que não pode jogar na sua vez perde (Ndar-Kepp, “bloqueado por todos os lados” em uolofe), mas um jogador sem nenhuma peça no tabuleiro e com peças na reserva não está bloqueado: coloca uma peça. A partida termina empatada por acordo ou após 120 jogadas sem captura.
v-beart-history-1 = Charles Béart descreveu o Yoté em Jeux et jouets de l’ouest africain (Dakar, 1955), jogado com doze pedrinhas contra doze pauzinhos; a sua descrição fala de um tabuleiro de vinte e cinco buracos. O Choko, jogo gambiano muito próximo, também é jogado em 5×5. Frederic V. Grunfeld (Games of the World, 1975) e Jennifer Prior (The Games of Africa, 1994) descreveram mais tarde o jogo em inglês.
v-beart-history-2 = As palavras de Béart para a segunda peça, “un pion au choix dans le jeu de l’adversaire”, não limitam essa peça ao tabuleiro, e este conjunto de regras tira essa peça do tabuleiro ou da reserva. A regra de que as peças na mão têm de ser colocadas antes de qualquer peça ser deslocada, a derrota por Ndar-Kepp e o empate das 120 jogadas vêm das próprias regras do jogo de tabuleiro de 25 buracos.

# The rule changes tables: one row per aspect the source page speaks of (src/site/pages.rs,
# `table_rows`). vt-<row> names the row, vt-<row>-standard the standard game,
# vt-<preset>-<row> the rule set; v-<preset>-source names the source under the table.
vt-board = Tabuleiro
vt-board-standard = 5 linhas de 6 casas, 30 casas ao todo.
vt-pieces = Peças e casas vazias
vt-pieces-standard = 12 por jogador, todas na mão no início. Quando todas as peças estão colocadas, ficam 6 casas vazias.
vt-moves = Colocar, deslocar e saltar
vt-moves-standard = Colocar uma peça em qualquer casa vazia, deslocar uma casa para cima, para baixo, para a esquerda ou para a direita, ou saltar na mesma direção por cima de uma peça adversária vizinha para a casa vazia atrás dela, e depois retirar do tabuleiro uma segunda peça adversária à sua escolha.
vt-end = Fim da partida
vt-end-standard = Ganha quando o adversário ficar com uma peça ou nenhuma, tabuleiro e mão juntos. Um jogador sem nenhuma ação legal na sua vez perde.
vt-second = Segunda peça retirada após uma captura
vt-second-standard = Qualquer outra peça adversária no tabuleiro, à escolha de quem captura. Tem de ser retirada sempre que houver uma.
vt-none-left = Quando não há outra peça adversária no tabuleiro
vt-none-left-standard = Só a peça saltada é retirada; as peças na mão estão a salvo.
vt-start = Quem começa
vt-start-standard = As Brancas jogam primeiro. A criação da mesa define quem fica com as Brancas: quem cria a mesa, o adversário, ou um dos dois por sorteio.
vt-placing = Colocar e deslocar
vt-placing-standard = Em qualquer turno, colocar uma peça da mão, deslocar uma peça ou saltar.
vt-chain = Saltos por turno
vt-chain-standard = Um salto por turno.
vt-win = Vitória
vt-win-standard = Ganha quando o adversário ficar com uma peça ou nenhuma, tabuleiro e mão juntos.
vt-blocked = Jogador bloqueado
vt-blocked-standard = Um jogador sem nenhuma ação legal na sua vez perde (Ndar-Kepp). Um jogador com peças na mão e uma casa vazia pode sempre colocar.
vt-draws = Empates
vt-draws-standard = Após { $n } jogadas seguidas sem captura, ou por acordo.

v-standard-source = Fontes: as regras de João Pedro Neto e outros conjuntos de regras modernos para o tabuleiro e a segunda peça; o conjunto de regras Béart para o empate das 120 jogadas.

vt-six-by-six-board = 6 linhas de 6 casas, 36 casas ao todo, escolhido na criação da mesa.
vt-six-by-six-pieces = As mesmas 12 por jogador. Quando todas as peças estão colocadas, ficam 12 casas vazias.
vt-six-by-six-moves = O mesmo, no tabuleiro maior: também é possível deslocar e saltar para a sexta linha.
vt-six-by-six-end = O mesmo.
v-six-by-six-source = Fonte: nenhuma publicada. Não conhecemos nenhuma fonte para o Yoté em 6×6: as linhas acima descrevem o jogo padrão num tabuleiro com uma sexta linha.

vt-hand-capture-second = Qualquer outra peça adversária no tabuleiro, ou uma peça da mão do adversário, à escolha de quem captura.
vt-hand-capture-none-left = A segunda peça tem de ser retirada da mão do adversário, se ele tiver alguma.
vt-hand-capture-moves-standard = Colocar uma peça em qualquer casa vazia, deslocar uma casa para cima, para baixo, para a esquerda ou para a direita, ou saltar na mesma direção por cima de uma peça adversária vizinha para a casa vazia atrás dela.
vt-hand-capture-moves = O mesmo.
vt-hand-capture-end = O mesmo. Uma peça retirada da mão conta para a vitória como qualquer outra.
v-hand-capture-source = Fontes: Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955), “un pion au choix dans le jeu de l’adversaire”, em leitura aberta; o jogo padrão segue a regra de João Pedro Neto, só do tabuleiro.

vt-bodogemu-start = Por sorteio, como no Bodogemu; uma mesa com este conjunto de regras faz o mesmo, a menos que escolha outra coisa. As Brancas jogam primeiro.
vt-bodogemu-board = O mesmo: 5 linhas de 6 casas (“6x5” nas palavras do Bodogemu), 12 peças na mão para cada lado.
vt-bodogemu-placing = O mesmo: colocar, deslocar uma casa para cima, para baixo, para a esquerda ou para a direita (nunca na diagonal), ou saltar.
vt-bodogemu-second = Qualquer outra peça adversária no tabuleiro, à escolha de quem captura, mas também pode não retirar nenhuma.
vt-bodogemu-chain = Depois de um salto, a mesma peça pode saltar de novo no mesmo turno, capturando cada peça por cima da qual passa, desde que cada salto caia numa casa vazia; pode parar depois de qualquer salto. A segunda peça é retirada uma só vez, depois do último salto (é a nossa leitura: a fonte não diz).
vt-bodogemu-win = Ganha quem capturar todas as peças adversárias.
vt-bodogemu-blocked = Um jogador sem nenhuma ação legal passa a vez. Se nenhum jogador puder jogar, ganha quem tiver mais peças no tabuleiro; com números iguais, é empate.
vt-bodogemu-draws = Quando os dois jogadores ficam com 3 peças ou menos e nenhum pode capturar. Também após { $n } jogadas sem captura (regra acrescentada por este site), ou por acordo.
v-bodogemu-source = Fonte: as regras do Yoté do Bodogemu (em francês), “Comment jouer” e “Fin de la partie”. O empate das 120 jogadas é acrescentado por este site, e o momento em que uma cadeia retira a segunda peça é leitura nossa.

vt-beart-board = 25 buracos, 5 linhas de 5, vazio no início.
vt-beart-pieces = 12 por jogador, fora do tabuleiro. 24 peças para 25 buracos: se todas as peças forem colocadas, fica um só buraco vazio.
vt-beart-placing = Enquanto tiver peças para colocar, coloca uma num buraco vazio ou salta para capturar; nenhuma outra peça se move. Depois de colocar todas as suas peças, desloca uma peça ou salta.
vt-beart-second = Qualquer outra peça adversária no tabuleiro ou uma da reserva, à escolha de quem captura: uma captura custa sempre duas peças. Tem de ser retirada.
vt-beart-chain = O mesmo: um salto por turno, como esta fonte diz com todas as letras.
vt-beart-win = Ganha quem capturar as 12 peças adversárias.
vt-beart-blocked = Ndar-Kepp (“bloqueado por todos os lados” em uolofe): um jogador que não pode jogar na sua vez perde. Um jogador sem nenhuma peça no tabuleiro mas com peças na reserva não está bloqueado: coloca uma peça.
vt-beart-draws = O mesmo: por acordo, ou após { $n } jogadas sem captura. É desta fonte que vem essa regra.
v-beart-source = Fonte: as regras do jogo de tabuleiro de 25 buracos (“Les règles du Yoté”), segundo Charles Béart, Jeux et jouets de l’ouest africain (Dakar, 1955).
