import type { ThirdPartyRecord } from '#contracts/integrations';

/** What the emulator's third-party stand-ins recorded (`GET /__control/third-party?kind=`). */
export async function recorded(
  emulatorUrl: string,
  kind: ThirdPartyRecord['kind'],
): Promise<ThirdPartyRecord[]> {
  const res = await fetch(`${emulatorUrl}/__control/third-party?kind=${kind}`);
  if (!res.ok) throw new Error(`third-party records answered ${res.status}`);
  return (await res.json()) as ThirdPartyRecord[];
}

/** Sets what the A/B target answers for a test (any string, even one the app must refuse). */
export async function setAbAnswer(emulatorUrl: string, test: string, variant: string): Promise<void> {
  const res = await fetch(`${emulatorUrl}/__control/third-party/ab`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ test, variant }),
  });
  if (!res.ok) throw new Error(`setting the A/B answer answered ${res.status}`);
}
