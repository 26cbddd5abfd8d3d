# Errors the server can answer, by code (docs/protocol.md), with their details as variables.
# A code with a `reason` detail is looked up as error-<code>-<reason> first, then error-<code>.

error-unknown = Fɛn dɔ ma ɲɛ (fili « { $code } »). Hakɛto, a kɛ tugun.
error-network = Sɛriwɛri ma se ka sɔrɔ. I ka ɛntɛrinɛti lajɛ, o kɔ a kɛ tugun.

## The HTTP API

error-malformed = Ɲinini ma se ka kalan. Ɲɛ in lakura, o kɔ a kɛ tugun.
error-bad-rules = Nin sariyaw tɛ se ka kɛ tulon na: « { $rules } ».
error-bad-rules-empty = Sariya si ma di: daminɛ ni sariya kulu dɔ ye, i n’a fɔ « standard ».
error-bad-rules-unknown-preset = « { $preset } » tɛ sariya kulu ye. Sariya kuluw filɛ: { $allowed }.
error-bad-rules-missing-value = Hakɛ si tɛ « { $part } » la: a sɛbɛn nin cogo la: tɔgɔ=hakɛ, i n’a fɔ win_at=0.
error-bad-rules-unknown-option = « { $option } » tɛ sugandili ye. Sugandiliw filɛ: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] « { $value } » tɛ se ka kɛ { $option } hakɛ ye: jate dɔ sugandi ka bɔ { $min } la ka se { $max } ma.
    [off-or-range] « { $value } » tɛ se ka kɛ { $option } hakɛ ye: « off » sugandi, walima jate dɔ ka bɔ { $min } la ka se { $max } ma.
   *[words] « { $value } » tɛ se ka kɛ { $option } hakɛ ye: nin ninnu dɔ sugandi: { $allowed }.
}
error-bad-rules-repeated = Sugandili { $option } dira siɲɛ 2.
error-bad-rules-too-many-pieces = Kisɛ { $pieces } tulonkɛla kelen-kelen bɛɛ ye, o tɛ se ka da wala { $rows }×{ $columns } kan: a ka ca bɛɛ la, a bɛ se ka kisɛ { $max } ta tulonkɛla kelen-kelen bɛɛ ye.
error-bad-rules-win-at-too-high = « Se sɔrɔli dan » ({ $win_at }) ka kan ka dɔgɔ ni kisɛ hakɛ ye (kisɛ { $pieces } tulonkɛla kelen-kelen bɛɛ ye).
error-bad-level = « { $level } » tɛ ɔridinatɛri dakun ye.
error-bad-option = « { $value } » tɛ { $option } sugandili dɔ ye.
error-unknown-game = Tulon si tɛ nin adiresi in na.
error-unknown-invite = Nin weleli adiresi in tɛ baara kɛ: adiresi kura ɲini i teri fɛ.
error-bad-secret = Tulon sigiyɔrɔ si tɛ nin adiresi in na: i bɛ tulon filɛ dɔrɔn.
error-no-rematch = Tulon seginni si tɛ nin tulon in na.
error-no-rematch-not-over = Tulon seginni bɛ se ka kɛ tulon banni kɔ dɔrɔn.
error-no-rematch-no-opponent = Mɔgɔ si ma sigiyɔrɔ tɔ ta: tabali kura dɔ labɛn o nɔ na.
error-no-rematch-exists = Tulon seginni bɛ yen kaban.
error-no-rematch-asked = I ye tulon seginni ɲini kaban.
error-no-rematch-arena = Tulon seginni tɛ arɛna tulon na: arɛna yɛrɛ bɛ kɛlɛɲɔgɔn kura di i ma.
error-no-rematch-swiss = Tulon seginni tɛ ɲɔgɔndan tulon na: tako nata bɛ kɛlɛɲɔgɔn kura di i ma.
error-seat-taken = Sigiyɔrɔ tara kaban: sisan adiresi in bɛ tulon jira filɛlaw la.
error-game-over = Nin tulon in banna.
error-own-invite = I yɛrɛ ka weleli don: adiresi ci i teri ma.
error-too-large = Ɲinini ka bon kojugu.
error-too-many-tables = Tabali caman labɛnna ka bɔ i ka ɛntɛrinɛti la. Miniti 1 makɔnɔ, o kɔ a kɛ tugun.
error-too-many-waiting-tables = Tabali { $limit } minnu labɛnna ka bɔ i ka ɛntɛrinɛti la, olu bɛ u ka kɛwale fɔlɔ makɔnɔ hali bi. U dɔ tulon walima u dɔ bɔ yen, o kɔ i ka dɔ wɛrɛ labɛn.
error-computer-busy = Ɔridinatɛri bɛ tulon caman na sisan. Miniti 1 kɔ a kɛ tugun, walima tulon kɛ ni i teri dɔ ye.
error-computer-busy-address = I ni ɔridinatɛri ka tulonw ka ca kaban: kelen ban, o kɔ i ka dɔ wɛrɛ daminɛ.
error-computer-busy-queue = Ɔridinatɛri bɛ tulon caman na sisan. Miniti 1 kɔ a kɛ tugun, walima tulon kɛ ni i teri dɔ ye.
error-body-timeout = Ɲinini ma se a waati la. I ka ɛntɛrinɛti lajɛ, o kɔ a kɛ tugun.
error-bad-origin = Ɲinini minnu bɛ bɔ siti wɛrɛ la, olu tɛ sɔn.
error-unconfirmed-seat = Tulon taa a fɛ adiresi tɛ sigiyɔrɔ yɛlɛma fo i k’a sɔn nin siti in kan: adiresi da wuli ka a butɔn digi.
error-internal = Sɛriwɛri ma se ka nin kɛ. Foyi ma yɛlɛma: hakɛto, a kɛ tugun.
error-not-found = Foyi tɛ nin adirɛsi in na. Ɲɛ in lakura ka a kɛ tugun.
error-method-not-allowed = Nin adirɛsi in tɛ nin ɲininkali sugu in sɔn. Ɲɛ in lakura ka a kɛ tugun.

## The game's connection

error-unknown-type = Sɛriwɛri ma ɲɛ in faamu. A lakura.
error-hello-required = Ɲɛ in ma siri tulon na fɔlɔ. A lakura.
error-not-a-player = I bɛ nin tulon in filɛ: a tulonkɛlaw dɔrɔn de bɛ se ka o kɛ.
error-waiting-for-opponent = Sigiyɔrɔ tɔ lankolon don hali bi: weleli adiresi ci i teri dɔ ma.
error-not-your-turn = { $side ->
    [white] Jɛman nɔ don.
   *[black] Finman nɔ don.
}
error-bad-notation = « { $text } » tɛ kɛwale ye.
error-illegal-action = Nin kɛwale in tɛ se ka kɛ sisan.
error-illegal-action-game-over = Tulon banna.
error-illegal-action-off-board = { $square } tɛ nin wala in kan.
error-illegal-action-empty-hand = Kisɛ si ma to i bolo la, i bɛ se ka min sigi.
error-illegal-action-occupied = { $square } tɛ lankolon ye.
error-illegal-action-not-your-piece = I ka kisɛ si tɛ { $square } kan.
error-illegal-action-not-adjacent = Kisɛ bɛ taama dingɛ kelen dɔrɔn: sanfɛ, duguma, numanbolo fɛ walima kininbolo fɛ.
error-illegal-action-must-place-or-jump = Ni kisɛw bɛ i bolo la hali bi, i bɛ se ka kisɛ sigi walima ka pan dɔrɔn.
error-illegal-action-nothing-to-jump = Kɛlɛɲɔgɔn kisɛ si tɛ { $square } kan, i bɛ se ka pan ka tɛmɛ min kan.
error-illegal-action-no-chains = Nin sariyaw kɔnɔ, panni kelen dɔrɔn de bɛ kɛ nɔ kelen kɔnɔ.
error-illegal-action-bad-removal = O kisɛ filanan tɛ se ka ta yan.
error-illegal-action-pass-not-allowed = I bɛ se ka tɛmɛ dɔrɔn ni kɛwale wɛrɛ si t’i fɛ.
error-illegal-action-pass-required = Kɛwale si t’i fɛ i bɛ se ka min kɛ: i ka kan ka tɛmɛ.
error-illegal-action-not-legal = Nin kɛwale in tɛ se ka kɛ nin cogoya in na.
error-stale-ply = Nin kɛwale in kɛra kaban. Sisan wala bɛ tulon jira a bɛ cogo min na.
error-future-ply = Ɲɛ in tora tulon kɔfɛ. A lakura.
error-no-draw-offer = I kɛlɛɲɔgɔn ma bɛnni ɲini.
error-draw-already-offered = Bɛnni ɲinini dɔ bɛ yen kaban.
error-draw-already-offered-opponent-offered = I kɛlɛɲɔgɔn ye bɛnni ɲini: sɔn a ma walima i k’a ban.
error-draw-already-offered-offer-open = I ka bɛnni ɲinini bɛ jaabi makɔnɔ hali bi.
error-draw-already-offered-offered-this-move = I ye bɛnni ɲini nin kɛwale in na kaban.
error-too-late-to-abort = Fan fila bɛɛ ye kɛwale kɛ: tulon dabila walima bɛnni ɲini o nɔ na.
error-bad-clock = Nin waati latigɛli in ma ɲɛ ({ $field }): « Yɔrɔnin kɔnɔ » bɛ segɔn 1 ta ka se lɛrɛ 3 ma, ka segɔn 0 ka se 180 fara a kan kɛwale o kɛwale; « Tile o tile » bɛ tile 1, 2, 3 walima 7 ta kɛwale o kɛwale.
error-cannot-claim = Foyi tɛ nin tulon in na i bɛ se ka min ɲini i yɛrɛ ye.
error-cannot-claim-opponent-here = I kɛlɛɲɔgɔn bɛ yan: foyi tɛ i bɛ se ka min ɲini.
error-cannot-claim-too-early = I kɛlɛɲɔgɔn bɛ se ka segin hali bi: segɔn { $wait_s } wɛrɛ makɔnɔ.

## The lobby

error-bad-tile = « { $tile } » tɛ ɲɔgɔnye yɔrɔ waati dɔ ye. Ɲɛ in lakura.
error-too-many-seeks = Mɔgɔ { $limit } bɛ ka tulon ɲini kaban ka bɔ i ka ɛntɛrinɛti la. Dɔɔnin makɔnɔ, o kɔ a kɛ tugun.
error-too-many-players = Tulonkɛla kura caman bɔra i ka ɛntɛrinɛti la nin lɛrɛ in kɔnɔ. I ka tɔgɔ sisan, o mara.
error-too-many-renames = Tɔgɔ yɛlɛma caman kɛra ka bɔ i ka ɛntɛrinɛti la nin lɛrɛ in kɔnɔ. A kɛ tugun kɔfɛ.
error-name-taken = Tulonkɛla wɛrɛ tɔgɔ ye « { $name } » ye. Tɔgɔ wɛrɛ sugandi.
error-unknown-player = Tulonkɛla si tɔgɔ tɛ « { $name } » ye.
error-own-mute = I tɛ se k'i yɛrɛ makɛnɛ.
error-too-many-mutes = I ye tulonkɛlaw makɛnɛ ka se dan ma. A fɔlɔ, kelen lamɛn tugun.
error-bad-name = Nin tɔgɔ in tɛ se ka ta.
error-bad-name-length = Tɔgɔ ka kan ka kɛ sɛbɛnden { $min } ka se { $max } ma.
error-bad-name-characters = Tɔgɔ bɛ kɛ ni sɛbɛndenw, jatedenw, - ani _ dɔrɔn ye, ani a daminɛ ka kan ka kɛ sɛbɛnden ye.
error-bad-name-refused = Nin tɔgɔ in tɛ se ka ta. Tɔgɔ wɛrɛ sugandi.
error-bad-name-scripts = Tɔgɔ bɛ sɛbɛn ni sɛbɛnni suguya kelen sɛbɛndenw dɔrɔn ye (misali la, Latin ni Cyrillic sɛbɛndenw tɛ ɲagami).
error-no-player = Tulonkɛla si tɛ nin navigatɛri in na fɔlɔ: waati dɔ sugandi ɲɔgɔnye yɔrɔ la fɔlɔ.
error-not-your-seat = Nin tulon in sigiyɔrɔw ye tulonkɛla wɛrɛw ta ye: i bɛ se k’a filɛ.
error-bad-transfer-code = Nin kodi in tɛ baara kɛ: a waati tɛmɛna walima a kɛra kaban. Kodi kura dɔ labɛn i ka minɛn tɔ kan.
error-too-many-transfers = Yɛlɛma kodi caman labɛnna ka bɔ i ka ɛntɛrinɛti la nin lɛrɛ in kɔnɔ. A kɛ tugun kɔfɛ.
error-seek-gone = Nin tulon in tɛ jiralen tun: tulonkɛla wɛrɛ y’a ta, walima a tigi taara.
error-own-seek = I yɛrɛ ka tulon don nin ye: tulonkɛla wɛrɛ makɔnɔ, a k’a ta.
error-held = I bɔra ɲɔgɔnye yɔrɔ tulon { $games ->
   *[other] { $games }
} na bi: i bɛ se ka ɲɔgɔn sɔrɔ tugun miniti { $minutes ->
   *[other] { $minutes }
} kɔnɔ.

error-no-chat = Mɔgɔ si tɛ nin tulon in na, i bɛ se ka baro kɛ n’a ye.
error-no-chat-watcher = Tulon tulonkɛlaw dɔrɔn de bɛ baro kɛ a kɔnɔ: ele bɛ filɛli la.
error-no-chat-one-device = Fan fila bɛɛ bɛ tulon kɛ nin minɛn in kan: mɔgɔ si tɛ yen, i bɛ se ka baro kɛ n’a ye.
error-no-chat-computer = Ɔridinatɛri tɛ baro kalan.
error-no-chat-no-opponent = Mɔgɔ si ma sigiyɔrɔ tɔ ta fɔlɔ.
error-no-chat-lobby = Ni i ni tulonkɛla ye i t’a dɔn, kuma labɛnnenw dɔrɔn de bɛ se ka fɔ.
error-bad-phrase = Nin kuma in tɛ yen.
error-phrase-used = I ye nin fɔ nin tulon in kɔnɔ kaban.
error-bad-chat = Nin cikan in tɛ se ka ci.
error-bad-chat-empty = Cikan lankolon tɛ foyi fɔ.
error-bad-chat-length = Cikan tɛ se ka tɛmɛ sɛbɛnden { $max } kan.
error-bad-chat-characters = Cikan ye sira kelen ye, sɛbɛnden dogolen si t’a la.
error-bad-chat-words = Kuma dɔ bɛ cikan in na min tɛ sɔn siti in kan: a fɔ cogo wɛrɛ la.
error-chat-too-fast = Cikan kelen segɔn kelen kɔnɔ, a ka ca bɛɛ la: dɔɔnin makɔnɔ.
error-chat-full = I ye cikan { $limit } ci nin tulon in kɔnɔ: o ye a bɛɛ ye.

error-no-takeback = Kɛwale kɔseginni ma daga nin tulon in na.
error-no-takeback-off = Nin tabali in tɛ kɛwale kɔseginni daga.
error-no-takeback-rated = Nin tabali in bɛ kɛwale kɔseginni daga tulon jatebaliw dɔrɔn na, nka nin tulon in jatelen don.
error-no-takeback-nothing = Kɛwale si t’i fɛ i bɛ se ka min kɔsegin.
error-no-takeback-limit = I kɛlɛɲɔgɔn ye i ka ɲinini { $limit } ban nin tulon in kɔnɔ: i tɛ se k’a ɲini tugun.
error-takeback-already-asked = Kɛwale kɔseginni ɲinini dɔ bɛ jaabi makɔnɔ kaban.
error-takeback-already-asked-open = I ka ɲinini bɛ jaabi makɔnɔ hali bi.
error-takeback-already-asked-opponent-asked = I kɛlɛɲɔgɔn b’a ɲini ka kɛwale dɔ kɔsegin: sɔn a ma walima k’a ban fɔlɔ.
error-no-takeback-request = I kɛlɛɲɔgɔn m’a ɲini ka kɛwale dɔ kɔsegin.
error-no-berserk = I tɛ se ka Berserk sugandi sisan.
error-no-berserk-not-allowed = Berserk bɛ arɛna ka tulonw dɔrɔn na, ni u ka mɔnturu waati ka jan.
error-no-berserk-moved = I bɛ se ka Berserk sugandi dɔrɔn sani i ka i ka kɛwale fɔlɔ kɛ.
error-no-berserk-already = I ye Berserk sugandi ka ban nin tulon in na.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = Kunnafoni cili ma se ka daminɛ nin tulon in kama.
error-bad-subscription-endpoint-long = Nin navigatɛri in ka kunnafoni adiresi ka jan kojugu.
error-bad-subscription-endpoint-malformed = Nin navigatɛri in ka kunnafoni adiresi tɛ adiresi ɲuman ye.
error-bad-subscription-endpoint-not-https = Nin navigatɛri in ka kunnafoni adiresi ma lakana (https): kunnafoniw bɛ ci adiresi lakananenw dɔrɔn de ma.
error-bad-subscription-endpoint-unknown-service = Nin navigatɛri in ka kunnafoni baarakɛyɔrɔ tɛ nin siti in bɛ kunnafoniw ci minnu ma.
error-bad-subscription-bad-key = Nin navigatɛri in ka kunnafoni dayɛlɛlan ma ɲɛ.
error-bad-subscription-bad-auth = Nin navigatɛri in ka kunnafoni gundo ma ɲɛ.
error-bad-subscription-local = Tulon min bɛ kɛ minɛn kelen kan, o tɛ kunnafoni si ci.
error-bad-subscription-over = Nin tulon in banna: a tɛ kunnafoni ci tugun.
error-bad-subscription-too-many = Navigatɛri 5 bɛ kunnafoniw sɔrɔ nin sigiyɔrɔ in kama kaban: u dɔ lajɔ fɔlɔ.
error-bad-position = Nin cogoya in tɛ se ka kalan: a sɛbɛn cogoya sɛbɛncogo la, misali la « 6/6/6/6/6 w 12 12 0 ».
error-not-in-tables = Nin siti in ka tulon laban gafew tɛ nin cogoya in kɔnɔ.

## Arɛnaw

error-arena-not-found = Arɛna si tɛ nin adiresi in na.
error-arena-over = Nin arɛna in banna.
error-not-in-arena = I ma don nin arɛna in na.
error-bad-entry-code = Nin arɛna in bɛ donni kodi ɲini, nka nin tɛ a ye. A ɲininka mɔgɔ la min ye arɛna dabɔ.
error-too-many-entry-codes = Donni kodi caman kɔrɔbɔra ka bɔ i ka ɛntɛrinɛti la nin lɛrɛ in kɔnɔ. A kɛ tugun kɔfɛ.
error-too-many-arenas = Arɛna caman dabɔra ka bɔ i ka ɛntɛrinɛti la nin lɛrɛ in kɔnɔ. A kɛ tugun kɔfɛ.
error-bad-arena-name = Nin tɔgɔ in tɛ se ka da arɛna kan.
error-bad-arena-name-length = Arɛna tɔgɔ tɛ se ka tɛmɛ sɛbɛnden { $max } kan.
error-bad-arena-name-characters = Arɛna tɔgɔ ye sira kelen ye, sɛbɛnden dogolen si t’a la.
error-bad-arena-name-words = Kuma dɔ bɛ tɔgɔ in na min tɛ sɔn siti in kan: a fɔ cogo wɛrɛ la.
error-swiss-not-found = Ɲɔgɔndan si tɛ nin adiresi in na.
error-not-director = Ɲɔgɔndan ɲɛmɔgɔ dɔrɔn de bɛ se ka nin kɛ. A da wuli ni ɲɛmɔgɔ ka adiresi ye.
error-swiss-over = Nin ɲɔgɔndan in banna.
error-swiss-started = Bɛɛ ni bɛɛ ɲɔgɔndan daminɛnen kɔ, tulonkɛla kura tɛ se ka don a la tugun.
error-swiss-full = Nin ɲɔgɔndan in fara: a tɛ se ka tɛmɛ tulonkɛla { $max } kan.
error-swiss-joined = I donna nin ɲɔgɔndan in na kaban.
error-swiss-no-player = O tulonkɛla tɛ nin ɲɔgɔndan in na, walima a bɔra a la.
error-swiss-round-open = Nin tako in kɔlɔlɔw bɛɛ ka kan ka sɔrɔ sani tako nata tulonkɛlaw ka fara ɲɔgɔn kan.
error-swiss-too-few = Tako kelen mago bɛ tulonkɛla 2 walima ka tɛmɛ o kan na.
error-swiss-no-pairing = Nin tako in tulonkɛlaw tɛ se ka fara ɲɔgɔn kan ka sariyaw labato: mɔgɔ minnu tora, olu bɛɛ ye mɔgɔ bɛɛ kunbɛn kaban, u tun bɛ se ka minnu kunbɛn.
error-swiss-paired = Nin tako in tulonkɛlaw farala ɲɔgɔn kan kaban.
error-swiss-not-this-round = Tulonkɛlaw bɛ tako min bɛ ka kɛ, o kɔlɔlɔw fɔ; ɲɛmɔgɔ de bɛ kɔlɔlɔ tɛmɛnenw latilen.
error-swiss-result-set = Nin wala in kɔlɔlɔ latigɛra kaban. Ɲɛmɔgɔ bɛ se k’a latilen.
error-swiss-not-in = I tɛ nin ɲɔgɔndan in na.
error-swiss-not-your-board = Wala in tulonkɛlaw walima ɲɛmɔgɔ dɔrɔn de bɛ a kɔlɔlɔ fɔ.
error-swiss-on-site-names = Ni ɲɔgɔndan bɛ kɛ siti kan, tulonkɛlaw bɛ don a la u yɛrɛ ka telefɔni kan, ni adiresi ye.
error-swiss-on-site-result = Tulon min bɛ kɛ siti kan, o yɛrɛ b’a kɔlɔlɔ di. Ɲɛmɔgɔ bɛ se k’a latilen.
error-bad-swiss-name = Nin tɔgɔ in tɛ se ka ta.
error-bad-swiss-name-length = Tɔgɔ ye sɛbɛnden 1 ka se { $max } ma.
error-bad-swiss-name-characters = Tɔgɔ ye sira kelen ye, sɛbɛnden dogolen si t’a la.
error-bad-swiss-name-words = Kuma dɔ bɛ tɔgɔ in na min tɛ sɔn siti in kan: a fɔ cogo wɛrɛ la.
