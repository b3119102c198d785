import { describeHttpError, ErrorDurations } from '@eticket/core/abp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateWith } from '../i18n/rosetta';

const notify = vi.fn<(request: unknown) => void>();
vi.mock('../components/ui/notify', () => ({
  notify: (request: unknown) => {
    notify(request);
  },
}));
const { presentError } = await import('./error-presenter');
const { sessionBridge } = await import('./session-bridge');
const { tenantExpiredStore } = await import('./tenant-expired-store');

const t = translateWith('zh-Hans');

describe('error presenter (§8)', () => {
  afterEach(() => {
    notify.mockReset();
    tenantExpiredStore.close();
  });

  it('network error: a 2.5 s message', () => {
    presentError(describeHttpError({ status: 0 }), t);
    expect(notify).toHaveBeenCalledWith({ kind: 'message', type: 'error', title: '网络错误，请稍后再试', durationMs: ErrorDurations.network });
  });

  it('timeout: a 5 s message', () => {
    presentError(describeHttpError({ status: 1 }), t);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'message', durationMs: 5000 }));
  });

  it('ABP error with details: a 3 s notification titled with the message', () => {
    presentError(describeHttpError({ status: 400, body: { error: { message: '保存失败', details: '款号已存在' } } }), t);
    expect(notify).toHaveBeenCalledWith({ kind: 'notification', type: 'error', title: '保存失败', description: '款号已存在', durationMs: 3000 });
  });

  it('unknown error: a notification with the request id', () => {
    presentError(describeHttpError({ status: 500, headers: { 'x-correlation-id': 'abc-123' } }), t);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'notification', title: '未知错误', description: '请求编号：abc-123' }));
  });

  it('TenantExpired: opens the dialog with the server message', () => {
    presentError(describeHttpError({ status: 403, body: { error: { code: 'TenantExpired', message: '公司已于2024-05-01到期' } } }), t);
    expect(tenantExpiredStore.get()).toBe('公司已于2024-05-01到期');
    expect(notify).not.toHaveBeenCalled();
  });

  it('401: asks the session machine for the session-expired prompt', () => {
    const send = vi.fn();
    const detach = sessionBridge.attach(send);
    presentError(describeHttpError({ status: 401 }), t);
    expect(send).toHaveBeenCalledWith({ type: 'session.unauthorized' });
    detach();
  });
});
