# Errors the server can answer, by code (docs/protocol.md), with their details as variables.
# A code with a `reason` detail is looked up as error-<code>-<reason> first, then error-<code>.

error-unknown = Am na lu dem bu baaxul (njuumte « { $code } »). Jéemaatal.
error-network = Jotuñu ci sit bi. Seetal sa internet te jéemaat.

## The HTTP API

error-malformed = Mënuñu jàng li nga yónnee. Yeesalal xët wi te jéemaat.
error-bad-rules = Mënuñu fo ak sàrt yii: « { $rules } ».
error-bad-rules-empty = Joxuloo benn sàrt: tàmbalil ci ab xeetu po, ni « standard ».
error-bad-rules-unknown-preset = « { $preset } » du xeetu po. Xeeti po yi ñoo di: { $allowed }.
error-bad-rules-missing-value = « { $part } » dafa ñàkk li ñu ko tànnal: bindal ko ni win_at=0.
error-bad-rules-unknown-option = « { $option } » du benn ci li ñu mën a soppi. Li ñu mën a soppi mooy: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] « { $value } » baaxul ci { $option }: tànnal ab lim diggante { $min } ak { $max }.
    [off-or-range] « { $value } » baaxul ci { $option }: tànnal « off » walla ab lim diggante { $min } ak { $max }.
   *[words] « { $value } » baaxul ci { $option }: tànnal benn ci { $allowed }.
}
error-bad-rules-repeated = { $option } feeñ na 2 yoon.
error-bad-rules-too-many-pieces = { $pieces } pion ku nekk duñu dugg ci taabal bu { $rows }×{ $columns }: mënul yor lu ëpp { $max } pion ku nekk.
error-bad-rules-win-at-too-high = « Limu ndam » ({ $win_at }) war na gën a tuuti limu pion yi ({ $pieces } pion ku nekk).
error-bad-level = « { $level } » du benn ci niwoy ordinatëer bi.
error-bad-option = « { $value } » du benn ci li ñu mën a tànn ci { $option }.
error-unknown-game = Amul benn po ci adrees bii.
error-unknown-invite = Lëkkalekaayu woote bii baaxul: ñaanal sa xarit mu yónnee la beneen.
error-bad-secret = Lëkkalekaay bii du jox palaas ci po bi: yaa ngi koy seetaan rekk.
error-no-rematch = Po bii amul dellu fo.
error-no-rematch-not-over = Dellu fo mën na am rekk bu po bi jeexee.
error-no-rematch-no-opponent = Kenn toogul ci beneen palaas bi: sosal ab po bu bees.
error-no-rematch-exists = Sos nañu dellu fo bi ba noppi.
error-no-rematch-asked = Ñaan nga ba noppi ñu dellu fo.
error-no-rematch-arena = Po bu arena amul dellu fo: arena bi moo lay boole ak keneen.
error-no-rematch-swiss = Po bu joŋante amul dellu fo: tuur bi ci topp moo lay boole ak keneen.
error-seat-taken = Palaas bi, am na ku ko jël: lëkkalekaay bi dafay wone po bi seetaankat yi leegi.
error-game-over = Po bii jeex na.
error-own-invite = Sa woote bopp la: yónneel lëkkalekaay bi sa xarit.
error-too-large = Li nga yónnee dafa réy lool.
error-too-many-tables = Po yu bare lañu sos ci sa internet. Xaaral benn minit, ba noppi jéemaat.
error-too-many-waiting-tables = { $limit } po yu ñu sos ci sa internet ñu ngi xaar ba tey seen jëf bu njëkk. Tàmbalil benn ci ñoom walla nga neenal ko, ba noppi sos beneen.
error-computer-busy = Ordinatëer bi dafa fees ak ay po yu bare fi mu nekk nii. Jéemaatal ci benn minit, walla nga fo ak ab xarit.
error-computer-busy-address = Am nga ba noppi ay po yu bare ak ordinatëer bi: jeexalal benn, ba noppi tàmbali beneen.
error-computer-busy-queue = Ordinatëer bi dafa fees ak ay po yu bare fi mu nekk nii. Jéemaatal ci benn minit, walla nga fo ak ab xarit.
error-body-timeout = Li nga yónnee agsiwul ci jamono. Seetal sa internet te jéemaat.
error-bad-origin = Li jóge ci beneen sit, dañu koy bañ.
error-unconfirmed-seat = Lëkkalekaayu wéy du toxal palaas bi fii ba nga nangu ko ci sit bii: ubbil lëkkalekaay bi te bës ci butoŋam.
error-internal = Sit bi mënul def lii. Dara soppikuwul: jéemaatal.
error-not-found = Amul dara ci adrees bii. Yeesalaatal xët wi te jéemaatal.
error-method-not-allowed = Adrees bii nanguwul laaj bii. Yeesalaatal xët wi te jéemaatal.

## The game's connection

error-unknown-type = Sit bi xamul li xët wi bëgg. Yeesalal ko.
error-hello-required = Xët wi jokkoogul ak po bi ba leegi. Yeesalal ko.
error-not-a-player = Yaa ngi seetaan po bii: fookat yi rekk ñoo mën a def loolu.
error-waiting-for-opponent = Beneen palaas bi neen na ba tey: yónneel lëkkalekaayu woote bi ab xarit.
error-not-your-turn = { $side ->
    [white] Yoonu Weex la.
   *[black] Yoonu Ñuul la.
}
error-bad-notation = « { $text } » du ab jëf.
error-illegal-action = Jëf bii mënul am leegi.
error-illegal-action-game-over = Po bi jeex na.
error-illegal-action-off-board = { $square } nekkul ci taabal bii.
error-illegal-action-empty-hand = Amatuloo benn pion ci loxo boo mën a teg.
error-illegal-action-occupied = { $square } neenul.
error-illegal-action-not-your-piece = Amuloo benn pion ci { $square }.
error-illegal-action-not-adjacent = Pion dafay dox benn pax rekk, jëm kaw, suuf, càmmooñ walla ndijoor.
error-illegal-action-must-place-or-jump = Boo amee ay pion ci loxo, mën ngaa teg walla tëb rekk.
error-illegal-action-nothing-to-jump = Amul pionu noon ci { $square } boo mën a tëb.
error-illegal-action-no-chains = Ci sàrt yii, benn tëb rekk ci yoon wu nekk.
error-illegal-action-bad-removal = Ñaareelu pion boobu, mënuloo koo jël fii.
error-illegal-action-pass-not-allowed = Mënuloo jàll, su dul amuloo beneen jëf.
error-illegal-action-pass-required = Amuloo benn jëf boo mën a def: war nga jàll.
error-illegal-action-not-legal = Jëf bii mënul am ci taxawaay bii.
error-stale-ply = Jëf bii, fo nañu ko ba noppi. Taabal bi dafay wone po bi ni mu mel leegi.
error-future-ply = Xët wi dafa des ginnaaw po bi. Yeesalal ko.
error-no-draw-offer = Sa moroom ñaanagul ñu tolloo.
error-draw-already-offered = Am na ba noppi ñaan ngir ñu tolloo.
error-draw-already-offered-opponent-offered = Sa moroom dafa ñaan ñu tolloo: nangul ko walla nga bañ ko.
error-draw-already-offered-offer-open = Sa ñaan ngir ñu tolloo, tontuwuñu ko ba tey.
error-draw-already-offered-offered-this-move = Ñaan nga ba noppi ñu tolloo ci jëf bii.
error-too-late-to-abort = Ñaari wet yi fo nañu: bàyyil po bi walla ñaan ñu tolloo.
error-bad-clock = Waxtu bii baaxul ({ $field }): ci saa si, 1 segond ba 3 waxtu la, ak 0 ba 180 segond ci jëf bu nekk; ci ay fan, 1, 2, 3 walla 7 fan ci jëf bu nekk.
error-cannot-claim = Amul dara boo mën a laaj ci po bii.
error-cannot-claim-opponent-here = Sa moroom a ngi fi: amul dara boo mën a laaj.
error-cannot-claim-too-early = Sa moroom mën na dellusi ba tey: xaaralaat { $wait_s } segond.

## The lobby

error-bad-tile = « { $tile } » du benn ci waxtuy pénc bi. Yeesalal xët wi.
error-too-many-seeks = { $limit } nit ci sa internet ñu ngi seet po ba noppi. Xaaral tuuti, ba noppi jéemaat.
error-too-many-players = Fookat yu bees yu bare lañu jóge ci sa internet ci waxtu wii. Dencal tur bi nga am.
error-too-many-renames = Soppi tur yu bare lañu def ci sa internet ci waxtu wii. Jéemaatal ci kanam.
error-name-taken = Beneen fookat moo tudd « { $name } ». Tànnal beneen tur.
error-unknown-player = Amul fookat bu tudd « { $name } ».
error-own-mute = Mënuloo noppal sa bopp.
error-too-many-mutes = Noppal nga fookat yu bare ni mu ëppe. Dégglu kenn ci ñoom ba noppi.
error-bad-name = Mënuñu jëfandikoo tur bii.
error-bad-name-length = Tur dafay am { $min } ba { $max } araf.
error-bad-name-characters = Tur dafay am araf, lim, - ak _ rekk, te araf lay tàmbalee.
error-bad-name-refused = Mënuñu jëfandikoo tur bii. Tànnal beneen.
error-bad-name-scripts = Tur dafay jëfandikoo araf yu benn mbind rekk (ci misaal, bul boole araf latin ak araf sirilik).
error-no-player = Navigatëer bii amagul fookat: njëkkal tànn ab waxtu ci pénc bi.
error-not-your-seat = Palaasi po bii yeneen fookat ñoo leen moom: mën nga koo seetaan.
error-bad-transfer-code = Kood bii baaxul: xéj-na jeex na, walla jëfandikoo nañu ko ba noppi. Defaral beneen ci sa beneen jumtukaay.
error-too-many-transfers = Koodi toxal yu bare lañu def ci sa internet ci waxtu wii. Jéemaatal ci kanam.
error-seek-gone = Po bii nekkatul ci pénc bi: beneen fookat jël na ko, walla ki ko sos dem na.
error-own-seek = Sa po bopp la: xaaral beneen fookat mu jël ko.
error-held = Génn nga ci { $games
} po ci pénc bi tey: dinañu la mën a boolewaat ak beneen fookat ci { $minutes } minit.

error-no-chat = Amul kenn boo mën a waxtaan ak moom ci po bii.
error-no-chat-watcher = Fookati po bi rekk ñoo ciy waxtaan: yaa ngi seetaan.
error-no-chat-one-device = Ñaari wet yi ci jumtukaay bii lañuy fo: amul kenn boo mën a waxtaan ak moom.
error-no-chat-computer = Ordinatëer bi du jàng waxtaan bi.
error-no-chat-no-opponent = Kenn toogagul ci beneen palaas bi.
error-no-chat-lobby = Ci po yi ak fookat yoo xamul, kàddu yu ñu waajal rekk lañuy wax.
error-bad-phrase = Kàddu gii amul.
error-phrase-used = Wax nga lii ba noppi ci po bii.
error-bad-chat = Mënuñu yónnee bataaxal bii.
error-bad-chat-empty = Bataaxal bu neen waxul dara.
error-bad-chat-length = Bataaxal mënul ëpp { $max } araf.
error-bad-chat-characters = Bataaxal benn rëdd rekk la, te du am araf yu nëbbu.
error-bad-chat-words = Bataaxal bi am na baat bu site bi nanguwul: wax ko neneen.
error-chat-too-fast = Benn bataaxal ci benn segond, du ëpp: xaaral tuuti.
error-chat-full = Yónnee nga { $limit } bataaxal ci po bii: loolu doy na.

error-no-takeback = Po bii nanguwul ñu dellu ginnaaw.
error-no-takeback-off = Po bii mayul benn dellu ginnaaw.
error-no-takeback-rated = Po bii dafay may dellu ginnaaw ci po yu ñu dul natt rekk, te po bii dañu koy natt.
error-no-takeback-nothing = Amuloo benn jëf boo mën a dindi.
error-no-takeback-limit = Sa moroom bañ na { $limit } ci say ñaan ci po bii: mënuloo ñaanaat.
error-takeback-already-asked = Am na ba noppi ñaan ngir dellu ginnaaw buy xaar.
error-takeback-already-asked-open = Sa ñaan a ngi xaar tontu ba tey.
error-takeback-already-asked-opponent-asked = Sa moroom dafa ñaan ñu dindi benn jëf: njëkkal nangu ko walla nga bañ ko.
error-no-takeback-request = Sa moroom ñaanul ñu dindi benn jëf.
error-no-berserk = Mënuloo tànn Berserk léegi.
error-no-berserk-not-allowed = Berserk, ci po yu arena rekk lañu ko may, te fàww montar bi am waxtu bu doy.
error-no-berserk-moved = Laata sa jëf bu njëkk rekk lañu may Berserk.
error-no-berserk-already = Tànn nga Berserk ba noppi ci po bii.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Mënuñu taal xamle yi ci po bii.
error-bad-subscription-endpoint-long = Adrees bi navigatëer bii di jotee xamle dafa gudd lool.
error-bad-subscription-endpoint-malformed = Adrees bi navigatëer bii di jotee xamle du adrees bu baax.
error-bad-subscription-endpoint-not-https = Adrees bi navigatëer bii di jotee xamle wóorul (https): xamle yi, ci adrees yu wóor rekk lañuy dem.
error-bad-subscription-endpoint-unknown-service = Liggéeyukaay bi navigatëer bii di jëfandikoo ngir xamle, sit bii du ko yónnee xamle.
error-bad-subscription-bad-key = Caabi bi navigatëer bii di jëfandikoo ngir xamle baaxul.
error-bad-subscription-bad-auth = Kumpa bi navigatëer bii di jëfandikoo ngir xamle baaxul.
error-bad-subscription-local = Po bu ñuy fo ci benn jumtukaay du yónnee xamle.
error-bad-subscription-over = Po bii jeex na: dootul yónnee xamle.
error-bad-subscription-too-many = 5 navigatëer ñoo ngi jot xamle ci palaas bii ba noppi: njëkkal fay benn.
error-bad-position = Mënuñu jàng taxawaay bii: bindal ko ni ñuy binde taxawaay yi, misaal « 6/6/6/6/6 w 12 12 0 ».
error-not-in-tables = Téereb njeexit yi ci dal bii amuñu taxawaay bii.

## Arena yi

error-arena-not-found = Amul benn arena ci adrees bii.
error-arena-over = Arena bii jeex na.
error-not-in-arena = Bokkoo ci arena bii.
error-bad-entry-code = Arena bii dafa laaj koodu dugg, te kood bii du moom. Laajal ki ko sos.
error-too-many-entry-codes = Koodu dugg yu bare lañu jéem ci sa internet ci waxtu wii. Jéemaatal ci kanam.
error-too-many-arenas = Arena yu bare lañu sos ci sa internet ci waxtu wii. Jéemaatal ci kanam.
error-bad-arena-name = Mënuñu jëfandikoo tur bii ngir arena.
error-bad-arena-name-length = Turu arena mënul ëpp { $max } araf.
error-bad-arena-name-characters = Turu arena benn rëdd rekk la, te du am araf yu nëbbu.
error-bad-arena-name-words = Tur bi am na baat bu site bi nanguwul: wax ko neneen.
error-swiss-not-found = Amul benn joŋante ci adrees bii.
error-not-director = Njiitu joŋante bi rekk moo mën a def lii. Ubbil ko ak lëkkalekaayu njiit li.
error-swiss-over = Joŋante bii jeex na.
error-swiss-started = Su joŋante ku nekk ak ku nekk tàmbalee, du nangu fookat bu bees.
error-swiss-full = Joŋante bii fees na: mënul ëpp { $max } fookat.
error-swiss-joined = Bokk nga ci joŋante bii ba noppi.
error-swiss-no-player = Fookat boobu nekkul ci joŋante bii, walla mu génn ci.
error-swiss-round-open = Njeexitalu tuur bii yépp war nañu am laata ñuy boole tuur bi ci topp.
error-swiss-too-few = Ab tuur, 2 fookat lu néew néew lay soxla.
error-swiss-no-pairing = Amul benn booleeb tuur bii buy topp sàrt yi: ñi des yépp daje nañu ak ñépp ñi ñu mënoon a daje.
error-swiss-paired = Boole nañu fookat yi ci tuur bii ba noppi.
error-swiss-not-this-round = Fookat yi dañuy wax njeexitalu tuur biy dox; njiit li moo ciy defar yu weesu yi.
error-swiss-result-set = Njeexitalu taabal bii, bind nañu ko ba noppi. Njiit li mën na ko defar.
error-swiss-not-in = Bokkoo ci joŋante bii.
error-swiss-not-your-board = Fookati taabal bi walla njiit li rekk ñoo koy wax njeexitalam.
error-swiss-on-site-names = Ci joŋante bu ñuy fo ci site bi, fookat yi dañuy bokk ci ak seen telefon, jaare ci lëkkalekaay bi.
error-swiss-on-site-result = Po bu ñu fo ci site bi, moom ci boppam moo koy jox njeexitalam. Njiit li mën na ko defar.
error-bad-swiss-name = Mënuñu jëfandikoo tur bii.
error-bad-swiss-name-length = Ab tur am na 1 ba { $max } araf.
error-bad-swiss-name-characters = Ab tur benn rëdd rekk la, te du am araf yu nëbbu.
error-bad-swiss-name-words = Tur bi am na baat bu site bi nanguwul: wax ko neneen.
