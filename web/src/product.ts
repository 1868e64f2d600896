/**
 * The product name: the single place to rename the site. The title, the logo, the footer and
 * the web manifest (web/vite.config.ts) all read it. Kept free of `import.meta.env` so the
 * build config can import it too.
 */
export const PRODUCT_NAME = {
  'zh-CN': '随手工具箱',
  'en-US': 'Handy Toolbox',
} as const;

/** Label under the installed app's icon. */
export const PRODUCT_SHORT_NAME = '随手工具箱';

export const PRODUCT_DESCRIPTION =
  '日常小工具合集，在浏览器中运行，离线可用。Small everyday tools that run in your browser, even offline.';
