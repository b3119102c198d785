import type { JsonSchema } from '@eticket/core/validation';
import fc from 'fast-check';

/**
 * Values of a contract schema's JSON shape, mostly inside its limits, so generated bodies get past the
 * reader and reach the business rules and the database. Text mixes ASCII, CJK and full-width forms
 * (names are compared after NFKC), decimals stay small.
 */
const TEXT_SAMPLES = ['衬衫', '前片', 'ＸＬ', 'xl', '上衣 ', '红色', 'A-1', '  '];

function text(min: number, max: number): fc.Arbitrary<string> {
  const words = fc.oneof(fc.string({ minLength: Math.max(min, 1), maxLength: Math.min(max, 20) }), fc.constantFrom(...TEXT_SAMPLES.filter((t) => t.length <= max)));
  return min > 0 ? words.filter((t) => t.trim() !== '') : fc.oneof(words, fc.constant(''));
}

function scalar(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern !== undefined) return fc.tuple(fc.integer({ min: 1, max: 99 }), fc.nat(99)).map(([whole, cents]) => `${String(whole)}.${String(cents).padStart(2, '0')}`);
      return text(schema.minLength ?? 0, schema.maxLength ?? 40);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, (schema.minimum ?? 0) + 1000) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items === undefined ? fc.constant(null) : arbitraryOf(schema.items), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, arbitraryOf(s)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.constant(null);
  }
}

export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = schema.type === undefined ? ['object'] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const options = types.filter((t) => t !== 'null').map((t) => scalar(schema, t));
  const value = options.length === 1 && options[0] !== undefined ? options[0] : fc.oneof(...options);
  return types.includes('null') ? fc.option(value, { nil: null, freq: 4 }) : value;
}
