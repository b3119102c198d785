/** The signal a request is sent with: aborted by the caller's own signal or when the timeout fires. */
export interface RequestDeadline {
  signal: AbortSignal;
  /** Stop the timer and stop listening to the caller's signal (always call once the request settles). */
  dispose(): void;
}

/**
 * ofetch only applies its `timeout` when no signal is given, so the client owns both: the timeout
 * aborts with a `TimeoutError` (the §8 timeout row), the caller's abort keeps its own reason.
 */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): RequestDeadline {
  const controller = new AbortController();
  const onCallerAbort = (): void => {
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted === true) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`No response within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
