# Kalansira 9 fo 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): kelen sariya kulu denbaya kelen-kelen bɛɛ kama.
learn-js-lesson-six-by-six = Wala 6×6
learn-js-lesson-twenty-five = Wala dingɛ 25
learn-js-lesson-bodogemu = Bodogemu ka sariyaw
learn-js-about-six-by-six = Wala 6×6 bɛ tulon jɔnjɔn sariyaw tugu, ka sira 6nan fara a kan: sira jɔlenw bɛ daminɛ a la ka se f ma, sira dalenw bɛ daminɛ 1 la ka se 6 ma; dingɛ 36 bɛ kisɛ 12 kama fan kelen-kelen bɛɛ fɛ.
learn-js-about-twenty-five = Béart ka wala dingɛ ye 25 ye, 5×5. Ni kisɛw bɛ i bolo la halisa, i bɛ se ka sigili walima panni dɔrɔn kɛ, taamali tɛ abada. Kisɛ filanan bɛ ta wala kan walima kɛlɛɲɔgɔn bolo la, ani i tɛ se sɔrɔ fo i ka kɛlɛɲɔgɔn kisɛ bɛɛ minɛ.
learn-js-about-bodogemu = Bodogemu ka sariyaw la, kisɛ min panna, o bɛ se ka pan tugun nɔ kelen in na. Kisɛ filanan bɛ ta siɲɛ kelen, panni laban kɔ, ani a tali bɛ i sago la. I tɛ se sɔrɔ fo i ka kɛlɛɲɔgɔn kisɛ bɛɛ minɛ.
learn-js-note-six-ranks = Nin panni bɛ jigin d6 kan: dingɛ min tɛ wala jɔnjɔn na.
learn-js-note-corner = Kisɛ min bɛ wala dan fila ɲɔgɔn sɔrɔyɔrɔ la, u tɛ se ka pan o kan abada: dingɛ si tɛ a kɔfɛ. O ta i n’a fɔ kisɛ filanan.
learn-js-note-no-step = Kisɛw bɛ i bolo la halisa, o de kosɔn kisɛ min bɛ c2 kan, o tɛ se ka taama: kisɛ dɔ sigi kɛlɛɲɔgɔn kisɛ dɔ kɛrɛfɛ, o kɔ i ka pan.
learn-js-note-no-step-block = Ni kisɛ bɛ i bolo la, i tɛ se ka kisɛ bagabagalen lataama: i ka kisɛ sigi dingɛ lankolon na min bɛ a kɔfɛ.
learn-js-note-hand-choice = Kisɛ min tɛ se ka sɔrɔ panni si fɛ, o ta bolo la: min bɛ wala kan, u bɛ se ka pan o kan halisa.
learn-js-note-last-piece = Kisɛ kelen tolen tɛ laban ye yan. A bɛ yɔrɔ min na, u tɛ se ka pan a kan: kisɛ dɔ sigi, walasa a ka minɛ a mana taama yɔrɔ o yɔrɔ.
learn-js-note-chain = Jiginyɔrɔ dingɛ kelen-kelen bɛɛ digi ɲɔgɔn kɔ: c3, o kɔ c5. Kisɛ filanan bɛ na siɲɛ kelen, panni laban kɔ.
learn-js-note-chain-turn = Panni ɲɔgɔn kɔ bɛ se ka wuli ka taa fan wɛrɛ fɛ: jiginni o jiginni kɔ, kɛlɛɲɔgɔn kisɛ nata ɲini, dingɛ lankolon bɛ min kɔfɛ.
learn-js-note-decline = Kisɛ o kisɛ i bɛ se ka ta i n’a fɔ kisɛ filanan, o bɛ i ka kisɛ dɔ to yen u bɛ se ka pan a kan: kana foyi ta.
learn-js-note-runner = Kisɛ kelen tolen tɛ laban ye: min bɛ se ka boli, o ta i n’a fɔ kisɛ filanan, ka min bɛ wala dan fila ɲɔgɔn sɔrɔyɔrɔ la, o minɛ.
