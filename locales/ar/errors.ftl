# Errors the server can answer, by code (docs/protocol.md), with their details as variables.
# A code with a `reason` detail is looked up as error-<code>-<reason> first, then error-<code>.

error-unknown = حدث خطأ ما (الخطأ «{ $code }»). يُرجى المحاولة مرة أخرى.
error-network = تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.

## The HTTP API

error-malformed = تعذّرت قراءة الطلب. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.
error-bad-rules = لا يمكن اللعب بهذه القواعد: «{ $rules }».
error-bad-rules-empty = لم تُحدَّد أي قواعد: يجب البدء من مجموعة قواعد مثل «standard».
error-bad-rules-unknown-preset = «{ $preset }» ليست مجموعة قواعد. مجموعات القواعد هي: { $allowed }.
error-bad-rules-missing-value = «{ $part }» بلا قيمة: تُكتب على صورة خيار=قيمة، مثل win_at=0.
error-bad-rules-unknown-option = «{ $option }» ليس خيارًا. الخيارات هي: { $allowed }.
error-bad-rules-bad-value = { $expected ->
    [range] «{ $value }» ليست قيمة صالحة للخيار { $option }: يجب اختيار عدد من { $min } إلى { $max }.
    [off-or-range] «{ $value }» ليست قيمة صالحة للخيار { $option }: يجب اختيار off أو عدد من { $min } إلى { $max }.
   *[words] «{ $value }» ليست قيمة صالحة للخيار { $option }: يجب اختيار إحدى القيم: { $allowed }.
}
error-bad-rules-repeated = الخيار { $option } مذكور مرتين.
error-bad-rules-too-many-pieces = { $max ->
    [zero] لا تتسع رقعة { $rows }×{ $columns } لـ{ $pieces } من القطع لكل لاعب: فهي لا تتسع لأي قطعة.
    [one] لا تتسع رقعة { $rows }×{ $columns } لـ{ $pieces } من القطع لكل لاعب: فهي تتسع على الأكثر لقطعة واحدة لكل لاعب.
    [two] لا تتسع رقعة { $rows }×{ $columns } لـ{ $pieces } من القطع لكل لاعب: فهي تتسع على الأكثر لقطعتين لكل لاعب.
    [few] لا تتسع رقعة { $rows }×{ $columns } لـ{ $pieces } من القطع لكل لاعب: فهي تتسع على الأكثر لـ{ $max } قطع لكل لاعب.
    [many] لا تتسع رقعة { $rows }×{ $columns } لـ{ $pieces } من القطع لكل لاعب: فهي تتسع على الأكثر لـ{ $max } قطعةً لكل لاعب.
   *[other] لا تتسع رقعة { $rows }×{ $columns } لـ{ $pieces } من القطع لكل لاعب: فهي تتسع على الأكثر لـ{ $max } قطعة لكل لاعب.
}
error-bad-rules-win-at-too-high = { $pieces ->
    [zero] يجب أن تكون قيمة «الفوز عند» ({ $win_at }) أقل من عدد القطع ({ $pieces } قطعة لكل لاعب).
    [one] يجب أن تكون قيمة «الفوز عند» ({ $win_at }) أقل من عدد القطع (قطعة واحدة لكل لاعب).
    [two] يجب أن تكون قيمة «الفوز عند» ({ $win_at }) أقل من عدد القطع (قطعتان لكل لاعب).
    [few] يجب أن تكون قيمة «الفوز عند» ({ $win_at }) أقل من عدد القطع ({ $pieces } قطع لكل لاعب).
    [many] يجب أن تكون قيمة «الفوز عند» ({ $win_at }) أقل من عدد القطع ({ $pieces } قطعة لكل لاعب).
   *[other] يجب أن تكون قيمة «الفوز عند» ({ $win_at }) أقل من عدد القطع ({ $pieces } قطعة لكل لاعب).
}
error-bad-level = «{ $level }» ليس مستوى من مستويات الحاسوب.
error-bad-option = «{ $value }» ليس اختيارًا متاحًا للخيار { $option }.
error-unknown-game = لا توجد مباراة على هذا العنوان.
error-unknown-invite = رابط الدعوة هذا غير صالح: يمكنك أن تطلب من صديقك رابطًا جديدًا.
error-bad-secret = هذا الرابط لا يمنح مقعدًا في المباراة: أنت تشاهدها.
error-no-rematch = لا توجد مباراة عودة لهذه المباراة.
error-no-rematch-not-over = لا تكون مباراة العودة إلا بعد مباراة منتهية.
error-no-rematch-no-opponent = لم يشغل أحد المقعد الآخر: الأفضل إنشاء طاولة جديدة.
error-no-rematch-exists = مباراة العودة موجودة بالفعل.
error-no-rematch-asked = سبق أن طلبت مباراة العودة.
error-no-rematch-arena = لا مباراة عودة في مباريات البطولة: البطولة نفسها تتولى إقرانك من جديد.
error-no-rematch-swiss = لا مباراة عودة في مباريات البطولة: الجولة التالية تتولى إقرانك من جديد.
error-seat-taken = شُغل المقعد: أصبح الرابط يعرض المباراة للمشاهدين.
error-game-over = انتهت هذه المباراة.
error-own-invite = هذه دعوتك أنت: يجب إرسال الرابط إلى صديقك.
error-too-large = الطلب كبير جدًا.
error-too-many-tables = أُنشئت طاولات كثيرة جدًا من اتصالك. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.
error-too-many-waiting-tables = { $limit ->
    [zero] ما زالت طاولات أُنشئت من اتصالك تنتظر نقلتها الأولى. يُرجى اللعب على إحداها أو إلغاؤها، ثم إنشاء أخرى.
    [one] ما زالت طاولة أُنشئت من اتصالك تنتظر نقلتها الأولى. يُرجى اللعب عليها أو إلغاؤها، ثم إنشاء أخرى.
    [two] ما زالت طاولتان أُنشئتا من اتصالك تنتظران نقلتهما الأولى. يُرجى اللعب على إحداهما أو إلغاؤها، ثم إنشاء أخرى.
    [few] ما زالت { $limit } طاولات أُنشئت من اتصالك تنتظر نقلتها الأولى. يُرجى اللعب على إحداها أو إلغاؤها، ثم إنشاء أخرى.
    [many] ما زالت { $limit } طاولةً أُنشئت من اتصالك تنتظر نقلتها الأولى. يُرجى اللعب على إحداها أو إلغاؤها، ثم إنشاء أخرى.
   *[other] ما زالت { $limit } طاولة أُنشئت من اتصالك تنتظر نقلتها الأولى. يُرجى اللعب على إحداها أو إلغاؤها، ثم إنشاء أخرى.
}
error-computer-busy = الحاسوب مشغول بمباريات كثيرة الآن. يُرجى المحاولة بعد دقيقة، أو اللعب مع صديق.
error-computer-busy-address = لديك بالفعل مباريات كثيرة ضد الحاسوب: يُرجى إنهاء إحداها قبل بدء أخرى.
error-computer-busy-queue = الحاسوب مشغول بمباريات كثيرة الآن. يُرجى المحاولة بعد دقيقة، أو اللعب مع صديق.
error-body-timeout = لم يصل الطلب في الوقت المحدد. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.
error-bad-origin = تُرفض الطلبات الآتية من موقع آخر.
error-unconfirmed-seat = لا ينقل رابط المتابعة المقعد إلا بعد تأكيدك على هذا الموقع: يُرجى فتح الرابط والضغط على زره.
error-internal = تعذّر على الخادم تنفيذ ذلك. لم يتغير شيء: يُرجى المحاولة مرة أخرى.
error-not-found = لا يوجد شيء في هذا العنوان. أعد تحميل الصفحة وحاول مرة أخرى.
error-method-not-allowed = لا يقبل هذا العنوان هذا النوع من الطلبات. أعد تحميل الصفحة وحاول مرة أخرى.

## The game's connection

error-unknown-type = لم يفهم الخادم الصفحة. يُرجى إعادة تحميلها.
error-hello-required = الصفحة غير متصلة بالمباراة بعد. يُرجى إعادة تحميلها.
error-not-a-player = أنت تشاهد هذه المباراة: لا يقوم بذلك إلا لاعباها.
error-waiting-for-opponent = المقعد الآخر ما زال شاغرًا: يمكنك إرسال رابط الدعوة إلى صديق.
error-not-your-turn = { $side ->
    [white] الدور على الأبيض.
   *[black] الدور على الأسود.
}
error-bad-notation = «{ $text }» ليست حركة.
error-illegal-action = هذه الحركة غير ممكنة الآن.
error-illegal-action-game-over = انتهت المباراة.
error-illegal-action-off-board = { $square } ليست على هذه الرقعة.
error-illegal-action-empty-hand = لم تبقَ في يدك قطعة لوضعها.
error-illegal-action-occupied = { $square } ليست فارغة.
error-illegal-action-not-your-piece = لا توجد قطعة لك على { $square }.
error-illegal-action-not-adjacent = تخطو القطعة خانة واحدة إلى الأعلى أو الأسفل أو اليسار أو اليمين.
error-illegal-action-must-place-or-jump = ما دامت في يدك قطع، لا يمكنك إلا الوضع أو القفز.
error-illegal-action-nothing-to-jump = لا توجد على { $square } قطعة للخصم يمكن القفز فوقها.
error-illegal-action-no-chains = قفزة واحدة فقط في كل دور وفق هذه القواعد.
error-illegal-action-bad-removal = لا يمكن أخذ تلك القطعة الثانية هنا.
error-illegal-action-pass-not-allowed = لا يمكنك تمرير الدور إلا إذا لم تكن لديك أي حركة أخرى.
error-illegal-action-pass-required = لا حركة ممكنة لديك: يجب عليك تمرير الدور.
error-illegal-action-not-legal = هذه الحركة غير ممكنة في هذه الوضعية.
error-stale-ply = سبق لعب هذه النقلة. تعرض الرقعة الآن المباراة كما هي.
error-future-ply = الصفحة متأخرة عن المباراة. يُرجى إعادة تحميلها.
error-no-draw-offer = لم يعرض خصمك التعادل.
error-draw-already-offered = هناك عرض تعادل قائم بالفعل.
error-draw-already-offered-opponent-offered = عرض خصمك التعادل: يمكنك قبوله أو رفضه.
error-draw-already-offered-offer-open = عرضك للتعادل ما زال قائمًا.
error-draw-already-offered-offered-this-move = سبق أن عرضت التعادل في هذه النقلة.
error-too-late-to-abort = لعب الطرفان كلاهما: يمكنك الاستسلام أو عرض التعادل بدلًا من الإلغاء.
error-bad-clock = نظام الوقت هذا غير صالح ({ $field }): في اللعب الآني من ثانية واحدة إلى 3 ساعات، مع إضافة من 0 إلى 180 ثانية لكل نقلة؛ وفي المراسلة 1 أو 2 أو 3 أو 7 أيام لكل نقلة.
error-cannot-claim = لا يوجد ما تطالب به في هذه المباراة.
error-cannot-claim-opponent-here = خصمك موجود: لا يوجد ما تطالب به.
error-cannot-claim-too-early = { $wait_s ->
    [zero] ربما يعود خصمك: يُرجى الانتظار قليلًا.
    [one] ربما يعود خصمك: يُرجى الانتظار ثانية أخرى.
    [two] ربما يعود خصمك: يُرجى الانتظار ثانيتين أخريين.
    [few] ربما يعود خصمك: يُرجى الانتظار { $wait_s } ثوانٍ أخرى.
    [many] ربما يعود خصمك: يُرجى الانتظار { $wait_s } ثانيةً أخرى.
   *[other] ربما يعود خصمك: يُرجى الانتظار { $wait_s } ثانية أخرى.
}

## The lobby

error-bad-tile = «{ $tile }» ليس من أوقات الردهة. يُرجى إعادة تحميل الصفحة.
error-too-many-seeks = { $limit ->
    [zero] يبحث أشخاص على اتصالك بالفعل عن مباراة. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.
    [one] هناك شخص على اتصالك يبحث بالفعل عن مباراة. يُرجى انتظاره، أو إيقاف البحث أولًا.
    [two] هناك شخصان على اتصالك يبحثان بالفعل عن مباراة. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.
    [few] هناك { $limit } أشخاص على اتصالك يبحثون بالفعل عن مباراة. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.
    [many] هناك { $limit } شخصًا على اتصالك يبحثون بالفعل عن مباراة. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.
   *[other] هناك { $limit } شخص على اتصالك يبحثون بالفعل عن مباراة. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.
}
error-too-many-players = لاعبون جدد كثيرون جدًا من اتصالك في هذه الساعة. يُرجى الاحتفاظ بالاسم الحالي.
error-too-many-renames = تغييرات كثيرة جدًا للأسماء من اتصالك في هذه الساعة. يُرجى المحاولة لاحقًا.
error-name-taken = هناك لاعب آخر اسمه «{ $name }». يُرجى اختيار اسم آخر.
error-unknown-player = لا يوجد لاعب اسمه «{ $name }».
error-own-mute = لا يمكنك كتم نفسك.
error-too-many-mutes = كتمت أكبر عدد ممكن من اللاعبين. ألغِ كتم أحدهم أولًا.
error-bad-name = لا يمكن استخدام هذا الاسم.
error-bad-name-length = يتكون الاسم من { $min } إلى { $max } من الحروف.
error-bad-name-characters = لا يحتوي الاسم إلا على حروف وأرقام والرمزين «-» و«_»، ويبدأ بحرف.
error-bad-name-refused = لا يمكن استخدام هذا الاسم. يُرجى اختيار اسم آخر.
error-bad-name-scripts = يُكتب الاسم بحروف نظام كتابة واحد فقط (لا يجمع مثلًا بين الحروف اللاتينية والسيريلية).
error-no-player = لا يوجد لاعب لهذا المتصفح بعد: يُرجى اختيار وقت في الردهة أولًا.
error-not-your-seat = مقاعد هذه المباراة للاعبين آخرين: يمكنك مشاهدتها.
error-bad-transfer-code = هذا الرمز غير صالح: ربما انتهت صلاحيته أو استُخدم من قبل. يُرجى إنشاء رمز جديد على جهازك الآخر.
error-too-many-transfers = رموز نقل كثيرة جدًا من اتصالك في هذه الساعة. يُرجى المحاولة لاحقًا.
error-seek-gone = لم تعد هذه المباراة معروضة: أخذها لاعب آخر، أو غادر صاحبها.
error-own-seek = هذا عرضك أنت: يُرجى انتظار لاعب آخر ليقبله.
error-held = غادرت { $games ->
    [zero] { $games } مباراة من الردهة
    [one] مباراة واحدة من الردهة
    [two] مباراتين من الردهة
    [few] { $games } مباريات من الردهة
    [many] { $games } مباراةً من الردهة
   *[other] { $games } مباراة من الردهة
} اليوم: يمكن إقرانك من جديد بعد { $minutes ->
    [zero] لحظات
    [one] دقيقة واحدة
    [two] دقيقتين
    [few] { $minutes } دقائق
    [many] { $minutes } دقيقةً
   *[other] { $minutes } دقيقة
}.

error-no-chat = لا يوجد من تتحدث معه في هذه المباراة.
error-no-chat-watcher = لا يتحدث في المباراة إلا لاعباها: أنت تشاهد.
error-no-chat-one-device = يلعب الطرفان على هذا الجهاز: لا يوجد من تتحدث معه.
error-no-chat-computer = الحاسوب لا يقرأ الدردشة.
error-no-chat-no-opponent = لم يشغل أحد المقعد الآخر بعد.
error-no-chat-lobby = في المباريات مع لاعبين لا تعرفهم، تقتصر الدردشة على العبارات الجاهزة.
error-bad-phrase = هذه العبارة غير موجودة.
error-phrase-used = سبق أن قلت هذا في هذه المباراة.
error-bad-chat = لا يمكن إرسال هذه الرسالة.
error-bad-chat-empty = الرسالة الفارغة لا تقول شيئًا.
error-bad-chat-length = لا يتجاوز طول الرسالة { $max } من الحروف.
error-bad-chat-characters = الرسالة سطر واحد، دون محارف تحكم.
error-bad-chat-words = تحتوي الرسالة على كلمة لا يقبلها الموقع: أعد صياغتها.
error-chat-too-fast = رسالة واحدة في الثانية على الأكثر: يُرجى الانتظار قليلًا.
error-chat-full = أرسلت { $limit } من الرسائل في هذه المباراة: هذا هو الحد الأقصى.

error-no-takeback = التراجع غير مسموح في هذه المباراة.
error-no-takeback-off = لا تسمح هذه الطاولة بالتراجع.
error-no-takeback-rated = لا تسمح هذه الطاولة بالتراجع إلا في المباريات غير المصنفة، وهذه المباراة مصنفة.
error-no-takeback-nothing = ليست لديك نقلة للتراجع عنها.
error-no-takeback-limit = رفض خصمك { $limit } من طلباتك في هذه المباراة: لا يمكنك الطلب مجددًا.
error-takeback-already-asked = هناك طلب تراجع ينتظر الرد بالفعل.
error-takeback-already-asked-open = طلبك ما زال ينتظر الرد.
error-takeback-already-asked-opponent-asked = يطلب خصمك التراجع عن نقلة: يُرجى قبول طلبه أو رفضه أولًا.
error-no-takeback-request = لم يطلب خصمك التراجع عن نقلة.
error-no-berserk = لا يمكنك اختيار المخاطرة الآن.
error-no-berserk-not-allowed = المخاطرة متاحة فقط في مباريات البطولات التي يكون وقت ساعتها طويلًا بما يكفي.
error-no-berserk-moved = المخاطرة ممكنة فقط قبل نقلتك الأولى.
error-no-berserk-already = سبق أن اخترت المخاطرة في هذه المباراة.

# Push notifications (docs/protocol.md §5).
error-bad-subscription = تعذّر تفعيل الإشعارات لهذه المباراة.
error-bad-subscription-endpoint-long = عنوان الإشعارات في هذا المتصفح طويل جدًا.
error-bad-subscription-endpoint-malformed = عنوان الإشعارات في هذا المتصفح ليس عنوانًا صالحًا.
error-bad-subscription-endpoint-not-https = عنوان الإشعارات في هذا المتصفح غير آمن (https): لا تُرسل الإشعارات إلا إلى عناوين آمنة.
error-bad-subscription-endpoint-unknown-service = خدمة الإشعارات في هذا المتصفح ليست من الخدمات التي يرسل إليها هذا الموقع إشعارات.
error-bad-subscription-bad-key = مفتاح الإشعارات في هذا المتصفح غير صالح.
error-bad-subscription-bad-auth = سرّ الإشعارات في هذا المتصفح غير صالح.
error-bad-subscription-local = المباراة على جهاز واحد لا ترسل إشعارات.
error-bad-subscription-over = انتهت هذه المباراة: لن ترسل إشعارات بعد الآن.
error-bad-subscription-too-many = خمسة متصفحات تتلقى بالفعل إشعارات لهذا المقعد: يُرجى إيقاف أحدها أولًا.
error-bad-position = تتعذّر قراءة هذه الوضعية: اكتبها بالترميز، مثلًا «6/6/6/6/6 w 12 12 0».
error-not-in-tables = جداول النهايات في هذا الموقع لا تتضمن هذه الوضعية.

## البطولات

error-arena-not-found = لا توجد بطولة على هذا العنوان.
error-arena-over = انتهت هذه البطولة.
error-not-in-arena = لم تنضم إلى هذه البطولة.
error-bad-entry-code = تتطلب هذه البطولة رمز دخول، وهذا الرمز غير صحيح. يُرجى طلبه ممن أنشأها.
error-too-many-entry-codes = رموز دخول كثيرة جدًا جُرّبت من اتصالك في هذه الساعة. يُرجى المحاولة لاحقًا.
error-too-many-arenas = بطولات كثيرة جدًا أُنشئت من اتصالك في هذه الساعة. يُرجى المحاولة لاحقًا.
error-bad-arena-name = لا يمكن استخدام هذا الاسم لبطولة.
error-bad-arena-name-length = لا يتجاوز طول اسم البطولة { $max } من الحروف.
error-bad-arena-name-characters = اسم البطولة سطر واحد، دون محارف تحكم.
error-bad-arena-name-words = يحتوي الاسم على كلمة لا يقبلها الموقع: أعد صياغته.
error-swiss-not-found = لا توجد بطولة على هذا العنوان.
error-not-director = لا يمكن القيام بهذا إلا لمدير البطولة. يُرجى فتحها من رابط المدير.
error-swiss-over = انتهت هذه البطولة.
error-swiss-started = لا تقبل بطولة الدوري لاعبين جددًا بعد أن تبدأ.
error-swiss-full = اكتمل عدد اللاعبين في هذه البطولة: الحد الأقصى { $max } من اللاعبين.
error-swiss-joined = انضممت إلى هذه البطولة من قبل.
error-swiss-no-player = لا يوجد لاعب كهذا في هذه البطولة، أو أنه غادرها.
error-swiss-round-open = يجب أن تكتمل كل نتائج هذه الجولة قبل إقران الجولة التالية.
error-swiss-too-few = تحتاج الجولة إلى لاعبَين اثنين على الأقل.
error-swiss-no-pairing = لا يوجد إقران لهذه الجولة يحترم القواعد: كل من بقي واجه كل من كان يمكنه مواجهته.
error-swiss-paired = تم إقران هذه الجولة من قبل.
error-swiss-not-this-round = يعلن اللاعبون نتائج الجولة الجارية؛ أما النتائج السابقة فيصححها المدير.
error-swiss-result-set = نتيجة هذه الرقعة محددة من قبل. يمكن للمدير تصحيحها.
error-swiss-not-in = لست في هذه البطولة.
error-swiss-not-your-board = لا يعلن نتيجة الرقعة إلا لاعباها أو المدير.
error-swiss-on-site-names = في بطولة تُلعب في الموقع، ينضم اللاعبون من هواتفهم عبر الرابط.
error-swiss-on-site-result = المباراة التي تُلعب في الموقع تحدد نتيجتها بنفسها. ويمكن للمدير تصحيحها.
error-bad-swiss-name = لا يمكن استخدام هذا الاسم.
error-bad-swiss-name-length = يتراوح طول الاسم بين حرف واحد و{ $max } من الحروف.
error-bad-swiss-name-characters = الاسم سطر واحد، دون محارف تحكم.
error-bad-swiss-name-words = يحتوي الاسم على كلمة لا يقبلها الموقع: يُرجى صياغته بطريقة أخرى.
