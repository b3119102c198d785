import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRedirectParam, safeRedirect, withRedirectParam } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/dashboard', '/order/list?id=1&x=%2F%2F#top', '/', '/a:b', '/%2F%2Fevil.com'])('accepts %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    '',
    'dashboard',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/a\\b',
    'http://evil.com',
    'https://evil.com/x',
    'javascript:alert(1)',
    ' /dashboard',
    '/\t/evil.com',
    '/\n/evil.com',
    '/a\u0000b',
    '/a\u007fb',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });

  it('never accepts a value that could leave the origin (1,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('//', '/\\', '\\\\', '/\t/', 'http:', '/\r\n/')).chain((a) =>
          fc.tuple(fc.constant(a), fc.string()),
        ),
        ([head, tail]) => {
          const value = head + tail;
          const accepted = safeRedirect(value);
          if (accepted === null) return;
          expect(accepted).toBe(value);
          expect(accepted.startsWith('/')).toBe(true);
          expect(accepted.startsWith('//')).toBe(false);
          expect(accepted.includes('\\')).toBe(false);
          expect(Array.from({ length: accepted.length }, (_, i) => accepted.charCodeAt(i)).some((c) => c < 0x20 || c === 0x7f)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('redirect parameter', () => {
  it('reads the decoded parameter with or without the ?', () => {
    expect(readRedirectParam('?redirect=%2Forder%2Flist%3Fid%3D1')).toBe('/order/list?id=1');
    expect(readRedirectParam('a=1&redirect=%2Fx')).toBe('/x');
    expect(readRedirectParam('redirect=a+b')).toBe('a b');
    expect(readRedirectParam('?redirect')).toBe('');
    expect(readRedirectParam('?redirect=%E0%A4%A')).toBeNull();
    expect(readRedirectParam('?other=1')).toBeNull();
    expect(readRedirectParam('')).toBeNull();
    expect(readRedirectParam(undefined)).toBeNull();
  });

  it('round-trips any full path through withRedirectParam (1,000 cases)', () => {
    fc.assert(
      fc.property(fc.string(), (fullPath) => {
        const url = withRedirectParam('/account/login', fullPath);
        expect(readRedirectParam(url.slice(url.indexOf('?')))).toBe(fullPath);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('withRedirectParam', () => {
  it('does not throw on a lone surrogate', () => {
    expect(withRedirectParam('/403', '/a\uD800b')).toBe('/403?redirect=%2Fa%EF%BF%BDb');
  });
});
