# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = Rapportene du har sendt: hvem, hvorfor, partiet, ordene dine, og for en rapport om chatten, meldingene rundt den rapporterte spillerens.
privacy-reports-why = Slik at nettstedets ansvarlige kan lese dem og handle.
privacy-reports-long = { $days ->
    [one] Så lenge den er åpen; når en ansvarlig har lukket den, { $days } dag, så slettes den. Rapportene dine forsvinner når du blir glemt.
   *[other] Så lenge den er åpen; når en ansvarlig har lukket den, { $days } dager, så slettes den. Rapportene dine forsvinner når du blir glemt.
}
privacy-sanctions-what = En ansvarligs demping eller utestengelse av en spiller eller en adresse, et navn som er tatt tilbake, og loggen over hva de ansvarlige gjorde og hvorfor.
privacy-sanctions-why = Slik at en sanksjon gjelder på alle servere til den er over, og slik at det de ansvarlige gjør, kan etterprøves.
privacy-sanctions-long = En demping eller utestengelse til den slutter eller oppheves; navn som er tatt tilbake og loggen, som et spor av hva de ansvarlige gjorde.
