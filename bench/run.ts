/** `npm run bench`: runs every benchmark in turn and exits non-zero when one misses its budget. */
import { benchGatewayProxy } from './gateway-proxy';

const benchmarks: Array<[string, () => Promise<boolean>]> = [['gateway proxy', benchGatewayProxy]];

let allPassed = true;
for (const [name, bench] of benchmarks) {
  console.log(`\n=== ${name} ===`);
  const passed = await bench();
  allPassed &&= passed;
}
console.log(allPassed ? '\nAll benchmarks within budget.' : '\nA benchmark missed its budget.');
process.exit(allPassed ? 0 : 1);
