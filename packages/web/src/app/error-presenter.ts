import { errorDisplayText, type ErrorDisplay } from '@eticket/core/abp';
import type { TFunction } from '../i18n/rosetta';
import { notify } from '../components/ui/notify';
import { sessionBridge } from './session-bridge';
import { tenantExpiredStore } from './tenant-expired-store';

/** The translator of the language on screen; set by the root whenever the language changes. */
let currentT: TFunction = (key) => key;
export function setPresenterTranslator(t: TFunction): void {
  currentT = t;
}

/**
 * Show a failed call the way the error catalogue says (product-spec §8): a message or a notification
 * with the catalogue's duration, the session-expired confirmation (through the session machine, which
 * shows one prompt at a time), or the tenant-expired dialog.
 */
export function presentError(display: ErrorDisplay, t: TFunction = currentT): void {
  switch (display.kind) {
    case 'none':
      return;
    case 'dialog-session-expired':
      sessionBridge.send({ type: 'session.unauthorized' });
      return;
    case 'dialog-tenant-expired':
      tenantExpiredStore.open(errorDisplayText(display, t).message);
      return;
    case 'message':
    case 'notification': {
      const { title, message } = errorDisplayText(display, t);
      const durationMs = display.durationMs ?? 3000;
      if (display.kind === 'message') notify({ kind: 'message', type: 'error', title: message, durationMs });
      else notify({ kind: 'notification', type: 'error', title: title ?? message, ...(title === null ? {} : { description: message }), durationMs });
      return;
    }
  }
}
