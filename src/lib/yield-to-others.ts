// Apart from yield-to-browser.ts, which the app's start uses and so every page's first load
// carries: only the orders' reading uses this.

interface TaskScheduler {
  postTask?: (task: () => void, options: { priority: 'user-visible' }) => Promise<void>;
}

/**
 * As `yieldToBrowser` (yield-to-browser.ts), but the caller goes on after the tasks queued
 * meanwhile: for a long job whose result also waits on other work (the orders' table waits for
 * its place names, whose catalogs' answers are tasks of their own). Behind `scheduler.yield`,
 * those answers waited until the job was done. Queued as an ordinary task
 * (`scheduler.postTask`, else a message), which no browser clamps as it does nested timers.
 */
export function yieldToOthers(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) return scheduler.postTask(() => undefined, { priority: 'user-visible' });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
