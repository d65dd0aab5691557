import { relative } from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { stringify } from 'yaml';
import { API_SERVICES, upstreamEnvName } from '#contracts/services';
import { KUBERNETES_DIR, type Manifest } from '../../deploy/kubernetes/manifests';

/**
 * What the kube step (scripts/container/kube-play.ts) renders and plays: a CI overlay on top of the production
 * overlay, the objects `podman kube play` is given, and the probes it cannot run itself. Pure, so
 * scripts/container/kube-settings.test.ts checks it.
 */

export const PRODUCTION_OVERLAY = `${KUBERNETES_DIR}/overlays/production`;
/** The image production's overlay names, which the CI overlay swaps for the one the container step built. */
export const PRODUCTION_IMAGE = 'registry.example.com/account-area/gateway';
export const NAMESPACE = 'account-area';

export interface CiOverlay {
  /** The directory the overlay is written to (kustomize wants its bases as relative paths). */
  dir: string;
  /** The image to run, `name:tag`. */
  image: string;
  /** The emulator's address as the pod reaches it: every upstream and the identity provider. */
  emulator: string;
  /** This run's secrets, made into Secrets by the overlay's generator as an operator makes them by hand. */
  secrets: { pushIngest: string; redisUrl: string; bffClientSecret: string; bffCookieSecret: string };
  /** Where the host publishes the pod's two ports (on 127.0.0.1 only): podman publishes every containerPort. */
  hostPorts: { http: number; internal: number };
}

/**
 * The CI overlay: production (bff mode, its probes, securityContext and settings) with only what a machine without
 * a cluster must change: the image, the upstreams and the identity provider (the emulator), the Secrets (which
 * production expects made by hand), one replica, and the host ports podman 4.3 publishes each containerPort on.
 */
export function ciKustomization(overlay: CiOverlay): string {
  const [name, tag] = splitImage(overlay.image);
  const upstreams = [...API_SERVICES, 'public-config' as const].map(
    (service) => `${upstreamEnvName(service)}=${overlay.emulator}/${service}`,
  );
  const hostPort = (index: number, port: number) => [
    { op: 'add', path: `/spec/template/spec/containers/0/ports/${index}/hostPort`, value: port },
    { op: 'add', path: `/spec/template/spec/containers/0/ports/${index}/hostIP`, value: '127.0.0.1' },
  ];
  return stringify({
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    namespace: NAMESPACE,
    resources: [relative(overlay.dir, PRODUCTION_OVERLAY)],
    images: [{ name: PRODUCTION_IMAGE, newName: name, newTag: tag }],
    // One copy (podman plays every replica, and two cannot publish one host port); the HPA is not played.
    replicas: [{ name: 'account-gateway', count: 1 }],
    configMapGenerator: [
      {
        name: 'account-gateway',
        behavior: 'merge',
        literals: [
          `OIDC_AUTHORITY=${overlay.emulator}/oidc`,
          `OIDC_JWKS_URL=${overlay.emulator}/oidc/jwks`,
          `IMAGE_ORIGINS=${overlay.emulator}`,
          ...upstreams,
        ],
      },
    ],
    secretGenerator: [
      { name: 'account-gateway-push', literals: [`ingest-secret=${overlay.secrets.pushIngest}`] },
      { name: 'account-gateway-redis', literals: [`url=${overlay.secrets.redisUrl}`] },
      {
        name: 'account-gateway-bff',
        literals: [
          `client-secret=${overlay.secrets.bffClientSecret}`,
          `cookie-secret=${overlay.secrets.bffCookieSecret}`,
        ],
      },
    ],
    patches: [
      {
        target: { kind: 'Deployment', name: 'account-gateway' },
        patch: JSON.stringify([
          ...hostPort(0, overlay.hostPorts.http),
          ...hostPort(1, overlay.hostPorts.internal),
        ]),
      },
    ],
  });
}

function splitImage(image: string): [string, string] {
  const colon = image.lastIndexOf(':');
  if (colon <= image.lastIndexOf('/')) return [image, 'latest'];
  return [image.slice(0, colon), image.slice(colon + 1)];
}

export interface Played {
  /** The documents `podman kube play` reads: the gateway's Deployment and the ConfigMap it names. */
  yaml: string;
  deployment: IDeployment;
  /**
   * The rendered Secrets as podman 4.3 reads a `secretKeyRef`: a podman secret of that name holding a JSON map of
   * each key to its base64 value (the Secret's `data`). Its `kube play` turns a Secret document into a podman
   * secret it then cannot read back ("is not valid JSON"), so the step makes them itself.
   */
  secrets: { name: string; json: string }[];
}

/** Picks what is played out of the rendered overlay. */
export function playedObjects(rendered: readonly Manifest[]): Played {
  const deployment = rendered.find((m) => m.kind === 'Deployment' && m.metadata.name === 'account-gateway');
  if (deployment === undefined) throw new Error('the rendered overlay has no account-gateway Deployment');
  const configMaps = rendered.filter((m) => m.kind === 'ConfigMap');
  const secrets = rendered
    .filter((m) => m.kind === 'Secret')
    .map((m) => ({ name: m.metadata.name, json: JSON.stringify(m.data ?? {}) }));
  return {
    yaml: [...configMaps, deployment].map((m) => stringify(m)).join('---\n'),
    deployment: deployment as unknown as IDeployment,
    secrets,
  };
}

export interface ProbeCheck {
  kind: 'startup' | 'liveness' | 'readiness';
  url: string;
  periodSeconds: number;
  failureThreshold: number;
  timeoutSeconds: number;
}

/**
 * The Deployment's three probes as the kubelet runs them, against the pod's address (named ports resolved through
 * the container's ports). podman 4.3 cannot: it ignores startup and readiness probes and turns the liveness probe
 * into a healthcheck that runs `curl` (not in the image) on port 0 (a named port), on a timer only systemd starts.
 */
export function probeChecks(deployment: IDeployment, podAddress: string): ProbeCheck[] {
  const container = deployment.spec?.template.spec?.containers[0];
  if (container === undefined) throw new Error('the Deployment has no container');
  const portOf = (port: number | string): number => {
    if (typeof port === 'number') return port;
    const named = container.ports?.find((p) => p.name === port);
    if (named === undefined) throw new Error(`no container port named ${port}`);
    return named.containerPort;
  };
  const check = (kind: ProbeCheck['kind'], probe: IProbe | undefined): ProbeCheck[] => {
    if (probe?.httpGet === undefined) throw new Error(`the gateway has no ${kind} probe over http`);
    return [
      {
        kind,
        url: `http://${podAddress}:${portOf(probe.httpGet.port)}${probe.httpGet.path ?? '/'}`,
        periodSeconds: probe.periodSeconds ?? 10,
        failureThreshold: probe.failureThreshold ?? 3,
        timeoutSeconds: probe.timeoutSeconds ?? 1,
      },
    ];
  };
  return [
    ...check('startup', container.startupProbe),
    ...check('liveness', container.livenessProbe),
    ...check('readiness', container.readinessProbe),
  ];
}
