import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the closing lines are also written, for CI's own closing summary (.ci/run prints it last). */
export const SUMMARY_FILE = 'test-results/engines-summary.txt';

/**
 * Closes the run with what CI reads: the journeys that cannot run in an engine, each with its reason, then
 * `N passed, N failed` (a journey passed on its retry counts as passed and is named as flaky).
 */
export default class EnginesReporter implements Reporter {
  private readonly final = new Map<TestCase, TestResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.final.set(test, result);
  }

  onEnd(_result: FullResult): void {
    let passed = 0;
    let failed = 0;
    const notRun: string[] = [];
    const flaky: string[] = [];
    const failures: string[] = [];
    for (const [test, result] of this.final) {
      const name = `${test.parent.project()?.name ?? '?'}: ${test.titlePath().slice(2).join(' › ')}`;
      if (result.status === 'skipped') {
        const why = test.annotations.find((a) => a.type === 'skip' || a.type === 'fixme')?.description;
        notRun.push(`  ${name} — ${why ?? 'no reason given'}`);
      } else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
        passed += 1;
        if (test.outcome() === 'flaky') flaky.push(`  ${name}`);
      } else {
        failed += 1;
        const firstLine = (result.error?.message ?? 'no error message').split('\n')[0];
        failures.push(`  ${name} — ${firstLine}`);
      }
    }
    if (notRun.length > 0) console.log(`\nNot run (${notRun.length}):\n${notRun.join('\n')}`);
    if (flaky.length > 0) console.log(`\nPassed on a retry (${flaky.length}):\n${flaky.join('\n')}`);
    console.log(`\n${passed} passed, ${failed} failed`);
    const lines = [
      ...(failures.length > 0 ? ['Failed:', ...failures] : []),
      `${passed} passed, ${failed} failed`,
    ];
    mkdirSync(dirname(SUMMARY_FILE), { recursive: true });
    writeFileSync(SUMMARY_FILE, `${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
