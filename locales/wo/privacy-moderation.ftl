# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = Say yéenekaay yi nga def: kan, lu tax, po bi, say baat, te bu dee ci waxtaan wi, bataaxal yi ñu wax ci wetam.
privacy-reports-why = Ngir ñi yor site bi jàng leen te jëf.
privacy-reports-long = Bi mu ubbeekee; bu ko kenn ci ñi yor site bi tëjee, { $days } fan, ba noppi ñu far ko. Say yéenekaay dañuy far bu ñu la fatee.
privacy-sanctions-what = Noppal walla dàq bu kenn ci ñi yor site bi def ci benn fowkat walla benn adrees, tur bu ñu nangu, ak téere bi ñu bind li ñi yor site bi def ak lu tax.
privacy-sanctions-why = Ngir dàq walla noppal am doole ci serwër yépp ba mu jeex, te ñu man a seet li ñi yor site bi di def.
privacy-sanctions-long = Noppal walla dàq ba mu jeex walla ñu dindi ko; tur yi ñu nangu ak téere bi, ngir des na firnde li ñi yor site bi def.
