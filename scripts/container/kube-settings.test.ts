import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { afterAll, describe, expect, it } from 'vitest';
import {
  kubectlCanRender,
  type Manifest,
  parseManifests,
  renderWithKubectl,
  validateManifest,
} from '../../deploy/kubernetes/manifests';
import { parseEnv } from '../../gateway/src/env';
import { ciKustomization, playedObjects, probeChecks } from './kube-settings';

const work = mkdtempSync(join(tmpdir(), 'kube-settings-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SECRETS = {
  pushIngest: 'a-push-ingest-secret-of-enough-length',
  redisUrl: 'redis://:pw@10.89.0.1:8341/0',
  bffClientSecret: 'emulator-bff-client-secret',
  bffCookieSecret: 'a-cookie-secret-of-at-least-32-characters',
};

function renderCi(): Manifest[] {
  const dir = join(work, 'overlay');
  mkdirSync(dir, { recursive: true });
  const text = ciKustomization({
    dir,
    image: 'localhost/account-gateway:ci',
    emulator: 'http://10.89.0.1:8340',
    secrets: SECRETS,
    hostPorts: { http: 8342, internal: 8343 },
  });
  writeFileSync(join(dir, 'kustomization.yaml'), text);
  return renderWithKubectl(dir);
}

const secretOf = (rendered: Manifest[], name: string) =>
  rendered.find((m) => m.kind === 'Secret' && m.metadata.name.startsWith(`${name}-`));

describe.runIf(kubectlCanRender())('the CI overlay on production (kube play)', () => {
  const rendered = renderCi();
  const played = playedObjects(rendered);
  const container = played.deployment.spec?.template.spec?.containers[0];

  it('renders objects that pass the strict schema check', () => {
    for (const manifest of rendered) expect(() => validateManifest(manifest)).not.toThrow();
  });

  it("keeps production's securityContext, probes and mode, with the built image and one replica", () => {
    expect(container?.image).toBe('localhost/account-gateway:ci');
    expect(played.deployment.spec?.replicas).toBe(1);
    expect(container?.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(played.deployment.spec?.template.spec?.securityContext?.runAsNonRoot).toBe(true);
    expect(container?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(container?.ports?.map((p) => [p.containerPort, p.hostPort, p.hostIP])).toEqual([
      [8080, 8342, '127.0.0.1'],
      [9080, 8343, '127.0.0.1'],
    ]);
  });

  it('points every upstream and the provider at the emulator, in a ConfigMap production accepts', () => {
    const [configMap] = parseManifests(played.yaml).filter((m) => m.kind === 'ConfigMap');
    const data = (configMap?.data ?? {}) as Record<string, string>;
    expect(data.AUTH_MODE).toBe('bff');
    expect(data.APP_ENV).toBe('production');
    const parsed = parseEnv({
      ...data,
      PUSH_INGEST_SECRET: SECRETS.pushIngest,
      REDIS_URL: SECRETS.redisUrl,
      BFF_CLIENT_SECRET: SECRETS.bffClientSecret,
      BFF_COOKIE_SECRET: SECRETS.bffCookieSecret,
    });
    expect(parsed.options.oidc.authority).toBe('http://10.89.0.1:8340/oidc');
    for (const url of Object.values(parsed.options.upstreams))
      expect(url).toMatch(/^http:\/\/10\.89\.0\.1:8340\//);
  });

  it('names the Secrets it generates in the Deployment, and hands podman their data as JSON', () => {
    const bff = secretOf(rendered, 'account-gateway-bff');
    expect(bff).toBeDefined();
    const refs = (container?.env ?? []).map((e) => e.valueFrom?.secretKeyRef?.name);
    expect(refs).toContain(bff?.metadata.name);
    const json = played.secrets.find((s) => s.name === bff?.metadata.name)?.json ?? '{}';
    const data = JSON.parse(json) as Record<string, string>;
    expect(Buffer.from(data['cookie-secret'] ?? '', 'base64').toString()).toBe(SECRETS.bffCookieSecret);
    expect(played.secrets).toHaveLength(3);
    // Only the Deployment and its ConfigMap are played: podman would refuse or ignore the other kinds.
    expect(parseManifests(played.yaml).map((m) => m.kind)).toEqual(['ConfigMap', 'Deployment']);
  });

  it("runs the manifest's probes at the pod's address, named ports resolved", () => {
    const checks = probeChecks(played.deployment, '10.89.0.2');
    expect(checks.map((c) => `${c.kind} ${c.url}`)).toEqual([
      'startup http://10.89.0.2:9080/healthz',
      'liveness http://10.89.0.2:9080/healthz',
      'readiness http://10.89.0.2:9080/readyz',
    ]);
    expect(checks[0]?.failureThreshold).toBe(30);
  });
});

describe('probeChecks', () => {
  it('refuses a Deployment whose probe names a port the container does not have', () => {
    const deployment: IDeployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'x' },
      spec: {
        selector: {},
        template: {
          spec: {
            containers: [
              {
                name: 'c',
                ports: [{ name: 'http', containerPort: 8080 }],
                startupProbe: { httpGet: { path: '/healthz', port: 'internal' } },
              },
            ],
          },
        },
      },
    };
    expect(() => probeChecks(deployment, '10.0.0.2')).toThrow(/no container port named internal/);
  });
});
