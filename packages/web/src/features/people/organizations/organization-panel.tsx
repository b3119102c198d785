import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { CallOptions } from '@eticket/api-client';
import type { OrganizationDto, OrganizationInput } from '@eticket/core/people';
import { useState, type ReactNode } from 'react';
import { LuFolderPlus, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { invalidate } from '../../../components/data-ui/invalidation';
import { LazyConfirmDeleteDialog, LazyRecordFormDialog } from '../../../components/data-ui/lazy-dialogs';
import { TreeNav } from '../../../components/data-ui/tree-nav';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { PEOPLE_DELETE_CALL, PEOPLE_FORM_CALL, PeopleResource, usePeople } from '../people-api';
import type { organizationForm } from './organization-form';
import type { OrganizationTree } from './use-organization-tree';

interface FormModule {
  organizationForm: typeof organizationForm;
}
const loadForm = (): Promise<FormModule> => import('./organization-form');

/** 44 px: the touch target of the shop floor's phones. */
const TOUCH = '11';

/**
 * The organization tree beside the user list: "all" and every node (selecting one filters the list by its
 * subtree), and the changes of the tree — a new top-level or child organization, edit (rename, retype,
 * move), delete (the server refuses while members or sub-organizations remain, and says so in the dialog).
 */
export function OrganizationPanel({ tree, selectedId, onSelect }: { tree: OrganizationTree; selectedId: string | null; onSelect: (id: string | null) => void }) {
  const t = useT();
  const people = usePeople();
  const [form, setForm] = useState<FormModule | null>(null);
  const [editing, setEditingState] = useState<{ record: OrganizationDto | null; parentId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const selected = tree.items.find((o) => o.id === selectedId) ?? null;
  const setEditing = (next: typeof editing) => {
    setEditingState(next);
    if (next !== null && form === null) {
      loadForm().then(setForm, () => {
        setEditingState(null);
      });
    }
  };
  const endpoints = {
    create: (input: OrganizationInput, options?: CallOptions) => people.organizations.create(input, options),
    update: (id: string, input: OrganizationInput & { concurrencyStamp: string }, options?: CallOptions) => people.organizations.update(id, input, options),
    get: (id: string) => people.organizations.list().then((r) => r.items.find((o) => o.id === id) ?? Promise.reject(new Error(`organization ${id} is gone`))),
  };
  const iconButton = (key: string, label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <Button key={key} aria-label={label} title={label} size="sm" minW={TOUCH} h={TOUCH} px="0" variant="ghost" colorPalette={danger ? 'red' : 'brand'} onClick={onClick}>
      {icon}
    </Button>
  );
  return (
    <Stack gap="2" data-testid="organization-panel">
      <HStack justify="space-between" gap="1">
        {/* Text, not Heading: one component fewer to share with the page frame's chunk. */}
        <Text as="h2" fontSize="sm" fontWeight="semibold">
          {t('People.Org.Title')}
        </Text>
        <HStack gap="0">
          <Can permission={P.UserManagementCreate}>
            {iconButton('top', t('People.Org.AddTop'), <LuPlus />, () => {
              setEditing({ record: null, parentId: null });
            })}
            {selected !== null &&
              iconButton('child', t('People.Org.AddChild'), <LuFolderPlus />, () => {
                setEditing({ record: null, parentId: selected.id });
              })}
          </Can>
          {selected !== null && (
            <>
              <Can permission={P.UserManagementEdit}>
                {iconButton('edit', t('Data.Action.Edit'), <LuPencil />, () => {
                  setEditing({ record: selected, parentId: selected.parentId });
                })}
              </Can>
              <Can permission={P.UserManagementDelete}>
                {iconButton('delete', t('Data.Action.Delete'), <LuTrash2 />, () => {
                  setDeleting({ id: selected.id, name: selected.name });
                }, true)}
              </Can>
            </>
          )}
        </HStack>
      </HStack>
      <TreeNav
        label={t('People.Org.Title')}
        allLabel={t('People.Org.All')}
        nodes={tree.nodes.map((node) => ({ id: node.item.id, label: node.item.name, depth: node.depth, detail: t('People.Org.MemberCount', { count: node.item.memberCount }) }))}
        selectedId={selectedId}
        onSelect={onSelect}
      />
      {tree.loaded && tree.nodes.length === 0 && (
        <Text fontSize="sm" color="fg.muted" px="3">
          {t('People.Org.Empty')}
        </Text>
      )}
      {editing !== null && form !== null && (
        <LazyRecordFormDialog
          resource={PeopleResource.organization}
          alsoInvalidates={[PeopleResource.user]}
          entityName={t('People.Org.Entity')}
          endpoints={endpoints}
          record={editing.record}
          formCall={PEOPLE_FORM_CALL}
          onClose={() => {
            setEditing(null);
          }}
          {...form.organizationForm(tree, editing.parentId)}
        />
      )}
      <LazyConfirmDeleteDialog
        target={deleting}
        remove={(id) => people.organizations.delete(id, PEOPLE_DELETE_CALL)}
        onDeleted={() => {
          if (deleting?.id === selectedId) onSelect(null);
          invalidate(PeopleResource.organization);
        }}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
