import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

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
    for (const [test, result] of this.final) {
      const name = `${test.parent.project()?.name ?? '?'}: ${test.titlePath().slice(2).join(' › ')}`;
      if (result.status === 'skipped') {
        const why = test.annotations.find((a) => a.type === 'skip' || a.type === 'fixme')?.description;
        notRun.push(`  ${name} — ${why ?? 'no reason given'}`);
      } else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
        passed += 1;
        if (test.outcome() === 'flaky') flaky.push(`  ${name}`);
      } else failed += 1;
    }
    if (notRun.length > 0) console.log(`\nNot run (${notRun.length}):\n${notRun.join('\n')}`);
    if (flaky.length > 0) console.log(`\nPassed on a retry (${flaky.length}):\n${flaky.join('\n')}`);
    console.log(`\n${passed} passed, ${failed} failed`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
