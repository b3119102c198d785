import { Badge, Box, Button, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { CatalogLimits, validateProductInput, type ProductDto, type ProductInput } from '@eticket/core/catalog';
import { lazy, Suspense, useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { useLocation } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { EditFormFrame } from '../../../components/data-ui/edit-form-frame';
import { FormField, setText, SwitchField, TextareaField, TextField } from '../../../components/data-ui/form-fields';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { invalidate } from '../../../components/data-ui/invalidation';
import { PlainTabsContent, PlainTabsList, PlainTabsRoot, PlainTabsTrigger } from '../../../components/data-ui/plain-tabs';
import { RecordEditPage, type RecordFormProps } from '../../../components/data-ui/record-edit-page';
import { useMoney } from '../../../components/data-ui/use-money';
import { useRecordForm } from '../../../components/data-ui/use-record-form';
import { useT } from '../../../i18n/i18n-context';
import { CatalogResource, FORM_CALL, useCatalog } from '../catalog-api';
import { routeHref } from '@eticket/core/navigation';
import { CustomerPicker } from '../shared/catalog-pickers';
import { CategoryPicker } from '../shared/master-pickers';
import { newRowKey, partRow, procedureRow, sortBySeq, typedTotal } from '../shared/item-rows';
import type { ProductValues } from './product-item-editors';

const SyncProceduresDialog = lazy(() => import('./sync-procedures-dialog'));
// The basic tab renders on the first paint; the editors of the other tabs load when one is first opened.
const ColorsAndSizes = lazy(() => import('./product-item-editors').then((m) => ({ default: m.ColorsAndSizes })));
const PartsEditor = lazy(() => import('./product-item-editors').then((m) => ({ default: m.PartsEditor })));
const ProceduresEditor = lazy(() => import('./product-item-editors').then((m) => ({ default: m.ProceduresEditor })));

function TabFallback() {
  return <Skeleton height="40" />;
}

/**
 * A style (款式, /product/edit, /product/edit?id=…, /product/edit?copy=…): basic data, ordered colours
 * and sizes, parts and procedures — typed by hand or imported from a template (the template is
 * remembered, so it cannot be deleted while styles use it). Validated by the core's style rules; saved
 * with its stamp; the style list reloads after a save.
 */


type TabId = 'basic' | 'colorsSizes' | 'parts' | 'procedures';

/** Which tab a field path is on (error counts per tab; the first tab with an error opens on save). */
function tabOf(path: string): TabId {
  if (path.startsWith('colors') || path.startsWith('sizes')) return 'colorsSizes';
  if (path.startsWith('parts') || path === 'partTemplateId') return 'parts';
  if (path.startsWith('procedures') || path === 'procedureTemplateId') return 'procedures';
  return 'basic';
}

const TABS: readonly { id: TabId; label: string }[] = [
  { id: 'basic', label: 'Catalog.Tab.Basic' },
  { id: 'colorsSizes', label: 'Catalog.Tab.ColorsSizes' },
  { id: 'parts', label: 'Catalog.Tab.Parts' },
  { id: 'procedures', label: 'Catalog.Tab.Procedures' },
];

function toValues(record: ProductDto | null, copyOf: ProductDto | null): ProductValues {
  const source = record ?? copyOf;
  return {
    // A copy is a new style: its style no must be new too.
    styleNo: record?.styleNo ?? '',
    name: source?.name ?? '',
    categoryId: source?.categoryId ?? '',
    customerId: source?.customerId ?? '',
    imageUrl: source?.imageUrl ?? '',
    remark: source?.remark ?? '',
    isActive: source?.isActive ?? true,
    colors: (source?.colors ?? []).map((c) => ({ key: newRowKey(), name: c.name, code: c.code ?? '' })),
    sizes: (source?.sizes ?? []).map((s) => ({ key: newRowKey(), name: s.name })),
    partTemplateId: source?.partTemplateId ?? '',
    procedureTemplateId: source?.procedureTemplateId ?? '',
    // A copy gets new parts and procedures (no ids): its prices are its own.
    parts: (source?.parts ?? []).map((p) => ({ ...partRow(p), id: record === null ? null : p.id })),
    procedures: (source?.procedures ?? []).map((p) => ({ ...procedureRow(p), id: record === null ? null : p.id })),
  };
}

/** Procedures in seq order, the order the validator returns them in (server errors then point at the rows on screen). */
function normalize(values: ProductValues): ProductValues {
  return { ...values, procedures: sortBySeq(values.procedures) };
}

/** The validated input as text (null while invalid): equal texts mean the same style. */
function inputKey(values: ProductValues): string | null {
  const result = validateProductInput(values);
  return result.ok ? JSON.stringify(result.value) : null;
}

function ProductForm({ record, copyOf, onSaved }: RecordFormProps<ProductDto>) {
  const t = useT();
  const money = useMoney();
  const catalog = useCatalog();
  const [, navigate] = useLocation();
  const canSave = useIsGranted(record === null ? P.ProductManagementCreate : P.ProductManagementEdit);
  // Syncing rewrites orders' procedures: an order edit.
  const canSync = useIsGranted(P.OrderManagementEdit);
  const [tab, setTab] = useState<TabId>('basic');
  const [syncOpen, setSyncOpen] = useState(false);
  const [syncBlocked, setSyncBlocked] = useState(false);

  const { form, reload } = useRecordForm<ProductDto, ProductValues, ProductInput>({
    record,
    toValues: (r) => toValues(r, copyOf),
    validate: validateProductInput,
    normalize,
    create: (input) => catalog.products.create(input, FORM_CALL),
    update: (id, input) => catalog.products.update(id, input, FORM_CALL),
    fetch: (id) => catalog.products.get(id),
    onSaved: () => {
      // Counts on categories, customers and templates, and the price grid, change with a style.
      invalidate(
        CatalogResource.product,
        CatalogResource.procedurePrice,
        CatalogResource.category,
        CatalogResource.customer,
        CatalogResource.partTemplate,
        CatalogResource.procedureTemplate,
      );
      onSaved();
      navigate(routeHref('ProductList'));
    },
  });

  /** Save; with errors, open the first tab that has one. */
  const submit = (event?: SyntheticEvent) => {
    form.onSubmit(event);
    const result = validateProductInput(normalize(form.values));
    if (!result.ok) {
      const first = TABS.find((candidate) => Object.keys(result.errors).some((path) => tabOf(path) === candidate.id));
      if (first !== undefined) setTab(first.id);
    }
  };
  const framed = { ...form, onSubmit: submit };

  const errorsOn = (id: TabId) => form.errorPaths.filter((path) => tabOf(path) === id).length;
  const { values } = form;
  // The style as saved vs as on screen, compared as validated input (row keys are per render): a sync copies
  // what is saved, so unsaved edits must be saved first.
  const savedInput = useMemo(() => (record === null ? null : inputKey(normalize(toValues(record, copyOf)))), [record, copyOf]);
  const unsaved = savedInput === null || inputKey(normalize(values)) !== savedInput;
  const partNames = values.parts.map((p) => p.name.trim()).filter((name) => name !== '');

  return (
    <EditFormFrame form={framed} canSave={canSave} onBack={() => { navigate(routeHref('ProductList')); }} {...(reload === undefined ? {} : { onReload: reload })}>
      <PlainTabsRoot
        value={tab}
        onValueChange={(e) => {
          setTab(e.value as TabId);
        }}
        variant="line"
        size="sm"
        lazyMount
      >
        <Box overflowX="auto">
          <PlainTabsList>
            {TABS.map(({ id, label }) => {
              const count = errorsOn(id);
              return (
                <PlainTabsTrigger key={id} value={id} whiteSpace="nowrap">
                  {t(label)}
                  {count > 0 && (
                    <Badge size="xs" colorPalette="red" variant="solid" aria-label={t('Data.Form.ErrorCount', { count })}>
                      {count}
                    </Badge>
                  )}
                </PlainTabsTrigger>
              );
            })}
          </PlainTabsList>
        </Box>
        <PlainTabsContent value="basic">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField form={form} name="styleNo" label={t('Catalog.Field.StyleNo')} required maxLength={CatalogLimits.styleNoMax} />
            <TextField form={form} name="name" label={t('Catalog.Field.ProductName')} required maxLength={CatalogLimits.nameMax} />
            <FormField label={t('Catalog.Field.Category')} error={form.errorOf('categoryId')}>
              <CategoryPicker
                label={t('Catalog.Field.Category')}
                value={values.categoryId}
                selectedLabel={(record ?? copyOf)?.categoryId === values.categoryId ? ((record ?? copyOf)?.categoryName ?? null) : null}
                placeholder={t('Catalog.Placeholder.SelectCategory')}
                testId="style-category-picker"
                onChange={(id) => {
                  setText(form, 'categoryId', id);
                }}
              />
            </FormField>
            <FormField label={t('Catalog.Field.Customer')} error={form.errorOf('customerId')}>
              <CustomerPicker
                label={t('Catalog.Field.Customer')}
                value={values.customerId}
                selectedLabel={(record ?? copyOf)?.customerId === values.customerId ? ((record ?? copyOf)?.customerName ?? null) : null}
                placeholder={t('Catalog.Placeholder.SelectCustomer')}
                testId="style-customer-picker"
                onChange={(id) => {
                  setText(form, 'customerId', id);
                }}
              />
            </FormField>
            <Stack gap="2">
              <TextField form={form} name="imageUrl" label={t('Catalog.Field.ImageUrl')} maxLength={CatalogLimits.imageUrlMax} inputMode="url" />
              {/^(https?:\/\/|\/)\S+$/i.test(values.imageUrl.trim()) && (
                <Image src={values.imageUrl.trim()} alt={values.name} maxH="32" maxW="48" objectFit="contain" rounded="md" borderWidth="1px" />
              )}
            </Stack>
            <TextareaField form={form} name="remark" label={t('Catalog.Field.Remark')} maxLength={CatalogLimits.remarkMax} />
            <SwitchField form={form} name="isActive" label={t('Catalog.Field.IsActive')} />
          </SimpleGrid>
        </PlainTabsContent>
        <PlainTabsContent value="colorsSizes">
          <Suspense fallback={<TabFallback />}>
            <ColorsAndSizes form={form} />
          </Suspense>
        </PlainTabsContent>
        <PlainTabsContent value="parts">
          <Suspense fallback={<TabFallback />}>
            <PartsEditor form={form} />
          </Suspense>
        </PlainTabsContent>
        <PlainTabsContent value="procedures">
          <Stack gap="2">
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="procedure-total">
                {t('Catalog.Template.Summary', { count: values.procedures.length, total: money(typedTotal(values.procedures)) })}
              </Text>
              {record !== null && canSync && (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => {
                    setSyncBlocked(unsaved);
                    setSyncOpen(!unsaved);
                  }}
                >
                  {t('Catalog.Sync.Action')}
                </Button>
              )}
            </HStack>
            {syncBlocked && unsaved && (
              <Text fontSize="sm" color="fg.warning" role="alert">
                {t('Catalog.Sync.SaveFirst')}
              </Text>
            )}
            {syncOpen && record !== null && (
              <Suspense fallback={null}>
                <SyncProceduresDialog
                  productId={record.id}
                  styleNo={record.styleNo}
                  onClose={() => {
                    setSyncOpen(false);
                  }}
                />
              </Suspense>
            )}
            <Suspense fallback={<TabFallback />}>
              <ProceduresEditor form={form} partNames={partNames} />
            </Suspense>
          </Stack>
        </PlainTabsContent>
      </PlainTabsRoot>
    </EditFormFrame>
  );
}

export default function ProductEditPage({ route }: ShellPageProps) {
  const catalog = useCatalog();
  const get = useCallback((id: string, signal: AbortSignal) => catalog.products.get(id, { signal }), [catalog]);
  return <RecordEditPage route={route} get={get} listPath={routeHref('ProductList')} Form={ProductForm} Ui={FormUiProvider} />;
}
