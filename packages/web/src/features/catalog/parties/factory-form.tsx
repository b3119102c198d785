import { SimpleGrid } from '@chakra-ui/react';
import { CatalogLimits, validateFactoryInput, type FactoryDto, type FactoryInput } from '@eticket/core/catalog';
import { SwitchField, TextareaField, TextField } from '../../../components/data-ui/form-fields';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';

interface FactoryValues {
  name: string;
  code: string;
  address: string;
  manager: string;
  phone: string;
  remark: string;
  isActive: boolean;
}

const toValues = (f: FactoryDto | null): FactoryValues => ({
  name: f?.name ?? '',
  code: f?.code ?? '',
  address: f?.address ?? '',
  manager: f?.manager ?? '',
  phone: f?.phone ?? '',
  remark: f?.remark ?? '',
  isActive: f?.isActive ?? true,
});

function FactoryFields({ form }: { form: EntityForm<FactoryValues> }) {
  const t = useT();
  return (
    <>
      <TextField form={form} name="name" label={t('Catalog.Field.Name')} required maxLength={CatalogLimits.nameMax} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField form={form} name="code" label={t('Catalog.Field.Code')} maxLength={CatalogLimits.codeMax} />
        <TextField form={form} name="manager" label={t('Catalog.Field.Manager')} maxLength={CatalogLimits.personMax} />
      </SimpleGrid>
      <TextField form={form} name="phone" label={t('Catalog.Field.Phone')} maxLength={CatalogLimits.phoneMax} inputMode="tel" />
      <TextField form={form} name="address" label={t('Catalog.Field.Address')} maxLength={CatalogLimits.addressMax} />
      <TextareaField form={form} name="remark" label={t('Catalog.Field.Remark')} maxLength={CatalogLimits.remarkMax} />
      <SwitchField form={form} name="isActive" label={t('Catalog.Field.IsActive')} />
    </>
  );
}

/** The factory form (loaded with the dialog). */
const factoryForm: RecordFormSpec<FactoryDto, FactoryValues, FactoryInput> = {
  toValues,
  validate: validateFactoryInput,
  fields: (form) => <FactoryFields form={form} />,
};
export default factoryForm;
