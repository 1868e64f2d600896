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
  } catch {
    // Storage disabled: the defaults apply.
  }
})();
