import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../../gateway/src/env-schema';
import { REQUIRED_IN_PRODUCTION } from '../../gateway/src/production-env';
import {
  findManifest,
  KUBERNETES_DIR,
  kubectlCanRender,
  type Manifest,
  readPlainResources,
  renderWithKubectl,
  validateManifest,
} from './manifests';

const OVERLAYS = ['production', 'with-redis'];
const KUBECTL = kubectlCanRender();

/** What an overlay applies: rendered by kubectl when it can, else the plain files (manifests.ts). */
function load(overlay: string): Manifest[] {
  const dir = join(KUBERNETES_DIR, 'overlays', overlay);
  return KUBECTL ? renderWithKubectl(dir) : readPlainResources(dir);
}

const find = findManifest;

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports: { name: string; containerPort: number }[];
  env: EnvVar[];
  envFrom: { configMapRef?: { name: string } }[];
  startupProbe: Probe;
  livenessProbe: Probe;
  readinessProbe: Probe;
  lifecycle: { preStop: { sleep?: { seconds: number } } };
  resources: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext: Record<string, unknown>;
}
interface DeploymentShape {
  spec: {
    template: {
      metadata: { labels: Record<string, string> };
      spec: {
        terminationGracePeriodSeconds: number;
        securityContext: Record<string, unknown>;
        containers: Container[];
      };
    };
  };
}
interface ServiceShape {
  spec: { clusterIP?: string; ports: { name: string; port: number; targetPort: string | number }[] };
  metadata: { labels?: Record<string, string> };
}

const manifests = load('production');
const deployment = find<DeploymentShape>(manifests, 'Deployment', 'account-gateway');
const pod = deployment.spec.template.spec;
const gateway = pod.containers[0] as Container;
const config = find<{ data: Record<string, string> }>(manifests, 'ConfigMap', 'account-gateway').data;
const internalPort = gateway.ports.find((p) => p.name === 'internal');

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  it('holds only objects valid against the Kubernetes and prometheus-operator schemas', () => {
    const objects = load(overlay);
    expect(objects.map((m) => m.kind)).toEqual(
      expect.arrayContaining([
        'Deployment',
        'Service',
        'Ingress',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
        'NetworkPolicy',
        'ServiceMonitor',
      ]),
    );
    for (const object of objects) expect(() => validateManifest(object)).not.toThrow();
  });
});

describe('the schema check', () => {
  it('refuses a broken Deployment, ServiceMonitor or an object of a kind it has no schema for', () => {
    const broken = structuredClone(deployment);
    const [container] = broken.spec.template.spec.containers;
    const [port] = container?.ports ?? [];
    if (port === undefined) throw new Error('the Deployment has no port');
    port.containerPort = '8080' as unknown as number;
    expect(() => validateManifest(broken as unknown as Manifest)).toThrow(/containerPort must be integer/);

    const monitor = structuredClone(find<Manifest>(manifests, 'ServiceMonitor', 'account-gateway'));
    (monitor as unknown as { spec: { endpoints: unknown } }).spec.endpoints = 'internal';
    expect(() => validateManifest(monitor)).toThrow(/ServiceMonitor account-gateway/);

    expect(() =>
      validateManifest({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'loose' } } as Manifest),
    ).toThrow(/no schema/);
  });
});

describe('the gateway Deployment', () => {
  it('probes the internal listener: started and alive on /healthz, ready on /readyz', () => {
    expect(internalPort?.containerPort).toBe(Number(config.INTERNAL_PORT));
    expect(config.INTERNAL_PORT).not.toBe(config.PORT);
    expect(gateway.startupProbe.httpGet).toEqual({ path: '/healthz', port: 'internal' });
    expect(gateway.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'internal' });
    expect(gateway.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'internal' });
  });

  it('waits before SIGTERM as long as the gateway drains after it, and gives it time to finish', () => {
    const preStopMs = (gateway.lifecycle.preStop.sleep?.seconds ?? 0) * 1000;
    const delayMs = Number(config.SHUTDOWN_DELAY_MS);
    expect(preStopMs).toBeGreaterThan(0);
    expect(preStopMs).toBe(delayMs);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      preStopMs + delayMs + Number(config.SHUTDOWN_GRACE_MS),
    );
  });

  it('runs as a non-root user on a read-only root file system, with requests and a memory limit', () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
    expect(gateway.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    expect(gateway.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(gateway.resources.limits).toMatchObject({ memory: expect.any(String) });
  });

  it('sets only variables the gateway reads, every one production requires, secrets from Secret objects', () => {
    const envFromConfigMaps = gateway.envFrom.map((source) => source.configMapRef?.name);
    expect(envFromConfigMaps).toEqual([
      find<Manifest>(manifests, 'ConfigMap', 'account-gateway').metadata.name,
    ]);
    const names = [...Object.keys(config), ...gateway.env.map((v) => v.name)];
    const known = Object.keys(EnvSchema.shape);
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
    expect(REQUIRED_IN_PRODUCTION.filter((name) => !names.includes(name))).toEqual([]);
    for (const secret of ['PUSH_INGEST_SECRET', 'REDIS_URL', 'BFF_CLIENT_SECRET', 'BFF_COOKIE_SECRET']) {
      expect(Object.keys(config)).not.toContain(secret);
      const variable = gateway.env.find((v) => v.name === secret);
      expect(variable?.value).toBeUndefined();
      expect(variable?.valueFrom?.secretKeyRef).toMatchObject({
        name: expect.any(String),
        key: expect.any(String),
      });
    }
  });
});

describe('the internal port', () => {
  it('is behind neither the public Service nor the Ingress', () => {
    const service = find<ServiceShape>(manifests, 'Service', 'account-gateway');
    for (const port of service.spec.ports) {
      expect([port.targetPort, port.port]).not.toContain('internal');
      expect([port.targetPort, port.port]).not.toContain(internalPort?.containerPort);
    }
    const ingress = find<{ spec: { rules: { http: { paths: { backend: unknown }[] } }[] } }>(
      manifests,
      'Ingress',
      'account-gateway',
    );
    const backends = ingress.spec.rules.flatMap((rule) => rule.http.paths.map((path) => path.backend));
    expect(backends).toEqual([{ service: { name: 'account-gateway', port: { name: 'http' } } }]);
  });

  it('is scraped by the ServiceMonitor through a headless Service, on /metrics', () => {
    const internal = find<ServiceShape>(manifests, 'Service', 'account-gateway-internal');
    expect(internal.spec.clusterIP).toBe('None');
    expect(internal.spec.ports.map((p) => p.targetPort)).toEqual(['internal']);
    const monitor = find<{
      spec: {
        selector: { matchLabels: Record<string, string> };
        endpoints: { port: string; path: string }[];
      };
    }>(manifests, 'ServiceMonitor', 'account-gateway');
    expect(internal.metadata.labels).toMatchObject(monitor.spec.selector.matchLabels);
    expect(monitor.spec.endpoints).toEqual([expect.objectContaining({ port: 'internal', path: '/metrics' })]);
  });

  it('is reachable only from the namespaces the NetworkPolicy names, the public port from the ingress', () => {
    const policy = find<{
      spec: { policyTypes: string[]; ingress: { from: unknown[]; ports: { port: string }[] }[] };
    }>(manifests, 'NetworkPolicy', 'account-gateway');
    expect(policy.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    for (const rule of policy.spec.ingress) expect(rule.from.length).toBeGreaterThan(0);
    expect(policy.spec.ingress.flatMap((rule) => rule.ports.map((p) => p.port)).sort()).toEqual([
      'http',
      'internal',
    ]);
  });
});

describe('scaling', () => {
  it('autoscales the Deployment from two copies and keeps all but one through a disruption', () => {
    const hpa = find<{ spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>(
      manifests,
      'HorizontalPodAutoscaler',
      'account-gateway',
    );
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'account-gateway' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = find<{ spec: { maxUnavailable: number; selector: { matchLabels: Record<string, string> } } }>(
      manifests,
      'PodDisruptionBudget',
      'account-gateway',
    );
    expect(pdb.spec.maxUnavailable).toBe(1);
    expect(deployment.spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
  });
});
