# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = Deine Meldungen: wen, warum, die Partie, deine Worte und bei einer Meldung zum Chat die Nachrichten rund um die des Gemeldeten.
privacy-reports-why = Damit die Verantwortlichen der Seite sie lesen und handeln können.
privacy-reports-long = { $days ->
    [one] Solange sie offen ist; nachdem eine verantwortliche Person sie geschlossen hat, { $days } Tag, dann gelöscht. Deine Meldungen verschwinden, wenn du vergessen wirst.
   *[other] Solange sie offen ist; nachdem eine verantwortliche Person sie geschlossen hat, { $days } Tage, dann gelöscht. Deine Meldungen verschwinden, wenn du vergessen wirst.
}
privacy-sanctions-what = Das Stummschalten oder der Ausschluss eines Spielers oder einer Adresse durch eine verantwortliche Person, ein entzogener Name und das Protokoll, was die Verantwortlichen taten und warum.
privacy-sanctions-why = Damit eine Sanktion auf jedem Server bis zu ihrem Ende gilt und sich prüfen lässt, was die Verantwortlichen tun.
privacy-sanctions-long = Stummschaltung oder Ausschluss bis zu ihrem Ende oder ihrer Aufhebung; entzogene Namen und das Protokoll als Nachweis dessen, was die Verantwortlichen taten.
