import { SimpleGrid } from '@chakra-ui/react';
import { CatalogLimits, validateCustomerInput, type CustomerDto, type CustomerInput } from '@eticket/core/catalog';
import { TextareaField, TextField } from '../../../components/data-ui/form-fields';
import type { RecordFormSpec } from '../../../components/data-ui/record-form-dialog';
import { useT } from '../../../i18n/i18n-context';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';

/** Form values as typed (the core validator reads them, trims them and turns blanks into null). */
interface CustomerValues {
  name: string;
  code: string;
  contact: string;
  phone: string;
  address: string;
  remark: string;
}

const toValues = (c: CustomerDto | null): CustomerValues => ({
  name: c?.name ?? '',
  code: c?.code ?? '',
  contact: c?.contact ?? '',
  phone: c?.phone ?? '',
  address: c?.address ?? '',
  remark: c?.remark ?? '',
});

function CustomerFields({ form }: { form: EntityForm<CustomerValues> }) {
  const t = useT();
  return (
    <>
      <TextField form={form} name="name" label={t('Catalog.Field.Name')} required maxLength={CatalogLimits.nameMax} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField form={form} name="code" label={t('Catalog.Field.Code')} maxLength={CatalogLimits.codeMax} />
        <TextField form={form} name="contact" label={t('Catalog.Field.Contact')} maxLength={CatalogLimits.personMax} />
      </SimpleGrid>
      <TextField form={form} name="phone" label={t('Catalog.Field.Phone')} maxLength={CatalogLimits.phoneMax} inputMode="tel" />
      <TextField form={form} name="address" label={t('Catalog.Field.Address')} maxLength={CatalogLimits.addressMax} />
      <TextareaField form={form} name="remark" label={t('Catalog.Field.Remark')} maxLength={CatalogLimits.remarkMax} />
    </>
  );
}

/** The customer form (loaded with the dialog). */
const customerForm: RecordFormSpec<CustomerDto, CustomerValues, CustomerInput> = {
  toValues,
  validate: validateCustomerInput,
  fields: (form) => <CustomerFields form={form} />,
};
export default customerForm;
