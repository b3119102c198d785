import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areFeaturesEnabled, isFeatureEnabled, isGranted } from './permissions';

const granted = { 'A.Read': true, 'A.Write': true, 'B.Read': false };

describe('isGranted', () => {
  it('treats nothing required as granted', () => {
    expect(isGranted({}, undefined)).toBe(true);
    expect(isGranted({}, '')).toBe(true);
    expect(isGranted({}, [])).toBe(true);
    expect(isGranted({}, [], 'all')).toBe(true);
  });

  it('checks one name, where only true grants', () => {
    expect(isGranted(granted, 'A.Read')).toBe(true);
    expect(isGranted(granted, 'B.Read')).toBe(false);
    expect(isGranted(granted, 'C.Read')).toBe(false);
  });

  it('matches a list on any name by default, or on all when asked', () => {
    expect(isGranted(granted, ['B.Read', 'A.Write'])).toBe(true);
    expect(isGranted(granted, ['B.Read', 'C.Read'])).toBe(false);
    expect(isGranted(granted, ['A.Read', 'A.Write'], 'all')).toBe(true);
    expect(isGranted(granted, ['A.Read', 'B.Read'], 'all')).toBe(false);
  });

  it('does not take inherited object keys for grants', () => {
    expect(isGranted({}, 'toString')).toBe(false);
    expect(isGranted({}, ['constructor', '__proto__'])).toBe(false);
  });

  it('a one-element list behaves like the single name in both modes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.boolean()), fc.string({ minLength: 1 }), (policies, name) => {
        const single = isGranted(policies, name);
        expect(isGranted(policies, [name], 'any')).toBe(single);
        expect(isGranted(policies, [name], 'all')).toBe(single);
      }),
    );
  });
});

describe('features', () => {
  it('is on only for the exact string "true"', () => {
    const features = { a: 'true', b: 'True', c: 'false', d: '1', e: ' true' };
    expect(isFeatureEnabled(features, 'a')).toBe(true);
    for (const name of ['b', 'c', 'd', 'e', 'missing', 'toString']) expect(isFeatureEnabled(features, name)).toBe(false);
  });

  it('requires every listed feature', () => {
    const features = { a: 'true', b: 'true', c: 'false' };
    expect(areFeaturesEnabled(features, undefined)).toBe(true);
    expect(areFeaturesEnabled(features, [])).toBe(true);
    expect(areFeaturesEnabled(features, ['a', 'b'])).toBe(true);
    expect(areFeaturesEnabled(features, ['a', 'c'])).toBe(false);
  });
});
