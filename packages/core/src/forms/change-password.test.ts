import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/dictionaries';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateChangePassword,
  validateChangePasswordField,
  type ChangePasswordInput,
} from './change-password';

const RUNS = { numRuns: 1000 };
const blank = fc.constantFrom('', ' ', '\t', '  \n', '\u3000');
const padding = fc.array(fc.constantFrom(' ', '\t', '\n', '\u3000'), { maxLength: 3 }).map((a) => a.join(''));
/** Passwords without surrounding blanks (the characters include CJK and emoji to exercise code-point counting). */
const core = fc
  .array(fc.constantFrom('a', 'Z', '9', '_', '密', '码', '😀', ' '), { minLength: 0, maxLength: 20 })
  .map((chars) => chars.join('').trim());
const anyValue = fc.oneof(core, blank, fc.constant(undefined), fc.constant(null), fc.integer());

function length(s: string) {
  return Array.from(s).length;
}

describe('validateChangePassword (product-spec §5)', () => {
  it('accepts a valid form and returns trimmed values', () => {
    expect(validateChangePassword({ currentPassword: ' old ', newPassword: ' secret1 ', newPassword2: 'secret1  ' })).toEqual({
      ok: true,
      value: { currentPassword: 'old', newPassword: 'secret1' },
    });
  });

  it('reports every required field with its own message', () => {
    expect(validateChangePassword({})).toEqual({
      ok: false,
      errors: {
        currentPassword: 'Validation.CurrentPasswordRequired',
        newPassword: 'Validation.NewPasswordRequired',
        newPassword2: 'Validation.ConfirmPasswordRequired',
      },
    });
  });

  it('checks the length 6–16 and the confirmation', () => {
    expect(validateChangePassword({ currentPassword: 'x', newPassword: '12345', newPassword2: '12345' })).toEqual({
      ok: false,
      errors: { newPassword: 'Validation.PasswordLength' },
    });
    expect(validateChangePassword({ currentPassword: 'x', newPassword: '12345678901234567', newPassword2: 'x' })).toEqual({
      ok: false,
      errors: { newPassword: 'Validation.PasswordLength', newPassword2: 'Validation.PasswordMismatch' },
    });
    expect(validateChangePassword({ currentPassword: 'x', newPassword: '123456', newPassword2: '1234567' })).toEqual({
      ok: false,
      errors: { newPassword2: 'Validation.PasswordMismatch' },
    });
  });

  it('the server form ignores the confirmation', () => {
    expect(validateChangePassword({ currentPassword: 'a', newPassword: '123456' }, { requireConfirmation: false })).toEqual({
      ok: true,
      value: { currentPassword: 'a', newPassword: '123456' },
    });
    expect(validateChangePassword({ newPassword: '1' }, { requireConfirmation: false })).toEqual({
      ok: false,
      errors: { currentPassword: 'Validation.CurrentPasswordRequired', newPassword: 'Validation.PasswordLength' },
    });
  });

  it('translates to the spec texts', () => {
    const result = validateChangePassword({ newPassword: '1', newPassword2: '2' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.values(result.errors).map((key) => translate('zh-Hans', key))).toEqual([
      '请输入当前密码',
      '请输入6~16位字符',
      '两次输入的密码不一致',
    ]);
    expect(translate('zh-Hans', 'Validation.NewPasswordRequired')).toBe('请输入新密码');
    expect(translate('zh-Hans', 'Validation.ConfirmPasswordRequired')).toBe('请再次输入密码');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateChangePasswordField('newPassword', { newPassword: '😀😀😀😀😀😀' })).toBeNull();
    expect(validateChangePasswordField('newPassword', { newPassword: '密'.repeat(17) })).toBe('Validation.PasswordLength');
  });

  it('is invariant under surrounding blanks (property)', () => {
    fc.assert(
      fc.property(core, core, core, padding, padding, padding, padding, (c, n, n2, p1, p2, p3, p4) => {
        const plain = validateChangePassword({ currentPassword: c, newPassword: n, newPassword2: n2 });
        const padded = validateChangePassword({ currentPassword: p1 + c + p2, newPassword: p3 + n + p4, newPassword2: p2 + n2 + p1 });
        expect(padded).toEqual(plain);
      }),
      RUNS,
    );
  });

  it('length boundaries: exactly 6..16 characters pass (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.constantFrom('a', '密', '😀'), (n, ch) => {
        const pw = ch.repeat(n);
        const ok = n >= PASSWORD_MIN_LENGTH && n <= PASSWORD_MAX_LENGTH;
        expect(validateChangePasswordField('newPassword', { newPassword: pw })).toBe(ok ? null : 'Validation.PasswordLength');
      }),
      RUNS,
    );
  });

  it('an error appears iff its rule is violated (property)', () => {
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, fc.boolean(), fc.boolean(), (c, n, other, same, requireConfirmation) => {
        const n2 = same ? n : other;
        const input: ChangePasswordInput = { currentPassword: c, newPassword: n, newPassword2: n2 };
        const result = validateChangePassword(input, { requireConfirmation });
        const t = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
        const [tc, tn, tn2] = [t(c), t(n), t(n2)];
        const expected: Record<string, string> = {};
        if (tc === '') expected.currentPassword = 'Validation.CurrentPasswordRequired';
        if (tn === '') expected.newPassword = 'Validation.NewPasswordRequired';
        else if (length(tn) < 6 || length(tn) > 16) expected.newPassword = 'Validation.PasswordLength';
        if (requireConfirmation) {
          if (tn2 === '') expected.newPassword2 = 'Validation.ConfirmPasswordRequired';
          else if (tn2 !== tn) expected.newPassword2 = 'Validation.PasswordMismatch';
        }
        if (Object.keys(expected).length === 0) {
          expect(result).toEqual({ ok: true, value: { currentPassword: tc, newPassword: tn } });
        } else {
          expect(result).toEqual({ ok: false, errors: expected });
        }
      }),
      RUNS,
    );
  });
});
