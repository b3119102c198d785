import type { ProductColor, ProductInput, ProductPartInput, ProductProcedureInput, ProductSize } from './catalog.types';
import { InputReader, nameKey, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';
import { checkPartList, checkProcedureList, readPartItem, readProcedureItem } from './templates';

/**
 * The style (款式) form: style no, name, category, image, ordered colours and sizes, parts, procedures,
 * customer, remark, active. Whether the style no is free and the ids exist in the tenant is the server's
 * part (it answers on the same field paths).
 */

/** An image is an http(s) URL or a path on this server (uploads later). */
const IMAGE_URL = /^(https?:\/\/[^\s/]+|\/)[^\s]*$/i;

function readColors(reader: InputReader, raw: unknown): ProductColor[] {
  const list = reader.list('colors', raw, CatalogLimits.colorsMax);
  if (list.length === 0 && !reader.failed('colors')) reader.fail('colors', 'Catalog.Validation.ColorsRequired');
  const colors = list.map((entry, index) => {
    // A bare string is accepted as the colour's name (quick entry, imports).
    const value = typeof entry === 'string' ? { name: entry } : entry;
    return {
      name: reader.text(`colors[${index}].name`, property(value, 'name'), CatalogLimits.colorNameMax),
      code: reader.optionalText(`colors[${index}].code`, property(value, 'code'), CatalogLimits.codeMax),
    };
  });
  reader.unique(colors, (c) => nameKey(c.name), (i) => `colors[${i}].name`, 'Catalog.Validation.DuplicateColor', (c) => c.name);
  reader.unique(colors, (c) => (c.code === null ? null : nameKey(c.code)), (i) => `colors[${i}].code`, 'Catalog.Validation.DuplicateCode', (c) => c.code ?? '');
  return colors;
}

function readSizes(reader: InputReader, raw: unknown): ProductSize[] {
  const list = reader.list('sizes', raw, CatalogLimits.sizesMax);
  if (list.length === 0 && !reader.failed('sizes')) reader.fail('sizes', 'Catalog.Validation.SizesRequired');
  const sizes = list.map((entry, index) => ({
    name: reader.text(`sizes[${index}].name`, property(typeof entry === 'string' ? { name: entry } : entry, 'name'), CatalogLimits.sizeNameMax),
  }));
  reader.unique(sizes, (s) => nameKey(s.name), (i) => `sizes[${i}].name`, 'Catalog.Validation.DuplicateSize', (s) => s.name);
  return sizes;
}

function readParts(reader: InputReader, raw: unknown): ProductPartInput[] {
  const list = reader.list('parts', raw, CatalogLimits.partsMax);
  const parts = list.map((entry, index) => ({
    id: reader.optionalId(`parts[${index}].id`, property(entry, 'id')),
    ...readPartItem(reader, entry, `parts[${index}]`, index),
  }));
  checkPartList(reader, parts, 'parts');
  reader.unique(parts, (p) => p.id, (i) => `parts[${i}].id`, 'Catalog.Validation.DuplicateId', (p) => p.name);
  return parts;
}

function readProcedures(reader: InputReader, raw: unknown, parts: readonly ProductPartInput[]): ProductProcedureInput[] {
  const list = reader.list('procedures', raw, CatalogLimits.proceduresMax);
  const partNames = new Map(parts.map((p) => [nameKey(p.name), p.name]));
  const procedures = list.map((entry, index): ProductProcedureInput => {
    const path = `procedures[${index}]`;
    const partText = reader.optionalText(`${path}.partName`, property(entry, 'partName'), CatalogLimits.partNameMax);
    const partName = partText === null ? null : (partNames.get(nameKey(partText)) ?? null);
    if (partText !== null && partName === null) reader.fail(`${path}.partName`, 'Catalog.Validation.UnknownPart', { value: partText });
    return {
      id: reader.optionalId(`${path}.id`, property(entry, 'id')),
      ...readProcedureItem(reader, entry, path),
      partName,
      isOutsourceable: reader.boolean(`${path}.isOutsourceable`, property(entry, 'isOutsourceable'), false),
      isQcPoint: reader.boolean(`${path}.isQcPoint`, property(entry, 'isQcPoint'), false),
    };
  });
  reader.unique(procedures, (p) => p.id, (i) => `procedures[${i}].id`, 'Catalog.Validation.DuplicateId', (p) => p.name);
  return checkProcedureList(reader, procedures, 'procedures');
}

/** Create/update body → the style input (lists trimmed, procedures ordered by seq, parts numbered). */
export function validateProductInput(raw: unknown): Validated<ProductInput> {
  const reader = new InputReader();
  const styleNo = reader.text('styleNo', property(raw, 'styleNo'), CatalogLimits.styleNoMax);
  const name = reader.text('name', property(raw, 'name'), CatalogLimits.nameMax);
  const categoryId = reader.optionalId('categoryId', property(raw, 'categoryId'));
  const imageUrl = reader.optionalText('imageUrl', property(raw, 'imageUrl'), CatalogLimits.imageUrlMax);
  if (imageUrl !== null && !IMAGE_URL.test(imageUrl)) reader.fail('imageUrl', 'Catalog.Validation.ImageUrlInvalid');
  const colors = readColors(reader, property(raw, 'colors'));
  const sizes = readSizes(reader, property(raw, 'sizes'));
  const customerId = reader.optionalId('customerId', property(raw, 'customerId'));
  const remark = reader.optionalText('remark', property(raw, 'remark'), CatalogLimits.remarkMax);
  const isActive = reader.boolean('isActive', property(raw, 'isActive'), true);
  const partTemplateId = reader.optionalId('partTemplateId', property(raw, 'partTemplateId'));
  const procedureTemplateId = reader.optionalId('procedureTemplateId', property(raw, 'procedureTemplateId'));
  const parts = readParts(reader, property(raw, 'parts'));
  const procedures = readProcedures(reader, property(raw, 'procedures'), parts);
  return reader.result({
    styleNo,
    name,
    categoryId,
    imageUrl,
    colors,
    sizes,
    customerId,
    remark,
    isActive,
    partTemplateId,
    procedureTemplateId,
    parts,
    procedures,
  });
}
