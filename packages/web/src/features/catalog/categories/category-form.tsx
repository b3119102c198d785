import { SimpleGrid } from '@chakra-ui/react';
import { CatalogLimits, validateProductCategoryInput, type ProductCategoryDto, type ProductCategoryInput } from '@eticket/core/catalog';
import { FormField, setText, TextField } from '../../../components/data-ui/form-fields';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';
import { CategoryPicker } from '../shared/master-pickers';

interface CategoryValues {
  name: string;
  /** '' = top level. */
  parentId: string;
  sort: string;
}

function CategoryFields({ form, record, nameOf }: { form: EntityForm<CategoryValues>; record: ProductCategoryDto | null; nameOf: (id: string) => string | null }) {
  const t = useT();
  const label = t('Catalog.Field.Parent');
  return (
    <>
      <TextField form={form} name="name" label={t('Catalog.Field.Name')} required maxLength={CatalogLimits.nameMax} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={label} error={form.errorOf('parentId')}>
          <CategoryPicker
            label={label}
            value={form.values.parentId}
            selectedLabel={form.values.parentId === '' ? null : nameOf(form.values.parentId)}
            placeholder={t('Catalog.Category.TopLevel')}
            // A category cannot move under itself or one of its own sub-categories.
            excludeTreeOf={record?.id ?? null}
            testId="category-parent-picker"
            onChange={(id) => {
              setText(form, 'parentId', id);
            }}
          />
        </FormField>
        <TextField form={form} name="sort" label={t('Catalog.Field.Sort')} inputMode="numeric" />
      </SimpleGrid>
    </>
  );
}

/**
 * The category form (loaded with the dialog): `nameOf` names the parent the form starts with, `parentId`
 * the parent a new category starts under ("add sub-category" on a row).
 */
export function categoryForm(nameOf: (id: string) => string | null, parentId: string | null): RecordFormSpec<ProductCategoryDto, CategoryValues, ProductCategoryInput> {
  return {
    toValues: (record) => ({
      name: record?.name ?? '',
      parentId: (record === null ? parentId : record.parentId) ?? '',
      sort: String(record?.sort ?? 0),
    }),
    validate: (values, record) => validateProductCategoryInput(values, record?.id ?? null),
    fields: (form, record) => <CategoryFields form={form} record={record} nameOf={nameOf} />,
  };
}
