/**
 * What the compose step (scripts/compose/main.ts) hands to podman-compose: the project's name, the images
 * docker-compose.yml names, the environment it interpolates. Pure, so scripts/compose/settings.test.ts checks
 * it against the file.
 */

export const COMPOSE_PROJECT = 'account-compose';

/** The images docker-compose.yml builds (its `image:` keys): localhost/, never pulled or pushed. */
export const COMPOSE_IMAGES = ['gateway', 'emulator', 'redis', 'nginx'].map(
  (name) => `localhost/account-compose/${name}:latest`,
);

/** podman-compose 1.0's container name for a service (`<project>_<service>_1`). */
export function containerName(service: string): string {
  return `${COMPOSE_PROJECT}_${service}_1`;
}

/** The variables docker-compose.yml reads: the base of every image, the published ports. */
export function composeEnv(input: {
  baseImage: string;
  lbPort: number;
  idpPort: number;
}): Record<string, string> {
  return { BASE_IMAGE: input.baseImage, LB_PORT: String(input.lbPort), IDP_PORT: String(input.idpPort) };
}
