import { Box, Button, Flex } from '@chakra-ui/react';
import type { UserDto } from '@eticket/core/people';
import { useCallback, useState } from 'react';
import { LuChevronDown, LuChevronUp, LuNetwork } from 'react-icons/lu';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { OrganizationPanel } from '../organizations/organization-panel';
import { useOrganizationTree } from '../organizations/use-organization-tree';
import { PeopleResource, usePeople } from '../people-api';
import { UserList } from './user-list';
import { NO_USER_FILTERS, userQuery, type UserFilters } from './user-query';

/**
 * Users (用户管理, /user/index): the organization tree on the left (on a phone folded behind a button above
 * the list) filters the user list on the right by the selected subtree.
 */
export default function UserIndexPage({ route }: ShellPageProps) {
  const t = useT();
  const people = usePeople();
  const tree = useOrganizationTree();
  const load = useCallback((request: ListRequest<UserFilters>, signal: AbortSignal) => people.users.list(userQuery(request, true), { signal }), [people]);
  const list = useServerList<UserDto, UserFilters>({ resource: PeopleResource.user, load, initialFilters: NO_USER_FILTERS });
  const [treeOpen, setTreeOpen] = useState(false);
  const selectedId = list.filters.organizationId;
  const selectedName = tree.items.find((o) => o.id === selectedId)?.name ?? t('People.Org.All');
  const { setFilters } = list;
  const select = useCallback(
    (id: string | null) => {
      setFilters({ organizationId: id });
      setTreeOpen(false);
    },
    [setFilters],
  );
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
          <Button
            hideFrom="md"
            variant="outline"
            minH="11"
            justifyContent="space-between"
            aria-expanded={treeOpen}
            aria-controls="organization-panel"
            onClick={() => {
              setTreeOpen((open) => !open);
            }}
          >
            <LuNetwork aria-hidden />
            <Box as="span" flex="1" textAlign="start" truncate>
              {t('People.Org.Current', { name: selectedName })}
            </Box>
            {treeOpen ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
          </Button>
          <Box
            id="organization-panel"
            display={{ base: treeOpen ? 'block' : 'none', md: 'block' }}
            w={{ base: 'full', md: '64' }}
            flexShrink={0}
            borderWidth="1px"
            borderColor="border.muted"
            rounded="lg"
            bg="bg.panel"
            p="2"
          >
            <OrganizationPanel tree={tree} selectedId={selectedId} onSelect={select} />
          </Box>
          <Box flex="1" minW="0">
            <UserList list={list} tree={tree} />
          </Box>
        </Flex>
      </PageFrame>
    </DataUiProvider>
  );
}
