/**
 * Resolves in a later task, so that the browser can paint and handle input first: `scheduler.yield()` where the
 * browser has it (its continuation goes before other queued work), else a message. Not a timer: timers are
 * throttled in hidden tabs, which would hold a background tab's calls back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
