# Push notifications (docs/protocol.md §5): what a player's phone shows with a game's page closed.
push-turn-title = Yoté: i nɔ don
push-turn-body = I kɛlɛɲɔgɔn ye { $action } kɛ.
push-draw-title = Yoté: bɛnni ɲinina
push-draw-body = I kɛlɛɲɔgɔn bɛ bɛnni ɲini.
push-takeback-title = Yoté: kɛwale kɔseginni ɲinina
push-takeback-body = I kɛlɛɲɔgɔn b’a ɲini ka a ka kɛwale laban kɔsegin.
push-end-won = Yoté: i ye se sɔrɔ
push-end-lost = Yoté: i dɛsɛra
push-end-drawn = Yoté: tulon banna bɛnni na
push-end-aborted = Yoté: tulon lajɔra
push-end-body = Tulon banna. A da wuli k’a filɛ a banna cogo min na.
push-deadline-title = Yoté: i ka waati bɛ ka ban
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = Lɛrɛ { $hours } tora i ka i ka kɛwale kɛ, ka se { $deadline } ma.
push-claim-title = Yoté: i kɛlɛɲɔgɔn bɔra tulon na
push-claim-body = I bɛ se ka tulon ɲini i yɛrɛ ye, walima ka makɔnɔni kɛ hali bi.
