import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { buildPermissionTree, checkState, filterPermissionTree, setBranch, type CheckState, type PermissionSide, type PermissionTreeNode } from '@eticket/core/people';
import { useMemo, useState } from 'react';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';

const asChecked = (state: CheckState): boolean | 'indeterminate' => (state === 'indeterminate' ? 'indeterminate' : state === 'checked');

interface NodeProps {
  node: PermissionTreeNode;
  granted: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  disabled: boolean;
}

/** A permission, its actions beside it (新建 编辑 删除 … wrap on a phone), deeper children indented below. */
function PermissionRow({ node, granted, onChange, disabled }: NodeProps) {
  const t = useT();
  const actions = node.children.filter((child) => child.children.length === 0);
  const nested = node.children.filter((child) => child.children.length > 0);
  return (
    <Box py="1.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="4" flexWrap="wrap" align="center">
        <Box minW="10rem">
          <PlainCheckbox size="md" label={t(node.label)} checked={asChecked(checkState(node, granted))} disabled={disabled} onCheckedChange={(checked) => { onChange(setBranch(granted, node, checked)); }} />
        </Box>
        {actions.map((action) => (
          <PlainCheckbox key={action.key} label={t(action.label)} checked={granted.has(action.key)} disabled={disabled} onCheckedChange={(checked) => { onChange(setBranch(granted, action, checked)); }} />
        ))}
      </HStack>
      {nested.length > 0 && (
        <Stack gap="0" ps="6" mt="1">
          {nested.map((child) => (
            <PermissionRow key={child.key} node={child} granted={granted} onChange={onChange} disabled={disabled} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The role editor's permission tree: groups → permissions → actions, each with a checkbox that checks or
 * clears its whole branch (a parent shows a dash when part of it is granted), and a search over the labels.
 * The rules (what a click grants, what shows as partly checked) are the core's; this only draws them.
 */
export function PermissionTreeEditor({ side, granted, onChange, disabled = false }: { side: PermissionSide; granted: ReadonlySet<string>; onChange: (next: Set<string>) => void; disabled?: boolean }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const tree = useMemo(() => buildPermissionTree(side), [side]);
  const needle = query.trim().toLocaleLowerCase();
  const shown = useMemo(() => (needle === '' ? tree : filterPermissionTree(tree, (node) => t(node.label).toLocaleLowerCase().includes(needle))), [tree, needle, t]);
  return (
    <Stack gap="3">
      <PlainInput type="search" value={query} placeholder={t('People.Role.SearchPermissions')} aria-label={t('People.Role.SearchPermissions')} onChange={(e) => { setQuery(e.currentTarget.value); }} maxW="sm" />
      {shown.length === 0 && <Text color="fg.muted">{t('Data.List.NoMatch')}</Text>}
      {shown.map((group) => (
        <Box as="section" key={group.key} borderWidth="1px" borderColor="border.muted" rounded="md" p="3" aria-label={t(group.label)}>
          <Heading as="h3" size="sm" mb="2">
            <PlainCheckbox size="md" label={t(group.label)} checked={asChecked(checkState(group, granted))} disabled={disabled} onCheckedChange={(checked) => { onChange(setBranch(granted, group, checked)); }} />
          </Heading>
          <Stack gap="0" ps={{ base: '2', md: '6' }}>
            {group.children.map((node) => (
              <PermissionRow key={node.key} node={node} granted={granted} onChange={onChange} disabled={disabled} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
