import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { CallOptions } from '@eticket/api-client';
import { CatalogLimits, validatePartTemplateInput, validateProcedureTemplateInput, type PartItem, type PartTemplateDto, type PartTemplateInput, type ProcedureItem, type ProcedureTemplateDto, type ProcedureTemplateInput } from '@eticket/core/catalog';
import type { Validated } from '@eticket/core/validation';
import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { EditFormFrame } from '../../../components/data-ui/edit-form-frame';
import { TextareaField, TextField } from '../../../components/data-ui/form-fields';
import { invalidate } from '../../../components/data-ui/invalidation';
import { RecordEditPage, type RecordFormProps } from '../../../components/data-ui/record-edit-page';
import { useMoney } from '../../../components/data-ui/use-money';
import { useRecordForm } from '../../../components/data-ui/use-record-form';
import { useT } from '../../../i18n/i18n-context';
import { CatalogResource, FORM_CALL, useCatalog } from '../catalog-api';
import { routeHref } from '@eticket/core/navigation';
import { partRow, procedureRow, sortBySeq, typedTotal, type PartRow, type ProcedureRow } from '../shared/item-rows';
import { PartRowsEditor, ProcedureRowsEditor } from '../shared/rows-editors';

/**
 * The template editors (/product/partedit, /product/procedureedit; `?id=` edits, `?copy=` starts a new
 * template from a copy): a name, a remark and the ordered item list, validated by the core's template
 * rules; the list reloads after a save.
 */

interface TemplateValues<R> {
  name: string;
  remark: string;
  items: R[];
}

interface TemplateItem {
  name: string;
}

/**
 * What differs between the two template kinds: the endpoints and rule, the row type and its editor,
 * where the list is, and who may save. The form itself — name, remark, the item list — is one.
 */
interface TemplateKind<D extends { id: string; concurrencyStamp: string; name: string; remark: string | null; items: T[] }, T extends TemplateItem, R, I> {
  resource: string;
  listPath: string;
  permissions: { create: string; edit: string };
  endpoints: {
    create(input: I, options?: CallOptions): Promise<D>;
    update(id: string, input: I & { concurrencyStamp: string }, options?: CallOptions): Promise<D>;
    get(id: string, options?: CallOptions): Promise<D>;
  };
  validate: (values: TemplateValues<R>) => Validated<I>;
  normalize?: (values: TemplateValues<R>) => TemplateValues<R>;
  rowOf: (item: T) => R;
  editor: (rows: R[], onChange: (rows: R[]) => void, errorOf: (path: string) => string | null) => ReactNode;
  /** Above the editor: its title and, for procedures, the count and Σ. */
  heading: (rows: R[]) => ReactNode;
}

function TemplateForm<D extends { id: string; concurrencyStamp: string; name: string; remark: string | null; items: T[] }, T extends TemplateItem, R, I>({
  kind,
  record,
  copyOf,
  onSaved,
}: RecordFormProps<D> & { kind: TemplateKind<D, T, R, I> }) {
  const t = useT();
  const [, navigate] = useLocation();
  const canSave = useIsGranted(record === null ? kind.permissions.create : kind.permissions.edit);
  const { form, reload } = useRecordForm<D, TemplateValues<R>, I>({
    record,
    toValues: (stored) => {
      const source = stored ?? copyOf;
      const items = source?.items.map(kind.rowOf) ?? [];
      if (stored !== null) return { name: stored.name, remark: stored.remark ?? '', items };
      if (copyOf !== null) return { name: t('Catalog.Message.CopyName', { name: copyOf.name }), remark: copyOf.remark ?? '', items };
      return { name: '', remark: '', items };
    },
    validate: kind.validate,
    ...(kind.normalize === undefined ? {} : { normalize: kind.normalize }),
    create: (input) => kind.endpoints.create(input, FORM_CALL),
    update: (id, input) => kind.endpoints.update(id, input, FORM_CALL),
    fetch: (id) => kind.endpoints.get(id),
    onSaved: () => {
      invalidate(kind.resource);
      onSaved();
      navigate(kind.listPath);
    },
  });
  return (
    <EditFormFrame
      form={form}
      canSave={canSave}
      onBack={() => {
        navigate(kind.listPath);
      }}
      {...(reload === undefined ? {} : { onReload: reload })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField form={form} name="name" label={t('Catalog.Field.Name')} required maxLength={CatalogLimits.nameMax} />
        <TextareaField form={form} name="remark" label={t('Catalog.Field.Remark')} maxLength={CatalogLimits.remarkMax} />
      </SimpleGrid>
      <Stack gap="2">
        {kind.heading(form.values.items)}
        {kind.editor(
          form.values.items,
          (items) => {
            form.update((v) => ({ ...v, items }), ['items']);
          },
          form.errorOf,
        )}
      </Stack>
    </EditFormFrame>
  );
}

function PartTemplateForm(props: RecordFormProps<PartTemplateDto>) {
  const t = useT();
  const catalog = useCatalog();
  const kind: TemplateKind<PartTemplateDto, PartItem, PartRow, PartTemplateInput> = {
    resource: CatalogResource.partTemplate,
    listPath: routeHref('PartTemplateList'),
    permissions: { create: P.PartTemplateManagementCreate, edit: P.PartTemplateManagementEdit },
    endpoints: catalog.partTemplates,
    validate: validatePartTemplateInput,
    rowOf: partRow,
    heading: () => <Text fontWeight="semibold">{t('Catalog.Field.Parts')}</Text>,
    editor: (rows, onChange, errorOf) => <PartRowsEditor rows={rows} path="items" errorOf={errorOf} onChange={onChange} />,
  };
  return <TemplateForm {...props} kind={kind} />;
}

function ProcedureTemplateForm(props: RecordFormProps<ProcedureTemplateDto>) {
  const t = useT();
  const money = useMoney();
  const catalog = useCatalog();
  const kind: TemplateKind<ProcedureTemplateDto, ProcedureItem, ProcedureRow, ProcedureTemplateInput> = {
    resource: CatalogResource.procedureTemplate,
    listPath: routeHref('ProcedureTemplateList'),
    permissions: { create: P.ProcedureTemplateManagementCreate, edit: P.ProcedureTemplateManagementEdit },
    endpoints: catalog.procedureTemplates,
    validate: validateProcedureTemplateInput,
    normalize: (values) => ({ ...values, items: sortBySeq(values.items) }),
    rowOf: procedureRow,
    heading: (rows) => (
      <HStack justify="space-between" flexWrap="wrap">
        <Text fontWeight="semibold">{t('Catalog.Field.Procedures')}</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="procedure-total">
          {t('Catalog.Template.Summary', { count: rows.length, total: money(typedTotal(rows)) })}
        </Text>
      </HStack>
    ),
    editor: (rows, onChange, errorOf) => <ProcedureRowsEditor rows={rows} path="items" errorOf={errorOf} onChange={onChange} />,
  };
  return <TemplateForm {...props} kind={kind} />;
}

export function PartTemplateEditPage({ route }: ShellPageProps) {
  const catalog = useCatalog();
  const get = useCallback((id: string, signal: AbortSignal) => catalog.partTemplates.get(id, { signal }), [catalog]);
  return <RecordEditPage route={route} get={get} listPath={routeHref('PartTemplateList')} Form={PartTemplateForm} Ui={DataUiProvider} />;
}

export function ProcedureTemplateEditPage({ route }: ShellPageProps) {
  const catalog = useCatalog();
  const get = useCallback((id: string, signal: AbortSignal) => catalog.procedureTemplates.get(id, { signal }), [catalog]);
  return <RecordEditPage route={route} get={get} listPath={routeHref('ProcedureTemplateList')} Form={ProcedureTemplateForm} Ui={DataUiProvider} />;
}
