/**
 * The tools drawn without antd (`antd: false` in their meta.ts) load none of it: not the tools'
 * shared `ui` chunk and stylesheet, not the provider, and no antd class appears. On a phone antd
 * was most of a tool page's load time (README, "Tools without antd"). Each tool's own spec uses
 * its controls with the same probe; this one covers every such page in both languages.
 */
import { expect, test, toolCatalogue, watchAntd } from './fixtures';

const catalogue = toolCatalogue().filter((tool) => tool.live);
const light = catalogue.filter((tool) => tool.light);

for (const language of ['English', '中文'] as const) {
  test.describe(language, () => {
    test.use({ language });

    for (const tool of light) {
      test(`${tool.path} loads without antd`, async ({ page }) => {
        const antd = watchAntd(page);
        await page.goto(tool.path);
        const title = language === 'English' ? tool.en.title : tool.zh.title;
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('.tool-body-loading')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(antd.assets()).toEqual([]);
        expect(await antd.antdNodes()).toBe(0);
      });
    }
  });
}

// The probe sees antd where a tool draws with it, so the names it looks for are the real ones.
test('the probe finds antd on a tool that uses it', async ({ page }) => {
  const tool = catalogue.find((t) => !t.light);
  test.skip(!tool, 'every tool is drawn without antd');
  const antd = watchAntd(page);
  await page.goto(tool!.path);
  await expect(page.locator('[class^="ant-"], [class*=" ant-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(antd.assets().some((path) => /\/ui-[^/]+\.js$/.test(path))).toBe(true);
  expect(antd.assets().some((path) => /\/AntdScope-[^/]+\.js$/.test(path))).toBe(true);
});

test('at least the UUID generator is drawn without antd', () => {
  expect(light.map((tool) => tool.path)).toContain('/UuidGenerator');
});
