/**
 * Renders the kustomizations under deploy/kubernetes and validates each object against the Kubernetes JSON
 * schemas (kubernetes-models) and the prometheus-operator CRD schema, offline. Used by manifests.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { parseAllDocuments } from 'yaml';

export const KUBERNETES_DIR = join(import.meta.dirname);

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

type Validator = (manifest: Manifest) => void;

/** apiVersion/kind → the schema's validator; a kind missing here is refused (nothing goes unchecked). */
const VALIDATORS: Record<string, Validator> = {
  'v1/ConfigMap': (m) => new ConfigMap(m as never).validate(),
  'v1/Secret': (m) => new Secret(m as never).validate(),
  'v1/Service': (m) => new Service(m as never).validate(),
  'v1/ServiceAccount': (m) => new ServiceAccount(m as never).validate(),
  'apps/v1/Deployment': (m) => new Deployment(m as never).validate(),
  'autoscaling/v2/HorizontalPodAutoscaler': (m) => new HorizontalPodAutoscaler(m as never).validate(),
  'policy/v1/PodDisruptionBudget': (m) => new PodDisruptionBudget(m as never).validate(),
  'networking.k8s.io/v1/Ingress': (m) => new Ingress(m as never).validate(),
  'networking.k8s.io/v1/NetworkPolicy': (m) => new NetworkPolicy(m as never).validate(),
  'monitoring.coreos.com/v1/ServiceMonitor': (m) => new ServiceMonitor(m as never).validate(),
};

/** Throws, naming the object and the schema's complaint, when `manifest` is not a valid object of its kind. */
export function validateManifest(manifest: Manifest): void {
  const key = `${manifest.apiVersion}/${manifest.kind}`;
  const validate = VALIDATORS[key];
  if (validate === undefined)
    throw new Error(`${key} ${manifest.metadata?.name}: no schema to check it against`);
  try {
    validate(manifest);
  } catch (error) {
    throw new Error(`${key} ${manifest.metadata?.name}: ${(error as Error).message}`);
  }
}

export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw doc.errors[0];
      return doc.toJS() as Manifest | null;
    })
    .filter((m): m is Manifest => m !== null);
}

/** Whether a kubectl with kustomize v4 or later (the `labels` field) is on the PATH. */
export function kubectlCanRender(): boolean {
  const run = spawnSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  if (run.status !== 0) return false;
  const version = /"kustomizeVersion":\s*"v(\d+)/.exec(run.stdout);
  return version !== null && Number(version[1]) >= 4;
}

/** `kubectl kustomize <dir>`: what an operator applies. */
export function renderWithKubectl(dir: string): Manifest[] {
  const run = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${run.stderr}`);
  return parseManifests(run.stdout);
}

/**
 * Without kubectl: the plain resources a kustomization lists, followed into the bases it names. Generators,
 * patches, labels and images are not applied, so only what the files themselves say can be checked.
 */
export function readPlainResources(dir: string): Manifest[] {
  const kustomization = parseManifests(
    readFileSync(join(dir, 'kustomization.yaml'), 'utf8'),
  )[0] as unknown as {
    resources?: string[];
  };
  return (kustomization.resources ?? []).flatMap((entry) => {
    const path = join(dir, entry);
    if (existsSync(path) && statSync(path).isDirectory()) return readPlainResources(path);
    return parseManifests(readFileSync(path, 'utf8'));
  });
}
