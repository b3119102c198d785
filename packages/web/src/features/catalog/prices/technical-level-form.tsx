import { SimpleGrid } from '@chakra-ui/react';
import { CatalogLimits, validateTechnicalLevelInput, type TechnicalLevelDto, type TechnicalLevelInput } from '@eticket/core/catalog';
import { SwitchField, TextField } from '../../../components/data-ui/form-fields';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';

interface LevelValues {
  name: string;
  code: string;
  coefficient: string;
  sort: string;
  isDefault: boolean;
}

const toValues = (l: TechnicalLevelDto | null): LevelValues => ({
  name: l?.name ?? '',
  code: l?.code ?? '',
  coefficient: l?.coefficient ?? '1.00',
  sort: String(l?.sort ?? 0),
  isDefault: l?.isDefault ?? false,
});

function LevelFields({ form }: { form: EntityForm<LevelValues> }) {
  const t = useT();
  return (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField form={form} name="name" label={t('Catalog.Field.Name')} required maxLength={CatalogLimits.nameMax} />
            <TextField form={form} name="code" label={t('Catalog.Field.Code')} maxLength={CatalogLimits.codeMax} />
            <TextField
              form={form}
              name="coefficient"
              label={t('Catalog.Field.Coefficient')}
              required
              inputMode="decimal"
              helper={t('Catalog.Level.CoefficientHint')}
            />
            <TextField form={form} name="sort" label={t('Catalog.Field.Sort')} inputMode="numeric" />
          </SimpleGrid>
          <SwitchField form={form} name="isDefault" label={t('Catalog.Field.IsDefault')} />
        </>
  );
}

/** The technical level form (loaded with the dialog). */
const technicalLevelForm: RecordFormSpec<TechnicalLevelDto, LevelValues, TechnicalLevelInput> = {
  toValues,
  validate: validateTechnicalLevelInput,
  fields: (form) => <LevelFields form={form} />,
};
export default technicalLevelForm;
