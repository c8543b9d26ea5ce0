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
