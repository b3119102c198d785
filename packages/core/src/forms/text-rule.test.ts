import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCustomerInput } from '../catalog/parties';
import { acceptableText, isMultilineField, textProblem } from './text-rule';

describe('text rule', () => {
  it('names the problem: NUL, lone surrogates, other C0 controls; line breaks only in multi-line fields', () => {
    expect(textProblem('a\u0000b', true)).toBe('nul');
    expect(textProblem('\ud800', false)).toBe('surrogate');
    expect(textProblem('x\udc00', false)).toBe('surrogate');
    expect(textProblem('\ud83d\ude00 ok', false)).toBeNull();
    expect(textProblem('bell\u0007', true)).toBe('control');
    expect(textProblem('del\u007f', true)).toBe('control');
    expect(textProblem('a\nb\tc\r\n', true)).toBeNull();
    expect(textProblem('a\nb', false)).toBe('control');
    expect(textProblem('锦绣服饰 ＣＷ01', false)).toBeNull();
  });

  it('multi-line fields are known by the last name of the path', () => {
    expect(isMultilineField('remark')).toBe(true);
    expect(isMultilineField('procedures[2].remark')).toBe(true);
    expect(isMultilineField('items[0]')).toBe(false);
    expect(isMultilineField('name')).toBe(false);
  });

  it('any well-formed text without controls passes; inserting a NUL always fails', () => {
    const clean = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((t) => Array.from(t).every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && c !== '\u007f'));
    fc.assert(
      fc.property(clean, fc.nat(30), (text, at) => {
        expect(textProblem(text, false)).toBeNull();
        const cut = Math.min(at, text.length);
        expect(textProblem(`${text.slice(0, cut)}\u0000${text.slice(cut)}`, true)).not.toBeNull();
      }),
    );
  });

  it('the form rule and the catalogue validators refuse the same characters with a translated key', () => {
    expect(acceptableText(false)('a\u001b')).toEqual({ key: 'Validation.TextControl', params: {} });
    expect(acceptableText(false)(42)).toBeNull();
    const result = validateCustomerInput({ name: '客户\u0000', remark: '一行\n两行', code: 'C\u0007' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name?.key).toBe('Validation.TextNul');
      expect(result.errors.code?.key).toBe('Validation.TextControl');
      expect(result.errors.remark).toBeUndefined();
    }
  });
});
