/**
 * `npm run bench`: runs every benchmark in turn and exits non-zero when one misses its budget.
 * `npm run bench -- timeline` (or `gateway`, `instructions`, `archive`, `upload`…) runs only the ones named.
 */
import { benchArchives } from './archive';
import { benchEmulatorDecode } from './emulator-decode';
import { benchGatewayProxy } from './gateway-proxy';
import { benchLighthouse } from './lighthouse';
import { benchProxyInstructions } from './proxy-instructions';
import { benchPushSockets } from './push-sockets';
import { benchStaticAssets } from './static-assets';
import { benchTimeline } from './timeline';
import { benchTwoCopies } from './two-copies';
import { benchUploads } from './upload';

const benchmarks: Array<{ id: string; name: string; run: () => Promise<boolean> }> = [
  { id: 'gateway', name: 'gateway proxy', run: benchGatewayProxy },
  { id: 'instructions', name: 'proxy instructions per request (callgrind)', run: benchProxyInstructions },
  { id: 'push', name: 'push relay: 10,000 sockets', run: benchPushSockets },
  { id: 'two-copies', name: 'two gateway copies under load', run: benchTwoCopies },
  { id: 'timeline', name: 'photo timeline', run: benchTimeline },
  { id: 'static', name: "the SPA's static files, gateway ÷ nginx", run: benchStaticAssets },
  {
    id: 'lighthouse',
    name: "Lighthouse user flows: the project's harness (mobile, desktop) and a customer's",
    run: benchLighthouse,
  },
  { id: 'archive', name: 'zip archives', run: benchArchives },
  { id: 'upload', name: 'photo upload: 200 photos through the gateway', run: benchUploads },
  { id: 'decode', name: 'emulator responsiveness during 10 HEIC decodes', run: benchEmulatorDecode },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((id) => !benchmarks.some((b) => b.id === id));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.id).join(', ')}`);
  process.exit(2);
}
const selected = asked.length === 0 ? benchmarks : benchmarks.filter((b) => asked.includes(b.id));

let allPassed = true;
for (const { name, run } of selected) {
  console.log(`\n=== ${name} ===`);
  let passed: boolean;
  try {
    passed = await run();
  } catch (error) {
    console.log(`${name} could not run: ${error instanceof Error ? error.message : String(error)}`);
    passed = false;
  }
  allPassed &&= passed;
}
console.log(allPassed ? '\nAll benchmarks within budget.' : '\nA benchmark missed its budget.');
process.exit(allPassed ? 0 : 1);
