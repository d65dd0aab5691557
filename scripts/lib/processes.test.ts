import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { forwardLines, freePorts, KNOWN_NOISE, waitForChild } from './processes';

const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });

describe('waitForChild', () => {
  it('resolves once the child answers, however long it took to start listening', async () => {
    const [port] = await freePorts(1);
    const child = node(
      `setTimeout(() => require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1'), 300)`,
    );
    try {
      await expect(
        waitForChild(`http://127.0.0.1:${port}/`, child, 'the test server'),
      ).resolves.toBeUndefined();
    } finally {
      child.kill();
    }
  });

  it('rejects, naming what it waited for, when the child stops before answering', async () => {
    const [port] = await freePorts(1);
    const child = node('process.exit(3)');
    await expect(waitForChild(`http://127.0.0.1:${port}/`, child, 'the emulator')).rejects.toThrow(
      /the emulator stopped \(exit 3\) before http:\/\/127\.0\.0\.1:\d+\/ answered/,
    );
  });

  it('rejects when the child is alive but uses no CPU for the stall time', async () => {
    const [port] = await freePorts(1);
    const child = node('setInterval(() => {}, 1 << 30)');
    try {
      await expect(
        waitForChild(`http://127.0.0.1:${port}/`, child, 'the idle child', { stallMs: 500 }),
      ).rejects.toThrow(/the idle child has used no CPU/);
    } finally {
      child.kill();
    }
  });
});

describe('the known noise of a start', () => {
  it("is oidc-provider's runtime warning as it prints it, coloured on a terminal or not, and nothing else", () => {
    const warning =
      'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.';
    expect(KNOWN_NOISE.test(`${warning}\n`)).toBe(true);
    expect(KNOWN_NOISE.test(`\x1b[31;1m${warning}\x1b[0m\n`)).toBe(true);
    expect(KNOWN_NOISE.test('oidc-provider WARNING: a key is missing\n')).toBe(false);
    expect(KNOWN_NOISE.test('Error: Unsupported runtime. in a stack\n')).toBe(false);
  });

  it('is dropped line by line however the stream cuts its chunks, the other lines kept whole', async () => {
    const stream = new PassThrough();
    const written: string[] = [];
    forwardLines(stream, (line) => KNOWN_NOISE.test(line) || written.push(line));
    stream.write('listening on 8090\noidc-provider WARNING: Unsup');
    stream.write('ported runtime. Use Node.js v22.x LTS\nan err');
    stream.end('or\nlast words');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(written).toEqual(['listening on 8090\n', 'an error\n', 'last words']);
  });
});
