import { describe, expect, it } from 'vitest';
import type { TokenVerifier } from '../push/token-verifier';
import { createTokenSubjects } from './token-subjects';

/** A verifier that knows tokens by their text, counts its calls and answers at once. */
function verifier(tokens: Record<string, { subject: string; expiresAt: number }>) {
  const calls: string[] = [];
  const verify: TokenVerifier = async (token) => {
    calls.push(token);
    const known = tokens[token];
    if (known === undefined) throw new Error('invalid token');
    return known;
  };
  return { verify, calls };
}

const SIGNATURE_END = 'x'.repeat(40);

describe('the user behind a bearer token', () => {
  it('is verified once, then answered from memory until the token expires', async () => {
    let time = 1_000;
    const { verify, calls } = verifier({ 'a.b.c': { subject: 'u-1', expiresAt: 5_000 } });
    const subjects = createTokenSubjects(verify, { now: () => time });
    expect(await subjects.subjectOf('Bearer a.b.c')).toBe('u-1');
    expect(subjects.subjectOf('Bearer a.b.c')).toBe('u-1');
    expect(calls).toEqual(['a.b.c']);
    time = 5_000;
    expect(subjects.subjectOf('Bearer a.b.c')).toBeNull();
  });

  it('names nobody for a token that does not verify, a missing header or another scheme', async () => {
    const { verify, calls } = verifier({});
    const subjects = createTokenSubjects(verify);
    expect(await subjects.subjectOf('Bearer forged.token.sig')).toBeNull();
    // Remembered as naming nobody: not verified again.
    expect(subjects.subjectOf('Bearer forged.token.sig')).toBeNull();
    expect(subjects.subjectOf(undefined)).toBeNull();
    expect(subjects.subjectOf('Basic dXNlcjpwYXNz')).toBeNull();
    expect(subjects.subjectOf('Bearer two words')).toBeNull();
    expect(calls).toEqual(['forged.token.sig']);
  });

  it('never answers for a token with another token’s subject, even when their ends are alike', async () => {
    const victim = `h.victim.${SIGNATURE_END}`;
    const forged = `h.forged.${SIGNATURE_END}`;
    const { verify, calls } = verifier({ [victim]: { subject: 'u-victim', expiresAt: Date.now() + 60_000 } });
    const subjects = createTokenSubjects(verify);
    expect(await subjects.subjectOf(`Bearer ${victim}`)).toBe('u-victim');
    expect(await subjects.subjectOf(`Bearer ${forged}`)).toBeNull();
    expect(await subjects.subjectOf(`Bearer ${victim}`)).toBe('u-victim');
    expect(calls).toEqual([victim, forged, victim]);
  });

  it('shares one verification between requests that arrive while it runs', async () => {
    const { verify, calls } = verifier({ 'a.b.c': { subject: 'u-1', expiresAt: Date.now() + 60_000 } });
    const subjects = createTokenSubjects(verify);
    const both = await Promise.all([subjects.subjectOf('Bearer a.b.c'), subjects.subjectOf('Bearer a.b.c')]);
    expect(both).toEqual(['u-1', 'u-1']);
    expect(calls).toHaveLength(1);
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const tokens = Object.fromEntries(
      ['t1', 't2', 't3'].map((t) => [t, { subject: `u-${t}`, expiresAt: Date.now() + 60_000 }]),
    );
    const { verify, calls } = verifier(tokens);
    const subjects = createTokenSubjects(verify, { maxEntries: 2 });
    for (const t of ['t1', 't2', 't3']) await subjects.subjectOf(`Bearer ${t}`);
    expect(subjects.subjectOf('Bearer t3')).toBe('u-t3');
    expect(subjects.subjectOf('Bearer t2')).toBe('u-t2');
    expect(await subjects.subjectOf('Bearer t1')).toBe('u-t1');
    expect(calls).toEqual(['t1', 't2', 't3', 't1']);
  });
});
