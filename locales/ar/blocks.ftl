# حظر لاعب آخر (docs/moderation.md "Block").
player-block-note = الحظر يُبعد كلًّا منكما عن الآخر: لا تقرن الردهة بينكما أبدًا، ولا يرى أيٌّ منكما المباريات التي يعرضها الآخر، ولا يستطيع أيٌّ منكما شغل المقعد على طاولة الآخر المصنّفة.
player-js-block = حظر { $name }
player-js-unblock = إلغاء حظر { $name }
player-js-blocked = { $name } محظور، على كل أجهزتك.
player-js-unblocked = لم يعد { $name } محظورًا.
error-own-block = لا يمكنك حظر نفسك.
error-too-many-blocks = حظرت أكبر عدد مسموح به من اللاعبين. ألغِ حظر أحدهم أولًا.
error-blocked = لا يمكنك اللعب مع هذا اللاعب: أحدكما حظر الآخر.
privacy-blocks-what = اللاعبون الذين حظرتهم.
privacy-blocks-why = لإبعاد كلٍّ منكما عن الآخر في الردهة وعلى الطاولات المصنّفة، على كل جهاز فيه لاعبك.
privacy-blocks-long = إلى أن تلغي حظرهم، أو يُنسى لاعبك أو لاعبهم.
