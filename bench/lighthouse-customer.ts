/**
 * The Lighthouse harness that browses as a customer (issue 56 item 3), beside the project's own
 * (bench/lighthouse.ts): ONE tab per account and round, in a browser context of its own. In that tab it signs in
 * on the identity provider's page, answers the consent banner ("Accept all"), then runs one Lighthouse 12.8.2
 * flow with the default settings (mobile, simulated throttling): each page a navigation step in that same tab,
 * the HTTP cache cleared before it. No new tab per flow (decision 395) and no pages visited before the flow in
 * another tab: the tab carries what a customer's would. The album and the order are those the project's harness
 * found on the list pages, so both measure the same pages (decision 497).
 *
 * Run by `npm run bench -- lighthouse` with the project's harness, round by round (BENCH_LH_HARNESS=customer runs
 * it alone; see bench/lighthouse.ts for the other variables).
 */
import type { Browser, Page } from 'puppeteer-core';
import { runFlow, type Scores, type Step, signIn } from './lighthouse-steps';

/** The consent banner's "Accept all": the stand-in's second button (fixtures/src/services/third-party/consent-script.ts). */
const ACCEPT_ALL = '[data-consent-banner] button:last-of-type';

/** Answers the consent banner as a customer would, and waits until it has gone. */
export async function answerConsent(page: Page): Promise<void> {
  await page.waitForSelector(ACCEPT_ALL, { visible: true, timeout: 30_000 });
  await page.click(ACCEPT_ALL);
  await page.waitForSelector('[data-consent-banner]', { hidden: true, timeout: 30_000 });
}

/** One round of one account: a new context and tab, the sign-in and consent in it, then the flow of `steps`. */
export async function customerFlow(
  browser: Browser,
  origin: string,
  account: { email: string; password: string },
  steps: readonly Step[],
  name: string,
): Promise<Scores[]> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await signIn(tab, origin, account.email, account.password);
    await answerConsent(tab);
    return await runFlow(tab, origin, 'mobile', steps, name);
  } finally {
    await context.close();
  }
}
