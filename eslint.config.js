// ESLint flat config: TypeScript + React hooks rules over the web app, tests and scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'target/',
      'node_modules/',
      'web/dist/',
      'web/src/core/pkg/',
      'web/src/core/generated/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Only web/src/core/ may import the generated wasm packages. The pages are drawn with our
    // light controls (shared/, README "Tools without antd"): no antd, and antd's icon
    // components only as tile icons in meta.ts, which the build rewrites (vite.config.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/core/pkg/**'], message: 'Use the door: web/src/core/.' }],
          paths: [
            { name: 'antd', message: 'Use the light controls in web/src/shared/.' },
            {
              name: '@ant-design/icons',
              message: 'Use lightIcon (web/src/shared/lightIcon.tsx) with an icons-svg file.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/tools/*/*/meta.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'antd', message: 'Use the light controls in web/src/shared/.' }] },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'tests/**/*.{ts,mjs}',
      '*.config.{js,ts}',
      'web/vite.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
