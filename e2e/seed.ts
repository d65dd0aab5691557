import { readFileSync } from 'node:fs';
import { BrandsFile } from '#contracts/brand';
import { type SeededEmail, type SeedUser, SeedUsersFile } from '#contracts/seed';

/** The emulator's seed data (fixtures/data), parsed with its contracts: accounts, their password, brands. */
function readData(file: string): unknown {
  return JSON.parse(readFileSync(new URL(`../fixtures/data/${file}`, import.meta.url), 'utf8'));
}

const users = SeedUsersFile.parse(readData('users.json'));
const brandIds = new Set(BrandsFile.parse(readData('brands.json')).brands.map((b) => b.id));

/** The password every seeded account signs in with. */
export const SEED_PASSWORD = users.password;

export function seedUser(email: SeededEmail): SeedUser {
  const user = users.users.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not in fixtures/data/users.json`);
  return user;
}

/** Throws for an id that is not a brand: the gateway would silently serve the default brand for its host. */
export function checkBrandId(id: string): void {
  if (!brandIds.has(id)) throw new Error(`${id} is not a brand of fixtures/data/brands.json`);
}
