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
    // The HTML may carry a page rendered at build time in Chinese (web/src/prerender.tsx):
    // index.html the home page for a visitor with no favourites or recent tools, pages/*.html a
    // tool's frame; `data-prerendered` names its path. Any other visit (another path, as when
    // the service worker answers with index.html; English; a home page with stored favourites)
    // hides it until the app has drawn the right page, instead of flashing the wrong one.
    var empty = function (key) {
      var list = JSON.parse(localStorage.getItem(key) || '[]');
      return !Array.isArray(list) || list.length === 0;
    };
    var page = root.getAttribute('data-prerendered');
    var fits =
      page !== null &&
      window.location.pathname === page &&
      window.location.search === '' &&
      root.lang === 'zh-CN' &&
      (page !== '/' || (empty('favourites') && empty('recentTools')));
    if (!fits) root.classList.add('no-prerender');
  } catch {
    // Storage disabled or damaged: the defaults apply, and the build-time page is not trusted.
    if (
      window.location.pathname !== root.getAttribute('data-prerendered') ||
      window.location.search !== ''
    ) {
      root.classList.add('no-prerender');
    }
  }
})();

// A tool's page (pages/<Tool>.html) names what its body will load (web/plugins/prerender.ts):
// ask for it once the frame has been painted, so that it never competes with what holds that
// first paint (the stylesheet, this script), yet long before the shell's code, still on its
// way, would ask for it. A hidden tab paints nothing: there once the HTML has been read.
(function () {
  var preload = function () {
    var list = document.querySelector('meta[name="toolbox-preload"]');
    if (!list) return;
    list.content.split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      if (/\.js$/.test(href)) {
        link.rel = 'modulepreload';
      } else {
        link.rel = 'preload';
        link.as = /\.css$/.test(href) ? 'style' : 'fetch';
      }
      // The module loader's fetch() of a wasm binary (cors, same-origin credentials) takes it.
      if (!/\.css$/.test(href)) link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) {
    document.addEventListener('DOMContentLoaded', preload);
  } else {
    // The first frame's callbacks run before it is painted, the second's after.
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(preload);
    });
  }
})();
