# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Praticar contra o computador
practice-heading = Prática
practice-intro = Posições para ganhar ou aguentar contra o computador na sua força máxima, julgadas pelas tabelas de finais. Quanto menos ações usar, mais estrelas ganha. As suas estrelas ficam neste dispositivo.
practice-lessons = Posições
practice-offline-note = A prática funciona sem ligação depois de esta página ter sido aberta; as tabelas de finais são obtidas quando a ligação o permite.
practice-other = Voltar às lições
learn-other = Praticar contra o computador
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Três contra dois
learn-js-lesson-three-against-three = Três contra três
learn-js-lesson-outnumbered = Menos peças, e mesmo assim ganhar
learn-js-lesson-hold = Aguentar o empate
learn-js-lesson-tactics = Tática
learn-js-about-three-against-two = Com três peças contra duas, um salto e a sua segunda peça terminam a partida. O computador resiste o mais que pode: force o salto.
learn-js-about-three-against-three = Três contra três: o primeiro salto ganha. Crie a ameaça que o computador não consegue travar.
learn-js-about-outnumbered = Ter menos peças não é perder: encontre o passo depois do qual o adversário já não pode impedir o seu salto.
learn-js-about-hold = Aqui só uma ação mantém a partida viva: qualquer outra deixa o computador saltar. Encontre-a e continue a aguentar.
learn-js-about-tactics = Posições de partidas, encontradas pelo localizador de problemas: ganhe-as contra o computador.
learn-js-note-near-limit = O empate por falta de capturas aproxima-se: ganhe antes da jogada 120.
learn-js-failed = A partida terminou sem atingir o objetivo. Tente de novo.
privacy-practice-what = As estrelas que ganhou em cada posição de prática.
privacy-practice-why = Para mostrar o seu progresso e abrir a posição seguinte; só são enviadas com um código de transferência que criar, para as levar para o seu outro dispositivo.
privacy-practice-long = Até apagar os dados deste site.
