/** Steps of a benchmark with a time limit and a progress line, and the table a benchmark prints. */

/** One line of a user's table: a figure and, when it has one, its budget. */
export interface Row {
  metric: string;
  value: string;
  budget: string;
  /** null: no budget, shown for information. */
  pass: boolean | null;
  note?: string;
}

export class StepError extends Error {}

/** Runs `action`, or fails with "<what>: did not finish within <ms> ms" (or "<what>: <its error>"). */
export async function within<T>(what: string, ms: number, action: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StepError(`${what}: did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([action(), timeout]);
  } catch (error) {
    if (error instanceof StepError) throw error;
    throw new StepError(`${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** `within`, then a progress line saying how long it took. */
export async function phase<T>(what: string, ms: number, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await within(what, ms, action);
  console.log(`  · ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const KB = 1024;
export const MB = 1024 * 1024;
export const n = (value: number) => Math.round(value).toLocaleString('en-GB');
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

export function printRows(rows: readonly Row[]): void {
  for (const row of rows) {
    const verdict = row.pass === null ? '    ' : row.pass ? 'PASS' : 'FAIL';
    console.log(
      `  ${row.metric.padEnd(42)} ${row.value.padStart(10)}   budget ${row.budget.padEnd(10)} ${verdict}${row.note ? `   (${row.note})` : ''}`,
    );
  }
}
