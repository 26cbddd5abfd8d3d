# Push notifications (docs/protocol.md §5): what a player's phone shows with a game's page closed.
push-turn-title = Yoté: sa yoon la
push-turn-body = Sa moroom fo na { $action }.
push-draw-title = Yoté: ñaan ngir ñu tolloo
push-draw-body = Sa moroom dafa ñaan ñu tolloo.
push-takeback-title = Yoté: ñaan ngir dellu ginnaaw
push-takeback-body = Sa moroom dafa ñaan ñu dindi jëfam mu mujj.
push-end-won = Yoté: yaa gañe
push-end-lost = Yoté: ñàkk nga
push-end-drawn = Yoté: ñu tolloo
push-end-aborted = Yoté: neenal nañu po bi
push-end-body = Po bi jeex na. Ubbil ko ngir gis ni mu jeexe.
push-deadline-title = Yoté: sa waxtu a ngi jeex
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours } waxtu yu des ngir fo sa jëf, ba { $deadline }.
push-claim-title = Yoté: sa moroom génn na
push-claim-body = Mën ngaa laaj ndam li, walla nga wéy di xaar.
