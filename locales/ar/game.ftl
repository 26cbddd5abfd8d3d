game-title = مباراة Yoté
game-tab-your-turn = دورك
game-sound-on = الصوت مفعّل
game-sound-off = الصوت مكتوم
game-your-turn-place = دورك. { $input ->
    [touch] يمكنك سحب قطعة من يدك إلى خانة فارغة، أو لمس اليد ثم خانة.
   *[mouse] يمكنك سحب قطعة من يدك إلى خانة فارغة، أو النقر على اليد ثم على خانة.
}
game-your-turn-move = دورك. { $input ->
    [touch] يمكنك سحب إحدى قطعك، أو لمسها ثم لمس خانة.
   *[mouse] يمكنك سحب إحدى قطعك، أو النقر عليها ثم على خانة.
}
game-turn-local-place = الدور على { $side }. { $input ->
    [touch] يمكن سحب قطعة من اليد إلى خانة فارغة، أو لمس اليد ثم خانة.
   *[mouse] يمكن سحب قطعة من اليد إلى خانة فارغة، أو النقر على اليد ثم على خانة.
}
game-turn-local-move = الدور على { $side }. { $input ->
    [touch] يمكن سحب قطعة، أو لمسها ثم لمس خانة.
   *[mouse] يمكن سحب قطعة، أو النقر عليها ثم على خانة.
}
game-watchers = { $n ->
    [zero] لا مشاهدين
    [one] مشاهد واحد
    [two] مشاهدان
    [few] { $n } مشاهدين
    [many] { $n } مشاهدًا
   *[other] { $n } مشاهد
}
game-agree-draw = الاتفاق على التعادل
game-agree-draw-confirm = { $input ->
    [touch] لمسة أخرى وتنتهي المباراة بالتعادل
   *[mouse] نقرة أخرى وتنتهي المباراة بالتعادل
}
game-flip = قلب الرقعة
game-flipped = الرقعة مقلوبة.
game-unflipped = عادت الرقعة إلى اتجاهها الصحيح.
game-download-record = حفظ المباراة
game-picture = صورة
game-picture-failed = تعذّر إنشاء الصورة.
game-picture-to-move = الدور على { $side }
game-share = مشاركة الرابط
game-share-text = هيا نلعب Yoté: المقعد الشاغر على طاولتي بانتظارك.
game-show-qr = عرض رمز QR
game-hide-qr = إخفاء رمز QR
game-qr-caption = يمسح صديقك هذا الرمز بكاميرا هاتفه ليشغل المقعد.
game-glance-title = القواعد باختصار
game-board = الرقعة
game-board-help = مفاتيح الأسهم للتنقل في الرقعة، ومفتاح الإدخال (Enter) لالتقاط قطعة أو إنزالها، والحرف H لأخذ قطعة من اليد، ومفتاح الخروج (Esc) للإلغاء.
game-board-row = الصف { $n }
game-square-white = { $square }، قطعة بيضاء
game-square-black = { $square }، قطعة سوداء
game-connecting = جارٍ الاتصال…
game-reconnecting = انقطع الاتصال. جارٍ إعادة الاتصال…
game-unknown-game = لا توجد مباراة على هذا العنوان.
game-stop-here = التوقف هنا
game-take-none = عدم أخذ أي قطعة
game-cancel = إلغاء
game-pass-button = تمرير الدور
game-see-board = عرض الرقعة
game-rematch = مباراة العودة
game-accept-rematch = قبول مباراة العودة
game-invite-title = دعوة صديق
game-invite-text = يكفي إرسال هذا الرابط إلى خصمك، وتبدأ المباراة عندما يشغل المقعد.
game-copy = نسخ الرابط
game-copied = تم نسخ الرابط
game-copy-failed = يُرجى تحديد الرابط ونسخه
game-rules = القواعد:
game-moves = النقلات
game-replay-start = الوضعية الأولى
game-replay-back = النقلة السابقة
game-replay-forward = النقلة التالية
game-replay-end = الوضعية الأخيرة
game-replay-at = النقلة { $n } من { $total }
game-replaying = إعادة عرض المباراة. يمكنك استخدام الأسهم تحت النقلات، أو اختيار نقلة.
game-offer-draw = عرض التعادل
game-accept-draw = قبول التعادل
game-decline-draw = رفض
game-resign = استسلام
game-resign-confirm = { $input ->
    [touch] لمسة أخرى للاستسلام
   *[mouse] نقرة أخرى للاستسلام
}
game-abort = إلغاء المباراة
game-no-capture = نقلات دون أسر: { $n } / { $max }
game-no-capture-off = نقلات دون أسر: { $n }
game-white = الأبيض
game-black = الأسود
game-white-pieces = الأبيض، الحصى
game-black-pieces = الأسود، العيدان
game-you = أنت
game-opponent = الخصم
game-new-rating = تصنيفك: { $rating } ({ $change })
game-unrated = غير مصنّفة
game-unrated-same-address = { $games ->
    [zero] مباراة غير مصنّفة: اللاعبان يلعبان من عنوان واحد، ولا تُصنَّف مبارياتهما اليوم.
    [one] مباراة غير مصنّفة: اللاعبان يلعبان من عنوان واحد، وقد لعب لاعبو هذا العنوان اليوم مباراتهم المصنّفة.
    [two] مباراة غير مصنّفة: اللاعبان يلعبان من عنوان واحد، وقد لعب لاعبو هذا العنوان اليوم مباراتيهم المصنّفتين.
    [few] مباراة غير مصنّفة: اللاعبان يلعبان من عنوان واحد، وقد لعب لاعبو هذا العنوان اليوم { $games } مباريات مصنّفة.
    [many] مباراة غير مصنّفة: اللاعبان يلعبان من عنوان واحد، وقد لعب لاعبو هذا العنوان اليوم { $games } مباراة مصنّفة.
   *[other] مباراة غير مصنّفة: اللاعبان يلعبان من عنوان واحد، وقد لعب لاعبو هذا العنوان اليوم { $games } مباراة مصنّفة.
}
game-computer = الحاسوب · { $level }
game-level-beginner = مبتدئ
game-level-easy = سهل
game-level-medium = متوسط
game-level-hard = صعب
game-level-master = خبير
game-open-seat = بانتظار صديق
game-offline = دون اتصال
game-to-move-short = عليه الدور
game-hand = اليد
game-captures = القطع المأخوذة
game-hand-label = يد { $side } (عدد القطع: { $n }). يمكن تحديدها لوضع قطعة.
game-hand-removal-label = يد { $side } (عدد القطع: { $n }). يمكن أخذ قطعة منها.
game-captures-label = عدد القطع التي أخذها { $side }: { $n }.
game-your-turn = دورك. { $input ->
    [touch] يمكنك سحب قطعة من يدك أو من الرقعة إلى خانة، أو لمس اليد أو قطعة ثم خانة.
   *[mouse] يمكنك سحب قطعة من يدك أو من الرقعة إلى خانة، أو النقر على اليد أو على قطعة ثم على خانة.
}
game-turn-local = الدور على { $side }. { $input ->
    [touch] يمكن سحب قطعة من اليد أو من الرقعة إلى خانة، أو لمس اليد أو قطعة ثم خانة.
   *[mouse] يمكن سحب قطعة من اليد أو من الرقعة إلى خانة، أو النقر على اليد أو على قطعة ثم على خانة.
}
game-your-turn-short = دورك.
game-turn-local-short = الدور على { $side }.
game-their-turn = الدور على { $side }. بانتظار خصمك.
game-watching = أنت تشاهد. الدور على { $side }.
game-waiting = بانتظار أن يفتح صديقك رابط الدعوة.
game-thinking = جارٍ التفكير…
game-sending = جارٍ اللعب…
game-must-pass = لا حركة قانونية لديك: يُمرر دورك.
game-choose-place = يُرجى اختيار خانة فارغة للقطعة.
game-choose-target = يُرجى اختيار وجهة القطعة.
game-chain = يمكنك القفز مجددًا بالقطعة المميزة، أو التوقف هنا.
game-choose-removal = أخذ قطعة ثانية: يُرجى اختيار إحدى قطع الخصم المميزة.
game-choose-removal-hand = أخذ قطعة ثانية: إحدى قطع الخصم المميزة، أو قطعة من يد خصمك.
game-removal-optional = أو عدم أخذ أي قطعة.
game-hand-selected = تم تحديد اليد.
game-piece-selected = تم تحديد القطعة على { $square }.
game-targets = عدد الخانات الممكنة: { $n }.
game-cancelled = أُلغي التحديد.
game-square-empty = { $square }، فارغة
game-square-selected = ، محددة
game-square-target = ، نقلة ممكنة
game-square-removal = ، يمكن أخذها
game-announce-place = يضع { $side } قطعة على { $to }.
game-announce-step = يخطو { $side } من { $from } إلى { $to }.
game-announce-jump = يقفز { $side } من { $from } إلى { $to } ويأسر { $captured }.
game-announce-removal-board = أُخذت القطعة الثانية من { $square }.
game-announce-removal-hand = أُخذت القطعة الثانية من اليد.
game-announce-pass = يمرر { $side } دوره.
game-error = لم تُلعب: { $message }
game-over-you-win = فزت!
game-over-you-lose = خسرت
game-over-wins = فاز { $side }
game-over-draw = تعادل
game-over-aborted = أُلغيت المباراة
game-reason-captured-out = لم يبقَ لدى { $side } إلا القليل من القطع.
game-reason-blocked = Ndar-Kepp! وتعني بلغة الولوف «محاصَر من كل الجهات»: لم تكن لدى { $side } أي حركة قانونية.
game-reason-both-blocked = Ndar-Kepp لدى الطرفين! وتعني بلغة الولوف «محاصَر من كل الجهات»: لم يستطع أي من اللاعبَين اللعب، فيحسم النتيجة العدد الأكبر من القطع على الرقعة.
game-reason-few-pieces = لدى كل من اللاعبَين قطع قليلة، ولا يستطيع أي منهما القفز.
game-reason-no-capture-limit = بلغ عدد النقلات المتتالية دون أسر { $n }.
game-reason-resignation = استسلم { $side }.
game-reason-agreement = تعادل بالاتفاق.
game-reason-ply-limit = بلغت المباراة أقصى طول يسمح به هذا الموقع: تعادل.
game-reason-aborted = أُلغيت المباراة قبل أن يلعب اللاعبان كلاهما.
game-reason-aborted-by = ألغى { $side } المباراة قبل أن يلعب اللاعبان كلاهما: لا تُحتسب.
game-draw-offered-by-you = عرضت التعادل.
game-draw-offered-to-you = يعرض خصمك التعادل.
game-draw-offered = يعرض { $side } التعادل.
game-draw-declined = رُفض عرضك للتعادل.
game-draw-declined-by-you = رفضت التعادل.
game-rematch-offered-by-you = طلبت مباراة العودة.
game-rematch-offered = يطلب { $side } مباراة العودة.

# The rules at a glance beside the board: one short line per rule. The standard game shows
# win_at-1, placement-free, step, jump, second_removal-board and blocked-loses; a table shows
# the line of each of its option values instead (win_at-0 or win_at with n for other values,
# placement-hand-first, ...), plus second_removal_optional-true, chain_jumps-true,
# no_capture_draw and few_pieces_draw (with n) when they apply.
game-glance-win_at-1 = الهدف أخذ قطع الخصم: يكون الفوز لك عندما لا يبقى لخصمك سوى قطعة واحدة أو لا شيء.
game-glance-win_at-0 = الهدف أخذ قطع الخصم: يكون الفوز لك عندما تؤخذ كلها.
game-glance-win_at = { $n ->
    [zero] الهدف أخذ قطع الخصم: يكون الفوز لك عندما لا تبقى لخصمك أي قطعة.
    [one] الهدف أخذ قطع الخصم: يكون الفوز لك عندما لا يبقى لخصمك سوى قطعة واحدة أو لا شيء.
    [two] الهدف أخذ قطع الخصم: يكون الفوز لك عندما لا يبقى لخصمك سوى قطعتين أو أقل.
    [few] الهدف أخذ قطع الخصم: يكون الفوز لك عندما لا يبقى لخصمك سوى { $n } قطع أو أقل.
    [many] الهدف أخذ قطع الخصم: يكون الفوز لك عندما لا يبقى لخصمك سوى { $n } قطعةً أو أقل.
   *[other] الهدف أخذ قطع الخصم: يكون الفوز لك عندما لا يبقى لخصمك سوى { $n } قطعة أو أقل.
}
game-glance-placement-free = في كل دور: وضع قطعة من يدك على أي خانة فارغة، أو الخطو، أو القفز.
game-glance-placement-hand-first = ما دامت في يدك قطع: الوضع أو القفز؛ ولا خطو إلا بعد أن تفرغ يدك.
game-glance-step = الخطو خانة واحدة إلى الأعلى أو الأسفل أو اليسار أو اليمين نحو خانة فارغة، ولا يكون قطريًا أبدًا.
game-glance-jump = الأسر: القفز فوق قطعة مجاورة للخصم إلى الخانة الفارغة خلفها. وهو ليس إلزاميًا أبدًا.
game-glance-second_removal-board = ثم أخذ قطعة ثانية للخصم من الرقعة؛ والقطع التي في اليد في مأمن.
game-glance-second_removal-board-or-hand = ثم أخذ قطعة ثانية للخصم، من الرقعة أو من يده.
game-glance-second_removal-board-then-hand = ثم أخذ قطعة ثانية للخصم من الرقعة، أو من يده إذا لم تبقَ له قطعة عليها.
game-glance-second_removal_optional-true = أخذ القطعة الثانية اختياري.
game-glance-chain_jumps-true = بعد القفزة يمكن للقطعة نفسها أن تقفز مجددًا؛ والتوقف ممكن بعد أي قفزة.
game-glance-blocked-loses = Ndar-Kepp: يخسر اللاعب الذي لا يستطيع اللعب في دوره.
game-glance-blocked-most-on-board = اللاعب الذي لا يستطيع اللعب يمرر دوره؛ وإذا عجز كلاهما، فاز صاحب العدد الأكبر من القطع على الرقعة.
game-glance-no_capture_draw = { $n ->
    [zero] تعادل بعد { $n } نقلة دون أسر.
    [one] تعادل بعد نقلة واحدة دون أسر.
    [two] تعادل بعد نقلتين متتاليتين دون أسر.
    [few] تعادل بعد { $n } نقلات متتالية دون أسر.
    [many] تعادل بعد { $n } نقلةً متتالية دون أسر.
   *[other] تعادل بعد { $n } نقلة متتالية دون أسر.
}
game-glance-few_pieces_draw = { $n ->
    [zero] تعادل عندما لا تبقى لأي من اللاعبين قطعة، ولا يستطيع أي منهما القفز.
    [one] تعادل عندما يكون لدى كل من اللاعبين قطعة واحدة أو لا شيء، ولا يستطيع أي منهما القفز.
    [two] تعادل عندما يكون لدى كل من اللاعبين قطعتان أو أقل، ولا يستطيع أي منهما القفز.
    [few] تعادل عندما يكون لدى كل من اللاعبين { $n } قطع أو أقل، ولا يستطيع أي منهما القفز.
    [many] تعادل عندما يكون لدى كل من اللاعبين { $n } قطعةً أو أقل، ولا يستطيع أي منهما القفز.
   *[other] تعادل عندما يكون لدى كل من اللاعبين { $n } قطعة أو أقل، ولا يستطيع أي منهما القفز.
}

# Hints
# In games against the computer only: the engine's suggestion for the player's turn, drawn on the
# board. game-hint-said: $action is a sentence such as "White places on c3".
game-hint = تلميح
game-hint-thinking = جارٍ البحث عن تلميح…
game-hint-said = تلميح: { $action }
game-hint-failed = تعذّر إيجاد تلميح.

## Clocks
# The players' clocks on the game page. $time is a clock reading such as "4:59" or "0:09.3";
# $days and $hours are whole numbers; $deadline is a local date and time; $seconds a count.
game-reason-time = نفد وقت { $side }.
game-clock-running = تعمل
game-clock-days = { $days } ي { $hours } س
game-clock-deadline = آخر موعد للنقلة: { $deadline }
game-clock-first-action = بقيت { $seconds } ث للقيام بالحركة الأولى، وإلا أُلغيت المباراة.
game-clock-first-action-by = يجب القيام بالحركة الأولى قبل { $deadline }، وإلا أُلغيت المباراة.
game-clock-low = الوقت ينفد
game-clock-real-time = { $minutes } د + { $increment } ث
game-clock-correspondence = { $days ->
    [zero] { $days } يوم لكل نقلة
    [one] يوم واحد لكل نقلة
    [two] يومان لكل نقلة
    [few] { $days } أيام لكل نقلة
    [many] { $days } يومًا لكل نقلة
   *[other] { $days } يوم لكل نقلة
}

# Abandoned games
game-opponent-left = غادر خصمك المباراة. إذا لم يعد قريبًا، يمكنك المطالبة بها.
game-opponent-left-claim = غادر خصمك المباراة. يمكنك المطالبة بالفوز، أو إعلان التعادل.
game-side-left = غادر { $side } المباراة.
game-claim-victory = المطالبة بالفوز
game-claim-draw = إعلان التعادل
game-reason-abandoned = غادر { $side } المباراة.
game-reason-abandoned-draw = غادر أحد اللاعبين المباراة: أُعلن التعادل.
game-lag = زمن الذهاب والإياب إلى الخادم: { $ms } ملي ثانية
game-lag-lost = لا رد من الخادم
game-sending-held = ستُرسل حركتك عند عودة الاتصال.

## What the players say to each other

game-chat-title = الدردشة
game-chat-muted = كتمت صوت خصمك في هذه المباراة.
game-chat-label = رسالة إلى خصمك
game-chat-send = إرسال
game-chat-mute = كتم الخصم
game-chat-unmute = إلغاء كتم الخصم
game-chat-mute-player = كتم { $name } في كل المباريات
game-chat-unmute-player = سماع { $name } من جديد
game-chat-muted-player = كتمت { $name }: كلامه مخفي عنك في كل المباريات، على كل أجهزتك.
game-chat-you = أنت
game-chat-opponent = الخصم
game-chat-too-fast = انتظر لحظة، ثم أرسلها مرة أخرى.
game-phrase-hello = مرحبًا!
game-phrase-good-luck = حظًا موفقًا!
game-phrase-have-fun = لعبًا ممتعًا!
game-phrase-you-too = ولك أيضًا!
game-phrase-good-game = مباراة جيدة!
game-phrase-well-played = أحسنت اللعب!
game-phrase-thank-you = شكرًا!
game-phrase-bye = إلى اللقاء!

# Takebacks (docs/protocol.md §3.5).
game-takeback = التراجع
game-undo = إلغاء النقلة
game-accept-takeback = قبول التراجع
game-decline-takeback = رفض
game-takeback-asked-by-you = طلبت التراجع عن نقلتك الأخيرة.
game-takeback-asked-to-you = يطلب خصمك التراجع عن نقلته الأخيرة.
game-takeback-asked = يطلب { $side } التراجع عن نقلة.
game-takeback-declined = رُفض طلبك للتراجع.
game-takeback-declined-by-you = رفضت التراجع.
game-taken-back = { $n ->
    [zero] لم يتم التراجع عن أي نقلة.
    [one] تم التراجع عن نقلة واحدة.
    [two] تم التراجع عن نقلتين.
    [few] تم التراجع عن { $n } نقلات.
    [many] تم التراجع عن { $n } نقلةً.
   *[other] تم التراجع عن { $n } نقلة.
}

# Notifications for this game (docs/site.md "Notifications").
game-notify = تفعيل الإشعارات
game-notify-off = إيقاف الإشعارات
game-notify-help = ينبهك هاتفك عندما يحين دورك، حتى وهذه الصفحة مغلقة.
game-notify-on = الإشعارات مفعّلة لهذه المباراة.
game-notify-denied = الإشعارات محظورة لهذا الموقع: يمكنك السماح بها من إعدادات متصفحك.
game-notify-unsupported = لا يستطيع هذا المتصفح عرض الإشعارات.
game-notify-failed = تعذّر تفعيل الإشعارات. يُرجى المحاولة لاحقًا.
game-notify-turning-on = جارٍ التفعيل…
game-notify-no-service = لا يستطيع هذا المتصفح تلقّي الإشعارات هنا: نافذة خاصة، أو متصفح بلا خدمة إشعارات. تبقى مبارياتك في «مبارياتي».

## Berserk, in an arena game (docs/tournaments.md "Berserk")
game-berserk = المخاطرة
game-berserk-help = تنصيف وقت ساعتك والتخلي عن الزيادة، مقابل نقطة إضافية عند الفوز.
game-berserk-mark = مخاطرة
game-berserk-you = اخترت المخاطرة: نصف وقتك، ونقطة إضافية إن فزت.
game-berserk-side = اختار { $side } المخاطرة: نصف وقته، ونقطة إضافية إن فاز.
