/* global document, localStorage, window -- a classic browser script, not a module */
// Applies the saved theme choice (Light / Dark) before the first paint, so a page never flashes
// in the other theme. The build inlines it, minified, in index.html's <head>
// (src/config/inline-theme-init.ts): an external file would be one more render-blocking request
// on every first visit. "System" (or nothing saved) sets nothing: the stylesheet's
// `color-scheme: light dark` follows the device. It also applies a choice made later in another
// tab (a `storage` event), on every page whether or not the settings menu is open. Keep the key
// and values in sync with src/lib/theme.ts.
(function () {
  function apply() {
    try {
      var theme = localStorage.getItem('theme');
      if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
      else delete document.documentElement.dataset.theme;
    } catch {
      // Storage blocked (some private modes): the system setting applies.
    }
  }
  apply();
  // key null: the whole storage was cleared.
  window.addEventListener('storage', function (event) {
    if (event.key === 'theme' || event.key === null) apply();
  });
})();
