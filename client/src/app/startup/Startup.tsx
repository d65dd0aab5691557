import { startTransition, useEffect, useState } from 'react';
import { App, type RouterWrapper } from '#app/App';
import { UnexpectedError } from '#app/errors/UnexpectedError';
import type { AppConfig } from '#contracts/app-config';
import { setApiBasePath, setApiLocale } from '#platform/api/api-request';
import type { AuthService } from '#platform/auth/auth-service';
import { documentBrand } from '#platform/brand/document-brand';
import { AppIntlProvider } from '#platform/i18n/AppIntlProvider';
import type { Catalogue } from '#platform/i18n/load-messages';
import { LOADER_CATALOGUE, Loader } from '#ui/Loader';
import { StorageBlockedPage } from './StorageBlockedPage';
import type { StartupDeps } from './startup-deps';

type Phase =
  | { kind: 'blocked' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; config: AppConfig; messages: Catalogue; auth: AuthService };

/**
 * Startup order: storage check, /config.json (and meanwhile the messages of the page's locale), the brand
 * locale's messages if they are others, then the app (which authenticates).
 * Until then a loader shows; a config failure shows the generic error text with 'Try again'. The pages shown
 * without a config speak the language of the brand index.html was served for.
 */
export function Startup({ deps, wrapRouter }: { deps: StartupDeps; wrapRouter?: RouterWrapper }) {
  const [phase, setPhase] = useState<Phase>(() =>
    deps.isStorageUsable() ? { kind: 'loading' } : { kind: 'blocked' },
  );

  useEffect(() => {
    if (phase.kind !== 'loading') return;
    let active = true;
    (async () => {
      // The page was served for the brand, in its language: that catalogue is asked for and checked (without zod,
      // decision 526) while the config waits for zod and its contract; the config's locale wins if it differs.
      const pageLocale = documentBrand().locale;
      const early = pageLocale === null ? null : deps.loadMessages(pageLocale);
      early?.catch(() => undefined);
      let config: AppConfig;
      try {
        config = await deps.loadConfig();
      } catch (error) {
        console.error('Config load failed', error);
        if (active) setPhase({ kind: 'failed' });
        return;
      }
      setApiBasePath(config.api.basePath);
      setApiLocale(config.brand.locale);
      let messages: Catalogue;
      let auth: AuthService;
      try {
        [messages, auth] = await Promise.all([
          early !== null && config.brand.locale === pageLocale
            ? early
            : deps.loadMessages(config.brand.locale),
          deps.createAuthService(config),
        ]);
      } catch (error) {
        // The sign-in code did not load (decision 476): 'Try again' starts over, as for the config.
        console.error('Sign-in code load failed', error);
        if (active) setPhase({ kind: 'failed' });
        return;
      }
      if (!active) return;
      // The app's first render is the start-up's largest piece of work: as a transition, React renders it in
      // slices and lets the browser paint (the consent banner) and answer input between them, instead of one
      // long task on a slow phone. The loader stays until it commits.
      startTransition(() => setPhase({ kind: 'ready', config, messages, auth }));
    })();
    return () => {
      active = false;
    };
  }, [phase.kind, deps]);

  // Without a config, the brand's language comes from index.html; its catalogue loads before the page shows.
  const [fallbackMessages, setFallbackMessages] = useState<Catalogue | null>(null);
  const needsFallback = phase.kind === 'blocked' || phase.kind === 'failed';
  useEffect(() => {
    if (!needsFallback || fallbackMessages !== null) return;
    let active = true;
    const { locale } = documentBrand();
    (locale ? deps.loadMessages(locale) : Promise.resolve({})).then(
      (loaded) => active && setFallbackMessages(loaded),
      () => active && setFallbackMessages({}),
    );
    return () => {
      active = false;
    };
  }, [needsFallback, fallbackMessages, deps]);

  if (phase.kind === 'ready') {
    return (
      <AppIntlProvider locale={phase.config.brand.locale} messages={phase.messages}>
        <App config={phase.config} authService={phase.auth} wrapRouter={wrapRouter} />
      </AppIntlProvider>
    );
  }
  if (phase.kind === 'loading' || fallbackMessages === null) {
    return (
      <AppIntlProvider messages={LOADER_CATALOGUE}>
        <Loader fullPage />
      </AppIntlProvider>
    );
  }
  return (
    <AppIntlProvider locale={documentBrand().locale ?? undefined} messages={fallbackMessages}>
      {phase.kind === 'blocked' ? (
        <StorageBlockedPage />
      ) : (
        <main id="main-content" className="message-page">
          <UnexpectedError onRetry={() => setPhase({ kind: 'loading' })} />
        </main>
      )}
    </AppIntlProvider>
  );
}
