// Renders public/logo.svg into the PNG icons the web manifest and iOS need, using Debian's
// chromium through playwright-core. Run once after changing the logo: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/logo.svg', 'utf8');
const targets = [
  { file: 'public/icons/icon-192.png', size: 192, pad: 0, radius: true },
  { file: 'public/icons/icon-512.png', size: 512, pad: 0, radius: true },
  // Maskable icons are cropped to a circle of 80%: full-bleed background, logo in the safe zone.
  { file: 'public/icons/icon-maskable-512.png', size: 512, pad: 0.18, radius: false },
  { file: 'public/icons/apple-touch-icon.png', size: 180, pad: 0.08, radius: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const { file, size, pad, radius } of targets) {
  const inner = Math.round(size * (1 - 2 * pad));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;
     justify-content:center;background:${radius ? 'transparent' : '#1677ff'}">
     <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
     </body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: radius });
  console.log(`wrote ${file}`);
}
await browser.close();
