site-description = Yoté، لعبة الأسر من غرب أفريقيا، على الإنترنت: ضد صديق عبر رابط، أو ضد الحاسوب، أو على جهاز واحد. دون تسجيل.
skip-to-content = الانتقال إلى المحتوى
nav-label = التنقل الرئيسي
nav-play = اللعب
nav-rules = القواعد
nav-variants = المتغيرات
lang-switch = اللغة
# Beside Wolof and Bambara in the language menu: written without a published vocabulary to follow.
lang-first-version = نسخة أولى: التصحيحات مرحب بها
lang-help = تصحيح ترجمة
translations-title = الترجمات
translations-lead = يتحدث الموقع عشر لغات، ولكل لغة بضعة ملفات نصية بسيطة: مسرد يذكر الكلمة المستخدمة لكل مصطلح من مصطلحات اللعبة وسبب اختيارها، والرسائل بصيغة Fluent.
translations-first = ترجمتا الولوف والبامبارا نسختان أوليان: لم يُنشر من قبل معجم لألعاب الرقعة بأي من اللغتين، لذا يشرح مسرد كل منهما كل كلمة اختيرت. والتصحيحات ممن يتحدثون هاتين اللغتين مرحب بها.
translations-how-h = إرسال تصحيح
translations-how = يُرجى فتح ملف اللغة أدناه وتصحيح الرسالة التي تلي علامة =، مع ترك ما بين الأقواس المعقوفة على حاله، ثم إرسال الملف المصحح إلى القائمين على هذا الموقع مع ذكر ما جرى تغييره وسببه. وإذا كانت كلمة في المسرد خاطئة، فيُرجى تصحيح المسرد أيضًا: فكل الرسائل تتبعه.
translations-glossary = المسرد
translations-files = الرسائل
tagline = دون تسجيل: رابط واحد يكفي لبدء اللعب.
theme-label = المظهر
theme-system = حسب الجهاز
theme-light = فاتح
theme-dark = داكن

notfound-title = الصفحة غير موجودة
notfound-body = لا يوجد شيء على هذا العنوان. ربما كُتب الرابط خطأً، أو ربما لا توجد المباراة.
notfound-home = العودة إلى الصفحة الرئيسية
refused-title = تعذّر القيام بذلك
refused-back = العودة إلى الدعوة

home-title = لعب Yoté على الإنترنت
home-kicker = لعبة من غرب أفريقيا
home-heading = Yoté: وضع، خطو، قفز، وكل أسر يأخذ قطعتين.
home-welcome = تُلعب Yoté في السنغال ومالي وبوركينا فاسو بالحصى والعيدان الصغيرة في حفر تُحفر في الأرض. لكل لاعب اثنتا عشرة قطعة، كلها في اليد عند البداية. الأدوار سريعة والحظوظ تنقلب بسرعة: قفزة واحدة تأخذ القطعة التي تقفز فوقها وقطعة ثانية تختارها.
home-modes = طرق اللعب
home-friend = اللعب مع صديق
home-friend-text = يكفي إنشاء طاولة وإرسال الرابط: يفتحه صديقك ويجلس.
home-computer = اللعب ضد الحاسوب
home-computer-text = خمسة مستويات، من مبتدئ إلى خبير.
home-local = اللعب على هذا الجهاز
home-local-text = لاعبان وشاشة واحدة: يمرر كل منهما الجهاز إلى الآخر عبر الطاولة.
home-glance = القواعد باختصار
home-glance-1 = ما دامت في يدك قطع، يمكنك وضع واحدة منها على أي خانة فارغة.
home-glance-2 = أو الخطو بقطعة إلى خانة مجاورة فارغة: إلى الأعلى أو الأسفل أو اليسار أو اليمين، ولا يكون قطريًا أبدًا.
home-glance-3 = أو القفز فوق قطعة مجاورة للخصم إلى الخانة الفارغة خلفها: فتُأسر تلك القطعة.
home-glance-4 = ثم أخذ قطعة ثانية للخصم تختارها. ومتى لم يبقَ لخصمك سوى قطعة واحدة، فزت.
home-read-rules = قراءة القواعد كاملة
home-variants = مجموعات القواعد
variants-title = مجموعات القواعد التي يلعب بها الناس
variants-lead = تُلعب Yoté بمجموعات قواعد عدة: تروي كل صفحة تاريخ مجموعة منها وكيف تختلف عن اللعبة القياسية. ويمكن اختيار أي مجموعة عند إنشاء طاولة.
home-quote = «في أفريقيا، حين يموت شيخ، تحترق مكتبة.»
home-quote-author = Amadou Hampâté Bâ، مالي

setup-title = إعداد طاولة
setup-mode = الخصم
setup-mode-friend = صديق، عبر رابط
setup-mode-computer = الحاسوب
setup-mode-local = على هذا الجهاز
setup-rules = القواعد
setup-preset = مجموعة القواعد
setup-preset-help = يمكنك اختيار مجموعة قواعد؛ وتغيّر الخيارات المتقدمة أدناه أيًا من قواعدها.
setup-about-preset = عن مجموعة القواعد هذه
setup-changed = معدَّل عن مجموعة القواعد
setup-rules-string = سلسلة القواعد:
setup-rules-error = تعذّرت قراءة القواعد في الرابط، لذا تُعرض اللعبة القياسية:
setup-level = مستوى الحاسوب
setup-colour = لونك
setup-colour-white = الأبيض (يبدأ اللعب)
setup-colour-black = الأسود
setup-colour-random = عشوائي
setup-colour-help = يلعب الأبيض بالحصى ويبدأ أولًا؛ ويلعب الأسود بالعيدان.
setup-rated = التصنيف
setup-rated-label = مباراة مصنّفة
setup-rated-help = يتغير تصنيف اللاعبين كليهما حسب النتيجة. يوافق صديقك بشغله المقعد. والمباراة الملغاة قبل النقلة الثانية لا تُحتسب.
setup-rated-help-computer = يتغير تصنيفك حسب النتيجة، ويلعب الحاسوب بتصنيف مستواه. والمباراة الملغاة قبل النقلة الثانية لا تُحتسب.
setup-create = إنشاء الطاولة
setup-js-creating = جارٍ إنشاء الطاولة…
setup-js-error = تعذّر إنشاء الطاولة: { $message }
setup-js-network = تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.
setup-js-too-many = القطع لا تتسع: { $pieces } لكل لاعب تحتاج إلى { $needed } من الخانات على الأقل.
setup-js-win-at = يجب أن تكون قيمة «الفوز عند» أقل من عدد القطع.
setup-js-clock-minutes = يجب أن تكون قيمة «الدقائق لكل لاعب» عددًا صحيحًا من 1 إلى 180.
setup-js-clock-increment = يجب أن تكون قيمة «الثواني المضافة لكل نقلة» عددًا صحيحًا من 0 إلى 180.
setup-advanced = خيارات متقدمة
setup-advanced-help = كل قواعد الطاولة، مملوءة من مجموعة القواعد: يمكنك تغيير أي منها لصنع قواعدك الخاصة. ولا تُعرض الاختيارات التي لا يمكن اللعب بها مع هذه القواعد.
setup-summary = القواعد:
setup-colour-random-preset = تحدد مجموعة القواعد هذه الألوان بالقرعة.
setup-js-sum-board = رقعة { $rows }×{ $columns }
setup-js-sum-pieces = { $n ->
    [zero] { $n } قطعة لكل لاعب
    [one] قطعة واحدة لكل لاعب
    [two] قطعتان لكل لاعب
    [few] { $n } قطع لكل لاعب
    [many] { $n } قطعةً لكل لاعب
   *[other] { $n } قطعة لكل لاعب
}
setup-js-sum-placement-free = وضع حر
setup-js-sum-placement-hand-first = وضع كل القطع قبل الخطو
setup-js-sum-second_removal-board = القطعة الثانية من الرقعة
setup-js-sum-second_removal-board-or-hand = القطعة الثانية من الرقعة أو من اليد
setup-js-sum-second_removal-board-then-hand = القطعة الثانية من اليد فقط إذا لم يبقَ منها شيء على الرقعة
setup-js-sum-second_removal_optional-true = القطعة الثانية اختيارية
setup-js-sum-second_removal_optional-false = القطعة الثانية إلزامية
setup-js-sum-chain_jumps-true = قفزات متسلسلة
setup-js-sum-chain_jumps-false = قفزة واحدة في كل دور
setup-js-sum-win_at = الفوز عند { $n }
setup-js-sum-blocked-loses = اللاعب المحاصَر يخسر
setup-js-sum-blocked-most-on-board = اللاعب المحاصَر يمرر دوره
setup-js-sum-no_capture_draw = { $n ->
    [zero] تعادل بعد { $n } نقلة دون أسر
    [one] تعادل بعد نقلة واحدة دون أسر
    [two] تعادل بعد نقلتين دون أسر
    [few] تعادل بعد { $n } نقلات دون أسر
    [many] تعادل بعد { $n } نقلةً دون أسر
   *[other] تعادل بعد { $n } نقلة دون أسر
}
setup-js-sum-no_capture_draw-off = لا تعادل بسبب غياب الأسر
setup-js-sum-few_pieces_draw = { $n ->
    [zero] تعادل عندما لا تبقى لأي لاعب قطعة
    [one] تعادل عند قطعة واحدة لكل لاعب
    [two] تعادل عند قطعتين لكل لاعب
    [few] تعادل عند { $n } قطع لكل لاعب
    [many] تعادل عند { $n } قطعةً لكل لاعب
   *[other] تعادل عند { $n } قطعة لكل لاعب
}
setup-js-sum-few_pieces_draw-off = لا تعادل بسبب قلة القطع

level-beginner = مبتدئ
level-easy = سهل
level-medium = متوسط
level-hard = صعب
level-master = خبير

invite-title = دعوة إلى مباراة Yoté
invite-kicker = دعوة
invite-lead = أعدّ صديق طاولة وهو بانتظارك. يكفي شغل المقعد لبدء اللعب.
invite-rules = القواعد
invite-side = لونك
invite-take = الجلوس في المقعد
invite-taken = شُغل هذا المقعد بالفعل.
invite-watch = مشاهدة المباراة
invite-own = هذه دعوتك أنت: يجب إرسال الرابط إلى صديقك. أول من يفتحه يشغل المقعد.
invite-own-back = العودة إلى مباراتك
invite-rated = هذه المباراة مصنّفة: شغل المقعد يعني الموافقة على ذلك، وستغيّر النتيجة تصنيف اللاعبين كليهما.
invite-over = انتهت هذه المباراة: لم يعد ممكنًا شغل مقعدها.
invite-js-white = الأبيض (الحصى)، يبدأ اللعب
invite-js-black = الأسود (العيدان)
invite-js-unknown = هذه الدعوة غير موجودة. يمكنك أن تطلب من صديقك رابطًا جديدًا.
invite-js-network = تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.

# A continue link: the page that asks before a seat comes to this browser
continue-title = متابعة مباراة على هذا الجهاز
continue-kicker = متابعة مباراة
continue-question-white = متابعة هذه المباراة بالأبيض على هذا الجهاز؟
continue-question-black = متابعة هذه المباراة بالأسود على هذا الجهاز؟
continue-question-both = متابعة هذه المباراة، بالطرفين كليهما، على هذا الجهاز؟
continue-lead = ينقل هذا الرابط مقعدًا من جهاز إلى آخر: من يفتحه ويؤكد يلعب في ذلك المقعد. لا ينبغي المتابعة إلا إذا كان الرابط رابطك أنت.
continue-replaces-white = هذا المتصفح يلعب بالأبيض في هذه المباراة. المتابعة تستبدل ذلك المقعد: سيلعب هذا المتصفح بالأسود، ولن يلعب بالأبيض بعد الآن.
continue-replaces-black = هذا المتصفح يلعب بالأسود في هذه المباراة. المتابعة تستبدل ذلك المقعد: سيلعب هذا المتصفح بالأبيض، ولن يلعب بالأسود بعد الآن.
continue-confirm-white = المتابعة بالأبيض
continue-confirm-black = المتابعة بالأسود
continue-confirm-both = متابعة المباراة هنا
continue-back = ليس الآن: الانتقال إلى المباراة

# My games: this browser's games
nav-my-games = مبارياتي
mygames-title = مبارياتي
mygames-lead = المباريات التي تلعبها، وأولها تلك التي تنتظرك. مباريات الردهة تتبع لاعبك إلى كل متصفح انضم إليه؛ أما الأخرى فمحفوظة في هذا المتصفح فقط: لا حساب، ولا شيء يجب تذكره.
mygames-noscript = هذه القائمة محفوظة في متصفحك وتحتاج إلى JavaScript لعرضها.
mygames-loading = جارٍ تحميل مبارياتك…
mygames-new = مباراة جديدة
mygames-js-none = لا توجد مباراة بعد في هذا المتصفح. عندما تبدأ مباراة، ستظهر هنا.
mygames-js-unreachable = تعذّر تحميل حالتها: يمكنك فتحها لرؤيتها.
mygames-js-waiting-friend = بانتظار أن يشغل صديقك المقعد
mygames-js-over-draw = انتهت: تعادل
mygames-js-over-aborted = ملغاة
mygames-js-over-wins = انتهت: فاز { $side }
mygames-js-over-won = انتهت: فزت
mygames-js-over-lost = انتهت: خسرت
mygames-js-white = الأبيض
mygames-js-black = الأسود
mygames-js-to-move = الدور على { $side }
mygames-js-your-move = دورك
mygames-js-their-move = دور خصمك
mygames-js-deadline = آخر موعد: { $when }
mygames-js-on-this-device = على هذا الجهاز
mygames-js-against-computer = ضد الحاسوب · { $level }
mygames-js-against-friend = ضد صديق
mygames-js-level-beginner = مبتدئ
mygames-js-level-easy = سهل
mygames-js-level-medium = متوسط
mygames-js-level-hard = صعب
mygames-js-level-master = خبير
mygames-js-waiting-for-you = { $n ->
    [zero] لا توجد مباراة تنتظر نقلتك.
    [one] مباراة واحدة تنتظر نقلتك.
    [two] مباراتان تنتظران نقلتك.
    [few] { $n } مباريات تنتظر نقلتك.
    [many] { $n } مباراةً تنتظر نقلتك.
   *[other] { $n } مباراة تنتظر نقلتك.
}
mygames-js-count = { $n ->
    [zero] لا مباريات.
    [one] مباراة واحدة.
    [two] مباراتان.
    [few] { $n } مباريات.
    [many] { $n } مباراةً.
   *[other] { $n } مباراة.
}

## Clocks
# The time control on the setup page and the invite page. $minutes, $increment and $days are
# whole numbers.
setup-clock = نظام الوقت
setup-clock-unlimited = دون حد
setup-clock-real-time = لعب آني
setup-clock-correspondence = بالمراسلة
setup-clock-custom = مخصص
setup-clock-minutes = الدقائق لكل لاعب
setup-clock-increment = الثواني المضافة لكل نقلة
setup-clock-days = الأيام لكل نقلة
setup-clock-help = اللعب الآني: دقائق للمباراة كلها مع ثوانٍ تُضاف بعد كل نقلة من نقلاتك؛ ومن نفد وقته خسر. المراسلة: أيام لكل نقلة. والطرف الذي لا يلعب نقلته الأولى في الوقت المحدد يُلغي المباراة.
invite-clock = نظام الوقت
invite-takebacks = التراجع
invite-takebacks-yes = مسموح: يمكن لكل لاعب أن يطلب التراجع عن نقلة.
invite-takebacks-no = غير مسموح في هذه المباراة.
invite-host = صاحب الدعوة
invite-js-clock-unlimited = دون حد
invite-js-clock-real-time = { $minutes } د + { $increment } ث لكل نقلة
invite-js-clock-correspondence = { $days ->
    [zero] { $days } يوم لكل نقلة
    [one] يوم واحد لكل نقلة
    [two] يومان لكل نقلة
    [few] { $days } أيام لكل نقلة
    [many] { $days } يومًا لكل نقلة
   *[other] { $days } يوم لكل نقلة
}

## The lobby on the home page

lobby-title = مباراة مع لاعب الآن
lobby-noscript = يحتاج الإقران مع لاعبين آخرين إلى JavaScript. ما زال بإمكانك اللعب مع صديق عبر رابط، أو ضد الحاسوب.
lobby-my-page = صفحتي
lobby-cancel = إيقاف البحث
lobby-rename = تغيير اسمي
lobby-rename-label = اسمك (من 3 إلى 20 حرفًا أو رقمًا أو «-» أو «_»)
lobby-rename-save = حفظ
lobby-rename-note = اسمك وتصنيفك محفوظان في هذا المتصفح فقط: لا حساب، ولا بريد إلكتروني، ولا كلمة مرور. ومسح بيانات المتصفح يبدأ لاعبًا جديدًا.
lobby-kind-blitz = خاطف
lobby-kind-rapid = سريع
lobby-kind-correspondence = لكل نقلة
lobby-days = { $days ->
    [zero] { $days } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $days } أيام
    [many] { $days } يومًا
   *[other] { $days } يوم
}
lobby-js-no-player = يمكنك اختيار وقت أدناه: ستحصل على اسم وتصنيف مع أول مباراة لك.
lobby-js-me = تلعب باسم { $name } · { $rating }
lobby-js-renamed = اسمك الآن { $name }.
lobby-js-connecting = جارٍ الاتصال بالردهة…
lobby-js-seeking = جارٍ البحث عن خصم بوقت { $tile }…
lobby-js-paired = تم العثور على خصم: المباراة تُفتح…
lobby-js-offer = لا أحد غيرك يبحث عن مباراة بهذا الوقت الآن. ما رأيك في اللعب ضد الحاسوب أثناء الانتظار؟
lobby-js-play-computer = اللعب ضد الحاسوب ({ $level })
lobby-js-level-beginner = مبتدئ
lobby-js-level-easy = سهل
lobby-js-level-medium = متوسط
lobby-js-level-hard = صعب
lobby-js-level-master = خبير
lobby-js-players = { $n ->
    [zero] لا لاعبين في الردهة
    [one] لاعب واحد في الردهة
    [two] لاعبان في الردهة
    [few] { $n } لاعبين في الردهة
    [many] { $n } لاعبًا في الردهة
   *[other] { $n } لاعب في الردهة
}
lobby-js-games = { $n ->
    [zero] لا مباريات جارية
    [one] مباراة واحدة جارية
    [two] مباراتان جاريتان
    [few] { $n } مباريات جارية
    [many] { $n } مباراةً جارية
   *[other] { $n } مباراة جارية
}
lobby-js-seekers = { $n ->
    [zero] لا أحد ينتظر
    [one] لاعب واحد ينتظر
    [two] لاعبان ينتظران
    [few] { $n } لاعبين ينتظرون
    [many] { $n } لاعبًا ينتظرون
   *[other] { $n } لاعب ينتظرون
}

## A player on another device

mygames-transfer-title = اللعب على جهاز آخر
mygames-transfer-lead = رمز النقل يجعل متصفحًا آخر (هاتفك الآخر، أو حاسوبًا) هو اللاعب نفسه، باسمك وتصنيفك ومبارياتك.
mygames-transfer-lost = دون رمز، يصبح المتصفح الذي فقد بيانات هذا الموقع لاعبًا جديدًا: ولا يمكن استعادة الاسم والتصنيف القديمين.
mygames-transfer-make = عرض رمز نقل
mygames-js-transfer-how = على الجهاز الآخر، يكفي فتح { $link } وكتابة هذا الرمز، أو مسح الصورة. سيصبح ذلك المتصفح { $name } أيضًا؛ والرمز صالح لمرة واحدة حتى { $until }.
mygames-js-transfer-qr = رمز QR لرابط النقل، الرمز { $code }
mygames-js-joined = أنت تلعب الآن باسم { $name } · { $rating }
mygames-js-against-player = ضد { $name }
transfer-title = الانضمام إلى لاعبك على هذا الجهاز
transfer-lead = يُكتب هنا الرمز المعروض في «مبارياتي» على جهازك الآخر. بعدها يلعب هذا المتصفح بصفته اللاعب نفسه، بالاسم والتصنيف والمباريات نفسها.
transfer-code-label = رمز النقل (8 من الحروف والأرقام)
transfer-join = انضمام
transfer-noscript = يحتاج الانضمام إلى لاعب إلى JavaScript.
transfer-note = يعمل الرمز مرة واحدة، لمدة عشر دقائق. أما لاعب هذا المتصفح الخاص، إن وُجد، فيُترك.
lobby-custom = مجموعة قواعد أو وقت آخر
lobby-custom-rules = القواعد
lobby-custom-clock = الوقت
lobby-custom-seek = عرض هذه المباراة
lobby-open-title = المباريات المعروضة
lobby-js-open-none = لا توجد مباراة معروضة الآن. يمكنك عرض مباراة أعلاه، وستنتظر هنا لاعبًا.
lobby-js-open-take = اللعب
lobby-js-open-yours = عرضك
lobby-js-clock-real = { $minutes } د + { $increment } ث
lobby-js-clock-days = { $days ->
    [zero] { $days } يوم لكل نقلة
    [one] يوم واحد لكل نقلة
    [two] يومان لكل نقلة
    [few] { $days } أيام لكل نقلة
    [many] { $days } يومًا لكل نقلة
   *[other] { $days } يوم لكل نقلة
}
lobby-js-seeking-custom = مباراتك معروضة: وهي تنتظر لاعبًا…
lobby-js-held = غادرت { $games ->
    [zero] { $games } مباراة
    [one] مباراة واحدة
    [two] مباراتين
    [few] { $games } مباريات
    [many] { $games } مباراةً
   *[other] { $games } مباراة
} اليوم: يبدأ الإقران بعد { $minutes ->
    [zero] لحظات
    [one] دقيقة واحدة
    [two] دقيقتين
    [few] { $minutes } دقائق
    [many] { $minutes } دقيقةً
   *[other] { $minutes } دقيقة
}.

## A player's page

player-ratings = التصنيفات
player-no-rating = لا مباراة مصنّفة بعد.
player-rules = القواعد
player-rating = التصنيف
player-rated-games = المباريات المصنّفة
player-provisional = التصنيف المصحوب بعلامة «?» مؤقت: يستقر بعد نحو اثنتي عشرة مباراة مصنّفة.
player-games = آخر المباريات
player-js-mute = كتم { $name }
player-js-unmute = سماع { $name } من جديد
player-js-muted = { $name } مكتوم: عباراته ومحادثته مخفية عنك في كل المباريات، على كل أجهزتك.
player-js-heard = تسمع { $name } من جديد.
player-no-games = لا مباراة من الردهة بعد.
player-rating-after = التصنيف بعدها
player-game-unrated = غير مصنّفة
player-game-rated = مصنّفة
player-game-friend = صديق
player-game-computer = الحاسوب
player-result-won = فوز
player-result-lost = خسارة
player-result-drawn = تعادل
player-result-aborted = ملغاة
player-result-playing = جارية
player-open-game = عرض المباراة

setup-takebacks = التراجع
setup-takebacks-never = أبدًا
setup-takebacks-unrated = في المباريات غير المصنّفة
setup-takebacks-always = دائمًا
setup-takebacks-help = يمكن للاعب أن يطلب التراجع عن نقلة؛ فيقبل اللاعب الآخر أو يرفض. وضد الحاسوب يتم التراجع عن النقلة فورًا. ولا يُعاد الوقت المستهلك.
