// Game records (docs/record.md) read in the page: the tags, then the actions with the line each
// stands on. Only the text is read here; the engine then plays each action, so an illegal one
// is found by the rules themselves (analysis.js).

/** { tags: Map, actions: [{ action, line }] } or { error: id, args } (an `analysis-js-*` id). */
export function readRecord(text) {
  const tags = new Map();
  const actions = [];
  let inBrace = false;
  const lines = (text || '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    let rest = raw;
    if (!inBrace) {
      const tag = rest.trim().match(/^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]$/);
      if (tag) {
        tags.set(tag[1], tag[2].replace(/\\(.)/g, '$1'));
        return;
      }
    }
    for (let token of rest.split(/\s+/)) {
      if (!token) continue;
      if (inBrace) {
        if (token.includes('}')) inBrace = false;
        continue;
      }
      if (token.startsWith(';')) break; // a comment to the end of the line
      if (token.startsWith('{')) {
        inBrace = !token.includes('}');
        continue;
      }
      if (['1-0', '0-1', '1/2-1/2', '*'].includes(token)) continue;
      if (/^\d+\.(\.\.)?$/.test(token)) continue; // a turn number
      token = token.replace(/^\d+\.(\.\.)?/, ''); // `1.@c3` written without the space
      if (token) actions.push({ action: token, line });
    }
  });
  if (!text || !text.trim()) return { error: 'record-empty', args: {} };
  if (!tags.has('Rules')) return { error: 'record-no-rules', args: {} };
  return { tags, actions };
}
