# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = Twoje zgłoszenia: kogo, dlaczego, partia, twoje słowa, a przy zgłoszeniu czatu wiadomości wokół wiadomości zgłoszonego gracza.
privacy-reports-why = Aby osoby prowadzące serwis mogły je przeczytać i zareagować.
privacy-reports-long = Dopóki jest otwarte; po zamknięciu przez osobę prowadzącą { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
    }, potem usuwane. Twoje zgłoszenia znikają, gdy zostaniesz zapomniany.
privacy-sanctions-what = Wyciszenie lub wykluczenie gracza albo adresu przez osobę prowadzącą, odebrana nazwa oraz dziennik tego, co zrobiły osoby prowadzące i dlaczego.
privacy-sanctions-why = Aby sankcja obowiązywała na każdym serwerze do swojego końca i aby można było sprawdzić działania osób prowadzących.
privacy-sanctions-long = Wyciszenie lub wykluczenie do jego końca albo zniesienia; odebrane nazwy i dziennik jako zapis działań osób prowadzących.
