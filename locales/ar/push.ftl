# Push notifications (docs/protocol.md §5): what a player's phone shows with a game's page closed.
push-turn-title = Yoté: دورك
push-turn-body = لعب خصمك { $action }.
push-draw-title = Yoté: عرض تعادل
push-draw-body = يعرض خصمك التعادل.
push-takeback-title = Yoté: طلب تراجع
push-takeback-body = يطلب خصمك التراجع عن نقلته الأخيرة.
push-end-won = Yoté: فزت
push-end-lost = Yoté: خسرت
push-end-drawn = Yoté: انتهت المباراة بالتعادل
push-end-aborted = Yoté: أُلغيت المباراة
push-end-body = انتهت المباراة. يمكنك فتحها لمعرفة كيف انتهت.
push-deadline-title = Yoté: وقتك ينفد
# $deadline is a day and time, written on the player's device in their time zone.
push-deadline-body = { $hours ->
    [zero] لم يبقَ وقت للعب نقلتك: المهلة حتى { $deadline }.
    [one] بقيت ساعة واحدة للعب نقلتك، حتى { $deadline }.
    [two] بقيت ساعتان للعب نقلتك، حتى { $deadline }.
    [few] بقيت { $hours } ساعات للعب نقلتك، حتى { $deadline }.
    [many] بقيت { $hours } ساعةً للعب نقلتك، حتى { $deadline }.
   *[other] بقيت { $hours } ساعة للعب نقلتك، حتى { $deadline }.
}
push-claim-title = Yoté: غادر خصمك
push-claim-body = يمكنك المطالبة بالمباراة، أو مواصلة الانتظار.
