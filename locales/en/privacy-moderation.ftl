# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = The reports you made: whom, why, the game, your words, and for a report about chat, the lines said around theirs.
privacy-reports-why = So that the site's operators can read them and act.
privacy-reports-long = { $days ->
    [one] While open; once an operator has closed one, one day, then deleted. Your reports go when you are forgotten.
   *[other] While open; once an operator has closed one, { $days } days, then deleted. Your reports go when you are forgotten.
}
privacy-sanctions-what = An operator's silence or ban of a player or an address, a name taken back, and the operators' log of what they did and why.
privacy-sanctions-why = So that a sanction holds on every server until it ends, and what operators do can be checked.
privacy-sanctions-long = A silence or a ban until its end or until lifted; the names taken back and the log, as the record of what operators did.
