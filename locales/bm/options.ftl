opt-rows = Siraw
opt-rows-help = Wala siraw hakɛ, ka bɔ 3 la ka se 8 ma. Cogo jɔnjɔn na: 5.
opt-columns = Sira jɔlenw
opt-columns-help = Wala sira jɔlenw hakɛ, ka bɔ 3 la ka se 8 ma. Cogo jɔnjɔn na: 6.
opt-pieces = Kisɛw, mɔgɔ kelen-kelen
opt-pieces-help = Kisɛ hakɛ tulonkɛla kelen-kelen bɛɛ ye, u bɛɛ bɛ bolo la daminɛ na; kisɛ kulu fila bɛɛ ka kan ka se ka da wala kan. Cogo jɔnjɔn na: 12.
opt-placement = Sigili
opt-placement-help = Ni i bɛ se ka kisɛ lataama k’a sɔrɔ kisɛw bɛ i bolo la hali bi.
opt-second_removal = Kisɛ filanan tali
opt-second_removal-help = Kɛlɛɲɔgɔn kisɛ filanan bɛ ta yɔrɔ min na panni kɔ.
opt-second_removal_optional = Kisɛ filanan bɛ i sago la
opt-second_removal_optional-help = N’a taamasiyɛnnen don, minɛbaga bɛ se ka ban kisɛ filanan tali ma.
opt-chain_jumps = Panni ɲɔgɔn kɔ
opt-chain_jumps-help = N’a taamasiyɛnnen don, kisɛ min bɛ pan, o bɛ se ka pan tugun o nɔ kelen kɔnɔ.
opt-win_at = Se sɔrɔli dan
opt-win_at-help = I bɛ se sɔrɔ o yɔrɔnin bɛɛ ni i kɛlɛɲɔgɔn ka kisɛw seginna nin hakɛ in ma walima u dɔgɔyara n’a ye, wala ni bolo fara ɲɔgɔn kan.
opt-blocked = Tulonkɛla datugulen
opt-blocked-help = Tulonkɛla min tɛ se ka kɛwale si kɛ a nɔ na, min bɛ kɛ o la.
opt-no_capture_draw = Bɛnni minɛlintan
opt-no_capture_draw-help = Tulon bɛ ban bɛnni na ni nin nɔ hakɛ in tɛmɛna ɲɔgɔn kɔ, minɛli si ma kɛ.
opt-few_pieces_draw = Bɛnni kisɛ dɔɔnin na
opt-few_pieces_draw-help = Tulon bɛ ban bɛnni na ni tulonkɛla fila bɛɛ ka kisɛw seginna nin hakɛ in ma walima u dɔgɔyara n’a ye, ani u si tɛ se ka pan.

val-off = a lajɔlen
val-placement-free = hɔrɔn: kisɛ sigi, a lataama walima pan nɔ o nɔ
val-placement-hand-first = bolo fɔlɔ: taamali tɛ ni kisɛw bɛ bolo la hali bi
val-second_removal-board = wala kan
val-second_removal-board-or-hand = wala kan walima bolo la
val-second_removal-board-then-hand = wala kan, n’o tɛ bolo la
val-blocked-loses = a bɛ dɛsɛ
val-blocked-most-on-board = a bɛ tɛmɛ; min ka kisɛw ka ca wala kan, o bɛ se sɔrɔ

desc-board = Sira { $rows }, dingɛ { $columns } sira kelen-kelen na, dingɛ { $total } bɛɛ lajɛlen.
desc-pieces = Kisɛ { $n } tulonkɛla kelen-kelen bɛɛ ye, u bɛɛ bɛ bolo la daminɛ na.
desc-placement-free = Nɔ o nɔ, kisɛ dɔ sigi ka bɔ i bolo la, walima kisɛ dɔ lataama, walima pan.
desc-placement-hand-first = Ni kisɛw bɛ i bolo la hali bi, i bɛ se ka kisɛ sigi walima ka pan dɔrɔn; taamali bɛ daminɛ n’i bolo kɛra lankolon ye.
desc-second_removal-board = Kɛlɛɲɔgɔn kisɛ wɛrɛ o wɛrɛ min bɛ wala kan, minɛbaga b’a sugandi. Ni kelen si tɛ yen, kisɛ min minɛna panni fɛ, o dɔrɔn de bɛ bɔ; kisɛ minnu bɛ bolo la, olu lakananen don.
desc-second_removal-board-or-hand = Kɛlɛɲɔgɔn kisɛ wɛrɛ o wɛrɛ min bɛ wala kan, walima kisɛ kelen kɛlɛɲɔgɔn bolo la, minɛbaga b’a sugandi. Ni kɛlɛɲɔgɔn kisɛ wɛrɛ si tɛ wala kan, a ka kan ka ta bolo la.
desc-second_removal-board-then-hand = Wala kan; kɛlɛɲɔgɔn bolo la dɔrɔn, ni kɛlɛɲɔgɔn kisɛ wɛrɛ si tɛ wala kan.
desc-second_removal_optional-false = Kisɛ filanan ka kan ka ta tuma o tuma ni kelen bɛ yen.
desc-second_removal_optional-true = Minɛbaga bɛ se ka kisɛ filanan ta walima k’a to yen.
desc-chain_jumps-false = Panni kelen dɔrɔn nɔ kelen kɔnɔ.
desc-chain_jumps-true = Panni kɔ, o kisɛ kelen bɛ se ka pan tugun, ka kisɛ o kisɛ minɛ a bɛ pan ka tɛmɛ min kan, ani ka jɔ panni o panni kɔ. Kisɛ filanan bɛ ta siɲɛ kelen, panni laban kɔ.
desc-win_at = { $n ->
    [0] I bɛ se sɔrɔ ni i kɛlɛɲɔgɔn ka kisɛ si ma to, wala ni bolo fara ɲɔgɔn kan.
   *[other] I bɛ se sɔrɔ ni i kɛlɛɲɔgɔn ka kisɛw seginna { $n } ma walima u dɔgɔyara n’o ye, wala ni bolo fara ɲɔgɔn kan.
}
desc-blocked-loses = Tulonkɛla min tɛ se ka kɛwale si kɛ a nɔ na, o bɛ dɛsɛ.
desc-blocked-most-on-board = Tulonkɛla min tɛ se ka kɛwale si kɛ, o bɛ tɛmɛ. Ni tulonkɛla si tɛ se ka kɛwale kɛ, min ka kisɛw ka ca wala kan, o bɛ se sɔrɔ; ni u ka kisɛw hakɛ ye kelen ye, bɛnni don.
desc-no_capture_draw = Bɛnni ni nɔ { $n } tɛmɛna ɲɔgɔn kɔ, minɛli si ma kɛ.
desc-no_capture_draw-off = Bɛnni tɛ minɛli dɛsɛ kosɔn.
desc-few_pieces_draw = Bɛnni ni tulonkɛla fila bɛɛ ka kisɛw seginna { $n } ma walima u dɔgɔyara n’o ye, ani u si tɛ se ka pan.
desc-few_pieces_draw-off = Bɛnni tɛ kisɛ dɔgɔya kosɔn.
desc-rows = Sira { $n }.
desc-columns = Sira jɔlen { $n }.

change-board = Wala
change-rest = Fɛn tɔw bɛɛ
change-rest-standard = Kisɛ sigi, a lataama ani pan i ko a ɲɛfɔra sariyaw la cogo min na; tulonkɛla min tɛ se ka kɛwale si kɛ, o bɛ dɛsɛ.
change-rest-same = A bɛ i ko tulon jɔnjɔn.
