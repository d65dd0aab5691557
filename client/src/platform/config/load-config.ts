import { AppConfig } from '#contracts/app-config';
import { loadZod } from '#platform/zod/zod-on-demand';

/**
 * GET /config.json from our own origin, parsed with the AppConfig contract. Throws on any failure. A plain
 * request (no headers of its own), so it is answered by the page's `<link rel="preload">` of it. Zod, which the
 * contract needs, loads meanwhile (decision 475).
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const [response] = await Promise.all([fetchImpl('/config.json'), loadZod()]);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return AppConfig.parse(await response.json());
}
