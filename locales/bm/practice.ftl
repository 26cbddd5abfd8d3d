# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Degeli kɛ ɔridinatɛri ɲɛ
practice-heading = Degeli
practice-intro = Cogoya minnu ka kan ka sɔrɔ walima ka muɲu ɔridinatɛri ɲɛ a fanga bɛɛ la, tulon laban tabaliw b’u kiiri tigɛ. Ni i ka kɛwalew ka dɔgɔ, i bɛ dolo caman sɔrɔ. I ka dolow bɛ to nin minɛn in kan.
practice-lessons = Cogoyaw
practice-offline-note = Ni nin ɲɛ in dayɛlɛra siɲɛ kelen, degeli bɛ se ka kɛ ɛntɛrinɛti kɔ; tulon laban tabaliw bɛ lajɛ ni ɛntɛrinɛti bɛ yen.
practice-other = Segin kalansiraw ma
learn-other = Degeli kɛ ɔridinatɛri ɲɛ
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Saba ni fila
learn-js-lesson-three-against-three = Saba ni saba
learn-js-lesson-outnumbered = Kisɛ dɔgɔman, nka se sɔrɔli
learn-js-lesson-hold = Bɛnni mara
learn-js-lesson-tactics = Hakilinaw
learn-js-about-three-against-two = Ni kisɛ saba bɛ i fɛ kisɛ fila ɲɛ, pan kelen ni a kisɛ filanan bɛ tulon laban. Ɔridinatɛri bɛ muɲu ka se fɛn bɛɛ la: pan in wajibiya.
learn-js-about-three-against-three = Saba ni saba: pan fɔlɔ de bɛ se sɔrɔ. Bagabaga min tɛ se ka bali ɔridinatɛri fɛ, o dilan.
learn-js-about-outnumbered = Kisɛ dɔgɔman sɔrɔli tɛ dɛsɛ ye: taama min kɔ kɛlɛɲɔgɔn tɛ se ka i ka pan bali tugun, o ɲini.
learn-js-about-hold = Yan, kɛwale kelen dɔrɔn de bɛ tulon to: tɔw bɛɛ bɛ ɔridinatɛri to a ka pan. A ɲini, ka to ka muɲu.
learn-js-about-tactics = Tulonw cogoyaw, ɲininkaliw ɲinina olu sɔrɔ: u sɔrɔ ɔridinatɛri ɲɛ.
learn-js-note-near-limit = Minɛli-tɛ bɛnni surunyana: se sɔrɔ sani nɔ 120nan ka se.
learn-js-failed = Tulon banna, kun ma sɔrɔ. A kɛ tugun.
privacy-practice-what = Dolo minnu i ye sɔrɔ degeli cogoya kelen-kelen bɛɛ la.
privacy-practice-why = Walasa ka i ka ɲɛtaa jira ani ka cogoya nata da wuli; u tɛ ci fo ni i ye bɔsili kode dilan, k’u ta ka taa n’u ye i ka minɛn wɛrɛ kan.
privacy-practice-long = Fo i ka nin siti ka kunnafoniw jɔsi.
