/* global document, localStorage, window */
// Before the first paint: the colour scheme (the stored choice, else the system's) and the
// language attribute, so nothing flashes or jumps when the app starts. A file, not an inline
// script: the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  var root = document.documentElement;
  try {
    var choice = JSON.parse(localStorage.getItem('theme') || '"system"');
    var dark =
      choice === 'dark' ||
      (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.dataset.theme = dark ? 'dark' : 'light';
    var language = localStorage.getItem('language');
    root.lang =
      language === null || language === '中文' || language === 'CHINESE' ? 'zh-CN' : 'en-US';
    // index.html carries the home page rendered in Chinese for a visitor with no favourites or
    // recent tools (web/src/prerender.tsx). Any other visit hides it until the app has drawn
    // the right page, instead of flashing the wrong one.
    var empty = function (key) {
      var list = JSON.parse(localStorage.getItem(key) || '[]');
      return !Array.isArray(list) || list.length === 0;
    };
    var fits =
      window.location.pathname === '/' &&
      window.location.search === '' &&
      root.lang === 'zh-CN' &&
      empty('favourites') &&
      empty('recentTools');
    if (!fits) root.classList.add('no-prerender');
  } catch {
    // Storage disabled or damaged: the defaults apply, and the build-time page is not trusted.
    if (window.location.pathname !== '/' || window.location.search !== '') {
      root.classList.add('no-prerender');
    }
  }
})();
