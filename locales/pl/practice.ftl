# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = Trening z komputerem
practice-heading = Trening
practice-intro = Pozycje do wygrania lub utrzymania przeciw komputerowi na najwyższym poziomie, oceniane przez tablice końcówek. Im mniej ruchów, tym więcej gwiazdek. Twoje gwiazdki zostają na tym urządzeniu.
practice-lessons = Pozycje
practice-offline-note = Trening działa bez połączenia, gdy ta strona raz zostanie otwarta; tablice końcówek są pobierane, gdy pozwala na to połączenie.
practice-other = Wróć do lekcji
learn-other = Trening z komputerem
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = Trzy na dwa
learn-js-lesson-three-against-three = Trzy na trzy
learn-js-lesson-outnumbered = Mniej pionków, a jednak wygrana
learn-js-lesson-hold = Utrzymaj remis
learn-js-lesson-tactics = Taktyka
learn-js-about-three-against-two = Trzema pionkami przeciw dwóm jeden skok i drugi zabrany pionek kończą partię. Komputer broni się, jak długo może: wymuś skok.
learn-js-about-three-against-three = Trzy na trzy: pierwszy skok wygrywa. Stwórz groźbę, której komputer nie odeprze.
learn-js-about-outnumbered = Mniej pionków to nie przegrana: znajdź ruch, po którym przeciwnik nie powstrzyma twojego skoku.
learn-js-about-hold = Tu tylko jeden ruch utrzymuje partię: każdy inny pozwala komputerowi skoczyć. Znajdź go i broń się dalej.
learn-js-about-tactics = Pozycje z partii znalezione przez wyszukiwarkę zadań: wygraj je z komputerem.
learn-js-note-near-limit = Remis z braku bić jest blisko: wygraj przed 120. półruchem.
learn-js-failed = Partia się skończyła, a cel nie został osiągnięty. Spróbuj jeszcze raz.
privacy-practice-what = Gwiazdki zdobyte w każdej pozycji treningowej.
privacy-practice-why = Aby pokazać postępy i otworzyć następną pozycję; są wysyłane tylko z kodem przeniesienia, który utworzysz, aby przenieść je na inne urządzenie.
privacy-practice-long = Dopóki nie wyczyścisz danych tej witryny.
