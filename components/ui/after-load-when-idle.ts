/**
 * Runs `task` when the browser is idle after the page has loaded, so it never competes with the
 * page's own first work (its largest paint, its scripts). The browser waits at most `idleTimeoutMs`
 * for an idle moment; Safari, without requestIdleCallback, waits `fallbackMs` after load instead.
 * Returns the function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void, { idleTimeoutMs, fallbackMs }: { idleTimeoutMs: number; fallbackMs: number }): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, fallbackMs);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") idle();
  else {
    window.addEventListener("load", idle, { once: true });
    cancel = () => window.removeEventListener("load", idle);
  }
  return () => cancel();
}
