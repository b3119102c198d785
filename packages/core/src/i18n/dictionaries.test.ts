import { describe, expect, it } from 'vitest';
import { DICTIONARIES, MESSAGE_AREAS, translate } from './dictionaries';
import { LOCALES } from './locales';

describe('i18n dictionaries', () => {
  it.each(Object.entries(MESSAGE_AREAS))('area %s has the same keys in every language', (_area, messages) => {
    const reference = Object.keys(messages['zh-Hans']).sort();
    for (const locale of LOCALES) expect(Object.keys(messages[locale]).sort()).toEqual(reference);
  });

  it('no key is defined by two areas', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, messages] of Object.entries(MESSAGE_AREAS)) {
      for (const key of Object.keys(messages['zh-Hans'])) {
        const other = seen.get(key);
        if (other !== undefined) clashes.push(`${key} (${other}, ${area})`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('no text is empty and placeholders match across languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(DICTIONARIES['zh-Hans'])) {
      for (const locale of LOCALES) {
        const text = DICTIONARIES[locale][key];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale} ${key}`).toEqual(placeholders(DICTIONARIES['zh-Hans'][key] ?? ''));
      }
    }
  });

  it('translate fills placeholders and falls back to the key', () => {
    expect(translate('en', 'No.Such.Key')).toBe('No.Such.Key');
  });
});
