# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = Laaj yi
puzzles-title = Laaji Yoté
puzzles-heading = Laaj yi
puzzles-intro = Laaj bu nekk, benn jëf rekk a ciy gañe: wutal ko. Ordinatëer bi dina tontu, te sa natt dina des ci jumtukaay bii.
puzzles-your-rating = Sa natt ci laaj yi
puzzles-rules = Sàrt yi
puzzles-theme = Fànn
puzzles-all-themes = Fànn yépp
puzzles-hint = Ndimbal
puzzles-solution = Wonel tontu bi
puzzles-next = Laaj bi ci topp
puzzles-offline-note = Laaj yi dañuy dox te amul internet, su ñu ubbee xët wii benn yoon.
puzzles-js-loading = Ñu ngi yeb laaj yi…
puzzles-js-load-failed = Mënuñu yeb laaj yi. Seetal sa internet te yeesalal xët wi.
puzzles-js-task = { $side ->
    [white] Weex moo war a fo: am na benn jëf rekk bu gañe, wutal ko.
   *[black] Ñuul moo war a fo: am na benn jëf rekk bu gañe, wutal ko.
}
puzzles-js-keep-going = Dëgg la! Ordinatëer bi tontu na: wutal jëf bi ci topp.
puzzles-js-wrong = Déedéet, jëf bii du gañe: { $action }
puzzles-js-wrong-removal = Tëb bi baax na, waaye ñaareelu pion boobu du moom: jëlal beneen.
puzzles-js-hint-piece = Ndimbal: xoolal pion bi nekk ci { $square }.
puzzles-js-hint-place = Ndimbal: am na pion ci sa loxo buy gañe. Fan?
puzzles-js-hint-theme = Fànn: { $theme }.
puzzles-js-solved = Gis nga ko!
puzzles-js-solved-after-mistake = Gis nga ko, ginnaaw benn njuumte.
puzzles-js-shown = Tontu bi a ngi nii.
puzzles-js-solution-costs = Wone tontu bi, dañu koy jàppe ni laaj boo gisul: sa natt dina wàcc.
puzzles-js-solution-anyway = Won ko rekk
puzzles-js-rating-change = Sa natt: { $rating } ({ $change }).
puzzles-js-unrated = Ndegam jël nga ndimbal, laaj bii du soppi sa natt.
puzzles-js-about = Laaj { $id }, nattam { $rating }. Fànn yi: { $themes }.
puzzles-js-none = Amul benn laaj ci fànn bii ak sàrt yii: tànnal beneen fànn.
puzzles-js-theme-double-capture = 2 pion ci benn yoon
puzzles-js-theme-chain = tëb yu toftaloo
puzzles-js-theme-second-piece = ñaareelu pion bi
puzzles-js-theme-blocking = tëj sa moroom
puzzles-js-theme-quiet = jëf bu dal
puzzles-js-theme-endgame = njeexitu po
puzzles-js-theme-finish = jeexal po bi
puzzles-js-theme-long = jëf yu bari
home-daily = Laaju tey
home-daily-solve = Tontu ko
