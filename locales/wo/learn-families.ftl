# Njàng 9 ba 11 (/{lang}/learn, web/learn/lessons.txt, docs/learn.md): benn ngir bépp njabootu xeeti po.
learn-js-lesson-six-by-six = Taabal bu 6×6
learn-js-lesson-twenty-five = Taabal bu 25 pax
learn-js-lesson-bodogemu = Sàrti Bodogemu
learn-js-about-six-by-six = Taabal bu 6×6 bi dafay topp sàrti po bi ñu miin, te dafa yokk juróom-benneelu rëdd: rëdd yu taxaw yi ci a ba f, rëdd yu tëdd yi ci 1 ba 6, 36 pax ngir 12 pion ku nekk.
learn-js-about-twenty-five = Taabalu Béart am na 25 pax, 5×5. Boo amee ay pion ci loxo ba tey, mën ngaa teg walla tëb rekk, doo dox mukk. Ñaareelu pion bi ci taabal bi walla ci loxob noon bi lay jóge, te doo gañe lu dul nga lekk bépp pionu noon.
learn-js-about-bodogemu = Ci sàrti Bodogemu, pion bu tëb mën na tëbaat ci benn yoon wi. Ñaareelu pion bi, benn yoon rekk lañu koy jël, ginnaaw tëb bu mujj bi, te mën nga bañ a jël dara. Doo gañe lu dul nga lekk bépp pionu noon.
learn-js-note-six-ranks = Tëb bii dafay wàcc ci d6: pax bu taabal bi ñu miin amul.
learn-js-note-corner = Pion bu nekk ci koñ, kenn mënul a tëb ci kawam mukk: amul pax ci ginnaawam. Jël ko ni ñaareelu pion.
learn-js-note-no-step = Am nga ay pion ci loxo ba tey, kon pion bi nekk ci c2 mënul dox: tegal ab pion ci wetu pionu noon, ba noppi nga tëb.
learn-js-note-no-step-block = Boo amee ab pion ci loxo, mënuloo doxal pion bi ñu mën a tëb: tegal sa pion ci pax bu neen bi ci ginnaawam.
learn-js-note-hand-choice = Jëlal ci loxo bi pion bi benn tëb mënul a jot: bi nekk ci taabal bi, mën nañu koo tëb ba tey.
learn-js-note-last-piece = Benn pion bu des du njeexit fii. Ci koñam, kenn mënul a tëb ci kawam: tegal ab pion, ba fu mu dox nga lekk ko.
learn-js-note-chain = Bësal pax yi mu wàccee, kenn ca kenn: c3, ba noppi c5. Ñaareelu pion bi benn yoon rekk lay ñëw, ginnaaw tëb bu mujj bi.
learn-js-note-chain-turn = Tëb yu toftaloo mën nañu wëndéelu: ginnaaw bépp wàcc, seetal pionu noon bi ci topp bu pax bu neen nekk ci ginnaawam.
learn-js-note-decline = Bépp pion boo mën a jël ni ñaareelu pion, dina bàyyi benn ci say pion ba ñu mën koo tëb: bul jël dara.
learn-js-note-runner = Benn pion bu des du njeexit: jëlal ni ñaareelu pion bi mën a daw, te jàpp bi nekk ci koñ bi.
