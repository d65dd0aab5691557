/**
 * The page's first `Intl` call starts ICU (its data and the locale's services): ~120–220 ms at 4× CPU on a blank
 * page, whichever constructor comes first, and every later one is cheap (bench/README.md, 26 November 2026).
 * Without this, react-intl's `createIntl` (its locale check, `Intl.NumberFormat.supportedLocalesOf`) pays it in the
 * app's first render, a long task after the first paint. The boot script calls this first, before the app's JS
 * has even downloaded.
 *
 * Even when the consent banner is drawn in the same task (its script arrived first), which delays the banner's
 * paint by the start-up (decision 391): the app pays it otherwise in a task after that paint, the longest of the
 * page's start (65 ms of 100 unthrottled on the orders page, 28 November 2026).
 */
export function warmUpIntl(locale: string, intl: Pick<typeof Intl, 'NumberFormat'> = Intl): boolean {
  try {
    intl.NumberFormat.supportedLocalesOf(locale);
    return true;
  } catch {
    // A malformed lang attribute: the app's own calls decide what happens.
    return false;
  }
}
