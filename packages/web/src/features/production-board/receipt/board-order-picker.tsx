import type { ProgressOrderRowDto } from '@eticket/core/production-board';
import { lookupInput } from '@eticket/core/query';
import { LookupPicker } from '../../../components/data-ui/lookup-picker';
import { useT } from '../../../i18n/i18n-context';
import { BoardResource, useProductionBoard } from '../board-api';

/** An order picked by searching the boards' order list on the server (no., style, customer), completed pieces shown. */
export function BoardOrderPicker({ value, onChange, label, testId }: { value: string; onChange: (id: string) => void; label: string; testId: string }) {
  const t = useT();
  const board = useProductionBoard();
  return (
    <LookupPicker<ProgressOrderRowDto>
      label={label}
      showLabel
      placeholder={t('ProductionBoard.Receipt.ChooseOrder')}
      value={value}
      onChange={(id) => {
        onChange(id);
      }}
      resource={BoardResource.board}
      search={(request, signal) => board.progressOrders(lookupInput(request), { signal })}
      itemLabel={(o) => t('ProductionBoard.Receipt.OrderOption', { orderNo: o.orderNo, styleNo: o.styleNo, qty: o.completedQty })}
      itemDetail={(o) => (o.customerName === null ? o.productName : `${o.productName} · ${o.customerName}`)}
      width={{ base: 'full', sm: '80' }}
      testId={testId}
    />
  );
}
