/** Runs `task` once the next frame is painted: never in the way of the paint that answers an interaction. */
export const afterNextPaint = (task: () => void) =>
  requestAnimationFrame(() => setTimeout(task, 0));

/** `afterNextPaint` as a promise, for a step of an async function. */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));
