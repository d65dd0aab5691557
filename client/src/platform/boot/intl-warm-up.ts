/**
 * The page's first `Intl` call starts ICU (its data and the locale's services): ~120–220 ms at 4× CPU on a blank
 * page, whichever constructor comes first, and every later one is cheap (bench/README.md, 26 November 2026).
 * Without this, react-intl's `createIntl` (its locale check, `Intl.NumberFormat.supportedLocalesOf`) pays it in the
 * app's first render, a long task after the first paint. The boot script runs before the app's JS has even
 * downloaded: while the consent banner (the first paint) still waits for the vendor's script, the main thread is
 * idle, and the start-up costs nothing there.
 *
 * Only then: when the consent step has already drawn its banner in this task, the warm-up would delay that paint,
 * and the app pays it as before.
 */
export function warmUpIntl(
  win: Pick<Window, 'accountConsentCode'>,
  locale: string,
  intl: Pick<typeof Intl, 'NumberFormat'> = Intl,
): boolean {
  if (win.accountConsentCode !== undefined) return false;
  try {
    intl.NumberFormat.supportedLocalesOf(locale);
    return true;
  } catch {
    // A malformed lang attribute: the app's own calls decide what happens.
    return false;
  }
}
