/** Ports of the system under test: apart from 8080/8090 so a running `npm start` does not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8190);
