import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePorts, waitForChild } from './processes';

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
