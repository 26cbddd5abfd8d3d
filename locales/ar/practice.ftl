# Practice (/{lang}/practice, web/learn.js, docs/learn.md): positions to win or to hold
# against the computer, judged by the endgame tables; the link between it and the lessons.
practice-title = تدرّب أمام الحاسوب
practice-heading = التدريب
practice-intro = مواقف عليك أن تربحها أو تصمد فيها أمام الحاسوب بأقصى قوته، وتحكم عليها جداول النهايات. كلما استعملت نقلات أقل ربحت نجومًا أكثر. تبقى نجومك على هذا الجهاز.
practice-lessons = المواقف
practice-offline-note = يعمل التدريب دون اتصال بعد فتح هذه الصفحة مرة واحدة؛ وتُجلب جداول النهايات حين يسمح الاتصال.
practice-other = العودة إلى الدروس
learn-other = تدرّب أمام الحاسوب
learn-js-section-title = { $number }. { $title }
learn-js-lesson-three-against-two = ثلاث ضد اثنتين
learn-js-lesson-three-against-three = ثلاث ضد ثلاث
learn-js-lesson-outnumbered = قطع أقل، ومع ذلك فوز
learn-js-lesson-hold = احفظ التعادل
learn-js-lesson-tactics = التكتيك
learn-js-about-three-against-two = بثلاث قطع ضد اثنتين، قفزة واحدة وقطعتها الثانية تنهيان المباراة. يقاوم الحاسوب ما استطاع: افرض القفزة.
learn-js-about-three-against-three = ثلاث ضد ثلاث: القفزة الأولى تربح. اصنع التهديد الذي لا يستطيع الحاسوب صدّه.
learn-js-about-outnumbered = قلة القطع ليست خسارة: جد الخطوة التي لا يستطيع الخصم بعدها منع قفزتك.
learn-js-about-hold = هنا نقلة واحدة فقط تُبقي المباراة حيّة: كل نقلة أخرى تترك الحاسوب يقفز. جدها ثم واصل الصمود.
learn-js-about-tactics = مواقف من مباريات وجدها باحث الألغاز: اربحها أمام الحاسوب.
learn-js-note-near-limit = التعادل لعدم الأسر قريب: اربح قبل النقلة 120.
learn-js-failed = انتهت المباراة ولم يتحقق الهدف. حاول من جديد.
privacy-practice-what = النجوم التي ربحتها في كل موقف تدريب.
privacy-practice-why = لعرض تقدّمك وفتح الموقف التالي؛ ولا تُرسل إلا مع رمز نقل تصنعه أنت، لتحملها إلى جهازك الآخر.
privacy-practice-long = إلى أن تمسح بيانات هذا الموقع.
