import type { BrowserContext } from '@playwright/test';

/** A browser context's saved cookies and localStorage, as the sign-in helpers keep and restore them. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
