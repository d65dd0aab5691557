/**
 * Where the build puts the consent boot script (client/src/boot/consent.ts) and where the gateway's index.html
 * asks for it: a fixed name outside the hashed /assets/, so the gateway can name it without reading the build's
 * manifest (served no-cache, like the favicons). Decision 210.
 */
export const CONSENT_BOOT_PATH = '/boot/consent.js';
