# Lições 9 a 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): uma por cada família de conjuntos de regras.
learn-js-lesson-six-by-six = O tabuleiro de 6×6
learn-js-lesson-twenty-five = O tabuleiro de 25 buracos
learn-js-lesson-bodogemu = As regras de Bodogemu
learn-js-about-six-by-six = O tabuleiro de 6×6 mantém as regras padrão e acrescenta uma sexta fila: colunas de a a f, filas de 1 a 6, 36 casas para 12 peças de cada lado.
learn-js-about-twenty-five = O tabuleiro de Béart tem 25 buracos, 5×5. Enquanto tiver peças na mão, só pode colocar ou saltar, nunca deslocar. A segunda peça sai do tabuleiro ou da mão inimiga, e só ganha capturando todas as peças inimigas.
learn-js-about-bodogemu = Com as regras de Bodogemu, uma peça que saltou pode saltar de novo na mesma vez. A segunda peça é tirada uma só vez, depois do último salto, e pode não tirar nenhuma. Só ganha capturando todas as peças inimigas.
learn-js-note-six-ranks = Este salto cai em d6: uma casa que o tabuleiro padrão não tem.
learn-js-note-corner = Uma peça num canto nunca pode ser saltada: não há casa atrás dela. Tire-a como segunda peça.
learn-js-note-no-step = Ainda tem peças na mão, por isso a peça em c2 não se pode deslocar: coloque uma peça ao lado de uma peça inimiga e depois salte.
learn-js-note-no-step-block = Com uma peça na mão não pode deslocar a peça ameaçada: coloque a sua na casa vazia atrás dela.
learn-js-note-hand-choice = Tire da mão a peça que nenhum salto alcança: a do tabuleiro ainda pode ser saltada.
learn-js-note-last-piece = Uma só peça não é o fim aqui. No seu canto não pode ser saltada: coloque uma peça de modo a apanhá-la para onde quer que se desloque.
learn-js-note-chain = Toque em cada casa de chegada, uma após outra: c3, depois c5. A segunda peça vem uma só vez, depois do último salto.
learn-js-note-chain-turn = Uma cadeia pode virar: depois de cada chegada, procure a peça inimiga seguinte com uma casa vazia atrás.
learn-js-note-decline = Qualquer peça que tirasse como segunda peça deixaria uma das suas exposta a um salto: não tire nenhuma.
learn-js-note-runner = Uma só peça não é o fim: tire como segunda peça a que poderia fugir, e apanhe a do canto.
