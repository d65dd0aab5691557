import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEEDED_EMAILS, SeedUsersFile } from '#contracts/seed';

const raw: unknown = JSON.parse(readFileSync('fixtures/data/users.json', 'utf8'));
const file = SeedUsersFile.parse(raw);

describe('seed data', () => {
  it('holds exactly the accounts of SEEDED_EMAILS, in that order', () => {
    expect(file.users.map((u) => u.email)).toEqual([...SEEDED_EMAILS]);
  });

  it('refuses a user whose address is not a seeded one', () => {
    const stranger = { ...file.users[0], email: 'stranger@example.com' };
    const result = SeedUsersFile.safeParse({ ...file, users: [...file.users, stranger] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'stranger@example.com is not in SEEDED_EMAILS',
    );
  });

  it('refuses a file that lacks a seeded account or holds one twice', () => {
    const [first, ...rest] = file.users;
    expect(SeedUsersFile.safeParse({ ...file, users: rest }).success).toBe(false);
    expect(SeedUsersFile.safeParse({ ...file, users: [first, first, ...rest] }).success).toBe(false);
  });
});
