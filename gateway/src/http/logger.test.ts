import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { batchLines } from './logger';

/** Runs a small script that uses the gateway's stdout logger in its own process; resolves with what it printed. */
function runWithLogger(body: string): Promise<{ stdout: string; code: number | null }> {
  const script = `import { createLogger } from './gateway/src/http/logger.ts';\nconst log = createLogger('info');\n${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, code }));
  });
}

function messages(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('the stdout logger', () => {
  it('writes every batched line when the process exits', async () => {
    const { stdout, code } = await runWithLogger(
      "for (let i = 0; i < 3; i++) log.info({ i }, 'line ' + i);\nprocess.exit(3);",
    );
    expect(code).toBe(3);
    expect(messages(stdout)).toEqual(['line 0', 'line 1', 'line 2']);
  });

  it('writes a lone line within about a second on a quiet gateway', async () => {
    const { stdout } = await runWithLogger(
      [
        "log.info('quiet');",
        "const { writeSync } = await import('node:fs');",
        // SIGKILL skips the exit-time flush: the line can only have come out through the periodic one.
        'setTimeout(() => { writeSync(1, JSON.stringify({ msg: "checked" }) + "\\n"); process.kill(process.pid, "SIGKILL"); }, 1500);',
      ].join('\n'),
    );
    expect(messages(stdout)).toEqual(['quiet', 'checked']);
  });

  it('hides tokens and cookies whatever a log call includes', async () => {
    const { stdout } = await runWithLogger(
      "log.info({ token: 'top-secret', headers: { authorization: 'Bearer top-secret' } }, 'oops');\nprocess.exit(0);",
    );
    expect(stdout).toContain('oops');
    expect(stdout).not.toContain('top-secret');
  });
});

describe('lines in batches', () => {
  it('hands lines on one batch at a time, in order, once a batch is full', () => {
    const writes: string[] = [];
    const lines = batchLines({ write: (data) => writes.push(data) }, 10);
    lines.write('aaaa\n');
    lines.write('bbbb\n');
    expect(writes).toEqual(['aaaa\nbbbb\n']);
    lines.write('cc\n');
    expect(writes).toHaveLength(1);
    lines.flush();
    lines.flush();
    expect(writes).toEqual(['aaaa\nbbbb\n', 'cc\n']);
  });

  it('writes what it holds and then its output synchronously on flushSync', () => {
    const calls: string[] = [];
    const lines = batchLines({
      write: (data) => calls.push(`write ${data}`),
      flushSync: () => calls.push('sync'),
    });
    lines.write('x\n');
    lines.flushSync();
    expect(calls).toEqual(['write x\n', 'sync']);
  });
});
