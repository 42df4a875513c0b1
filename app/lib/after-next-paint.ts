/** How long to wait for a frame before running anyway (a hidden tab draws no frames). */
const NO_FRAME_MS = 100;

/**
 * Runs `task` once the browser has drawn what is on screen now: in a task after the next
 * animation frame, or after {@link NO_FRAME_MS} where no frame comes. For work a page starts as
 * it mounts that the visitor does not see at once (a third party's script): on a tap from
 * another page, React runs the new page's effects in the tap's own task, before its first frame.
 */
export function afterNextPaint(task: () => void): void {
  let hasRun = false;
  const run = () => {
    if (hasRun) return;
    hasRun = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, NO_FRAME_MS);
  // The frame's callbacks run before it paints; the task after them runs once it has.
  requestAnimationFrame(() => setTimeout(run, 0));
}
