import { readFileSync } from 'node:fs';

/** A process's resident set size in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

export interface RssSampler {
  /** Stops sampling; the highest RSS seen since the start. */
  stop(): number;
}

/** Samples a process's RSS every `everyMs` until stopped, keeping the peak. */
export function sampleRss(pid: number, everyMs = 10): RssSampler {
  let peak = rssBytes(pid);
  const sample = () => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // The process is gone: the figure so far stands.
    }
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
