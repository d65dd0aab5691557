/**
 * The consent boot script: a separate entry of the build (`/boot/consent.js`, vite.config.ts), asked for from
 * index.html's head beside the brand's consent script, so the banner is drawn before the app has loaded.
 * It must stay small and import nothing the app's entry imports (a shared chunk would be one more request before
 * the banner). Decision 210.
 */
import { startConsentBoot } from '#platform/integrations/consent-boot';

startConsentBoot(window);
