/**
 * Benchmark: the photo timeline in Chromium. It starts its own emulator and gateway (free loopback ports, APP_ENV
 * fixture) serving a private copy of the SPA built in client/dist (built first when it is missing or older than
 * its sources; copied, so that a rebuild elsewhere during the run changes nothing), signs in through the identity
 * provider as big@example.com (100,000 photos) and huge@example.com (1,000,000) on the en-GB brand host
 * photobox-uk.localhost at 1280×900, and measures for each user, against the budgets below:
 *
 * - time to first thumbnails: a reload of /my-photos/photos with the HTTP cache disabled (CDP), until the first
 *   thumbnail of the grid is loaded and on screen, each followed by a load of the floor page (timeline/floor.ts:
 *   the same minimal calls through the gateway, no framework) the same way; the budget is the median ratio of
 *   3 runs (a time alone depends on the machine's load, printed beside it); the same ratio on a returning
 *   visit (the HTTP cache on and primed: the hashed JS and CSS and the thumbnails cached, the API's answers not),
 *   printed beside it; then the bytes of a warm reload;
 * - DOM elements at the top (at each thumbnail size), at the oldest month (date scrubber, End), at every month
 *   while stepping through all of them with the scrubber (which finds the biggest month), and at every step of a
 *   scroll through the biggest month once expanded with its '+N' tile;
 * - the biggest month (huge@'s: one day of 70,000 photos, issue 52.6): the longest main-thread task while expanding
 *   it, scrolling through it, selecting it with its month toggle, jumping past it with the scrubber, and going to
 *   it and to the month before it with 'Go to date', each against the long-task budget, and the DOM elements after
 *   each (timeline/busy-month.ts);
 * - the JS heap after all that (after a garbage collection);
 * - long tasks during 10 s of continuous scrolling from the top of a fresh load, and on the floor page;
 * - the gzip size of the initial JS (index.html's entry and its static imports) and of the photos page's chunks.
 *
 * `npm run bench -- timeline` runs only this benchmark. Environment: BENCH_TIMELINE_USERS (comma-separated
 * e-mails, default both), BENCH_TIMELINE_QUICK=1 (skip the month scan and the scroll through the biggest month),
 * BENCH_TIMELINE_FIRST_ONLY=1 (only the first thumbnails, the warm reload and the bundle sizes),
 * BENCH_TIMELINE_SPA (another build to measure, e.g. main's client/dist copied aside),
 * BENCH_TIMELINE_MONTH_SECONDS (time allowed for the scroll through the biggest month, default 600; past it the
 * figure covers the part scrolled), BENCH_TIMELINE_PROFILE (a folder: CPU profile of the continuous scroll),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * Functions passed to page.evaluate / waitForFunction run in the page: they must not define named functions
 * (tsx would wrap them in a helper that only exists in Node).
 */
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { SeedUsersFile } from '#contracts/seed';
import { ensureSpaBuilt, initialScripts, ROOT, snapshotSpa } from './lib/spa';
import { n, printRows, type Row } from './lib/steps';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type System, startSystem } from './lib/system';
import { PHOTOS_PATH, SPA_DIR, USERS, VIEWPORT } from './timeline/config';
import { writeFloorPage } from './timeline/floor';
import { benchUser } from './timeline/user';

export async function benchTimeline(): Promise<boolean> {
  if (SPA_DIR === '') ensureSpaBuilt();
  else console.log(`BENCH_TIMELINE_SPA: measuring the build in ${SPA_DIR}`);
  const seed = SeedUsersFile.parse(JSON.parse(readFileSync(join(ROOT, 'fixtures/data/users.json'), 'utf8')));
  const spa = await snapshotSpa(SPA_DIR || undefined);
  writeFloorPage(spa);
  const removeSpa = () => rmSync(spa, { recursive: true, force: true });
  process.once('exit', removeSpa);
  let system: System | undefined;
  let browser: Browser | undefined;
  let held = 0;
  let missed = 0;
  const failures: string[] = [];
  try {
    const initial = initialScripts(spa);
    system = await startSystem(spa);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
    const load = loadavg().map((l) => l.toFixed(1));
    console.log(
      `\nPhoto timeline in Chromium ${browser.version()}: ${system.origin}${PHOTOS_PATH}, ${VIEWPORT.width}×${VIEWPORT.height}; ${cpus().length} CPUs, load average ${load.join(' ')} (1 KB = 1,024 bytes)`,
    );
    for (const email of USERS) {
      const user = seed.users.find((u) => u.email === email);
      if (!user) throw new Error(`${email} is not in fixtures/data/users.json`);
      console.log(`\n${email} (${n(user.library.photos)} photos)`);
      let rows: Row[] = [];
      let error: string | null = null;
      // A second try only when a server was stopped under the run (not by a failure of the app or the bench).
      for (let attempt = 1; attempt <= 2; attempt++) {
        const down = system.stopped();
        if (down !== null) {
          console.log(`  · ${down}: starting the servers again`);
          await system.stop();
          system = await startSystem(spa);
        }
        rows = [];
        error = null;
        try {
          await benchUser(
            { browser, origin: system.origin, spa, initial, email, password: seed.password },
            rows,
          );
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
        const stopped = system.stopped();
        if (error === null || stopped === null) break;
        error += ` (${stopped} during the run)`;
        if (attempt === 1) console.log(`  · ${error}\n  · measuring ${email} again`);
      }
      printRows(rows);
      for (const row of rows) {
        if (row.pass === true) held += 1;
        else if (row.pass === false) {
          missed += 1;
          failures.push(`${email}: ${row.metric} ${row.value} (budget ${row.budget})`);
        }
      }
      if (error !== null) {
        // What could not be measured counts as missed; the next user still runs.
        console.log(`  could not finish: ${error}`);
        failures.push(`${email}: could not finish: ${error}`);
        missed += 1;
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await system?.stop();
    removeSpa();
    process.off('exit', removeSpa);
  }
  console.log(`\ntimeline: ${held} budgets held, ${missed} missed${missed > 0 ? ':' : ''}`);
  for (const failure of failures) console.log(`  ${failure}`);
  return missed === 0;
}
