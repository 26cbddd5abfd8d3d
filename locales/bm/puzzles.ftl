# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Ntɛntɛnw
puzzles-title = Yoté ntɛntɛnw
puzzles-heading = Ntɛntɛnw
puzzles-intro = Ntɛntɛn o ntɛntɛn, kɛwale kelen dɔrɔn de bɛ se sɔrɔ a la: o ɲini. Ɔridinatɛri bɛ jaabi di, ani i ka sɛbɛya hakɛ bɛ to nin minɛn in kan.
puzzles-your-rating = I ka sɛbɛya hakɛ ntɛntɛnw na
puzzles-rules = Sariyaw
puzzles-theme = Hakilina
puzzles-all-themes = Hakilina bɛɛ
puzzles-hint = Ladili
puzzles-solution = Jaabi jira
puzzles-next = Ntɛntɛn nata
puzzles-offline-note = Ni nin ɲɛ in dayɛlɛra siɲɛ kelen, ntɛntɛnw bɛ se ka kɛ ɛntɛrinɛti kɔ.
puzzles-js-loading = Ntɛntɛnw bɛ ka don…
puzzles-js-load-failed = Ntɛntɛnw ma se ka don. I ka ɛntɛrinɛti lajɛ, ka ɲɛ in lakura.
puzzles-js-task = { $side ->
    [white] Jɛman nɔ don: kɛwale kelen min bɛ se sɔrɔ, o ɲini.
   *[black] Finman nɔ don: kɛwale kelen min bɛ se sɔrɔ, o ɲini.
}
puzzles-js-keep-going = A ka ɲi! Ɔridinatɛri ye jaabi di: kɛwale nata ɲini.
puzzles-js-wrong = Nin tɛ, o kɛwale tɛ se sɔrɔ: { $action }
puzzles-js-wrong-removal = Panni ka ɲi, nka kisɛ filanan tɛ nin ye: dɔ wɛrɛ ta.
puzzles-js-hint-piece = Ladili: kisɛ min bɛ { $square } kan, o filɛ.
puzzles-js-hint-place = Ladili: kisɛ dɔ min bɛ i bolo, o bɛ se sɔrɔ. Dingɛ jumɛn na?
puzzles-js-hint-theme = Hakilina: { $theme }.
puzzles-js-solved = I y’a sɔrɔ!
puzzles-js-solved-after-mistake = I y’a sɔrɔ, fili kelen kɔfɛ.
puzzles-js-shown = Jaabi filɛ nin ye.
puzzles-js-solution-costs = Jaabi jira bɛ jate i ko i ma ntɛntɛn in sɔrɔ: i ka sɛbɛya hakɛ bɛ jigin.
puzzles-js-solution-anyway = A jira o bɛɛ n’a ta
puzzles-js-rating-change = I ka sɛbɛya hakɛ: { $rating } ({ $change }).
puzzles-js-unrated = I ye ladili ta, o de kosɔn nin ntɛntɛn tɛ i ka sɛbɛya hakɛ yɛlɛma.
puzzles-js-about = Ntɛntɛn { $id }, a sɛbɛya hakɛ { $rating }. Hakilinaw: { $themes }.
puzzles-js-none = Ntɛntɛn si tɛ nin hakilina in na nin sariyaw kɔnɔ: hakilina wɛrɛ sugandi.
puzzles-js-theme-double-capture = kisɛ 2 siɲɛ kelen
puzzles-js-theme-chain = panni tugulenw
puzzles-js-theme-second-piece = kisɛ filanan
puzzles-js-theme-blocking = kɛlɛɲɔgɔn datugu
puzzles-js-theme-quiet = kɛwale sumalen
puzzles-js-theme-endgame = tulon laban
puzzles-js-theme-finish = tulon bɛ ban
puzzles-js-theme-long = kɛwale caman
home-daily = Bi ka ntɛntɛn
home-daily-solve = A ɲɛnabɔ
