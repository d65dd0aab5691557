import { AppConfig } from '#contracts/app-config';

/**
 * GET /config.json from our own origin, parsed with the AppConfig contract. Throws on any failure. A plain
 * request (no headers of its own), so it is answered by the page's `<link rel="preload">` of it.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return AppConfig.parse(await response.json());
}
