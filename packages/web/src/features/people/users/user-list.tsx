import { Button, HStack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { UserDto } from '@eticket/core/people';
import { useMemo, useState } from 'react';
import { LuKeyRound, LuPencil, LuPower, LuPowerOff, LuUpload, LuUsers } from 'react-icons/lu';
import { CrudListView } from '../../../components/data-ui/crud-list-view';
import { invalidate } from '../../../components/data-ui/invalidation';
import { LazyRecordFormDialog } from '../../../components/data-ui/lazy-dialogs';
import type { ServerList } from '../../../components/data-ui/use-server-list';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { organizationOptions, type OrganizationTree } from '../organizations/use-organization-tree';
import { PEOPLE_DELETE_CALL, PEOPLE_FORM_CALL, PeopleResource, usePeople } from '../people-api';
import { userColumns } from './user-columns';
import { UserFilterSelects } from './user-filter-selects';
import { UserDialogHost, type UserDialog } from './user-dialogs';
import type { userForm } from './user-form';
import { userQuery, type UserFilters } from './user-query';
import { useUserChoices } from './use-user-choices';

interface FormModule {
  userForm: typeof userForm;
}
const loadForm = (): Promise<FormModule> => import('./user-form');

/** The user list beside the tree: filters, selection, the row actions and the page's dialogs. */
export function UserList({ list, tree }: { list: ServerList<UserDto, UserFilters>; tree: OrganizationTree }) {
  const t = useT();
  const people = usePeople();
  const choices = useUserChoices();
  const formChoices = useMemo(() => ({ ...choices, organizations: organizationOptions(tree) }), [choices, tree]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [form, setForm] = useState<FormModule | null>(null);
  const openForm = (record: UserDto | null) => {
    setDialog({ kind: 'form', record });
    if (form === null) loadForm().then(setForm, () => {
      setDialog(null);
    });
  };
  const toggle = (id: string, on: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const pageIds = list.rows.map((u) => u.id);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const setActive = (user: UserDto, active: boolean) => {
    (active ? people.users.enable(user.id) : people.users.disable(user.id)).then(
      () => {
        notify({ kind: 'message', type: 'success', title: t(active ? 'People.Users.EnableDone' : 'People.Users.DisableDone', { name: user.name }), durationMs: 3000 });
        invalidate(PeopleResource.user, PeopleResource.organization);
      },
      () => undefined,
    );
  };
  const endpoints = {
    // A password the server made is answered once: show it when the form has closed.
    create: (input: Parameters<typeof people.users.create>[0], options?: Parameters<typeof people.users.create>[1]) =>
      people.users.create(input, options).then((created) => {
        if (created.generatedPassword !== null) {
          setDialog({ kind: 'password', title: t('People.Password.CreatedTitle'), message: t('People.Password.ShownOnce', { name: created.name }), password: created.generatedPassword });
        }
        return created;
      }),
    update: (id: string, { password: _password, ...input }: Parameters<typeof people.users.create>[0] & { concurrencyStamp: string }, options?: Parameters<typeof people.users.update>[2]) =>
      people.users.update(id, input, options),
    get: (id: string) => people.users.get(id),
  };
  const entityName = t('People.Users.Entity');
  return (
    <>
      {selected.size > 0 && (
        <HStack gap="3" mb="2" flexWrap="wrap" data-testid="selection-bar">
          <Text fontSize="sm">{t('People.Users.Selected', { count: selected.size })}</Text>
          <Button size="sm" variant="ghost" minH="11" onClick={() => {
            setSelected(new Set());
          }}>
            {t('People.Users.ClearSelection')}
          </Button>
        </HStack>
      )}
      <CrudListView
        list={list}
        entityName={t('Route.UserIndex')}
        resources={[PeopleResource.user, PeopleResource.organization]}
        columns={userColumns(t, {
          has: (id) => selected.has(id),
          toggle,
          page: {
            checked: pageSelected,
            toggle: (on) => {
              for (const id of pageIds) toggle(id, on);
            },
          },
        })}
        keywordPlaceholder={t('People.Users.SearchPlaceholder')}
        filters={<UserFilterSelects list={list} choices={choices} />}
        exportExcel={(request) => people.users.exportExcel(userQuery(request, false))}
        toolbarActions={
          <>
            <Can permission={P.UserManagementCreate}>
              <Button size="sm" variant="outline" onClick={() => {
                setDialog({ kind: 'import' });
              }}>
                <LuUpload aria-hidden />
                {t('People.Import.Action')}
              </Button>
            </Can>
            <Can permission={P.UserManagementEdit}>
              <Button size="sm" variant="outline" disabled={selected.size === 0} onClick={() => {
                setDialog({ kind: 'bulk' });
              }}>
                <LuUsers aria-hidden />
                {t('People.Bulk.Action')}
              </Button>
            </Can>
          </>
        }
        create={{ permission: P.UserManagementCreate, onClick: () => {
          openForm(null);
        } }}
        rowActions={(user) => [
          { key: 'edit', label: t('Data.Action.Edit'), icon: <LuPencil />, permission: P.UserManagementEdit, onClick: () => {
            openForm(user);
          } },
          user.isActive
            ? { key: 'disable', label: t('People.Users.Disable'), icon: <LuPowerOff />, permission: P.UserManagementEdit, onClick: () => {
                setActive(user, false);
              } }
            : { key: 'enable', label: t('People.Users.Enable'), icon: <LuPower />, permission: P.UserManagementEdit, onClick: () => {
                setActive(user, true);
              } },
          { key: 'reset', label: t('People.Users.ResetPassword'), icon: <LuKeyRound />, permission: P.UserManagementEdit, onClick: () => {
            setDialog({ kind: 'reset', user });
          } },
        ]}
        remove={{ permission: P.UserManagementDelete, call: (id, options) => people.users.delete(id, options), options: PEOPLE_DELETE_CALL, nameOf: (u) => u.name }}
        rowProps={(u) => ({ muted: !u.isActive })}
      />
      {dialog?.kind === 'form' && form !== null && (
        <LazyRecordFormDialog
          resource={PeopleResource.user}
          alsoInvalidates={[PeopleResource.organization]}
          entityName={entityName}
          endpoints={endpoints}
          record={dialog.record}
          formCall={PEOPLE_FORM_CALL}
          onClose={() => {
            setDialog((d) => (d?.kind === 'form' ? null : d));
          }}
          {...form.userForm(formChoices, list.filters.organizationId)}
        />
      )}
      <UserDialogHost
        dialog={dialog}
        bulk={{ userIds: [...selected], choices: formChoices, onDone: () => {
          setSelected(new Set());
          invalidate(PeopleResource.user, PeopleResource.organization);
        } }}
        onImported={(result) => {
          invalidate(PeopleResource.user, PeopleResource.organization);
          if (result.generatedPassword !== null) {
            setDialog({ kind: 'password', title: t('People.Import.Done', { count: result.imported }), message: t('People.Import.SharedPassword'), password: result.generatedPassword });
          }
        }}
        onClose={() => {
          setDialog(null);
        }}
      />
    </>
  );
}
