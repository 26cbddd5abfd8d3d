## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Prywatność: co przechowuje ta strona
privacy-title = Prywatność
privacy-lead = Bez konta, bez e-maila, bez reklam. Ta strona mówi dokładnie, co serwis przechowuje o tobie, po co i jak długo.
privacy-server-title = Co przechowuje serwer
privacy-why = Po co:
privacy-how-long = Jak długo:

privacy-player-cookie-what = Twoje ciasteczko gracza: losowy token wskazujący twojego gracza. Serwer przechowuje tylko jego odcisk, nigdy sam token.
privacy-player-cookie-why = Żeby twoja nazwa, ranking i partie z poczekalni szły za tobą bez konta.
privacy-player-cookie-long = Dwa lata w przeglądarce; na serwerze, dopóki nie każesz zapomnieć swojego gracza.
privacy-seat-cookies-what = Ciasteczko miejsca dla każdej partii, w której siedzisz, wysyłane tylko pod adres tej partii.
privacy-seat-cookies-why = Żeby tylko ty mógł grać swoją stroną.
privacy-seat-cookies-long = Rok w przeglądarce; sekret miejsca zostaje przy partii.
privacy-lang-cookie-what = Ostatnio wybrany język.
privacy-lang-cookie-why = Żeby otwierać serwis w tym języku.
privacy-lang-cookie-long = Rok, tylko w twojej przeglądarce.
privacy-name-what = Nazwa twojego gracza, twoje rankingi, a dla każdej partii rankingowej twój ranking przed nią i jego zmiana.
privacy-name-why = Przeciwnicy widzą twoją nazwę; rankingi łączą cię z graczami na twoim poziomie i pokazują postępy na twojej stronie.
privacy-name-long = Dopóki nie każesz zapomnieć swojego gracza.
privacy-games-what = Partie: każda akcja i jej czas, czat, wynik oraz który gracz miał którą stronę.
privacy-games-why = Obaj gracze i każdy, kto ma link, mogą później otworzyć i przeanalizować partię.
privacy-games-long = Na zawsze. Gdy gracz zostaje zapomniany, jego partie zostają i pokazują „Usunięty gracz”.
privacy-player-address-what = Adres (IP), z którego utworzono twojego gracza.
privacy-player-address-why = Żeby wyśledzić źródło zalewu nowych graczy albo obraźliwej nazwy.
privacy-player-address-long = { $days ->
    [one] { $days } dzień, potem usuwany.
    [few] { $days } dni, potem usuwany.
   *[many] { $days } dni, potem usuwany.
    [other] { $days } dnia, potem usuwany.
}
privacy-table-address-what = Adres, który utworzył każdy stół.
privacy-table-address-why = Jeden adres może mieć tylko kilka stołów czekających na przyjaciela, a komputer obsługuje adresy po kolei.
privacy-table-address-long = { $days ->
    [one] { $days } dzień, potem usuwany.
    [few] { $days } dni, potem usuwany.
   *[many] { $days } dni, potem usuwany.
    [other] { $days } dnia, potem usuwany.
}
privacy-shared-address-what = W partii z poczekalni między dwoma graczami z jednego adresu: ten adres.
privacy-shared-address-why = Gracze dzielący adres mają ze sobą tylko kilka partii rankingowych dziennie.
privacy-shared-address-long = { $days ->
    [one] { $days } dzień, potem usuwany.
    [few] { $days } dni, potem usuwany.
   *[many] { $days } dni, potem usuwany.
    [other] { $days } dnia, potem usuwany.
}
privacy-seek-address-what = Adres kogoś, kto szuka przeciwnika w poczekalni.
privacy-seek-address-why = Jeden adres może mieć tylko kilku czekających graczy.
privacy-seek-address-long = { $days ->
    [one] Póki czeka, najwyżej { $days } dzień.
    [few] Póki czeka (minuty), najwyżej { $days } dni.
   *[many] Póki czeka (minuty), najwyżej { $days } dni.
    [other] Póki czeka (minuty), najwyżej { $days } dnia.
}
privacy-limits-what = Liczniki żądań na adres: nowi gracze, nowe nazwy, stoły, kody przeniesienia.
privacy-limits-why = Limity przeciw zalewom.
privacy-limits-long = Najwyżej godzinę.
privacy-push-what = Jeśli włączysz powiadomienia partii: adres powiadomień twojej przeglądarki i jego klucze.
privacy-push-why = Żeby przez usługę powiadomień twojej przeglądarki dać ci znać, że twoja kolej.
privacy-push-long = Do końca partii, do ich wyłączenia albo do zapomnienia twojego gracza.
privacy-mutes-what = Gracze, których wyciszyłeś.
privacy-mutes-why = Aby ukryć przed tobą ich zwroty i czat we wszystkich partiach, na każdym urządzeniu, na którym jest twój gracz.
privacy-mutes-long = Dopóki nie usłyszysz ich znowu albo ty lub oni nie zostaniecie zapomniani.
privacy-transfer-what = Kody przeniesienia, jako odcisk, z gwiazdkami lekcji i treningu wysłanymi z kodem, dopóki nie zostanie użyty.
privacy-transfer-why = Żeby przenieść twojego gracza na inne urządzenie.
privacy-transfer-long = Działają dziesięć minut i są usuwane dzień później.
privacy-logs-what = Dzienniki serwera (adres, czas i ścieżka każdego żądania) oraz kopie zapasowe bazy danych.
privacy-logs-why = Żeby znajdować usterki i ataki oraz odzyskać partie po awarii.
privacy-logs-long = { $days ->
    [one] Najwyżej { $days } dzień, potem usuwane.
    [few] Najwyżej { $days } dni, potem usuwane.
   *[many] Najwyżej { $days } dni, potem usuwane.
    [other] Najwyżej { $days } dnia, potem usuwane.
}

privacy-yours-title = Twoje dane
privacy-download = „Pobierz moje dane” w „Moich partiach” daje plik (JSON) z nazwą twojego gracza, adresem, z którego go utworzono, jeśli jest jeszcze przechowywany, twoimi rankingami i partiami z poczekalni: przeciwnik, wynik, zmiana rankingu i data.
privacy-forget = „Zapomnij mnie” w „Moich partiach” usuwa naraz nazwę twojego gracza, adres, rankingi, subskrypcje powiadomień i kody przeniesienia oraz powiązanie każdej przeglądarki z twoim graczem. Twoje partie zostają, twoja strona pokazana jako „Usunięty gracz”. Potem każdy może wziąć tę nazwę. Tego nie da się cofnąć.
privacy-no-player = Nierankingowe partie z przyjacielem albo z komputerem nie należą do żadnego gracza: są przechowywane z ich miejscami, a łączą je z tobą tylko ciasteczka miejsc w twojej przeglądarce.
privacy-to-my-games = Przejdź do Moich partii
privacy-device-title = Co zostaje na twoim urządzeniu

privacy-recent-what = Lista twoich partii dla „Moich partii”: identyfikator każdej partii i twoja strona.
privacy-recent-why = Żeby odnaleźć swoje partie bez konta.
privacy-recent-long = Dopóki nie wyczyścisz danych tej strony.
privacy-kept-player-what = Nazwa i ranking twojego gracza.
privacy-kept-player-why = Żeby przywitać cię na stronie głównej, gdy nie ma sieci.
privacy-kept-player-long = Dopóki nie każesz zapomnieć swojego gracza albo nie wyczyścisz danych tej strony.
privacy-offline-what = Partie rozegrane offline oraz twój ranking zadań z rozwiązanymi zadaniami.
privacy-offline-why = Rozgrywa się je w przeglądarce i nigdy nie są wysyłane.
privacy-offline-long = Dopóki nie wyczyścisz danych tej strony.
privacy-settings-what = Twoje wybory: motyw, dźwięk wyłączony, wyciszony czat partii, włączone powiadomienia partii.
privacy-settings-why = Żeby zachować je między wizytami.
privacy-settings-long = Dopóki ich nie zmienisz albo nie wyczyścisz danych tej strony.
privacy-cache-what = Pamięć podręczna aplikacji: pliki serwisu i strony takie same dla wszystkich.
privacy-cache-why = Żeby grać offline.
privacy-cache-long = Zastępowana przy każdej nowej wersji serwisu.
privacy-clear-device = Żeby wszystko wyczyścić, otwórz ustawienia przeglądarki dla tej strony i usuń jej dane (na telefonie: ustawienia strony, potem „Wyczyść i zresetuj” albo „Usuń dane”). Bez kodu przeniesienia przeglądarka, która straciła dane, jest nowym graczem.
privacy-nothing-else-title = Nic więcej
privacy-nothing-else = Bez reklam, bez analityki, bez skryptów innych stron: każdy plik pochodzi z tego serwisu. Nic nie jest sprzedawane ani udostępniane.

game-deleted-player = Usunięty gracz

mygames-privacy-link = Prywatność: co ta strona przechowuje o tobie
mygames-data-title = Twoje dane
mygames-data-lead = Pobierz to, co serwis przechowuje o twoim graczu, albo każ go zapomnieć.
mygames-data-download = Pobierz moje dane
mygames-forget = Zapomnij mnie
mygames-forget-what = To usuwa na zawsze nazwę twojego gracza, rankingi, subskrypcje powiadomień i kody przeniesienia, w każdej przeglądarce, do której dołączył. Twoje partie zostają, pokazane z „Usunięty gracz”. Ta przeglądarka staje się nowicjuszem.
mygames-forget-yes = Tak, zapomnij mnie
mygames-forget-no = Anuluj
mygames-js-forgotten = Twój gracz został zapomniany. Ta przeglądarka jest nowa dla serwisu.
mygames-js-against-deleted = Przeciw usuniętemu graczowi
