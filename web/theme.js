// The theme: the system's (the default), or light or dark as the player chose in the footer,
// kept in this browser. A classic script in the head, so that the page is painted in the
// chosen theme from its first frame: it sets the media of the dark sheet (web/dark.css), which
// is the system's choice until the player makes one.
(function () {
  var KEY = 'yote-theme';
  var MEDIA = { dark: 'all', light: 'not all', system: '(prefers-color-scheme: dark)' };
  function chosen() {
    try {
      var theme = localStorage.getItem(KEY);
      return MEDIA[theme] ? theme : 'system';
    } catch (e) {
      return 'system';
    }
  }
  function apply(theme) {
    var sheet = document.getElementById('dark-css');
    if (sheet) sheet.media = MEDIA[theme];
    document.documentElement.setAttribute('data-theme', theme);
  }
  apply(chosen());
  document.addEventListener('DOMContentLoaded', function () {
    var select = document.getElementById('theme');
    if (!select) return;
    select.value = chosen();
    select.addEventListener('change', function () {
      try {
        localStorage.setItem(KEY, select.value);
      } catch (e) {
        // A browser that keeps nothing: the choice holds for this page.
      }
      apply(select.value);
    });
  });
  // Another tab's choice.
  window.addEventListener('storage', function (e) {
    if (e.key !== KEY) return;
    apply(chosen());
    var select = document.getElementById('theme');
    if (select) select.value = chosen();
  });
})();
