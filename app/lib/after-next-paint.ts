// Runs `task` once what is on screen now is drawn: a page's effects can run before its first frame,
// so a third party's script added there would delay that frame. A hidden tab draws no frames, so
// there it runs at once (or when the tab is hidden before the frame).
export function afterNextPaint(task: () => void): void {
  if (document.hidden) return task();
  let pending: (() => void) | undefined = task;
  const run = () => {
    pending?.();
    pending = undefined;
  };
  // (Left until the tab's next change, it holds nothing once the task has run.)
  document.addEventListener('visibilitychange', run, { once: true });
  // The frame's callbacks run before it paints; the task after them runs once it has.
  requestAnimationFrame(() => setTimeout(run, 0));
}
