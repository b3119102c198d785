import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../i18n/dictionaries';
import { validateProductCategoryInput } from './category';
import type { Validated } from '../validation/input-reader';
import { validatePageRequest } from '../paging/paging';
import { validateCustomerInput, validateFactoryInput } from './parties';
import { validateCopyProcedurePricesInput, validateProcedurePriceBatch } from './procedure-prices';
import { validateProductInput } from './product';
import { validateTechnicalLevelInput } from './technical-level';
import { validatePartTemplateInput, validateProcedureTemplateInput } from './templates';
import { PRODUCT_SORT_FIELDS } from './catalog.types';

/** Every validator of the area: what the server runs on a request body and the forms on their values. */
const validators: Record<string, (raw: unknown) => Validated<unknown>> = {
  category: (raw) => validateProductCategoryInput(raw),
  partTemplate: validatePartTemplateInput,
  procedureTemplate: validateProcedureTemplateInput,
  product: validateProductInput,
  technicalLevel: validateTechnicalLevelInput,
  customer: validateCustomerInput,
  factory: validateFactoryInput,
  priceBatch: (raw) => validateProcedurePriceBatch(raw),
  copyPrices: validateCopyProcedurePricesInput,
  page: (raw) => validatePageRequest(raw, { sortFields: PRODUCT_SORT_FIELDS }),
};

const messageKeys = new Set(Object.keys(DICTIONARIES['zh-Hans']));

/** Bodies that look roughly like the real ones, so the fuzz reaches the nested readers. */
const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.uuid());
const entry = fc.dictionary(
  fc.constantFrom('name', 'code', 'seq', 'defaultPrice', 'piecesPerGarment', 'price', 'size', 'technicalLevelId', 'procedureId', 'partName', 'stage', 'id'),
  field,
);
const body = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.constantFrom('name', 'styleNo', 'items', 'colors', 'sizes', 'parts', 'procedures', 'coefficient', 'productId', 'sorting', 'skipCount', 'maxResultCount', 'phone'),
    fc.oneof(field, fc.array(fc.oneof(entry, field), { maxLength: 5 })),
  ),
);

describe('catalog validators on arbitrary input', () => {
  it.each(Object.entries(validators))('%s never throws and answers only known message keys', (_name, validate) => {
    fc.assert(
      fc.property(body, (raw) => {
        const result = validate(raw);
        if (!result.ok) {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          for (const issue of Object.values(result.errors)) expect(messageKeys.has(issue.key), issue.key).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(validators))('%s accepts its own output unchanged (normalising is idempotent)', (_name, validate) => {
    fc.assert(
      fc.property(body, (raw) => {
        const first = validate(raw);
        if (!first.ok) return;
        const second = validate(first.value);
        expect(second).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});
