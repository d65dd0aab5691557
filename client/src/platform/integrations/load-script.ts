const loading = new Map<string, Promise<void>>();

/** Loads a third-party script once (async, no credentials); rejects when it cannot be loaded (blocked, offline). */
export function loadScript(url: string): Promise<void> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(url);
        script.remove();
        reject(new Error(`script not loaded: ${new URL(url, window.location.href).origin}`));
      });
      document.head.append(script);
    });
    loading.set(url, promise);
  }
  return promise;
}
