// Server errors in the page's language. An error is {code, message, args} (docs/protocol.md);
// the page's messages map holds the `error-*` messages, as src/i18n/mod.rs `client_messages`
// gives them: `{name}` placeholders, and one text per variant under `id#name:key` (per combination,
// `id#a:key#b:key`, for a message that selects on several variables).
// The English `message` is never shown: an unknown code gets the generic `error-unknown`.

/** The site's languages written right to left. */
const RTL = new Set(['ar']);

/** The message `id` with the variant its args select (a word, or a number's plural category)
 * and its `{name}` placeholders filled in; the id itself when the message is missing. */
export function messageText(messages, id, args = {}, lang = document.documentElement.lang || 'en') {
  let text = messages[id];
  if (text === undefined) return id;
  const variant = chosenVariant(messages, id, args, lang);
  if (variant !== undefined) text = messages[variant];
  // On a right-to-left page each value is set apart by Unicode isolates, as Fluent does on the
  // server: a Latin name or a provisional rating ("1500?") keeps its own order in the sentence.
  const [open, close] = RTL.has(lang) ? ['\u2068', '\u2069'] : ['', ''];
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? `${open}${args[name]}${close}` : whole));
}

/**
 * The key of the variant of message `id` that `args` choose, as Fluent chooses: variants come
 * as `id#name:key`, or `id#a:key#b:key` for a message that selects on several variables. Each
 * selection takes the variant named by the exact value, else by the number's plural category,
 * else `other`; the variant that matches best wins. `undefined` when the message has none.
 */
function chosenVariant(messages, id, args, lang) {
  const prefix = `${id}#`;
  let best;
  let bestScore = -1;
  for (const key of Object.keys(messages)) {
    if (!key.startsWith(prefix)) continue;
    let score = 0;
    for (const part of key.slice(prefix.length).split('#')) {
      const colon = part.indexOf(':');
      const [name, wanted] = [part.slice(0, colon), part.slice(colon + 1)];
      const value = args[name];
      if (value !== undefined && String(value) === wanted) score += 2;
      else if (typeof value === 'number' && new Intl.PluralRules(lang).select(value) === wanted) score += 1;
      else if (wanted !== 'other') { score = -1; break; }
    }
    if (score > bestScore) { best = key; bestScore = score; }
  }
  return best;
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
