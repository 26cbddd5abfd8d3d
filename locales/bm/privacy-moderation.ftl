# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = I ye lakali minnu kɛ: jɔn, mun na, ntolatan, i ka kumaw, ani ni lakali ye baro kan ye, cikan minnu fɔra a taw kɛrɛ fɛ.
privacy-reports-why = Walisa siti ɲɛmɔgɔw k’u kalan ka baara kɛ.
privacy-reports-long = A dabɔlen tuma bɛɛ; ni ɲɛmɔgɔ dɔ y’a datugu, tile { $days }, o kɔ a bɛ jɔsi. I ka lakaliw bɛ tunun ni i ɲinɛna.
privacy-sanctions-what = Ɲɛmɔgɔ ka tulomajɔ walima gɛn min kɛra tulonkɛla dɔ walima adresi dɔ la, tɔgɔ min minɛna, ani ɲɛmɔgɔw ka kɛwalew sɛbɛn ani u kun.
privacy-sanctions-why = Walisa ɲangi ka sira sɛriwɛri bɛɛ kan fo a ka ban, ani ka se ka ɲɛmɔgɔw ka kɛwalew lajɛ.
privacy-sanctions-long = Tulomajɔ walima gɛn fo a ka ban walima a ka bɔ; tɔgɔ minɛnenw ani sɛbɛn, ɲɛmɔgɔw ka kɛwalew taamaʃyɛn ye.
