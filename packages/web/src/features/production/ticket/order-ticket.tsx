import { Alert, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { canAddCuttingBed, orderStatusFromCode } from '@eticket/core/domain';
import { routeHref } from '@eticket/core/navigation';
import type { CuttingTimeDto } from '@eticket/core/production';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LuCopy, LuPencil, LuPlus, LuPrinter, LuScissors, LuTrash2 } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import { invalidate } from '../../../components/data-ui/invalidation';
import { LazyConfirmDeleteDialog } from '../../../components/data-ui/lazy-dialogs';
import type { RowAction } from '../../../components/data-ui/row-actions';
import { useT } from '../../../i18n/i18n-context';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { LazyConfirmAction, type ConfirmAction } from '../shared/lazy-confirm-action';
import { OrderStatusBadge } from '../shared/status-badges';
import { BedPlan } from './bed-plan';
import type { OrderContext } from './order-ticket-data';
import { BedTable } from './order-ticket-beds';

// The bed form loads when a bed is opened or added (the list of beds shows first).
const BedForm = lazy(() => import('./bed-form').then((m) => ({ default: m.BedForm })));

/** One order's beds: add, change, copy or delete a bed, and open one to arrange its tickets. */
export function OrderTicket({ context, bedId }: { context: OrderContext; bedId: string }) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const { order, beds } = context;
  const status = orderStatusFromCode(order.status);
  const open = status !== null && canAddCuttingBed(status);
  const canCreate = useIsGranted([P.CuttingListCreate, P.OrderManagementEdit]);
  const canEdit = useIsGranted([P.CuttingListEdit, P.OrderManagementEdit]);
  const canDelete = useIsGranted([P.CuttingListDelete, P.OrderManagementEdit]);
  const canPrint = useIsGranted(P.OrderManagementPrint);
  const [editing, setEditing] = useState<{ bed: CuttingTimeDto | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [copying, setCopying] = useState<ConfirmAction | null>(null);
  const selected = beds.find((b) => b.id === bedId) ?? null;
  const select = (id: string) => {
    navigate(routeHref('OrderTicket', { orderId: order.id, bedId: id }), { replace: true });
  };
  const axes = useMemo(() => ({ colors: order.colors, sizes: order.sizes }), [order.colors, order.sizes]);

  const actions = (bed: CuttingTimeDto): RowAction[] => {
    const out: RowAction[] = [
      { key: 'plan', label: t('Production.Action.ArrangeTickets'), icon: <LuScissors />, onClick: () => { select(bed.id); } },
    ];
    if (open && canEdit && bed.canRegenerate) {
      out.push({ key: 'edit', label: t('Data.Action.Edit'), icon: <LuPencil />, onClick: () => { setEditing({ bed }); } });
    }
    out.push({
      key: 'sheet',
      label: t('Production.Ticket.CuttingSheet'),
      icon: <LuPrinter />,
      onClick: () => {
        navigate(routeHref('OrderPrintCutting', { id: bed.id }));
      },
    });
    if (open && canCreate && bed.plan !== null) {
      out.push({
        key: 'copy',
        label: t('Data.Action.Copy'),
        icon: <LuCopy />,
        onClick: () => {
          setCopying({
            title: t('Production.Ticket.CopyTitle'),
            message: t('Production.Ticket.CopyMessage', { bedNo: bed.displayNo }),
            confirmLabel: t('Data.Action.Copy'),
            run: () => production.cuttingTimes.copy(bed.id, { cutDate: null, withBundles: true }, INLINE_CALL),
            onDone: () => {
              invalidate(ProductionResource.cuttingTime, ProductionResource.order, ProductionResource.bundle);
            },
          });
        },
      });
    }
    if (canDelete && bed.totalBundles === 0) {
      out.push({ key: 'delete', label: t('Data.Action.Delete'), icon: <LuTrash2 />, danger: true, onClick: () => { setDeleting({ id: bed.id, name: bed.displayNo }); } });
    }
    return out;
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" flexWrap="wrap" data-testid="ticket-order">
        <Text fontWeight="semibold">{t('Production.Order.EditTitle', { orderNo: order.orderNo })}</Text>
        <Text color="fg.muted">{t('Production.Order.StyleOption', { styleNo: order.styleNo, name: order.productName })}</Text>
        <OrderStatusBadge status={order.status} />
        <Text fontSize="sm" color="fg.muted">
          {t('Production.Order.HeaderQty', { total: order.totalQty, cut: order.cutQty, completed: order.completedQty })}
        </Text>
        <HStack ms="auto" gap="2">
          {canPrint && order.cutQty > 0 && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                navigate(routeHref('OrderPrintTicketHome', { order: order.id }));
              }}
            >
              <LuPrinter aria-hidden />
              {t('Route.OrderPrintTicketHome')}
            </Button>
          )}
          {open && canCreate && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => {
                setEditing({ bed: null });
              }}
              data-testid="new-bed"
            >
              <LuPlus aria-hidden />
              {t('Production.Bed.NewTitle')}
            </Button>
          )}
        </HStack>
      </Flex>
      {!open && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('Production.Error.OrderNotOpen')}</Alert.Title>
        </Alert.Root>
      )}

      {editing !== null && (
        <Suspense fallback={<Skeleton height="40" />}>
          <BedForm
            key={editing.bed?.id ?? 'new'}
            orderId={order.id}
            order={axes}
            bed={editing.bed}
            onCancel={() => {
              setEditing(null);
            }}
            onSaved={(bed) => {
              setEditing(null);
              invalidate(ProductionResource.cuttingTime);
              select(bed.id);
            }}
          />
        </Suspense>
      )}

      <BedTable beds={beds} bedId={bedId} actions={actions} />

      {selected !== null && <BedPlan key={selected.id} context={context} bed={selected} />}

      <LazyConfirmDeleteDialog
        target={deleting}
        remove={(id) => production.cuttingTimes.delete(id, INLINE_CALL)}
        onDeleted={() => {
          invalidate(ProductionResource.cuttingTime);
        }}
        onClose={() => {
          setDeleting(null);
        }}
      />
      <LazyConfirmAction
        action={copying}
        onClose={() => {
          setCopying(null);
        }}
      />
    </Stack>
  );
}
