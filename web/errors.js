// Server errors in the page's language. An error is {code, message, args} (docs/protocol.md);
// the page's messages map holds the `error-*` messages, as src/i18n/mod.rs `client_messages`
// gives them: `{name}` placeholders, and one text per variant under `id#name:key`.
// The English `message` is never shown: an unknown code gets the generic `error-unknown`.

/** The message `id` with the variant its args select (a word, or a number's plural category)
 * and its `{name}` placeholders filled in; the id itself when the message is missing. */
export function messageText(messages, id, args = {}, lang = document.documentElement.lang || 'en') {
  let text = messages[id];
  if (text === undefined) return id;
  for (const [name, value] of Object.entries(args)) {
    const exact = messages[`${id}#${name}:${value}`];
    if (exact !== undefined) { text = exact; break; }
    if (typeof value === 'number') {
      // The number's plural category, else Fluent's usual default variant, `other`.
      const category = new Intl.PluralRules(lang).select(value);
      const plural = messages[`${id}#${name}:${category}`] ?? messages[`${id}#${name}:other`];
      if (plural !== undefined) { text = plural; break; }
    }
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

/**
 * The translated sentence for a server error `{code, message, args}`: the message
 * `error-<code>-<args.reason>` if there is one, else `error-<code>`, else `error-unknown`.
 * `lang` (for plurals) defaults to the page's `<html lang>`.
 */
export function errorText(messages, error, lang = document.documentElement.lang || 'en') {
  const code = (error && error.code) || 'unknown';
  const args = (error && typeof error.args === 'object' && error.args) || {};
  const ids = [];
  if (typeof args.reason === 'string') ids.push(`error-${code}-${args.reason}`);
  ids.push(`error-${code}`);
  const id = ids.find((i) => messages[i] !== undefined);
  if (id) return messageText(messages, id, args, lang);
  if (messages['error-unknown'] !== undefined) return messageText(messages, 'error-unknown', { code }, lang);
  return code;
}

/** The error object of an HTTP answer's JSON body, or one with the status as its code. */
export function answerError(answer, status) {
  if (answer && answer.error && typeof answer.error.code === 'string') return answer.error;
  return { code: `http-${status}`, args: {} };
}
