# Analysis: the analysis page (/{lang}/analysis), the position editor, the game page's link

game-analyse = تحليل المباراة
analysis-title = التحليل
analysis-lead = يقيّم المحرك كل وضعية في المباراة داخل متصفحك: منحنى الأفضلية، والأخطاء والأخطاء الفادحة، وأفضل تسلسل عند كل نقلة. يمكنك تجربة حركات أخرى على الرقعة، أو إعداد أي وضعية.
analysis-live = هذه المباراة ما زالت جارية: يُتاح تحليلها عند انتهائها. إلى ذلك الحين، هذه حركاتها حتى الآن، دون تقييمات.
analysis-live-back = العودة إلى المباراة
analysis-live-none = لم تُلعب أي حركة بعد.
analysis-noscript = يعمل التحليل داخل متصفحك ويحتاج إلى JavaScript.
analysis-paste-title = لصق سجل مباراة
analysis-paste-label = سجل المباراة (كما يعطيه زر «حفظ المباراة»)
analysis-load = عرض المباراة
analysis-open-editor = إعداد وضعية
analysis-board = رقعة التحليل
analysis-board-help = يمكنك النقر على قطعة أو لمسها ثم على المكان الذي تذهب إليه، والنقر على حفرة فارغة لوضع قطعة فيها. تنقلك الأسهم عبر المباراة خطوة خطوة.
analysis-first = الوضعية الأولى
analysis-prev = النقلة السابقة
analysis-next = النقلة التالية
analysis-last = الوضعية الأخيرة
analysis-back-to-line = العودة إلى تسلسل المباراة
analysis-run = تحليل
analysis-edit-here = تعديل هذه الوضعية
analysis-progress = التحليل
analysis-graph-caption = أفضلية الأبيض على امتداد النقلات (فوق المنتصف يكون الأبيض أفضل). النقر على نقطة ينقلك إلى تلك النقلة.
analysis-table = التقييم في جدول
analysis-col-ply = النقلة
analysis-col-action = الحركة
analysis-col-score = التقييم
analysis-col-mark = العلامة
analysis-moves = الحركات
analysis-legend = ?? خطأ فادح، ? خطأ. التقييمات من جهة الأبيض، محسوبة بالقطع.
analysis-editor-title = محرر الوضعيات
analysis-editor-lead = يمكنك اختيار القواعد، ووضع القطع على الرقعة، وتحديد ما في اليدين ومن عليه الدور، ثم التحقق من الوضعية واستكشافها.
analysis-editor-preset = مجموعة القواعد
analysis-editor-rules = سلسلة القواعد
analysis-editor-tool = الوضع على الرقعة
analysis-editor-white = الأبيض
analysis-editor-black = الأسود
analysis-editor-empty = حفرة فارغة
analysis-editor-board = رقعة محرر الوضعيات
analysis-editor-white-hand = يد الأبيض
analysis-editor-black-hand = يد الأسود
analysis-editor-quiet = النقلات منذ آخر أسر
analysis-editor-to-move = صاحب الدور
analysis-editor-position = الوضعية:
analysis-editor-check = التحقق والاستكشاف
analysis-editor-clear = إفراغ الرقعة
analysis-editor-wipe-yes = إفراغ الرقعة والتغيير
analysis-editor-wipe-no = الإبقاء على القواعد السابقة

analysis-js-white = الأبيض
analysis-js-black = الأسود
analysis-js-to-move = الدور على { $side }.
analysis-js-at = النقلة { $n } من { $total }
analysis-js-start = البداية
analysis-js-hand = { $side }: { $n } في اليد
analysis-js-square-empty = { $square }، فارغة
analysis-js-square-piece = { $square }، { $side }
analysis-js-progress = الوضعية { $n } من { $total }
analysis-js-done = { $n ->
    [zero] انتهى التحليل: لم يتم تقييم أي وضعية.
    [one] انتهى التحليل: تم تقييم وضعية واحدة.
    [two] انتهى التحليل: تم تقييم وضعيتين.
    [few] انتهى التحليل: تم تقييم { $n } وضعيات.
    [many] انتهى التحليل: تم تقييم { $n } وضعيةً.
   *[other] انتهى التحليل: تم تقييم { $n } وضعية.
}
analysis-js-blunders = { $n ->
    [zero] لا أخطاء فادحة
    [one] خطأ فادح واحد
    [two] خطآن فادحان
    [few] { $n } أخطاء فادحة
    [many] { $n } خطأً فادحًا
   *[other] { $n } خطأ فادح
}
analysis-js-mistakes = { $n ->
    [zero] لا أخطاء
    [one] خطأ واحد
    [two] خطآن
    [few] { $n } أخطاء
    [many] { $n } خطأً
   *[other] { $n } خطأ
}
analysis-js-errors = { $blunders }، { $mistakes }.
analysis-js-eval-white = الأفضلية للأبيض
analysis-js-eval-black = الأفضلية للأسود
analysis-js-eval-even = تعادل
analysis-js-blunder = خطأ فادح
analysis-js-mistake = خطأ
analysis-js-win = { $n ->
    [zero] يفوز { $side } دون أي نقلة
    [one] يفوز { $side } في نقلة واحدة
    [two] يفوز { $side } في نقلتين
    [few] يفوز { $side } في { $n } نقلات
    [many] يفوز { $side } في { $n } نقلةً
   *[other] يفوز { $side } في { $n } نقلة
}
analysis-js-best = أفضل تسلسل: { $line }
analysis-js-best-none = لا حركة: المباراة منتهية هنا.
analysis-js-over = انتهت المباراة: { $result }.
analysis-js-point = النقلة { $n }: { $score }
analysis-js-variation = تسلسل آخر بدءًا من النقلة { $n }: { $actions }
analysis-js-played = تم لعب { $action }.
analysis-js-choose = اختيار الحركة:
analysis-js-loading = جارٍ جلب سجل المباراة…
analysis-js-record-fetch = تعذّر جلب سجل المباراة.
analysis-js-record-empty = يجب لصق سجل مباراة أولًا.
analysis-js-record-no-rules = لا يحتوي هذا السجل على وسم القواعد (Rules).
analysis-js-record-bad-rules = تتعذّر قراءة قواعد السجل.
analysis-js-record-bad-position = تتعذّر قراءة وضعية البداية في السجل.
analysis-js-record-bad-action = السطر { $line }: لا يمكن لعب «{ $action }» عند النقلة { $ply }.
analysis-js-engine-failed = تعذّر تشغيل المحرك في هذا المتصفح.
analysis-js-ed-bad-rules = تتعذّر قراءة هذه القواعد: يُرجى التحقق من سلسلة القواعد (مثلًا «standard,rows=6»).
analysis-js-ed-too-many = { $count ->
    [zero] لدى { $side } { $count } قطعة على الرقعة وفي اليد، وهو أكثر مما تسمح به القواعد ({ $pieces }).
    [one] لدى { $side } قطعة واحدة على الرقعة وفي اليد، وهو أكثر مما تسمح به القواعد ({ $pieces }).
    [two] لدى { $side } قطعتان على الرقعة وفي اليد، وهو أكثر مما تسمح به القواعد ({ $pieces }).
    [few] لدى { $side } { $count } قطع على الرقعة وفي اليد، وهو أكثر مما تسمح به القواعد ({ $pieces }).
    [many] لدى { $side } { $count } قطعةً على الرقعة وفي اليد، وهو أكثر مما تسمح به القواعد ({ $pieces }).
   *[other] لدى { $side } { $count } قطعة على الرقعة وفي اليد، وهو أكثر مما تسمح به القواعد ({ $pieces }).
}
analysis-js-ed-bad-number = ما في اليدين وعدد النقلات منذ آخر أسر أعداد صحيحة تبدأ من 0.
analysis-js-ed-bad-position = يرفض المحرك هذه الوضعية.
analysis-js-ed-ok = الوضعية صالحة: يمكنك استكشافها على الرقعة أعلاه.
analysis-js-ed-wipe-size = تُلعب هذه القواعد على رقعة { $rows }×{ $columns }: لا يمكن أن تبقى القطع التي على هذه الرقعة. أتفرغ الرقعة وتغيّر القواعد؟
analysis-js-ed-wipe-pieces = تعطي هذه القواعد { $side } قطعًا أقل مما لديه على الرقعة: لا يمكن أن تبقى كلها. أتفرغ الرقعة وتغيّر القواعد؟
analysis-js-table-win = جداول النهايات: { $win }. اللعب المثالي: { $line }
analysis-js-table-draw = جداول النهايات: تعادل مع اللعب المثالي.
