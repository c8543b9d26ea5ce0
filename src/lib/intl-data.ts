/**
 * The page language's `Intl` data (ICU's), loaded on a worker thread as the page loads
 * (./intl-data-worker.ts). ICU keeps a locale's data for the whole renderer process, not per
 * thread: once the worker has loaded it, the app's formats are made in a moment on the main
 * thread, where the locale and the first number format each took 50–70 ms on a mid-range
 * phone (4x CPU), two long tasks of every page's start.
 */
let loaded: Promise<string | null> = Promise.resolve(null);

/** Starts the worker: the entry (src/main.tsx) does, with the page's language. */
export function loadIntlData(language: string): void {
  try {
    const worker = new Worker(new URL('./intl-data-worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-data',
    });
    loaded = new Promise((resolve) => {
      worker.addEventListener('message', ({ data }: MessageEvent<unknown>) =>
        resolve(data === true ? language : null),
      );
      worker.addEventListener('error', () => resolve(null));
    });
    worker.postMessage(language);
  } catch (error) {
    // Only a head start: the app loads the data itself.
    console.warn(error);
  }
}

/** The language whose data the worker has loaded, once it has; null if it could not. */
export const intlDataLoaded = (): Promise<string | null> => loaded;
