## بطولات النظام السويسري والدوري (docs/tournaments.md "Swiss on the site").

swiss-new-title = بطولة بالنظام السويسري أو بنظام الدوري
swiss-new-link = بطولة بالنظام السويسري أو بنظام الدوري لفصل دراسي أو نادٍ
swiss-new-what = لفصل دراسي أو نادٍ: يلعب الجميع في كل جولة على رقع حقيقية في القاعة أو في الموقع، ويُقرن الموقع اللاعبين في كل جولة ويحفظ الترتيب. وتتم إدارة البطولة من هذا المتصفح.
swiss-name = الاسم
swiss-system = النوع
swiss-system-swiss = النظام السويسري: يتقابل اللاعبون المتساوون في النقاط
swiss-system-robin = نظام الدوري: يواجه كل لاعب جميع اللاعبين
swiss-system-robin2 = دوري من دورين: يواجه كل لاعب الآخرين مرتين، مع تبديل الألوان
swiss-rounds = عدد الجولات
swiss-code = رمز الدخول
swiss-code-note = اختياري: لا يمكن الانضمام إلا لمن يكتبه. يكفي تركه فارغًا ليتمكن كل من لديه الرابط من الانضمام.
swiss-create = إنشاء البطولة
swiss-i-won = فزتُ
swiss-draw = تعادل
swiss-i-lost = خسرتُ
swiss-join = انضمام
swiss-withdraw = مغادرة البطولة
swiss-share = مشاركة الرابط
swiss-print = طباعة
swiss-director = إدارة البطولة
swiss-director-note = لا يظهر هذا الجزء إلا في هذا المتصفح: يُرجى الاحتفاظ برابط المدير لإدارة البطولة من هاتف آخر.
swiss-add-player = إضافة لاعب باسمه
swiss-add = إضافة
swiss-director-link = نسخ رابط المدير
swiss-manage-player = لاعب
swiss-give-half = راحة بنصف نقطة في الجولة التالية
swiss-give-full = راحة بنقطة كاملة في الجولة التالية
swiss-give-withdraw = سحب من البطولة
swiss-noscript = تحتاج هذه الصفحة إلى JavaScript لعرض الجولات والترتيب.
swiss-col-board = الرقعة
swiss-col-white = الأبيض
swiss-col-black = الأسود
swiss-col-result = النتيجة
swiss-standings = الترتيب
swiss-col-rank = المركز
swiss-col-player = اللاعب
swiss-col-points = النقاط
swiss-col-bhc1 = BH-C1
swiss-col-bh = BH
swiss-col-sb = SB
swiss-buchholz-cut1 = Buchholz ناقص 1: نقاط الخصوم بعد حذف أدناها
swiss-buchholz = Buchholz: نقاط الخصوم
swiss-sonneborn-berger = Sonneborn-Berger: نقاط الخصوم المهزومين، ونصف نقاط من انتهت المباراة معهم بالتعادل
swiss-no-players = لم ينضم أحد بعد.
swiss-js-what-swiss = النظام السويسري، { $rounds ->
    [zero] بلا جولات
    [one] جولة واحدة
    [two] جولتان
    [few] { $rounds } جولات
    [many] { $rounds } جولة
   *[other] { $rounds } جولة
} · { $rules }
swiss-js-what-robin = نظام الدوري · { $rules }
swiss-js-what-robin2 = دوري من دورين · { $rules }
swiss-js-waiting = { $players ->
    [zero] لم ينضم أي لاعب بعد. يبدأ المدير الجولة الأولى.
    [one] انضم لاعب واحد. يبدأ المدير الجولة الأولى.
    [two] انضم لاعبان. يبدأ المدير الجولة الأولى.
    [few] انضم { $players } لاعبين. يبدأ المدير الجولة الأولى.
    [many] انضم { $players } لاعبًا. يبدأ المدير الجولة الأولى.
   *[other] انضم { $players } لاعب. يبدأ المدير الجولة الأولى.
}
swiss-js-round = الجولة { $round } من { $rounds }
swiss-js-over = انتهت البطولة.
swiss-js-pairings = الجولة { $round }
swiss-js-pair-first = بدء الجولة 1
swiss-js-pair-next = إقران الجولة { $round }
swiss-js-pair-wait = الجولة { $round }: في انتظار كل النتائج
swiss-js-your-board = الرقعة { $board }: لونك { $colour ->
    [white] الأبيض
   *[black] الأسود
} ضد { $opponent }.
swiss-js-your-bye = لك راحة في هذه الجولة: نقطة دون لعب.
swiss-js-reported = أعلنت النتيجة { $result }. في انتظار أن يعلن خصمك النتيجة نفسها.
swiss-js-disputed = أعلنت أنت وخصمك نتيجتين مختلفتين: المدير يحسم الأمر.
swiss-js-result-set = النتيجة: { $result }.
swiss-js-not-joined = يمكنك الانضمام للعب: يُقرن المدير كل من انضم.
swiss-js-joined = انضممت إلى البطولة: رقمك { $number }.
swiss-js-not-paired = لم يتم إقرانك في هذه الجولة: تبدأ مشاركتك من الجولة التالية.
swiss-js-you-withdrew = غادرت البطولة.
swiss-js-bye = راحة
swiss-js-withdrawn = خارج البطولة
swiss-js-copied = تم نسخ الرابط: يمكنك إرساله إلى اللاعبين.
swiss-js-director-copied = تم نسخ رابط المدير: من يفتحه يدير البطولة.
swiss-js-copy-prompt = يُرجى نسخ هذا الرابط:
swiss-js-result-none = —
swiss-js-set = تحديد نتيجة الرقعة
swiss-where = مكان اللعب
swiss-where-boards = على رقع حقيقية في القاعة
swiss-where-site = في الموقع، كل لاعب على هاتفه
swiss-clock-none = دون ساعة
swiss-rated = مباريات مصنّفة
swiss-gap = الجولة التالية
swiss-gap-director = عندما يبدأها المدير
swiss-gap-after = { $minutes ->
    [zero] فور انتهاء آخر مباراة في الجولة
    [one] بعد دقيقة واحدة من آخر مباراة في الجولة
    [two] بعد دقيقتين من آخر مباراة في الجولة
    [few] بعد { $minutes } دقائق من آخر مباراة في الجولة
    [many] بعد { $minutes } دقيقةً من آخر مباراة في الجولة
   *[other] بعد { $minutes } دقيقة من آخر مباراة في الجولة
}
swiss-play = خوض مباراتك
swiss-js-on-boards = على رقع حقيقية
swiss-js-on-site = في الموقع
swiss-js-clock = الساعة { $clock }
swiss-js-rated = مصنّفة
swiss-js-unrated = غير مصنّفة
swiss-js-your-game = الرقعة { $board }: مباراتك ضد { $opponent } جاهزة.
swiss-js-game-coming = يجري إعداد مباراتك ضد { $opponent }.
swiss-js-watch = مشاهدة
swiss-js-next-round = تبدأ الجولة التالية عند { $time }.
game-swiss-back = العودة إلى البطولة
game-swiss-of = البطولة: { $name }
swiss-show-qr = عرض رمز QR
swiss-js-show-qr = عرض رمز QR
swiss-js-hide-qr = إخفاء رمز QR
swiss-qr-caption = يمسح اللاعبون هذا الرمز بكاميرا هواتفهم لفتح البطولة.
swiss-js-withdraw-confirm = { $input ->
    [touch] لمسة أخرى لمغادرة البطولة
   *[mouse] نقرة أخرى لمغادرة البطولة
}
