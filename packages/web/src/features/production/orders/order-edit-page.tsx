import { Alert, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { ProductDto } from '@eticket/core/catalog';
import { orderLineEditMode, orderStatusFromCode } from '@eticket/core/domain';
import { ProductionLimits, businessToday, validateOrderInput, type OrderDto, type OrderInput, type StyleAxes } from '@eticket/core/production';
import { routeTitle } from '@eticket/core/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LuChartBar, LuScissors } from 'react-icons/lu';
import { useLocation, useSearch } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { isAborted } from '../../../components/data-ui/api-failure';
import { EditFormFrame, EditTargetPlaceholder } from '../../../components/data-ui/edit-form-frame';
import { FieldSelectBox } from '../../../components/data-ui/field-select-box';
import { FormField } from '../../../components/data-ui/form-fields';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { PlainTextarea } from '../../../components/data-ui/plain-textarea';
import { invalidate } from '../../../components/data-ui/invalidation';
import { useEditTarget } from '../../../components/data-ui/use-edit-target';
import { useLookup } from '../../../components/data-ui/use-lookup';
import { useRecordForm } from '../../../components/data-ui/use-record-form';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { FORM_CALL, ProductionResource, useCatalog, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { OrderStatusBadge } from '../shared/status-badges';
import { QtyMatrixEditor, cellKey, qtyOf } from './qty-matrix-editor';

/**
 * New / edit order (/order/edit, ?id= or ?copy=): order no, customer PO, style (from the styles), customer,
 * order and delivery dates, the colours and sizes of the style the order takes, the colour × size quantity
 * matrix with row and column totals, remark. The core's order rules run on every change (the same the
 * server runs); a producing order may only grow (the server names any cell lowered); completed, closed
 * and cancelled orders are shown read-only.
 */
interface OrderValues {
  orderNo: string;
  customerPoNo: string;
  productId: string;
  customerId: string;
  orderDate: string;
  deliveryDate: string;
  colors: string[];
  sizes: string[];
  qty: Record<string, string>;
  remark: string;
}

function toValues(order: OrderDto | null, copy: boolean): OrderValues {
  const today = businessToday(Date.now());
  if (order === null) {
    return { orderNo: '', customerPoNo: '', productId: '', customerId: '', orderDate: today, deliveryDate: '', colors: [], sizes: [], qty: {}, remark: '' };
  }
  const qty: Record<string, string> = {};
  order.colors.forEach((color, c) => {
    order.sizes.forEach((size, s) => {
      const n = order.quantities[c]?.[s] ?? 0;
      if (n > 0) qty[cellKey(color, size)] = String(n);
    });
  });
  return {
    orderNo: copy ? '' : order.orderNo,
    customerPoNo: order.customerPoNo ?? '',
    productId: order.productId,
    customerId: order.customerId ?? '',
    orderDate: copy ? today : order.orderDate,
    deliveryDate: order.deliveryDate,
    colors: [...order.colors],
    sizes: [...order.sizes],
    qty,
    remark: order.remark ?? '',
  };
}

/** The input the server receives: chosen colours and sizes in the style's order, blanks as 0. */
function toInput(values: OrderValues, style: StyleAxes): OrderInput {
  const colors = style.colors.filter((c) => values.colors.includes(c));
  const sizes = style.sizes.filter((s) => values.sizes.includes(s));
  return {
    orderNo: values.orderNo,
    customerPoNo: values.customerPoNo,
    productId: values.productId,
    customerId: values.customerId === '' ? null : values.customerId,
    orderDate: values.orderDate,
    deliveryDate: values.deliveryDate,
    colors,
    sizes,
    quantities: colors.map((color) => sizes.map((size) => qtyOf(values.qty[cellKey(color, size)]))),
    remark: values.remark,
  };
}

/** The style's colours and sizes (names), loaded when a style is chosen. */
function useStyle(productId: string): { style: StyleAxes | null; product: ProductDto | null } {
  const catalog = useCatalog();
  const [product, setProduct] = useState<ProductDto | null>(null);
  useEffect(() => {
    if (productId === '') return;
    const controller = new AbortController();
    catalog.products.get(productId, { signal: controller.signal }).then(
      (p) => {
        setProduct(p);
      },
      (error: unknown) => {
        if (!isAborted(error)) setProduct(null);
      },
    );
    return () => {
      controller.abort();
    };
  }, [catalog, productId]);
  const current = product !== null && product.id === productId ? product : null;
  const style = useMemo(() => (current === null ? null : { colors: current.colors.map((c) => c.name), sizes: current.sizes.map((s) => s.name) }), [current]);
  return { style, product: current };
}

function AxisPicker({ label, options, chosen, locked, error, onChange }: {
  label: string;
  options: readonly string[];
  chosen: readonly string[];
  /** Entries that may not be removed (a producing order keeps its colours and sizes). */
  locked: readonly string[];
  error: string | null;
  onChange: (next: string[]) => void;
}) {
  // Not a Field: every checkbox would take the field's one input id (and its label would toggle the first).
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1.5" _after={{ content: '"*"', color: 'fg.error', ms: '1' }}>
        {label}
      </Text>
      <Flex gap="3" flexWrap="wrap" role="group" aria-label={label}>
        {options.map((name) => (
          <PlainCheckbox
            key={name}
            label={name}
            checked={chosen.includes(name)}
            disabled={locked.includes(name)}
            onCheckedChange={(checked) => {
              onChange(checked ? options.filter((o) => o === name || chosen.includes(o)) : chosen.filter((c) => c !== name));
            }}
          />
        ))}
      </Flex>
      {error !== null && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}

function OrderForm({ record, copyOf, onSaved }: { record: OrderDto | null; copyOf: OrderDto | null; onSaved: (saved: OrderDto, created: boolean) => void }) {
  const t = useT();
  const catalog = useCatalog();
  const production = useProduction();
  const [, navigate] = useLocation();
  const canCreate = useIsGranted(P.OrderManagementCreate);
  const canEditPermission = useIsGranted(P.OrderManagementEdit);
  const status = record === null ? 'draft' : orderStatusFromCode(record.status);
  const editMode = status === null ? 'none' : orderLineEditMode(status);
  const canSave = (record === null ? canCreate : canEditPermission) && editMode !== 'none';
  const products = useLookup(
    'product',
    useCallback((signal: AbortSignal) => catalog.products.lookup({ signal }), [catalog]),
  );
  const customers = useLookup(
    'customer',
    useCallback((signal: AbortSignal) => catalog.customers.lookup({ signal }), [catalog]),
  );
  const initial = toValues(record ?? copyOf, copyOf !== null);
  const [productId, setProductId] = useState(initial.productId);
  const { style } = useStyle(productId);
  const validate = useCallback(
    (values: OrderValues) => validateOrderInput(toInput(values, style ?? { colors: [], sizes: [] }), style ?? { colors: [], sizes: [] }),
    [style],
  );
  const { form, reload } = useRecordForm<OrderDto, OrderValues, OrderInput>({
    record,
    toValues: (r) => toValues(r ?? copyOf, r === null && copyOf !== null),
    // The validated value is normalised; the server gets the typed input in the style's order.
    validate: (values) => {
      const result = validate(values);
      return result.ok ? { ok: true, value: toInput(values, style ?? { colors: [], sizes: [] }) } : result;
    },
    create: (input) => production.orders.create(input, FORM_CALL),
    update: (id, input) => production.orders.update(id, input, FORM_CALL),
    fetch: (id) => production.orders.get(id),
    onSaved,
  });
  const values = form.values;

  // A new style: take all its colours and sizes (the user un-ticks what the order does not need).
  const chooseStyle = (id: string) => {
    setProductId(id);
    form.update((v) => ({ ...v, productId: id, colors: [], sizes: [] }), ['productId', 'colors', 'sizes', 'quantities']);
  };
  useEffect(() => {
    if (style === null) return;
    form.update((v) => (v.productId === productId && v.colors.length === 0 && v.sizes.length === 0 ? { ...v, colors: [...style.colors], sizes: [...style.sizes] } : v));
    // Only when the style's axes arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [style]);

  const colors = (style?.colors ?? values.colors).filter((c) => values.colors.includes(c));
  const sizes = (style?.sizes ?? values.sizes).filter((s) => values.sizes.includes(s));
  const disabled = !canSave;
  const growOnly = editMode === 'growOnly';
  const text = (name: 'orderNo' | 'customerPoNo' | 'orderDate' | 'deliveryDate' | 'remark') => ({
    value: values[name],
    disabled,
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      form.update((v) => ({ ...v, [name]: value }), [name]);
    },
    onBlur: () => {
      form.touch(name);
    },
  });
  const otherErrors = form.errorPaths.filter((p) => p === 'status' || p === 'productId');

  return (
    <EditFormFrame
      form={form}
      canSave={canSave}
      onBack={() => {
        navigate(routeHref('OrderList'));
      }}
      {...(reload === undefined ? {} : { onReload: reload })}
    >
      {record !== null && (
        <Flex gap="3" align="center" flexWrap="wrap" data-testid="order-header">
          <OrderStatusBadge status={record.status} />
          <Text fontSize="sm" color="fg.muted">
            {t('Production.Order.HeaderQty', { total: record.totalQty, cut: record.cutQty, completed: record.completedQty })}
          </Text>
          <HStack gap="2" ms="auto">
            {editMode !== 'none' && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  navigate(routeHref('OrderTicket', { orderId: record.id }));
                }}
              >
                <LuScissors aria-hidden />
                {t('Production.Action.ArrangeTickets')}
              </Button>
            )}
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                navigate(routeHref('OrderStatistics', { id: record.id }));
              }}
            >
              <LuChartBar aria-hidden />
              {t('Route.OrderStatistics')}
            </Button>
          </HStack>
        </Flex>
      )}
      {growOnly && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('Production.Order.GrowOnlyHint')}</Alert.Title>
        </Alert.Root>
      )}
      {otherErrors.map((path) => (
        <Alert.Root key={path} status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{form.errorOf(path)}</Alert.Title>
        </Alert.Root>
      ))}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <FormField label={t('Production.Field.OrderNo')} error={form.errorOf('orderNo')} required>
          <PlainInput size="sm" name="orderNo" maxLength={ProductionLimits.orderNoMax} {...text('orderNo')} />
        </FormField>
        <FormField label={t('Production.Field.CustomerPoNo')} error={form.errorOf('customerPoNo')}>
          <PlainInput size="sm" name="customerPoNo" maxLength={ProductionLimits.customerPoNoMax} {...text('customerPoNo')} />
        </FormField>
        <FormField label={t('Production.Field.Style')} error={form.errorOf('productId')} required>
          <FieldSelectBox
            name="productId"
            value={values.productId}
            disabled={disabled || growOnly}
            placeholder={t('Production.Placeholder.ChooseStyle')}
            options={products.items
              .filter((p) => p.isActive || p.id === values.productId)
              .map((p) => ({ value: p.id, label: t('Production.Order.StyleOption', { styleNo: p.styleNo, name: p.name }) }))}
            onChange={chooseStyle}
          />
        </FormField>
        <FormField label={t('Production.Field.Customer')} error={form.errorOf('customerId')}>
          <FieldSelectBox
            name="customerId"
            value={values.customerId}
            disabled={disabled}
            placeholder={t('Production.Placeholder.NoCustomer')}
            options={customers.items.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(customerId) => {
              form.update((v) => ({ ...v, customerId }), ['customerId']);
            }}
          />
        </FormField>
        <FormField label={t('Production.Field.OrderDate')} error={form.errorOf('orderDate')} required>
          <PlainInput size="sm" type="date" name="orderDate" {...text('orderDate')} />
        </FormField>
        <FormField label={t('Production.Field.DeliveryDate')} error={form.errorOf('deliveryDate')} required>
          <PlainInput size="sm" type="date" name="deliveryDate" min={values.orderDate} {...text('deliveryDate')} />
        </FormField>
      </SimpleGrid>
      {style === null ? (
        values.productId !== '' && (
          <Text fontSize="sm" color="fg.muted">
            {t('Production.Order.LoadingStyle')}
          </Text>
        )
      ) : (
        <Stack gap="3">
          <AxisPicker
            label={t('Production.Field.Color')}
            options={style.colors}
            chosen={values.colors}
            locked={growOnly ? (record?.colors ?? []) : []}
            error={form.errorOf('colors')}
            onChange={(next) => {
              form.update((v) => ({ ...v, colors: next }), ['colors', 'quantities']);
            }}
          />
          <AxisPicker
            label={t('Production.Field.Size')}
            options={style.sizes}
            chosen={values.sizes}
            locked={growOnly ? (record?.sizes ?? []) : []}
            error={form.errorOf('sizes')}
            onChange={(next) => {
              form.update((v) => ({ ...v, sizes: next }), ['sizes', 'quantities']);
            }}
          />
          {colors.length > 0 && sizes.length > 0 && (
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="1">
                {t('Production.Order.Matrix')}
              </Text>
              <QtyMatrixEditor
                colors={colors}
                sizes={sizes}
                values={values.qty}
                disabled={disabled}
                errorOf={(c, s) => form.errorOf(`quantities[${String(c)}][${String(s)}]`)}
                onChange={(key, value) => {
                  form.update((v) => ({ ...v, qty: { ...v.qty, [key]: value } }), ['quantities']);
                }}
              />
              {form.errorOf('quantities') !== null && (
                <Text color="fg.error" fontSize="sm" mt="1">
                  {form.errorOf('quantities')}
                </Text>
              )}
            </Box>
          )}
        </Stack>
      )}
      <FormField label={t('Production.Field.Remark')} error={form.errorOf('remark')}>
        <PlainTextarea size="sm" rows={2} name="remark" maxLength={ProductionLimits.remarkMax} {...text('remark')} />
      </FormField>
    </EditFormFrame>
  );
}

export default function OrderEditPage({ route }: ShellPageProps) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const get = useCallback((id: string, signal: AbortSignal) => production.orders.get(id, { signal }), [production]);
  const target = useEditTarget(get);
  const search = useSearch();
  const title =
    target.status === 'ready' && target.record !== null
      ? t('Production.Order.EditTitle', { orderNo: target.record.orderNo })
      : t(routeTitle(route, search));
  return (
    <FormUiProvider>
      <PageFrame title={title}>
        {target.status === 'ready' ? (
          <OrderForm
            key={target.formKey}
            record={target.record}
            copyOf={target.copyOf}
            onSaved={(saved, created) => {
              invalidate(ProductionResource.order);
              if (created) navigate(routeHref('OrderEdit', { id: saved.id }), { replace: true });
              else target.saved();
            }}
          />
        ) : (
          <EditTargetPlaceholder
            {...(target.status === 'error' ? { error: target.error, onRetry: target.retry } : {})}
            onBack={() => {
              navigate(routeHref('OrderList'));
            }}
          />
        )}
      </PageFrame>
    </FormUiProvider>
  );
}
