# Arenas: the list, the form that makes one, an arena's page (docs/tournaments.md "The pages").

tournaments-title = البطولات
tournaments-lead = الهدف خوض أكبر عدد ممكن من المباريات قبل انتهاء الوقت: ما إن تنتهي مباراتك حتى يتم إقرانك من جديد بلاعب قريب منك في الترتيب.
tournaments-scoring = الفوز بنقطتين والتعادل بنقطة. بعد فوزين متتاليين، يُحتسب كل فوز مضاعفًا إلى أن تنتهي مباراة بغير فوز.
tournaments-none = لا توجد بطولة جارية أو على وشك البدء. يمكنك إنشاء واحدة ومشاركة رابطها.
tournaments-running = { $minutes ->
    [zero] جارية: بقيت لحظات
    [one] جارية: بقيت دقيقة واحدة
    [two] جارية: بقيت دقيقتان
    [few] جارية: بقيت { $minutes } دقائق
    [many] جارية: بقيت { $minutes } دقيقةً
   *[other] جارية: بقيت { $minutes } دقيقة
}
tournaments-upcoming = { $minutes ->
    [zero] تبدأ بعد لحظات
    [one] تبدأ بعد دقيقة واحدة
    [two] تبدأ بعد دقيقتين
    [few] تبدأ بعد { $minutes } دقائق
    [many] تبدأ بعد { $minutes } دقيقةً
   *[other] تبدأ بعد { $minutes } دقيقة
}
tournaments-ending = انتهى الوقت: تجري المباريات الأخيرة الآن
tournaments-players = { $n ->
    [zero] لا لاعبين
    [one] لاعب واحد
    [two] لاعبان
    [few] { $n } لاعبين
    [many] { $n } لاعبًا
   *[other] { $n } لاعب
}
tournaments-rated = مصنّفة
tournaments-casual = ودّية
tournaments-create = إنشاء بطولة
tournaments-name = الاسم (اختياري)
tournaments-rules = القواعد
tournaments-clock = الساعة
tournaments-minutes = المدة
tournaments-minutes-option = { $minutes ->
    [zero] { $minutes } دقيقة
    [one] دقيقة واحدة
    [two] دقيقتان
    [few] { $minutes } دقائق
    [many] { $minutes } دقيقةً
   *[other] { $minutes } دقيقة
}
tournaments-starts = البداية
tournaments-starts-now = الآن
tournaments-starts-in = { $minutes ->
    [zero] بعد لحظات
    [one] بعد دقيقة واحدة
    [two] بعد دقيقتين
    [few] بعد { $minutes } دقائق
    [many] بعد { $minutes } دقيقةً
   *[other] بعد { $minutes } دقيقة
}
tournaments-rated-label = مباريات مصنّفة
tournaments-submit = الإنشاء والانضمام
tournaments-code = رمز الدخول (اختياري)
tournaments-code-help = لا يمكن الانضمام إلا لمن أعطيته الرمز: فصل دراسي أو نادٍ أو عائلة. من 4 إلى 32 حرفًا أو رقمًا.
tournaments-entry-code = برمز دخول
tournaments-site = بطولة من تنظيم الموقع
tournaments-berserk = قبل نقلتك الأولى في مباراة يمكنك اختيار المخاطرة: نصف وقت ساعتك ودون زيادة، مقابل نقطة إضافية إن فزت بعد 14 نقلةً أو أكثر.
tournaments-js-creating = جارٍ إنشاء البطولة…

arena-join = انضمام
arena-pause = استراحة
arena-withdraw = مغادرة
arena-share = مشاركة الرابط
arena-show-qr = عرض رمز QR
arena-js-show-qr = عرض رمز QR
arena-js-hide-qr = إخفاء رمز QR
arena-qr-caption = يمسح اللاعبون هذا الرمز بكاميرا هواتفهم لفتح البطولة.
arena-go-game = الذهاب إلى مباراتك
arena-noscript = تحتاج هذه الصفحة إلى JavaScript لعرض الترتيب ولنقلك إلى مبارياتك.
arena-podium = منصة التتويج
arena-standings = الترتيب
arena-col-rank = المركز
arena-col-player = اللاعب
arena-col-games = المباريات
arena-col-score = النقاط
arena-no-players = لم ينضم أحد بعد.
arena-pages = صفحات الترتيب
arena-previous = السابقة
arena-next = التالية
arena-all = كل البطولات
arena-code = رمز الدخول
arena-js-join = انضمام
arena-js-rejoin = انضمام من جديد
arena-js-starts-in = تبدأ بعد { $time }
arena-js-ends-in = الوقت المتبقي: { $time }
arena-js-ending = انتهى الوقت: تجري المباريات الأخيرة الآن
arena-js-finished = انتهت
arena-js-you = { $score ->
    [zero] أنت في المركز { $rank } بلا نقاط.
    [one] أنت في المركز { $rank } بنقطة واحدة.
    [two] أنت في المركز { $rank } بنقطتين.
    [few] أنت في المركز { $rank } برصيد { $score } نقاط.
    [many] أنت في المركز { $rank } برصيد { $score } نقطةً.
   *[other] أنت في المركز { $rank } برصيد { $score } نقطة.
}
arena-js-status-active = يتم إقرانك بخصم ما إن تكون خارج أي مباراة.
arena-js-status-paused = في استراحة: لن يتم إقرانك حتى تنضم من جديد.
arena-js-status-withdrawn = غادرت البطولة: يمكنك الانضمام من جديد للعب.
arena-js-not-joined = يمكنك الانضمام للعب: يتم إقرانك ما إن تبدأ البطولة.
arena-js-not-joined-code = تتطلب هذه البطولة رمز دخول: يُرجى كتابة الرمز الذي حصلت عليه، ثم الانضمام.
arena-js-absent-paused = في استراحة
arena-js-absent-withdrawn = خارج البطولة
arena-js-on-fire = سلسلة انتصارات: يُحتسب الفوز مضاعفًا
arena-js-sheet = النقاط مباراةً بمباراة
arena-js-sheet-berserk = مخاطرة
arena-js-watch = مشاهدة
arena-js-game-playing = مباراتك جارية.
arena-js-game-ready = مباراتك جاهزة…
arena-js-page = الصفحة { $page } من { $pages }
arena-js-podium-line = { $score ->
    [zero] بلا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطةً
   *[other] { $score } نقطة
} · { $games ->
    [zero] بلا مباريات
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $games } مباريات
    [many] { $games } مباراةً
   *[other] { $games } مباراة
} · { $wins ->
    [zero] بلا انتصارات
    [one] انتصار واحد
    [two] انتصاران
    [few] { $wins } انتصارات
    [many] { $wins } انتصارًا
   *[other] { $wins } انتصار
}
arena-js-copied = تم نسخ الرابط: يمكنك إرساله إلى اللاعبين.
arena-js-copy-prompt = يُرجى نسخ هذا الرابط:

home-arenas = البطولات
home-arenas-text = أمسية من المباريات: يمكنك الانضمام إلى بطولة، وخوض أكبر عدد ممكن من المباريات، والصعود في الترتيب.
home-arenas-link = عرض البطولات

game-arena-back = العودة إلى البطولة
game-arena-of = البطولة: { $name }

privacy-arenas-what = البطولات التي أنشأتها أو انضممت إليها: كل مرة انضممت فيها أو أخذت استراحة أو غادرت (مع التصنيف الذي انضممت به)، ومباريات البطولة.
privacy-arenas-why = يُحسب ترتيب البطولة من جديد من هذه البيانات ومن مبارياتها؛ وهو علني في صفحتها، مثل مبارياتها.
privacy-arenas-long = ما بقيت صفحة البطولة. إن طلبت نسيان لاعبك، يصبح اسمك في ترتيبها «لاعب محذوف».
privacy-arena-opened-what = مباريات البطولات التي فتحتها علامة التبويب هذه (معرّفاتها)، في تخزين الجلسة الخاص بعلامة التبويب (yote-arena-opened).
privacy-arena-opened-why = لكي تنقلك البطولة إلى كل مباراة جديدة مرة واحدة، لا أن تعيدك إلى المباراة التي لعبتها للتو.
privacy-arena-opened-long = إلى أن تغلق علامة التبويب.
