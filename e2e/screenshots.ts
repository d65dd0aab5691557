/**
 * README screenshots: one brand of each theme family (albelli NL: default, Photobox UK: photobox, posterXXL DE:
 * posterxxl) signed in as customer@example.com on the account overview, at 375 px and 1280 px, into
 * docs/screenshots/<family>-<width>.png. Starts its own system (built SPA required: `npm run build`).
 *
 *   node --import tsx e2e/screenshots.ts     # SCREENSHOT_PORT / SCREENSHOT_EMULATOR_PORT change the ports
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { expectShell, fillSignInForm } from './sign-in';
import { startSystem } from './system';

const SHOTS = [
  { family: 'default', brand: 'albelli-nl' },
  { family: 'photobox', brand: 'photobox-uk' },
  { family: 'posterxxl', brand: 'posterxxl-de' },
] as const;
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const OUT = 'docs/screenshots';

async function main(): Promise<void> {
  const system = await startSystem({
    gateway: Number(process.env.SCREENSHOT_PORT ?? 8680),
    emulator: Number(process.env.SCREENSHOT_EMULATOR_PORT ?? 8690),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    mkdirSync(OUT, { recursive: true });
    for (const { family, brand } of SHOTS) {
      const origin = system.origin(brand);
      const context = await browser.newContext({ viewport: WIDTHS[1] });
      // A returning visitor who made their consent choice: the banner does not cover the page.
      await context.addCookies([{ name: 'cookie_consent', value: '00', url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await fillSignInForm(page, 'customer@example.com');
      await expectShell(page);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(size.width < 575 ? `${origin}/orders` : `${origin}/`);
        await expectShell(page);
        await page.waitForLoadState('networkidle');
        // Skeletons and images settle.
        await page.waitForTimeout(1500);
        const file = `${OUT}/${family}-${size.width}.png`;
        // A 256-colour palette keeps each file well under 200 kB without visible loss for flat UI.
        await sharp(await page.screenshot())
          .png({ palette: true, quality: 90, effort: 10 })
          .toFile(file);
        console.log(`${file} (${brand})`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
