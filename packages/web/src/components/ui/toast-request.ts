/** A toast to show: what notify() queues and the lazily loaded toaster renders. */
export interface ToastRequest {
  /** 'message': short centred text; 'notification': title + body at the top right (§8). */
  kind: 'message' | 'notification';
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
  durationMs: number;
}
