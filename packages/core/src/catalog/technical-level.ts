import { COEFFICIENT_DIGITS, formatCoefficient, tryParseCoefficient } from '../domain/pricing';
import { toTrimmedString } from '../forms/validators';
import type { TechnicalLevelInput } from './catalog.types';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';

/** Technical levels (技术等级): a coefficient on default prices (domain §3.1, §10.4). */
export function validateTechnicalLevelInput(raw: unknown): Validated<TechnicalLevelInput> {
  const reader = new InputReader();
  const name = reader.text('name', property(raw, 'name'), CatalogLimits.nameMax);
  const code = reader.optionalText('code', property(raw, 'code'), CatalogLimits.codeMax);
  const coefficient = readCoefficient(reader, 'coefficient', property(raw, 'coefficient'));
  const sort = reader.integer('sort', property(raw, 'sort'), 0, CatalogLimits.sortMax, 0);
  const isDefault = reader.boolean('isDefault', property(raw, 'isDefault'), false);
  return reader.result({ name, code, coefficient, sort, isDefault });
}

/** Required; 0 < c ≤ 99.9999 with at most 4 decimals; canonical text ("1.15"). */
function readCoefficient(reader: InputReader, path: string, value: unknown): string {
  reader.describe(path, { type: 'string', pattern: `^\\d+(\\.\\d{1,${String(COEFFICIENT_DIGITS)}})?$` }, true);
  const text = toTrimmedString(value);
  if (text === '') {
    reader.fail(path, 'Validation.Required');
    return '1.00';
  }
  const coefficient = tryParseCoefficient(text);
  if (coefficient === null) {
    reader.fail(path, 'Catalog.Validation.CoefficientInvalid', { max: COEFFICIENT_DIGITS });
    return '1.00';
  }
  return formatCoefficient(coefficient);
}
