/**
 * Lets the browser paint and handle input before the caller goes on: the end of a task, where
 * what comes next would make it a long one on a phone (scheduler.yield where there is one: it
 * has no 4 ms clamp, and the caller goes on before other tasks queued meanwhile).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface TaskScheduler {
  postTask?: (task: () => void, options: { priority: 'user-visible' }) => Promise<void>;
}

/**
 * As `yieldToBrowser`, but the caller goes on after the tasks queued meanwhile: for a long job
 * whose result also waits on other work (the orders' table waits for its place names, whose
 * catalogs' answers are tasks of their own). Behind `scheduler.yield`, those answers waited
 * until the job was done. Queued as an ordinary task (`scheduler.postTask`, else a message),
 * which no browser clamps as it does nested timers.
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
