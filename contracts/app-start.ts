/**
 * How My photos' page lets the boot script start the app (decision 393). The build marks the boot script's tag
 * (client/build/boot-script.ts); on a load where the boot script will paint the first row, the gateway moves the
 * app's entry and its modulepreloads from the page into that tag's attributes (gateway/src/spa/index-pages.ts),
 * and the boot script adds them once the row is on screen (client/src/platform/boot/app-start.ts).
 */

/** Marks the boot script's `<script>` tag. */
export const BOOT_TAG_ATTRIBUTE = 'data-boot';
/** The app's entry (a path under /assets/). */
export const APP_ENTRY_ATTRIBUTE = 'data-app';
/** The modulepreloads to add with it, space-separated paths; the low-priority ones (the screen's chunks) apart. */
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';
export const APP_LOW_PRELOADS_ATTRIBUTE = 'data-app-low-preloads';
