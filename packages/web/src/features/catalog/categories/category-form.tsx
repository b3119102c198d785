import { SimpleGrid } from '@chakra-ui/react';
import type { CategoryLookupItem } from '@eticket/core/catalog';
import { wouldCycle } from '@eticket/core/tree';
import { CatalogLimits, validateProductCategoryInput, type ProductCategoryDto, type ProductCategoryInput } from '@eticket/core/catalog';
import { SelectField, TextField } from '../../../components/data-ui/form-fields';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';
import { categoryOptions } from '../shared/category-options';

interface CategoryValues {
  name: string;
  /** '' = top level. */
  parentId: string;
  sort: string;
}

function CategoryFields({ form, record, all }: { form: EntityForm<CategoryValues>; record: ProductCategoryDto | null; all: readonly CategoryLookupItem[] }) {
  const t = useT();
  return (
    <>
      <TextField form={form} name="name" label={t('Catalog.Field.Name')} required maxLength={CatalogLimits.nameMax} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          form={form}
          name="parentId"
          label={t('Catalog.Field.Parent')}
          placeholder={t('Catalog.Category.TopLevel')}
          // A category cannot move under itself or one of its own sub-categories.
          options={categoryOptions(all.filter((c) => record === null || !wouldCycle(all, record.id, c.id)))}
        />
        <TextField form={form} name="sort" label={t('Catalog.Field.Sort')} inputMode="numeric" />
      </SimpleGrid>
    </>
  );
}

/**
 * The category form (loaded with the dialog): `all` is the tree to pick a parent from, `parentId` the
 * parent a new category starts under ("add sub-category" on a row).
 */
export function categoryForm(all: readonly CategoryLookupItem[], parentId: string | null): RecordFormSpec<ProductCategoryDto, CategoryValues, ProductCategoryInput> {
  return {
    toValues: (record) => ({
      name: record?.name ?? '',
      parentId: (record === null ? parentId : record.parentId) ?? '',
      sort: String(record?.sort ?? 0),
    }),
    validate: (values, record) => validateProductCategoryInput(values, record?.id ?? null),
    fields: (form, record) => <CategoryFields form={form} record={record} all={all} />,
  };
}
