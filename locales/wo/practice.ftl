# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Tàggatu ak ordinatëer bi
practice-heading = Tàggatu
practice-intro = Ay anam yoo wara gañe walla nga téye ak ordinatëer bi ci kàttanam gu gën a mag, tabali njeexitu po yi ñoo koy àtte. Lu nga yoon yi wàññi, lay biddiiw yi bari. Say biddiiw dañuy des ci jumtukaay bii.
practice-lessons = Anam yi
practice-offline-note = Tàggatu bi dafay dox te amul internet, su ñu ubbee xët wii benn yoon; tabali njeexitu po yi dañuy ñëw bu internet bi mayee.
practice-other = Dellu ci njàng yi
learn-other = Tàggatu ak ordinatëer bi
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Ñett ak ñaar
learn-js-lesson-three-against-three = Ñett ak ñett
learn-js-lesson-outnumbered = Pion yu néew, waaye gañe
learn-js-lesson-hold = Téye tolloo bi
learn-js-lesson-tactics = Pexe
learn-js-about-three-against-two = Ak ñett pion ci kanam ñaar, benn tëb ak pion bu ñaareelu bi dinañu jeexal po bi. Ordinatëer bi dina xeex ba mu mënul: forseel tëb bi.
learn-js-about-three-against-three = Ñett ak ñett: tëb bu njëkk bi moo gañe. Defal njàqare ju ordinatëer bi mënul a dogal.
learn-js-about-outnumbered = Am pion yu néew du ñàkk: gis yoon wi, ginnaaw bi, noon bi mënatul a tere sa tëb.
learn-js-about-hold = Fii, benn jëf rekk moo yàgg po bi: yeneen yépp dinañu may ordinatëer bi mu tëb. Gis ko, te nga téye.
learn-js-about-tactics = Ay anam yu jóge ci ay po, seetukaayu laaj yi ko gis: gañe leen ak ordinatëer bi.
learn-js-note-near-limit = Tolloo bu amul lekk dafa jege: gañeel balaa yoon wa 120eelu.
learn-js-failed = Po bi jeex na te jubluwaay bi jotul. Jéemaat.
privacy-practice-what = Biddiiw yi nga am ci anamu tàggatu bu nekk.
privacy-practice-why = Ngir won sa yokkute te ubbi anam bi ci topp; duñu leen yónnee lu dul ak kodu jàllale boo def, ngir yóbbu leen ci sa beneen jumtukaay.
privacy-practice-long = Ba nga far xibaaru site bii.
