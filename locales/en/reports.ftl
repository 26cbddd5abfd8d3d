# Reports (docs/moderation.md "Reports"): the form beside the mute in a game's talk and on a
# player's page (web/report.js), and the refusals of POST /api/reports and of a banned seek.
report-button = Report { $name }
report-title = Report { $name } to the site’s operators
report-reason = Why
report-reason-chat = What they said in the chat
report-reason-leaving = Leaving games
report-reason-sandbagging = Losing on purpose
report-reason-abuse = Insults or threats
report-reason-engine = Help from a program
report-reason-other = Something else
report-words = A few words (if you wish)
report-send = Send the report
report-cancel = Cancel
report-sent = Thank you. An operator will read your report about { $name }; you will not be told what they decide.
error-own-report = You cannot report yourself.
error-bad-reason = Choose a reason from the list.
error-report-too-long = Your words are too long: 500 characters at most.
error-report-open = You have reported this player already: an operator will read it.
error-too-many-reports = You have made as many reports as you may this hour. Try again later.
error-banned = You may not play in the lobby or rated games for now: an operator has banned you.
