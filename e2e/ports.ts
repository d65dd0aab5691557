/**
 * Ports of the system under test, one system (gateway + emulator) per Playwright worker. Worker n (its
 * parallelIndex) gets the gateway on E2E_PORT + 20n and the emulator on E2E_EMULATOR_PORT + 20n: 8180/8190,
 * 8200/8210, 8220/8230, ... Apart from 8080/8090, so a running `npm start` does not collide.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8180);
const BASE_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8190);
const STRIDE = 20;

export interface SystemPorts {
  gateway: number;
  emulator: number;
}

export function portsFor(parallelIndex: number): SystemPorts {
  return {
    gateway: BASE_PORT + STRIDE * parallelIndex,
    emulator: BASE_EMULATOR_PORT + STRIDE * parallelIndex,
  };
}
