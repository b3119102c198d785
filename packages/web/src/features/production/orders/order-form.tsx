import { Alert, SimpleGrid } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { orderLineEditMode, orderStatusFromCode } from '@eticket/core/domain';
import { routeHref } from '@eticket/core/navigation';
import { ProductionLimits, validateOrderInput, type OrderDto, type OrderInput } from '@eticket/core/production';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import { EditFormFrame } from '../../../components/data-ui/edit-form-frame';
import { FormField } from '../../../components/data-ui/form-fields';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { PlainTextarea } from '../../../components/data-ui/plain-textarea';
import { useRecordForm } from '../../../components/data-ui/use-record-form';
import { useT } from '../../../i18n/i18n-context';
import { CustomerPicker, FORM_CALL, StylePicker, useProduction } from '../production-api';
import { OrderHeader } from './order-header';
import { OrderLines } from './order-lines';
import { toInput, toValues, type OrderValues } from './order-values';
import { useOrderStyle } from './use-order-style';

/**
 * The order form: order no, customer PO, style, customer, dates, the colours and sizes and the quantity
 * matrix, remark. The core's order rules run on every change (the same the server runs); a producing order
 * may only grow; completed, closed and cancelled orders are shown read-only.
 */
export function OrderForm({ record, copyOf, onSaved }: { record: OrderDto | null; copyOf: OrderDto | null; onSaved: (saved: OrderDto, created: boolean) => void }) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const canCreate = useIsGranted(P.OrderManagementCreate);
  const canEditPermission = useIsGranted(P.OrderManagementEdit);
  const status = record === null ? 'draft' : orderStatusFromCode(record.status);
  const editMode = status === null ? 'none' : orderLineEditMode(status);
  const canSave = (record === null ? canCreate : canEditPermission) && editMode !== 'none';
  const source = record ?? copyOf;
  const styleOption = (p: { styleNo: string; name?: string; productName?: string }) => t('Production.Order.StyleOption', { styleNo: p.styleNo, name: p.name ?? p.productName ?? '' });
  const initial = toValues(source, copyOf !== null);
  const [productId, setProductId] = useState(initial.productId);
  const { style } = useOrderStyle(productId);
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
      {record !== null && <OrderHeader record={record} canArrange={editMode !== 'none'} />}
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
          {/* New orders go on active styles; the order's own style shows whatever it is now. */}
          <StylePicker
            label={t('Production.Field.Style')}
            value={values.productId}
            selectedLabel={source !== null && source.productId === values.productId ? styleOption(source) : null}
            disabled={disabled || growOnly}
            activeOnly
            placeholder={t('Production.Placeholder.ChooseStyle')}
            itemLabel={styleOption}
            testId="order-style-picker"
            onChange={chooseStyle}
          />
        </FormField>
        <FormField label={t('Production.Field.Customer')} error={form.errorOf('customerId')}>
          <CustomerPicker
            label={t('Production.Field.Customer')}
            value={values.customerId}
            selectedLabel={source !== null && source.customerId === values.customerId ? source.customerName : null}
            disabled={disabled}
            placeholder={t('Production.Placeholder.NoCustomer')}
            testId="order-customer-picker"
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
      <OrderLines form={form} style={style} record={record} growOnly={growOnly} disabled={disabled} />
      <FormField label={t('Production.Field.Remark')} error={form.errorOf('remark')}>
        <PlainTextarea size="sm" rows={2} name="remark" maxLength={ProductionLimits.remarkMax} {...text('remark')} />
      </FormField>
    </EditFormFrame>
  );
}
