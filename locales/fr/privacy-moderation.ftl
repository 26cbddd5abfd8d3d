# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = Les signalements que vous avez faits : qui, pourquoi, la partie, vos mots, et pour un signalement de la discussion, les messages dits autour des siens.
privacy-reports-why = Pour que les responsables du site les lisent et agissent.
privacy-reports-long = { $days ->
    [one] Tant qu’il est ouvert ; une fois fermé par un responsable, { $days } jour, puis supprimé. Vos signalements disparaissent quand vous êtes oublié.
   *[other] Tant qu’il est ouvert ; une fois fermé par un responsable, { $days } jours, puis supprimé. Vos signalements disparaissent quand vous êtes oublié.
}
privacy-sanctions-what = Le silence ou l’exclusion d’un joueur ou d’une adresse par un responsable, un nom retiré, et le journal de ce que les responsables ont fait et pourquoi.
privacy-sanctions-why = Pour qu’une sanction tienne sur chaque serveur jusqu’à sa fin, et que l’on puisse vérifier ce que font les responsables.
privacy-sanctions-long = Un silence ou une exclusion jusqu’à sa fin ou sa levée ; les noms retirés et le journal, comme trace de ce que les responsables ont fait.
