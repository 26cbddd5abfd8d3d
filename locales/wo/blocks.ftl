# Tëj beneen fookat (docs/moderation.md "Block").
player-block-note = Tëj dina leen sore: pénc bi du leen mbokkaale mukk, kenn ci yeen du gis po yi keneen ki jébbal, te kenn mënul toog ci palaas bi ci taabalu natt bu keneen ki.
player-js-block = Tëj { $name }
player-js-unblock = Ubbi { $name }
player-js-blocked = { $name } tëjees na ko, ci say jumtukaay yépp.
player-js-unblocked = { $name } tëjeesatu ko.
error-own-block = Mënuloo tëj sa bopp.
error-too-many-blocks = Tëj nga ay fookat ba mat li ñu may. Ubbil kenn ci ñoom balaa.
error-blocked = Mënuloo fo ak fookat bii: kenn ci yeen tëj na keneen ki.
privacy-blocks-what = Fookat yi nga tëj.
privacy-blocks-why = Ngir sore leen ci pénc bi ak ci taabal yu ñuy natt, ci bépp jumtukaay boo sa fookat nekke.
privacy-blocks-long = Ba nga leen ubbi, walla ñu fàtte yow walla ñoom.
