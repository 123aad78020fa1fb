/* global document, localStorage -- a classic browser script, not a module */
// Applies the saved theme choice (Light / Dark) before the first paint, so a page never flashes
// in the other theme. A classic blocking script in <head> because the Content-Security-Policy
// forbids inline scripts. "System" (or nothing saved) sets nothing: the stylesheet's
// prefers-color-scheme rules follow the device. Keep the key and values in sync with
// src/lib/theme.ts.
(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {
    // Storage blocked (some private modes): the system setting applies.
  }
})();
