/** How long to wait for a frame before running anyway (a hidden tab draws no frames). */
const NO_FRAME_MS = 100;

// Runs `task` once what is on screen now is drawn (or after NO_FRAME_MS): a page's effects can run
// before its first frame, so a third party's script added there would delay that frame.
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
