import { execFileSync, spawnSync } from 'node:child_process';

/**
 * podman as the container and kube steps call it, with this process's environment (the steps point
 * CONTAINERS_CONF at the configuration they write: scripts/container/settings.ts).
 */
export function podman(args: readonly string[]): void {
  execFileSync('podman', args, { stdio: 'inherit', env: process.env });
}

/** podman's exit and its output (stdout then stderr, trimmed). */
export function podmanOutput(args: readonly string[]): { ok: boolean; out: string } {
  const result = spawnSync('podman', args, { env: process.env, encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}
