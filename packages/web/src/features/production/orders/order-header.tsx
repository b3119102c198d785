import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import type { OrderDto } from '@eticket/core/production';
import { LuChartBar, LuScissors } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useT } from '../../../i18n/i18n-context';
import { OrderStatusBadge } from '../shared/status-badges';

/** A stored order's status and quantities, and the way on to its tickets and statistics. */
export function OrderHeader({ record, canArrange }: { record: OrderDto; canArrange: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Flex gap="3" align="center" flexWrap="wrap" data-testid="order-header">
      <OrderStatusBadge status={record.status} />
      <Text fontSize="sm" color="fg.muted">
        {t('Production.Order.HeaderQty', { total: record.totalQty, cut: record.cutQty, completed: record.completedQty })}
      </Text>
      <HStack gap="2" ms="auto">
        {canArrange && (
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
  );
}
