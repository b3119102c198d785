import { Link, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import type { WageOrgMemberRowDto } from '@eticket/core/wages';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { Column } from '../../../components/data-ui/data-table';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { useMoney } from '../../../components/data-ui/use-money';
import { useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { useT } from '../../../i18n/i18n-context';
import { useWageStatisticsApi } from './wage-statistics-api';

export interface MembersTarget {
  /** null: the whole company, or the workers without an organization when `withoutOrganization`. */
  organizationId: string | null;
  withoutOrganization: boolean;
  name: string;
  month: string;
}

type MemberRow = WageOrgMemberRowDto & { id: string };

/**
 * The drill-down of an organization's month (or the company's, or the workers without one): its members (and
 * those below it) with their pieces, piece amount, adjustments, net and last month's net, paged on the server;
 * a name opens the worker's month report.
 */
/** `resource`: the invalidation key that reloads the list (the page's, so the dialog adds no chunk of its own). */
export default function OrgMembersDialog({ target, resource, onClose }: { target: MembersTarget; resource: string; onClose: () => void }) {
  const t = useT();
  const money = useMoney();
  const statistics = useWageStatisticsApi();
  const [, navigate] = useLocation();
  const [initialFilters] = useState(() => target);
  const load = useCallback(
    async (request: ListRequest<MembersTarget>, signal: AbortSignal) => {
      const f = request.filters;
      const query = {
        month: f.month,
        ...(f.organizationId === null ? {} : { organizationId: f.organizationId }),
        ...(f.withoutOrganization ? { withoutOrganization: true } : {}),
        skipCount: request.skipCount,
        maxResultCount: request.maxResultCount,
      };
      const page = await statistics.orgMonthMembers(query, { signal });
      return { items: page.items.map((row): MemberRow => ({ ...row, id: row.userId })), totalCount: page.totalCount };
    },
    [statistics],
  );
  const list = useServerList({ resource, load, initialFilters });
  const title = t('Wages.OrgMonth.Members', { name: target.name, month: target.month });
  const amount = (value: (row: MemberRow) => string, color?: string): Pick<Column<MemberRow>, 'align' | 'nowrap' | 'cell'> => ({
    align: 'end',
    nowrap: true,
    cell: (row) => <Text {...(color === undefined ? {} : { color })}>{money(value(row))}</Text>,
  });
  const columns: Column<MemberRow>[] = [
    {
      key: 'name',
      header: t('Wages.Field.Worker'),
      nowrap: true,
      cell: (row) => {
        const href = routeHref('WageUserSalaryMonthReport', { userId: row.userId, month: target.month });
        return (
          <>
            <Link
              colorPalette="brand"
              fontWeight="semibold"
              href={href}
              onClick={(e) => {
                e.preventDefault();
                navigate(href);
              }}
            >
              {row.name}
            </Link>
            {row.employeeNo !== null && (
              <Text fontSize="xs" color="fg.muted">
                {row.employeeNo}
              </Text>
            )}
          </>
        );
      },
    },
    { key: 'organization', header: t('Wages.Field.Organization'), nowrap: true, cell: (row) => row.organizationName ?? '—' },
    { key: 'pieceQty', header: t('Wages.Field.PieceQty'), align: 'end', cell: (row) => row.pieceQty },
    { key: 'pieceAmount', header: t('Wages.Field.PieceAmount'), ...amount((row) => row.pieceAmount) },
    { key: 'additions', header: t('Wages.Field.AdditionAmount'), ...amount((row) => row.additionAmount, 'green.fg') },
    { key: 'deductions', header: t('Wages.Field.DeductionAmount'), ...amount((row) => row.deductionAmount, 'red.fg') },
    { key: 'amount', header: t('Wages.Field.NetAmount'), ...amount((row) => row.amount) },
    { key: 'previous', header: t('Wages.OrgMonth.PreviousAmount'), ...amount((row) => row.previousAmount, 'fg.muted') },
  ];
  return (
    <FullUiProvider>
      <ModalFrame title={title} testId="org-members" size="xl" onClose={onClose} cancelLabel={t('Shell.Action.Close')} actions={null}>
        <PagedTable list={list} label={title} columns={columns} />
      </ModalFrame>
    </FullUiProvider>
  );
}
