# Tulonkɛla wɛrɛ sirili (docs/moderation.md "Block").
player-block-note = Sirili bɛ aw fila faran ɲɔgɔn na: ɲɔgɔnye yɔrɔ tɛ aw fara ɲɔgɔn kan abada, aw si tɛ tulon minnu jiralen bɛ dɔ kelen fɛ olu ye, ani aw si tɛ se ka sigiyɔrɔ ta dɔ kelen ka tabali jatelen na.
player-js-block = { $name } siri
player-js-unblock = { $name } foni
player-js-blocked = { $name } sirilen don, i ka minɛnw bɛɛ kan.
player-js-unblocked = { $name } sirilen tɛ tun.
error-own-block = I tɛ se k'i yɛrɛ siri.
error-too-many-blocks = I ye tulonkɛlaw siri ka se hakɛ labanna ma. U dɔ foni fɔlɔ.
error-blocked = I tɛ se ka tulon kɛ ni nin tulonkɛla ye: aw dɔ ye dɔ kelen siri.
privacy-blocks-what = I ye tulonkɛla minnu siri.
privacy-blocks-why = Walasa aw ka faran ɲɔgɔn na ɲɔgɔnye yɔrɔ la ani tabali jatelenw na, minɛn o minɛn kan i ka tulonkɛla bɛ.
privacy-blocks-long = Fo i k'u foni, walima i walima u ka ɲinɛ.
