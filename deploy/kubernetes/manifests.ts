/**
 * Renders the kustomizations under deploy/kubernetes and validates each object against the Kubernetes JSON
 * schemas (kubernetes-models) and the prometheus-operator CRD schema, offline, with unknown fields refused as
 * `kubectl apply --validate=strict` refuses them. Used by manifests.test.ts.
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

/** A kubernetes-models class: built from the plain object, `validate()` runs the schema's compiled validator. */
type ModelClass = new (data: never) => { validate(): void };

/** apiVersion/kind → the schema's model; a kind missing here is refused (nothing goes unchecked). */
const MODELS: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
};

type Json = Record<string, unknown> | unknown[];
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** `value` seen through proxies that note the path of every property the validator reads. */
function tracked<T extends Json>(value: T, path: string, read: Set<string>): T {
  return new Proxy(value, {
    get(target, key, receiver) {
      const child: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return child;
      read.add(`${path}/${key}`);
      return isJson(child) ? tracked(child, `${path}/${key}`, read) : child;
    },
  });
}

/** The object keys under `value` that were never read: fields the schema does not have. */
function unread(value: unknown, path: string, read: Set<string>): string[] {
  if (!isJson(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const at = `${path}/${key}`;
    if (!Array.isArray(value) && !read.has(at)) return [at];
    return unread(child, at, read);
  });
}

/**
 * The schema check with unknown fields refused. The schemas' compiled validators (ajv) read every property
 * their schema names, and every key of a map (labels, a ConfigMap's data), and ignore the rest: a field nobody
 * read is one the schema does not know, such as `readOnlyRootFileSystem`.
 */
function validateStrictly(model: { validate(): void }): void {
  const read = new Set<string>();
  model.validate.call(tracked(model as unknown as Json, '', read));
  const unknown = unread(JSON.parse(JSON.stringify(model)), '', read);
  if (unknown.length > 0) throw new Error(`unknown field(s) ${unknown.join(', ')}`);
}

/** Throws, naming the object and the schema's complaint, when `manifest` is not a valid object of its kind. */
export function validateManifest(manifest: Manifest): void {
  const key = `${manifest.apiVersion}/${manifest.kind}`;
  const Model = MODELS[key];
  if (Model === undefined)
    throw new Error(`${key} ${manifest.metadata?.name}: no schema to check it against`);
  try {
    validateStrictly(new Model(manifest as never));
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

/** Whether a kubectl with kustomize v4 or later (the `labels` field) is on the PATH. CI must have one. */
export function kubectlCanRender(): boolean {
  const run = spawnSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  const version = run.status === 0 ? /"kustomizeVersion":\s*"v(\d+)/.exec(run.stdout) : null;
  const can = version !== null && Number(version[1]) >= 4;
  if (!can && process.env.CI === 'true') {
    throw new Error(
      'CI renders the manifests as operators do: kubectl with kustomize v4+ must be on the PATH',
    );
  }
  return can;
}

/** `kubectl kustomize <dir>`: what an operator applies. */
export function renderWithKubectl(dir: string): Manifest[] {
  const run = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${run.stderr}`);
  return parseManifests(run.stdout);
}

interface Kustomization {
  resources?: string[];
  configMapGenerator?: { name: string; envs?: string[]; literals?: string[] }[];
}

/** `KEY=value` lines (an env file, a generator's literals) as a ConfigMap's data; `#` lines are comments. */
function envData(lines: readonly string[]): Record<string, string> {
  const pairs = lines
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(pairs);
}

/**
 * Without kubectl: the plain resources a kustomization lists, followed into the bases it names, and the
 * ConfigMaps its generators make (unhashed). Components, patches, labels and images are not applied, so only
 * what the files themselves say can be checked.
 */
export function readPlainResources(dir: string): Manifest[] {
  const kustomization = parseManifests(
    readFileSync(join(dir, 'kustomization.yaml'), 'utf8'),
  )[0] as unknown as Kustomization;
  const resources = (kustomization.resources ?? []).flatMap((entry) => {
    const path = join(dir, entry);
    if (existsSync(path) && statSync(path).isDirectory()) return readPlainResources(path);
    return parseManifests(readFileSync(path, 'utf8'));
  });
  const generated = (kustomization.configMapGenerator ?? []).map((generator): Manifest => {
    const files = (generator.envs ?? []).flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n'));
    return {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: generator.name },
      data: envData([...files, ...(generator.literals ?? [])]),
    };
  });
  return [...resources, ...generated];
}

/** The object of `kind` called `name`, or generated from that name (kustomize adds a hash of its content). */
export function findManifest<T>(manifests: readonly Manifest[], kind: string, name: string): T {
  const generated = new RegExp(`^${name}(-[a-z0-9]{10})?$`);
  const found = manifests.find((m) => m.kind === kind && generated.test(m.metadata.name));
  if (found === undefined) throw new Error(`no ${kind} ${name}`);
  return found as unknown as T;
}
