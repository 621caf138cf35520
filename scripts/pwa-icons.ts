/**
 * Writes the installable app's icons (docs/decisions.md, "Installable app") from the favicon's
 * drawing: `npm exec tsx scripts/pwa-icons.ts` renders them in headless Chromium and writes
 * web/public/icons/*.png, which are committed (the build copies them).
 *
 * - icon-192.png, icon-512.png: the favicon as it is (purpose "any");
 * - maskable-192.png, maskable-512.png: the mark inside the central 60 % on a full-bleed green
 *   square, so a launcher's circle or squircle mask never cuts it (the safe zone is the central 80 %);
 * - apple-touch-icon.png (180 px): iOS ignores the manifest's icons and rounds the corners itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../local/settings';
import { launchBrowser } from '../tests/support/browser';

const GREEN = '#0b402c';
const publicDir = join(rootDir, 'web', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
/** The favicon's drawing without its rounded background square. */
const mark = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect width="64" height="64"[^>]*\/>/, '');

const plain = (size: number) => favicon.replace('<svg ', `<svg width="${size}" height="${size}" `);
const fullBleed = (size: number, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>` +
  `<g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">${mark}</g></svg>`;

const icons: Array<{ file: string; size: number; svg: string }> = [
  { file: 'icon-192.png', size: 192, svg: plain(192) },
  { file: 'icon-512.png', size: 512, svg: plain(512) },
  { file: 'maskable-192.png', size: 192, svg: fullBleed(192, 0.6) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(512, 0.6) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(180, 0.8) },
];

const browser = await launchBrowser();
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(publicDir, 'icons', file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`web/public/icons/${file} (${size} px)`);
  }
} finally {
  await browser.close();
}
