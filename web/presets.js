// The named rule sets by their titles in the page's language (the page lists them in
// `<datalist id="preset-titles">`, src/site/pages.rs `presets`): a table, an offer or a game
// under "beart" reads "Béart’s Yoté on 25 holes", never the id.

/** The title of the named rule set `rules`, or null for rules that are not one of them. */
export function presetTitle(rules) {
  const list = document.getElementById('preset-titles');
  const option = list && [...list.options].find((o) => o.value === rules);
  return option ? option.textContent : null;
}
