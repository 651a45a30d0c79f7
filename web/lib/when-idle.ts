/**
 * Runs `task` once the browser has nothing more urgent to do, or after `timeout` ms at the
 * latest; where there is no idle callback (Safari), shortly after. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}
