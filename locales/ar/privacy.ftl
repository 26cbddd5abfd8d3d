## The privacy page (/{lang}/privacy), its link in the footer and on "My games", "Download my
## data" and "Forget me" on "My games", and a forgotten player as the pages name them.

privacy-footer-link = الخصوصية: ما يحفظه هذا الموقع
privacy-title = الخصوصية
privacy-lead = لا حساب، ولا بريد إلكتروني، ولا إعلانات. تقول هذه الصفحة بالضبط ما يحفظه الموقع عنك، ولماذا، وإلى متى.
privacy-server-title = ما يحفظه الخادم
privacy-why = لماذا:
privacy-how-long = إلى متى:

privacy-player-cookie-what = ملف تعريف اللاعب: رمز عشوائي يدل على لاعبك. لا يحفظ الخادم إلا بصمته، لا الرمز نفسه أبدًا.
privacy-player-cookie-why = لكي يتبعك اسمك وتصنيفك ومباريات الردهة دون حساب.
privacy-player-cookie-long = سنتان في متصفحك؛ وعلى الخادم إلى أن تطلب نسيان لاعبك.
privacy-seat-cookies-what = ملف تعريف مقعد لكل مباراة تجلس فيها، لا يُرسل إلا إلى عنوان تلك المباراة.
privacy-seat-cookies-why = لكي لا يلعب جانبك أحد غيرك.
privacy-seat-cookies-long = سنة في متصفحك؛ ويبقى سرّ المقعد مع المباراة.
privacy-lang-cookie-what = اللغة التي اخترتها آخر مرة.
privacy-lang-cookie-why = لفتح الموقع بها.
privacy-lang-cookie-long = سنة، في متصفحك وحده.
privacy-name-what = اسم لاعبك، وتصنيفاتك، ولكل مباراة محتسبة تصنيفك قبلها وتغيّره.
privacy-name-why = يرى خصومك اسمك؛ وتجمعك التصنيفات بلاعبين من مستواك وتُظهر تقدّمك في صفحتك.
privacy-name-long = إلى أن تطلب نسيان لاعبك.
privacy-games-what = المباريات: كل حركة ووقتها، والمحادثة، والنتيجة، وأي لاعب كان في كل جانب.
privacy-games-why = يستطيع اللاعبان، وكل من لديه الرابط، فتح المباراة وتحليلها لاحقًا.
privacy-games-long = إلى الأبد. حين يُنسى لاعب تبقى مبارياته ويظهر فيها «لاعب محذوف».
privacy-player-address-what = العنوان (IP) الذي أُنشئ منه لاعبك.
privacy-player-address-why = لتتبّع سيل من اللاعبين الجدد أو اسم مسيء إلى مصدره.
privacy-player-address-long = { $days ->
    [zero] { $days } يوم، ثم يُمحى.
    [one] يوم واحد، ثم يُمحى.
    [two] يومان، ثم يُمحى.
    [few] { $days } أيام، ثم يُمحى.
    [many] { $days } يومًا، ثم يُمحى.
   *[other] { $days } يوم، ثم يُمحى.
}
privacy-table-address-what = العنوان الذي أنشأ كل طاولة.
privacy-table-address-why = لا يحق لعنوان واحد إلا عدد محدود من الطاولات التي تنتظر صديقًا، والحاسوب يخدم العناوين بالتناوب.
privacy-table-address-long = { $days ->
    [zero] { $days } يوم، ثم يُمحى.
    [one] يوم واحد، ثم يُمحى.
    [two] يومان، ثم يُمحى.
    [few] { $days } أيام، ثم يُمحى.
    [many] { $days } يومًا، ثم يُمحى.
   *[other] { $days } يوم، ثم يُمحى.
}
privacy-shared-address-what = في مباراة من الردهة بين لاعبَين من عنوان واحد: ذلك العنوان.
privacy-shared-address-why = اللاعبون الذين يتشاركون عنوانًا لهم معًا مباريات محتسبة قليلة في اليوم.
privacy-shared-address-long = { $days ->
    [zero] { $days } يوم، ثم يُمحى.
    [one] يوم واحد، ثم يُمحى.
    [two] يومان، ثم يُمحى.
    [few] { $days } أيام، ثم يُمحى.
    [many] { $days } يومًا، ثم يُمحى.
   *[other] { $days } يوم، ثم يُمحى.
}
privacy-seek-address-what = عنوان من يبحث عن خصم في الردهة.
privacy-seek-address-why = لا يحق لعنوان واحد إلا عدد محدود من اللاعبين المنتظرين.
privacy-seek-address-long = { $days ->
    [zero] ما دام ينتظر (دقائق)، وبحدّ أقصى { $days } يوم.
    [one] ما دام ينتظر (دقائق)، وبحدّ أقصى يوم واحد.
    [two] ما دام ينتظر (دقائق)، وبحدّ أقصى يومان.
    [few] ما دام ينتظر (دقائق)، وبحدّ أقصى { $days } أيام.
    [many] ما دام ينتظر (دقائق)، وبحدّ أقصى { $days } يومًا.
   *[other] ما دام ينتظر (دقائق)، وبحدّ أقصى { $days } يوم.
}
privacy-limits-what = أعداد الطلبات لكل عنوان: لاعبون جدد، وأسماء جديدة، وطاولات، ورموز نقل.
privacy-limits-why = حدود ضد الإغراق.
privacy-limits-long = ساعة على الأكثر.
privacy-push-what = إن فعّلت الإشعارات لمباراة: عنوان الإشعارات في متصفحك ومفاتيحه.
privacy-push-why = لإخبارك، عبر خدمة الإشعارات في متصفحك، حين يحين دورك.
privacy-push-long = إلى أن تنتهي المباراة، أو توقفها، أو تطلب نسيان لاعبك.
privacy-mutes-what = اللاعبون الذين كتمتهم.
privacy-mutes-why = لإخفاء عباراتهم ومحادثتهم عنك في كل المباريات، على كل جهاز فيه لاعبك.
privacy-mutes-long = إلى أن تسمعهم من جديد، أو يُنسى لاعبك أو لاعبهم.
privacy-transfer-what = رموز النقل، على شكل بصمة.
privacy-transfer-why = لنقل لاعبك إلى جهاز آخر.
privacy-transfer-long = تعمل عشر دقائق وتُحذف بعد يوم.
privacy-logs-what = سجلات الخادم (عنوان كل طلب ووقته ومساره) والنسخ الاحتياطية لقاعدة البيانات.
privacy-logs-why = لإيجاد الأعطال والهجمات، واستعادة المباريات بعد أي عطل.
privacy-logs-long = { $days ->
    [zero] { $days } يوم على الأكثر، ثم تُحذف.
    [one] يوم واحد على الأكثر، ثم تُحذف.
    [two] يومان على الأكثر، ثم تُحذف.
    [few] { $days } أيام على الأكثر، ثم تُحذف.
    [many] { $days } يومًا على الأكثر، ثم تُحذف.
   *[other] { $days } يوم على الأكثر، ثم تُحذف.
}

privacy-yours-title = بياناتك
privacy-download = «تنزيل بياناتي» في «مبارياتي» يعطيك ملفًا (JSON) فيه اسم لاعبك، والعنوان الذي أُنشئ منه إن كان لا يزال محفوظًا، وتصنيفاتك، ومباريات الردهة: الخصم والنتيجة وتغيّر التصنيف والتاريخ.
privacy-forget = «انسَني» في «مبارياتي» يحذف دفعة واحدة اسم لاعبك وعنوانه وتصنيفاته واشتراكات الإشعارات ورموز النقل، وصلة كل متصفح بلاعبك. تبقى مبارياتك، ويظهر جانبك باسم «لاعب محذوف». يصبح الاسم بعدها متاحًا لأي أحد. لا يمكن التراجع عن ذلك.
privacy-no-player = مباريات الأصدقاء أو ضد الحاسوب غير المحتسبة لا تخص أي لاعب: تُحفظ مع مقاعدها، ولا يربطها بك شيء سوى ملفات تعريف المقاعد في متصفحك.
privacy-to-my-games = الذهاب إلى مبارياتي
privacy-device-title = ما يبقى على جهازك

privacy-recent-what = قائمة مبارياتك في «مبارياتي»: معرّف كل مباراة وجانبك.
privacy-recent-why = لتجد مبارياتك دون حساب.
privacy-recent-long = إلى أن تمسح بيانات هذا الموقع.
privacy-kept-player-what = اسم لاعبك وتصنيفه.
privacy-kept-player-why = للترحيب بك في الصفحة الرئيسية حين تنقطع الشبكة.
privacy-kept-player-long = إلى أن تطلب نسيان لاعبك أو تمسح بيانات هذا الموقع.
privacy-offline-what = المباريات الملعوبة دون اتصال، وتصنيفك في الألغاز مع الألغاز المحلولة.
privacy-offline-why = تُلعب في المتصفح ولا تُرسل أبدًا.
privacy-offline-long = إلى أن تمسح بيانات هذا الموقع.
privacy-settings-what = اختياراتك: المظهر، الصوت مطفأ، ومحادثة مباراة مكتومة، والإشعارات مفعّلة لمباراة.
privacy-settings-why = لحفظها من زيارة إلى أخرى.
privacy-settings-long = إلى أن تغيّرها أو تمسح بيانات هذا الموقع.
privacy-cache-what = ذاكرة التطبيق المؤقتة: ملفات الموقع والصفحات التي هي نفسها للجميع.
privacy-cache-why = للعب دون اتصال.
privacy-cache-long = تُستبدل مع كل إصدار جديد من الموقع.
privacy-clear-device = لمسح كل ذلك، افتح إعدادات متصفحك لهذا الموقع واحذف بياناته (على الهاتف: إعدادات الموقع، ثم «مسح وإعادة ضبط» أو «حذف البيانات»). دون رمز نقل، المتصفح الذي فقد بياناته لاعب جديد.
privacy-nothing-else-title = لا شيء غير ذلك
privacy-nothing-else = لا إعلانات، ولا تحليلات، ولا نصوص برمجية من مواقع أخرى: كل ملف يأتي من هذا الموقع. لا يُباع شيء ولا يُشارك.

game-deleted-player = لاعب محذوف

mygames-privacy-link = الخصوصية: ما يحفظه هذا الموقع عنك
mygames-data-title = بياناتك
mygames-data-lead = نزّل ما يحفظه الموقع عن لاعبك، أو اطلب نسيانه.
mygames-data-download = تنزيل بياناتي
mygames-forget = انسَني
mygames-forget-what = هذا يحذف نهائيًا اسم لاعبك وتصنيفاته واشتراكات الإشعارات ورموز النقل، في كل متصفح انضم إليه. تبقى مبارياتك، ويظهر فيها «لاعب محذوف». يصبح هذا المتصفح وافدًا جديدًا.
mygames-forget-yes = نعم، انسَني
mygames-forget-no = إلغاء
mygames-js-forgotten = نُسي لاعبك. هذا المتصفح جديد على الموقع.
mygames-js-against-deleted = ضد لاعب محذوف
