import { expect, journey } from '../fixtures';
import { openPhotos } from './library';
import { ordersHeading, signInThroughForm, signOut } from './sign-in';

/**
 * The bff session mode (AUTH_MODE=bff, decision 120): the gateway is the OIDC client and keeps the tokens, the
 * page holds only an HttpOnly, SameSite=Strict session cookie. A worker, system and browser of their own.
 */
journey.use({ systemEnv: { AUTH_MODE: 'bff' } });

/** A JSON Web Token anywhere in a string: what no script of the page may read in bff mode. */
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\./;

journey.describe('signing in and out (bff session mode)', () => {
  journey(
    'signs in through the gateway, no script reads a token, photos load, signs out',
    async ({ ui, url }) => {
      await ui.goto(url('orders'));
      await signInThroughForm(ui, 'customer@example.com');
      // Back from the identity provider, with the session cookie, on the page asked for.
      await ui.waitVisible(ordersHeading);
      await ui.waitUrl(/\/orders$/);
      const readable = await ui.script<string[]>(
        'return [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];',
      );
      for (const text of readable) expect(text).not.toMatch(JWT);
      // The gateway puts the bearer on the calls: the library loads with the session cookie alone.
      await openPhotos(ui, url('photos'));
      await signOut(ui, url('orders'));
    },
  );
});
