import type { SessionEvent } from '@eticket/core/session';

/**
 * The API client lives outside React but must tell the session about failed refreshes and 401s; the
 * session provider attaches its actor here.
 */
type Send = (event: SessionEvent) => void;
let target: Send | null = null;
const queued: SessionEvent[] = [];

export const sessionBridge = {
  attach(send: Send): () => void {
    target = send;
    for (const event of queued.splice(0)) send(event);
    return () => {
      if (target === send) target = null;
    };
  },
  send(event: SessionEvent): void {
    if (target === null) queued.push(event);
    else target(event);
  },
};
