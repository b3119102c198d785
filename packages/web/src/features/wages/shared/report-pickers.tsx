import { TenantPermissions as P } from '@eticket/core/abp';
import type { ProductLookupItem } from '@eticket/core/catalog';
import { orderLookupInput, type OrderLookupItem } from '@eticket/core/production';
import { lookupInput } from '@eticket/core/query';
import { LookupPicker } from '../../../components/data-ui/lookup-picker';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { SharedResource } from '../../../kit/shared-resources';
import { orderAndStyle } from '../wage-labels';
import { useWageDirectory } from './wage-directory-api';

/** Who may read the order and style lookups (their own permissions); others filter without them. */
const ORDER_READERS = [P.OrderManagement, P.OrderManagementPrint];
const STYLE_READERS = [P.ProductManagement, P.ProcedurePriceManagement, P.OrderManagement];

interface FilterPickerProps<T> {
  value: string;
  selectedLabel: string;
  onChange: (id: string, item: T | null) => void;
}

/** An order of the report's filter ('' = every order), searched on the server. */
export function OrderFilterPicker({ value, selectedLabel, onChange }: FilterPickerProps<OrderLookupItem>) {
  const t = useT();
  const directory = useWageDirectory();
  return (
    <Can permission={ORDER_READERS}>
      <LookupPicker<OrderLookupItem>
        label={t('Wages.Report.Order')}
        placeholder={t('Wages.Report.AllOrders')}
        value={value}
        selectedLabel={selectedLabel}
        onChange={onChange}
        resource={SharedResource.order}
        search={(request, signal) => directory.orders.lookup(orderLookupInput(lookupInput(request)), { signal })}
        itemLabel={(o) => orderAndStyle(o.orderNo, o.styleNo)}
        itemDetail={(o) => o.productName}
        width={{ base: 'full', sm: '48' }}
        testId="report-order-picker"
      />
    </Can>
  );
}

/** A style of the report's filter ('' = every style). */
export function StyleFilterPicker({ value, selectedLabel, onChange }: FilterPickerProps<ProductLookupItem>) {
  const t = useT();
  const directory = useWageDirectory();
  return (
    <Can permission={STYLE_READERS}>
      <LookupPicker<ProductLookupItem>
        label={t('Wages.Report.Style')}
        placeholder={t('Wages.Report.AllStyles')}
        value={value}
        selectedLabel={selectedLabel}
        onChange={onChange}
        resource={SharedResource.product}
        search={(request, signal) => directory.styles.products(lookupInput(request), { signal })}
        itemLabel={(style) => `${style.styleNo} ${style.name}`.trim()}
        width={{ base: 'full', sm: '48' }}
        testId="report-style-picker"
      />
    </Can>
  );
}
