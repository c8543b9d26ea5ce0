/**
 * Runs `task` when the browser is next idle (after the frame in progress has painted), and at
 * the latest after `timeout` ms. For work nobody is waiting for: prefetching, saving. Returns
 * a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a short timer still lets the frame paint first.
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}
