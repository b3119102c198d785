import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { SelectBox } from '../../../components/data-ui/select-box';
import type { ServerList } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';

/** Above an application list: the keyword (name, user name …), the status filter, the page's other filters and actions. */
export function ApplicationToolbar<Row, F, S extends string>({
  list,
  statuses,
  status,
  onStatus,
  filters,
  actions,
}: {
  list: ServerList<Row, F>;
  statuses: readonly S[];
  status: S | '';
  onStatus: (status: S | '') => void;
  filters?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <ListToolbar
      keyword={list.keyword}
      placeholder={t('People.Approval.Keyword')}
      onSearch={(keyword) => {
        list.search(keyword);
      }}
      onReset={list.reset}
      filters={
        <HStack gap="2" flexWrap="wrap">
          <SelectBox
            width="auto"
            label={t('People.Approval.Status')}
            value={status}
            placeholder={t('People.Approval.Status.All')}
            options={statuses.map((s) => ({ value: s, label: t(`People.Approval.Status.${s}`) }))}
            onChange={(value) => {
              onStatus(statuses.find((s) => s === value) ?? '');
            }}
          />
          {filters}
        </HStack>
      }
      {...(actions === undefined ? {} : { actions })}
    />
  );
}
