import { readFileSync } from 'node:fs';
import { SeedUsersFile } from '#contracts/seed';

/**
 * What `npm start` and `npm run dev` print once the system answers: where to open (every brand is
 * `<brand-id>.localhost` on the same port), where the emulator is, and who can sign in with which password.
 */
export function welcomeLines(openPort: number, emulatorUrl: string): string[] {
  const seed = SeedUsersFile.parse(JSON.parse(readFileSync('fixtures/data/users.json', 'utf8')));
  return [
    `Open http://localhost:${openPort} (default brand). Every brand: http://<brand-id>.localhost:${openPort}, e.g. http://photobox-uk.localhost:${openPort}`,
    `Emulator (identity provider and services): ${emulatorUrl}`,
    `Seeded accounts, all with the password ${seed.password}:`,
    ...seed.users.map(
      (u) =>
        `  ${u.email.padEnd(26)} ${accountKind(u.amr, u.status, u.accountDeleted)}, ${u.library.photos.toLocaleString('en-GB')} photos`,
    ),
  ];
}

function accountKind(amr: string[], status: string | null, deleted: boolean): string {
  if (deleted) return 'consumer, account deleted';
  if (amr.some((m) => m.toLowerCase() === 'b2b')) return `business, status ${status ?? '-'}`;
  return 'consumer';
}
