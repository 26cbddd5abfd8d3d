## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = Datenschutz: was diese Seite speichert
privacy-title = Datenschutz
privacy-lead = Kein Konto, keine E-Mail, keine Werbung. Diese Seite sagt genau, was die Website über dich speichert, warum und wie lange.
privacy-server-title = Was der Server speichert
privacy-why = Warum:
privacy-how-long = Wie lange:

privacy-player-cookie-what = Dein Spieler-Cookie: ein zufälliges Token, das deinen Spieler benennt. Der Server speichert nur einen Fingerabdruck davon, nie das Token.
privacy-player-cookie-why = Damit dein Name, deine Wertung und deine Lobby-Partien dir ohne Konto folgen.
privacy-player-cookie-long = Zwei Jahre in deinem Browser; auf dem Server, bis du deinen Spieler vergessen lässt.
privacy-seat-cookies-what = Ein Sitz-Cookie für jede Partie, an der du sitzt, nur an die Adresse dieser Partie gesendet.
privacy-seat-cookies-why = Damit nur du deine Seite spielen kannst.
privacy-seat-cookies-long = Ein Jahr in deinem Browser; das Geheimnis des Sitzes bleibt bei der Partie.
privacy-lang-cookie-what = Die zuletzt gewählte Sprache.
privacy-lang-cookie-why = Um die Website in ihr zu öffnen.
privacy-lang-cookie-long = Ein Jahr, nur in deinem Browser.
privacy-name-what = Der Name deines Spielers, deine Wertungen und für jede gewertete Partie deine Wertung davor und ihre Änderung.
privacy-name-why = Deine Gegner sehen deinen Namen; die Wertungen bringen dich mit Spielern deiner Stärke zusammen und zeigen deinen Fortschritt auf deiner Seite.
privacy-name-long = Bis du deinen Spieler vergessen lässt.
privacy-games-what = Partien: jede Aktion und ihre Zeit, der Chat, das Ergebnis und welcher Spieler welche Seite hatte.
privacy-games-why = Beide Spieler und alle mit dem Link können eine Partie später öffnen und analysieren.
privacy-games-long = Dauerhaft. Wird ein Spieler vergessen, bleiben seine Partien und zeigen „Gelöschter Spieler“.
privacy-player-address-what = Die Adresse (IP), von der aus dein Spieler angelegt wurde.
privacy-player-address-why = Um eine Flut neuer Spieler oder einen beleidigenden Namen zu ihrer Quelle zurückzuverfolgen.
privacy-player-address-long = { $days ->
    [one] { $days } Tag, dann gelöscht.
   *[other] { $days } Tage, dann gelöscht.
}
privacy-table-address-what = Die Adresse, die einen Tisch angelegt hat.
privacy-table-address-why = Eine Adresse darf nur einige Tische offen halten, die auf einen Freund warten, und der Computer bedient die Adressen der Reihe nach.
privacy-table-address-long = { $days ->
    [one] { $days } Tag, dann gelöscht.
   *[other] { $days } Tage, dann gelöscht.
}
privacy-shared-address-what = Bei einer Lobby-Partie zwischen zwei Spielern einer Adresse diese Adresse.
privacy-shared-address-why = Spieler, die sich eine Adresse teilen, haben miteinander nur wenige gewertete Partien am Tag.
privacy-shared-address-long = { $days ->
    [one] { $days } Tag, dann gelöscht.
   *[other] { $days } Tage, dann gelöscht.
}
privacy-seek-address-what = Die Adresse von jemandem, der in der Lobby einen Gegner sucht.
privacy-seek-address-why = Eine Adresse darf nur einige wartende Spieler haben.
privacy-seek-address-long = { $days ->
    [one] Solange gewartet wird, höchstens { $days } Tag.
   *[other] Solange gewartet wird (Minuten), höchstens { $days } Tage.
}
privacy-limits-what = Zähler der Anfragen je Adresse: neue Spieler, neue Namen, Tische, Übertragungscodes.
privacy-limits-why = Grenzen gegen Überflutung.
privacy-limits-long = Höchstens eine Stunde.
privacy-push-what = Wenn du für eine Partie Benachrichtigungen einschaltest: die Push-Adresse deines Browsers und ihre Schlüssel.
privacy-push-why = Um dir über den Push-Dienst deines Browsers zu sagen, dass du dran bist.
privacy-push-long = Bis die Partie endet, du sie ausschaltest oder deinen Spieler vergessen lässt.
privacy-mutes-what = Die Spieler, die du stummgeschaltet hast.
privacy-mutes-why = Damit ihre Sätze und ihr Chat dir in jeder Partie verborgen bleiben, auf jedem Gerät, auf dem dein Spieler ist.
privacy-mutes-long = Bis du sie wieder hörst oder du oder sie vergessen werden.
privacy-transfer-what = Übertragungscodes, als Fingerabdruck, mit den Sternen der Lektionen und der Übung, die du mit einem Code sendest, bis er benutzt ist.
privacy-transfer-why = Um deinen Spieler auf ein anderes Gerät zu bringen.
privacy-transfer-long = Sie gelten zehn Minuten und werden einen Tag später entfernt.
privacy-logs-what = Die Protokolle des Servers (Adresse, Zeit und Route jeder Anfrage) und die Sicherungen der Datenbank.
privacy-logs-why = Um Fehler und Angriffe zu finden und die Partien nach einem Ausfall wiederherzustellen.
privacy-logs-long = { $days ->
    [one] Höchstens { $days } Tag, dann gelöscht.
   *[other] Höchstens { $days } Tage, dann gelöscht.
}

privacy-yours-title = Deine Daten
privacy-download = „Meine Daten herunterladen“ unter „Meine Partien“ gibt dir eine Datei (JSON) mit dem Namen deines Spielers, der Adresse, von der er angelegt wurde, falls noch gespeichert, deinen Wertungen und deinen Lobby-Partien: Gegner, Ergebnis, Wertungsänderung und Datum.
privacy-forget = „Vergiss mich“ unter „Meine Partien“ löscht auf einen Schlag Namen, Adresse, Wertungen, Push-Abonnements und Übertragungscodes deines Spielers und die Verbindung jedes Browsers zu ihm. Deine Partien bleiben, deine Seite als „Gelöschter Spieler“ gezeigt. Den Namen kann danach jeder nehmen. Das lässt sich nicht rückgängig machen.
privacy-no-player = Ungewertete Partien mit einem Freund oder gegen den Computer gehören keinem Spieler: Sie bleiben mit ihren Sitzen gespeichert, und nichts verbindet sie mit dir außer den Sitz-Cookies in deinem Browser.
privacy-to-my-games = Zu Meine Partien
privacy-device-title = Was auf deinem Gerät bleibt

privacy-recent-what = Die Liste deiner Partien für „Meine Partien“: die Kennung jeder Partie und deine Seite.
privacy-recent-why = Um deine Partien ohne Konto wiederzufinden.
privacy-recent-long = Bis du die Daten dieser Website löschst.
privacy-kept-player-what = Name und Wertung deines Spielers.
privacy-kept-player-why = Um dich auf der Startseite zu begrüßen, wenn das Netz fehlt.
privacy-kept-player-long = Bis du deinen Spieler vergessen lässt oder die Daten dieser Website löschst.
privacy-offline-what = Offline gespielte Partien und deine Puzzle-Wertung mit den gelösten Puzzles.
privacy-offline-why = Sie werden im Browser gespielt und nie gesendet.
privacy-offline-long = Bis du die Daten dieser Website löschst.
privacy-settings-what = Deine Einstellungen: das Farbschema, Ton aus, Chat einer Partie stumm, Benachrichtigungen für eine Partie an.
privacy-settings-why = Um sie von Besuch zu Besuch zu behalten.
privacy-settings-long = Bis du sie änderst oder die Daten dieser Website löschst.
privacy-cache-what = Der Cache der App: die Dateien der Website und die Seiten, die für alle gleich sind.
privacy-cache-why = Um offline zu spielen.
privacy-cache-long = Mit jeder neuen Version der Website ersetzt.
privacy-clear-device = Um alles zu löschen, öffne die Einstellungen deines Browsers für diese Website und lösche ihre Daten (auf einem Handy: die Website-Einstellungen, dann „Löschen und zurücksetzen“ oder „Daten löschen“). Ohne Übertragungscode ist ein Browser, der seine Daten verloren hat, ein neuer Spieler.
privacy-nothing-else-title = Sonst nichts
privacy-nothing-else = Keine Werbung, keine Analyse, keine Skripte anderer Websites: Jede Datei kommt von dieser Website. Nichts wird verkauft oder weitergegeben.

game-deleted-player = Gelöschter Spieler

mygames-privacy-link = Datenschutz: was diese Website über dich speichert
mygames-data-title = Deine Daten
mygames-data-lead = Lade herunter, was die Website über deinen Spieler speichert, oder lass ihn vergessen.
mygames-data-download = Meine Daten herunterladen
mygames-forget = Vergiss mich
mygames-forget-what = Das löscht Namen, Wertungen, Push-Abonnements und Übertragungscodes deines Spielers endgültig, auf jedem Browser, dem er beigetreten ist. Deine Partien bleiben, gezeigt mit „Gelöschter Spieler“. Dieser Browser wird ein Neuling.
mygames-forget-yes = Ja, vergiss mich
mygames-forget-no = Abbrechen
mygames-js-forgotten = Dein Spieler ist vergessen. Dieser Browser ist neu auf der Website.
mygames-js-against-deleted = Gegen einen gelöschten Spieler
