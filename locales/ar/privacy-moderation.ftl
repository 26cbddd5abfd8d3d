# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = البلاغات التي قدّمتها: عمّن، ولماذا، والمباراة، وكلماتك، وفي بلاغ عن الدردشة الرسائل المقولة حول رسائله.
privacy-reports-why = كي يقرأها مسؤولو الموقع ويتصرّفوا.
privacy-reports-long = ما دام مفتوحًا؛ وبعد أن يغلقه مسؤول { $days ->
    [zero] { $days } يوم
    [one] يومًا واحدًا
    [two] يومين
    [few] { $days } أيام
    [many] { $days } يومًا
   *[other] { $days } يوم
    }، ثم يُحذف. تزول بلاغاتك حين تُنسى.
privacy-sanctions-what = إسكات لاعب أو عنوان أو حظره من قِبل مسؤول، واسم مسحوب، وسجل ما فعله المسؤولون ولماذا.
privacy-sanctions-why = كي تسري العقوبة على كل خادم حتى نهايتها، وكي يمكن التحقق مما يفعله المسؤولون.
privacy-sanctions-long = الإسكات أو الحظر حتى نهايته أو رفعه؛ والأسماء المسحوبة والسجل بوصفها أثرًا لما فعله المسؤولون.
