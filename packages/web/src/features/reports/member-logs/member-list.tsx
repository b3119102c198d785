import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { TreeNav } from '../../../components/data-ui/tree-nav';
import { useLoad } from '../../../components/data-ui/use-query';
import { SharedResource } from '../../../kit/shared-resources';
import { useT } from '../../../i18n/i18n-context';
import { useReports } from '../reports-api';

const PAGE = 20;

/**
 * The members of an organization subtree (all of the company without one): searched and paged on the
 * server, within the caller's data scope; picking one shows their records, "all members" the subtree's.
 */
export function MemberList({ organizationId, selectedId, onSelect }: { organizationId: string | null; selectedId: string | null; onSelect: (member: { id: string; name: string } | null) => void }) {
  const t = useT();
  const reports = useReports();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const query = { ...(organizationId === null ? {} : { organizationId }), ...(keyword.trim() === '' ? {} : { keyword: keyword.trim() }), skipCount: page * PAGE, maxResultCount: PAGE };
  const load = useLoad([SharedResource.user, 'members', JSON.stringify(query)], (signal) => reports.members.lookup(query, { signal }));
  const found = load.status === 'ready' ? load.value : null;
  const pages = found === null ? 1 : Math.max(1, Math.ceil(found.totalCount / PAGE));
  return (
    <Stack gap="2">
      <PlainInput
        size="sm"
        minH="11"
        type="search"
        aria-label={t('Reports.Member.Search')}
        placeholder={t('Reports.Member.Search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(0);
        }}
      />
      {load.status === 'error' && <LoadFailure error={load.error} />}
      {load.status === 'loading' && <Skeleton height="24" />}
      {found !== null && (
        <Stack gap="1" maxH={{ base: '56', lg: '60vh' }} overflowY="auto" data-testid="member-list">
          <TreeNav
            label={t('Reports.Member.Members')}
            allLabel={t('Reports.Member.AllMembers')}
            nodes={found.items.map((m) => ({ id: m.id, label: m.name === '' ? m.userName : m.name, depth: 0, ...(m.employeeNo === null ? {} : { detail: m.employeeNo }) }))}
            selectedId={selectedId}
            onSelect={(id) => {
              const m = found.items.find((item) => item.id === id);
              onSelect(m === undefined ? null : { id: m.id, name: m.name === '' ? m.userName : m.name });
            }}
          />
          {found.items.length === 0 && (
            <Text fontSize="sm" color="fg.muted" px="3">
              {t('Reports.Member.None')}
            </Text>
          )}
        </Stack>
      )}
      {found !== null && pages > 1 && (
        <HStack justify="space-between" px="1">
          <Button size="xs" minH="11" variant="ghost" disabled={page === 0} onClick={() => { setPage((p) => p - 1); }}>
            {t('Data.List.PrevPage')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('Data.List.PageOf', { page: page + 1, pages })}
          </Text>
          <Button size="xs" minH="11" variant="ghost" disabled={page + 1 >= pages} onClick={() => { setPage((p) => p + 1); }}>
            {t('Data.List.NextPage')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
