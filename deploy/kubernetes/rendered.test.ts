import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findManifest,
  KUBERNETES_DIR,
  kubectlCanRender,
  type Manifest,
  renderWithKubectl,
  validateManifest,
} from './manifests';

/**
 * What `kubectl kustomize` makes of each overlay: the faults issue 54 found only show once kustomize has applied
 * its labels, generators and components. Skipped without a kubectl, except under CI (kubectlCanRender throws).
 */
const OVERLAYS = ['production', 'with-redis'];
const KUBECTL = kubectlCanRender();
const render = (overlay: string) => renderWithKubectl(join(KUBERNETES_DIR, 'overlays', overlay));

interface PeerShape {
  namespaceSelector?: { matchLabels?: Record<string, string> };
  podSelector?: { matchLabels?: Record<string, string> };
}
interface PolicyShape {
  spec: { egress: { to?: PeerShape[]; ports?: { port: number | string; protocol?: string }[] }[] };
}
interface EnvVar {
  name: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface DeploymentShape {
  spec: {
    template: {
      spec: { containers: { env: EnvVar[]; envFrom: { configMapRef?: { name: string } }[] }[] };
    };
  };
}

function gatewayOf(manifests: Manifest[]) {
  const deployment = findManifest<DeploymentShape>(manifests, 'Deployment', 'account-gateway');
  const [container] = deployment.spec.template.spec.containers;
  if (container === undefined) throw new Error('the Deployment has no container');
  const config = findManifest<Manifest & { data: Record<string, string> }>(
    manifests,
    'ConfigMap',
    'account-gateway',
  );
  return { container, config };
}

describe.skipIf(!KUBECTL).each(OVERLAYS)('the %s overlay, rendered by kubectl kustomize', (overlay) => {
  const manifests = KUBECTL ? render(overlay) : [];
  const policy = () => findManifest<PolicyShape>(manifests, 'NetworkPolicy', 'account-gateway');

  it('lets DNS out to the DNS pods selected by their own label alone', () => {
    const dns = policy().spec.egress.filter((rule) => rule.ports?.some((port) => port.port === 53));
    expect(dns).toHaveLength(1);
    expect(dns[0]?.to).toEqual([
      { namespaceSelector: {}, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } },
    ]);
    expect(dns[0]?.ports).toEqual([
      { port: 53, protocol: 'UDP' },
      { port: 53, protocol: 'TCP' },
    ]);
  });

  it('passes the strict schema check (unknown fields refused)', () => {
    for (const object of manifests) expect(() => validateManifest(object)).not.toThrow();
  });

  it('runs bff mode with its secrets from a Secret, and Redis from a Secret', () => {
    const { container, config } = gatewayOf(manifests);
    expect(config.data).toMatchObject({ AUTH_MODE: 'bff', BFF_CLIENT_ID: expect.any(String) });
    const fromSecrets = Object.fromEntries(
      container.env.map((variable) => [variable.name, variable.valueFrom?.secretKeyRef]),
    );
    expect(fromSecrets).toMatchObject({
      BFF_CLIENT_SECRET: { name: 'account-gateway-bff', key: 'client-secret' },
      BFF_COOKIE_SECRET: { name: 'account-gateway-bff', key: 'cookie-secret' },
      // with-redis generates its Secret (a hashed name).
      REDIS_URL: { name: expect.stringMatching(/^account-gateway-redis(-[a-z0-9]{10})?$/), key: 'url' },
      PUSH_INGEST_SECRET: { name: 'account-gateway-push', key: 'ingest-secret' },
    });
    // Every Secret and key the pods read is documented for the operator who creates them.
    const guide = readFileSync('docs/deployment.md', 'utf8');
    for (const ref of Object.values(fromSecrets)) {
      const name = ref?.name.replace(/-[a-z0-9]{10}$/, '');
      if (ref !== undefined) expect(guide).toContain(`\`${name}\` key \`${ref.key}\``);
    }
  });

  it('takes its settings from a generated ConfigMap, so that a change of them rolls the pods', () => {
    const { container, config } = gatewayOf(manifests);
    expect(config.metadata.name).toMatch(/^account-gateway-[a-z0-9]{10}$/);
    expect(container.envFrom).toEqual([{ configMapRef: { name: config.metadata.name } }]);
  });

  it('lets the traces out to the collector whenever one is configured', () => {
    const { config } = gatewayOf(manifests);
    const endpoint = config.data.OTEL_EXPORTER_OTLP_ENDPOINT;
    if (overlay === 'production') expect(endpoint).toBeDefined();
    if (endpoint === undefined) return;
    const port = Number(new URL(endpoint).port || 80);
    const open = policy().spec.egress.some((rule) => rule.ports?.some((p) => p.port === port));
    expect(open).toBe(true);
  });
});

describe.skipIf(!KUBECTL)('the strict schema check', () => {
  it('refuses a misspelt field that the Kubernetes schema would otherwise let through', () => {
    const manifests = render('production');
    const deployment = structuredClone(
      findManifest<DeploymentShape>(manifests, 'Deployment', 'account-gateway'),
    );
    const [container] = deployment.spec.template.spec.containers;
    Object.assign(container as object, { securityContext: { readOnlyRootFileSystem: true } });
    expect(() => validateManifest(deployment as unknown as Manifest)).toThrow(
      'unknown field(s) /spec/template/spec/containers/0/securityContext/readOnlyRootFileSystem',
    );
    const policy = structuredClone(findManifest<Manifest>(manifests, 'NetworkPolicy', 'account-gateway'));
    Object.assign(policy, { spec: { ...(policy.spec as object), egres: [] } });
    expect(() => validateManifest(policy)).toThrow('/spec/egres');
  });
});
