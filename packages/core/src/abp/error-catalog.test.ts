import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/dictionaries';
import { DICTIONARIES } from '../i18n/dictionaries';
import {
  ErrorTextKeys,
  describeHttpError,
  errorDisplayText,
  type ErrorDisplay,
  type HttpErrorInput,
} from './error-catalog';

const ABP = { _AbpErrorFormat: 'true' };
const abpBody = (error: Record<string, unknown>) => ({ error });

describe('describeHttpError: every row of product-spec §8', () => {
  const rows: [string, HttpErrorInput, ErrorDisplay][] = [
    ['status 0: network error tip, 2.5 s', { status: 0 }, { kind: 'message', i18nKey: 'Shell.Error.Network', durationMs: 2500 }],
    ['status 1: request timeout tip, 5 s', { status: 1 }, { kind: 'message', i18nKey: 'Shell.Error.Timeout', durationMs: 5000 }],
    ['401: session-expired confirmation', { status: 401 }, { kind: 'dialog-session-expired', i18nKey: 'Shell.SessionExpired.Message' }],
    [
      '401 wins over an ABP body',
      { status: 401, headers: ABP, body: abpBody({ code: 'Unauthorized', message: 'Not logged in' }) },
      { kind: 'dialog-session-expired', i18nKey: 'Shell.SessionExpired.Message' },
    ],
    [
      'ABP TenantExpired: dialog with the server message (Renew / Close)',
      { status: 403, headers: ABP, body: abpBody({ code: 'TenantExpired', message: '贵公司账户已于 2024-01-01 到期' }) },
      { kind: 'dialog-tenant-expired', i18nKey: 'Shell.TenantExpired.Title', text: '贵公司账户已于 2024-01-01 到期', code: 'TenantExpired' },
    ],
    [
      'ABP TenantExpired with a namespaced code',
      { status: 403, headers: ABP, body: abpBody({ code: 'Eticket:TenantExpired', message: 'expired' }) },
      { kind: 'dialog-tenant-expired', i18nKey: 'Shell.TenantExpired.Title', text: 'expired', code: 'Eticket:TenantExpired' },
    ],
    [
      'ABP with details: notification, title = message, body = details, 3 s',
      { status: 400, headers: ABP, body: abpBody({ code: 'Validation', message: '请求无效', details: '款号不能为空' }) },
      { kind: 'notification', title: '请求无效', details: '款号不能为空', durationMs: 3000, code: 'Validation' },
    ],
    [
      'ABP validation errors without details are listed as the details',
      {
        status: 400,
        headers: ABP,
        body: abpBody({ message: 'Invalid', validationErrors: [{ message: 'a is required', members: ['a'] }, { message: 'b too long', members: ['b'] }] }),
      },
      { kind: 'notification', title: 'Invalid', details: 'a is required\nb too long', durationMs: 3000 },
    ],
    [
      'ABP without details: plain error message, 3 s',
      { status: 403, headers: ABP, body: abpBody({ code: 'UserQuotaExceeded', message: '用户数量已达上限' }) },
      { kind: 'message', text: '用户数量已达上限', durationMs: 3000, code: 'UserQuotaExceeded' },
    ],
    [
      'ABP format sniffed from the body when the header is not exposed',
      { status: 500, headers: {}, body: abpBody({ message: '服务器内部错误' }) },
      { kind: 'message', text: '服务器内部错误', durationMs: 3000 },
    ],
    [
      'ABP body as raw JSON text',
      { status: 409, body: JSON.stringify(abpBody({ code: 'Conflict', message: '数据已被修改' })) },
      { kind: 'message', text: '数据已被修改', durationMs: 3000, code: 'Conflict' },
    ],
    [
      'header marks ABP format: a body without a message still counts',
      { status: 403, headers: { '_abperrorformat': 'true' }, body: abpBody({ code: 'TenantExpired' }) },
      { kind: 'dialog-tenant-expired', i18nKey: 'Shell.TenantExpired.Title', code: 'TenantExpired' },
    ],
    [
      'header marks ABP format, empty message and no details: unknown error message',
      { status: 400, headers: ABP, body: abpBody({ code: 'X' }) },
      { kind: 'message', i18nKey: 'Shell.Error.Unknown', durationMs: 3000, code: 'X' },
    ],
    ['403 without ABP format: no-permission message', { status: 403, body: 'Forbidden' }, { kind: 'message', i18nKey: 'Shell.Error.NoPermission', durationMs: 3000 }],
    [
      'other: Unknown error notification with the request id, 3 s',
      { status: 502, headers: { 'X-Correlation-Id': 'req-42' }, body: '<html>Bad gateway</html>' },
      { kind: 'notification', i18nKey: 'Shell.Error.Unknown', correlationId: 'req-42', durationMs: 3000 },
    ],
    [
      'other, headers as a lookup function',
      { status: 500, headers: (name) => (name === 'x-correlation-id' ? 'abc' : null) },
      { kind: 'notification', i18nKey: 'Shell.Error.Unknown', correlationId: 'abc', durationMs: 3000 },
    ],
    [
      'other, headers as a Headers-like object, no correlation id',
      { status: 404, headers: { get: () => null } },
      { kind: 'notification', i18nKey: 'Shell.Error.Unknown', durationMs: 3000 },
    ],
    [
      'no response: request-failed prefix plus the error text',
      { status: undefined, requestError: new TypeError('Failed to fetch') },
      { kind: 'message', i18nKey: 'Shell.Error.RequestFailed', text: 'Failed to fetch', durationMs: 3000 },
    ],
    [
      'no response, a string error',
      { status: null, requestError: 'socket hang up' },
      { kind: 'message', i18nKey: 'Shell.Error.RequestFailed', text: 'socket hang up', durationMs: 3000 },
    ],
    [
      'no response because the timeout fired',
      { requestError: Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' }) },
      { kind: 'message', i18nKey: 'Shell.Error.Timeout', durationMs: 5000 },
    ],
    ['no response because the caller aborted: nothing to show', { requestError: Object.assign(new Error('aborted'), { name: 'AbortError' }) }, { kind: 'none' }],
    ['a successful status: nothing to show', { status: 204 }, { kind: 'none' }],
  ];

  it.each(rows)('%s', (_name, input, expected) => {
    expect(describeHttpError(input)).toEqual(expected);
  });
});

describe('errorDisplayText', () => {
  const en = (key: string, params?: Readonly<Record<string, string | number>>) => translate('en', key, params);
  const zh = (key: string, params?: Readonly<Record<string, string | number>>) => translate('zh-Hans', key, params);

  it('every key the catalogue uses exists in the shell texts', () => {
    for (const key of Object.values(ErrorTextKeys)) for (const locale of ['zh-Hans', 'zh-Hant', 'en'] as const) expect(DICTIONARIES[locale][key], `${locale} ${key}`).toBeTruthy();
  });

  it('renders each kind to final strings', () => {
    expect(errorDisplayText(describeHttpError({ status: 0 }), en)).toEqual({ title: null, message: en('Shell.Error.Network') });
    expect(errorDisplayText(describeHttpError({ requestError: new Error('ECONNRESET') }), zh)).toEqual({ title: null, message: '请求失败：ECONNRESET' });
    expect(errorDisplayText(describeHttpError({ status: 500, headers: { 'x-correlation-id': 'r1' } }), en)).toEqual({
      title: 'Unknown error',
      message: en('Shell.Error.RequestId', { requestId: 'r1' }),
    });
    expect(errorDisplayText(describeHttpError({ status: 400, body: abpBody({ message: 'M', details: 'D' }) }), en)).toEqual({ title: 'M', message: 'D' });
    expect(errorDisplayText(describeHttpError({ status: 403, body: abpBody({ message: 'M' }) }), en)).toEqual({ title: null, message: 'M' });
    expect(errorDisplayText(describeHttpError({ status: 401 }), en)).toEqual({
      title: en('Shell.SessionExpired.Title'),
      message: 'Session has expired, please login again!',
    });
    expect(errorDisplayText(describeHttpError({ status: 403, body: abpBody({ code: 'TenantExpired', message: 'X' }) }), en)).toEqual({
      title: en('Shell.TenantExpired.Title'),
      message: 'X',
    });
    expect(errorDisplayText({ kind: 'none' }, en)).toEqual({ title: null, message: '' });
  });
});

describe('describeHttpError (property)', () => {
  const headerSource = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('_AbpErrorFormat', 'x-correlation-id')), fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined))),
    fc.func(fc.oneof(fc.string(), fc.constant(null))),
    fc.constant(() => {
      throw new Error('headers exploded');
    }),
  );
  const body = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.record({ error: fc.anything() }),
    fc.record({ error: fc.record({ code: fc.oneof(fc.string(), fc.constant('TenantExpired')), message: fc.string(), details: fc.oneof(fc.string(), fc.constant(null)) }, { requiredKeys: [] }) }),
  );
  const status = fc.oneof(fc.constantFrom(0, 1, 200, 400, 401, 403, 404, 500, undefined, null, Number.NaN), fc.integer({ min: -10, max: 700 }), fc.double());
  const requestError = fc.oneof(fc.anything(), fc.string(), fc.constant(new Error('x')), fc.constant(Object.assign(new Error('t'), { name: 'TimeoutError' })));

  it('never throws, always a known kind, durations only 2.5 s, 5 s or 3 s', () => {
    const kinds = new Set(['message', 'notification', 'dialog-session-expired', 'dialog-tenant-expired', 'none']);
    fc.assert(
      fc.property(status, headerSource, body, requestError, (s, headers, b, err) => {
        const display = describeHttpError({ status: s, headers: headers as HttpErrorInput['headers'], body: b, requestError: err });
        expect(kinds.has(display.kind)).toBe(true);
        if (display.durationMs !== undefined) expect([2500, 5000, 3000]).toContain(display.durationMs);
        // Messages and notifications always have a duration; dialogs and none never do.
        expect(display.durationMs !== undefined).toBe(display.kind === 'message' || display.kind === 'notification');
        const text = errorDisplayText(display, (key) => key);
        expect(typeof text.message).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});
