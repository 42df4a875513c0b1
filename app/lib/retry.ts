export type RetryOptions = {
  maxRetries: number;
  /** Wait before retry number `retry` (1-based): 1000 ms × the attempt number. */
  delayMs: (retry: number) => number;
  /** Called after each failed attempt, with the 1-based attempt number. */
  onFailure?: (error: unknown, attempt: number) => void;
  signal?: AbortSignal;
};

/** Runs `attempt` up to 1 + maxRetries times, waiting delayMs(n) before retry n. */
export async function retry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { maxRetries, delayMs, onFailure, signal } = options;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      onFailure?.(error, attemptNumber);
      if (attemptNumber > maxRetries) throw error;
      await wait(delayMs(attemptNumber), signal);
    }
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
