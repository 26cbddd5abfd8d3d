# Puzzles (/{lang}/puzzles, web/puzzles.js): a position where exactly one action wins, mined
# from the computer's games and verified (docs/puzzles.md).
nav-puzzles = الألغاز
puzzles-title = ألغاز Yoté
puzzles-heading = الألغاز
puzzles-intro = لكل لغز حركة واحدة فقط تفوز، والمطلوب إيجادها. يرد الحاسوب، ويبقى تصنيفك محفوظًا على هذا الجهاز.
puzzles-your-rating = تصنيفك في الألغاز
puzzles-rules = القواعد
puzzles-theme = الموضوع
puzzles-all-themes = كل المواضيع
puzzles-hint = تلميح
puzzles-solution = عرض الحل
puzzles-next = اللغز التالي
puzzles-offline-note = تعمل الألغاز دون اتصال بعد فتح هذه الصفحة مرة واحدة.
puzzles-js-loading = جارٍ تحميل الألغاز…
puzzles-js-load-failed = تعذّر تحميل الألغاز. يُرجى التحقق من الاتصال وإعادة تحميل الصفحة.
puzzles-js-task = { $side ->
    [white] الدور على الأبيض: المطلوب إيجاد الحركة الوحيدة التي تفوز.
   *[black] الدور على الأسود: المطلوب إيجاد الحركة الوحيدة التي تفوز.
}
puzzles-js-keep-going = صحيح! ردّ الحاسوب، والمطلوب الآن إيجاد الحركة التالية.
puzzles-js-wrong = ليست هذه، فهذه الحركة لا تفوز: { $action }
puzzles-js-wrong-removal = القفزة صحيحة، لكن القطعة الثانية ليست هذه: يُرجى أخذ قطعة أخرى.
puzzles-js-hint-piece = تلميح: القطعة التي على { $square } تستحق الانتباه.
puzzles-js-hint-place = تلميح: قطعة من يدك تفوز. أين؟
puzzles-js-hint-theme = الموضوع: { $theme }.
puzzles-js-solved = تم الحل!
puzzles-js-solved-after-mistake = تم الحل، بعد خطأ.
puzzles-js-shown = هذا هو الحل.
puzzles-js-solution-costs = عرض الحل يُحتسب مسألةً فاشلة: ينخفض تصنيفك.
puzzles-js-solution-anyway = اعرضه على أي حال
puzzles-js-rating-change = تصنيفك: { $rating } ({ $change }).
puzzles-js-unrated = مع التلميح، لا يغيّر هذا اللغز تصنيفك.
puzzles-js-about = اللغز { $id }، تصنيفه { $rating }. المواضيع: { $themes }.
puzzles-js-none = لا يوجد لغز بهذا الموضوع وفق هذه القواعد: يُرجى اختيار موضوع آخر.
puzzles-js-theme-double-capture = قطعتان دفعة واحدة
puzzles-js-theme-chain = سلسلة قفزات
puzzles-js-theme-second-piece = القطعة الثانية
puzzles-js-theme-blocking = الحصار
puzzles-js-theme-quiet = حركة هادئة
puzzles-js-theme-endgame = مرحلة النهاية
puzzles-js-theme-finish = إنهاء المباراة
puzzles-js-theme-long = عدة حركات
home-daily = لغز اليوم
home-daily-solve = حلّ اللغز
