// Dates and times in the page's language. Browsers carry no date data for Wolof and Bambara
// (Chromium writes "M12 7, Mon 07:41" for one and English for the other), so their pages write
// dates in French, the second language where they are spoken (Senegal, Mali), with the
// country's conventions: never an English weekday.

/** The locales to write dates in for each language whose own the browser lacks, best first. */
const DATE_LOCALES = { wo: ['fr-SN', 'fr'], bm: ['fr-ML', 'fr'] };

/** The locale(s) for a date in `lang`. */
export function dateLocale(lang) {
  return DATE_LOCALES[lang] || lang;
}

/** `Intl.DateTimeFormat` for `lang`, by [dateLocale]. */
export function dateFormat(lang, options) {
  return new Intl.DateTimeFormat(dateLocale(lang), options);
}
