import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment variable naming the folder the test processes make their temporary folders in. */
export const TEST_TEMP_ROOT = 'ACCOUNT_TEST_TEMP_ROOT';

/**
 * Vitest's global setup: one temporary folder for the whole run, named to the test processes (which inherit the
 * environment) and removed at the end, with whatever the tests made in it. A test process is ended without an
 * exit event of its own, so a folder it made would otherwise stay behind in /tmp after every run.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'account-tests-'));
  process.env[TEST_TEMP_ROOT] = root;
  return () => rmSync(root, { recursive: true, force: true });
}

/** Where a test makes its temporary folders: the run's folder under vitest, the system's otherwise. */
export function testTempDir(): string {
  return process.env[TEST_TEMP_ROOT] ?? tmpdir();
}
