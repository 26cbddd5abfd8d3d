# Offline: games played in the browser (/{lang}/offline, web/offline.js), and the offers of it
# on the home and setup pages when there is no connection.
offline-title = اللعب دون اتصال
offline-heading = اللعب دون اتصال
offline-in-browser = تُلعب هذه المباريات في هذا المتصفح بواسطة المحرك المدمج في الصفحة، مع اتصال أو بدونه.
offline-what-works = اللعب ضد الحاسوب (بكل المستويات) ولاعبان على هذا الجهاز يعملان دون اتصال؛ أما المباريات مع صديق فتحتاج إلى الشبكة.
offline-back = → المباريات دون اتصال
offline-new = مباراة جديدة
offline-opponent = الخصم
offline-computer = الحاسوب
offline-local = لاعبان على هذا الجهاز
offline-level = المستوى
offline-colour = لونك
offline-white = الأبيض
offline-black = الأسود
offline-random = عشوائي
offline-rules = القواعد
offline-start = بدء
offline-kept = المباريات المحفوظة في هذا المتصفح
offline-none = لا توجد مباراة بعد.
offline-kept-note = تُحفظ آخر 50 مباراة، في هذا المتصفح فقط.
offline-offer-text = لا يوجد اتصال؟ ما زال بإمكانك اللعب ضد الحاسوب، أو لاعبَين على هذا الجهاز.
offline-mygames-link = المباريات التي لُعبت دون اتصال محفوظة في صفحة اللعب دون اتصال ←
offline-offer-link = اللعب دون اتصال
offline-js-online = أنت متصل.
offline-js-offline = أنت غير متصل.
offline-js-engine-failed = تعذّر تحميل المحرك في هذا المتصفح.
offline-js-vs-computer = ضد الحاسوب ({ $level })
offline-js-you-white = تلعب بالأبيض
offline-js-you-black = تلعب بالأسود
offline-js-on-device = لاعبان على هذا الجهاز
offline-js-in-progress = { $n ->
    [zero] جارية، لم تُلعب أي حركة
    [one] جارية، لُعبت حركة واحدة
    [two] جارية، لُعبت حركتان
    [few] جارية، لُعبت { $n } حركات
    [many] جارية، لُعبت { $n } حركةً
   *[other] جارية، لُعبت { $n } حركة
}
offline-js-aborted = ملغاة
offline-js-draw = تعادل
offline-js-you-won = فوز
offline-js-you-lost = خسارة
offline-js-white-won = فاز الأبيض
offline-js-black-won = فاز الأسود
offline-js-resume = متابعة
offline-js-replay = إعادة العرض
offline-js-tables-loaded = الحاسوب يعرف هذه النهاية معرفة تامة: جداول النهايات ({ $mb } م.ب) محمّلة.
offline-js-tables-known = الحاسوب يعرف هذه النهاية معرفة تامة من جداول النهايات.
offline-js-tables-too-large = جداول النهايات لهذه النهاية ({ $mb } م.ب) أكبر من أن تحملها هذه الصفحة: يلعبها الحاسوب بالبحث.
offline-js-tables-unavailable = تعذّر جلب جداول النهايات لهذه النهاية: يلعبها الحاسوب بالبحث.
