import { Button, Stack, Text } from '@chakra-ui/react';
import { validateUserBulkAssign, type UserBulkAssignInput } from '@eticket/core/people';
import { useState, type ReactNode } from 'react';
import { failureText, formHandlesFailure } from '../../../components/data-ui/api-failure';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';
import { SelectBox, type SelectOption } from '../../../components/data-ui/select-box';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { usePeople } from '../people-api';
import { RoleChecklist } from './role-checklist';
import type { UserFormChoices } from './user-form';

export interface BulkAssignDialogProps {
  userIds: readonly string[];
  choices: UserFormChoices;
  onDone: () => void;
  onClose: () => void;
}

type Field = 'organizationId' | 'technicalLevelId' | 'roleIds';

/** One part of the assignment: off (left as it is) or on with its new value. */
function Part({ label, on, onToggle, children }: { label: string; on: boolean; onToggle: (on: boolean) => void; children: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="3">
      <PlainCheckbox label={t('People.Bulk.Change', { field: label })} checked={on} onCheckedChange={onToggle} />
      {on && children}
    </Stack>
  );
}

/** Set organization, level and/or roles on every selected user at once (roles replace theirs). */
export function BulkAssignDialog({ userIds, choices, onDone, onClose }: BulkAssignDialogProps) {
  const t = useT();
  const people = usePeople();
  const [on, setOn] = useState<ReadonlySet<Field>>(new Set());
  const [organizationId, setOrganizationId] = useState('');
  const [technicalLevelId, setTechnicalLevelId] = useState('');
  const [roleIds, setRoleIds] = useState<readonly string[]>([]);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (field: Field) => (next: boolean) => {
    setOn((s) => {
      const copy = new Set(s);
      if (next) copy.add(field);
      else copy.delete(field);
      return copy;
    });
  };
  const select = (label: string, value: string, onChange: (v: string) => void, options: readonly SelectOption[]) => (
    <SelectBox label={label} value={value} onChange={onChange} options={options} placeholder={t('People.Users.None')} />
  );
  const submit = () => {
    const raw: Record<string, unknown> = { userIds };
    if (on.has('organizationId')) raw.organizationId = organizationId;
    if (on.has('technicalLevelId')) raw.technicalLevelId = technicalLevelId;
    if (on.has('roleIds')) raw.roleIds = roleIds;
    const read = validateUserBulkAssign(raw);
    if (!read.ok) {
      const first = Object.values(read.errors)[0];
      setProblem(first === undefined ? null : t(first.key, first.params));
      return;
    }
    setPending(true);
    setProblem(null);
    const input: UserBulkAssignInput = read.value;
    people.users.bulkAssign(input, { silent: formHandlesFailure }).then(
      (answer) => {
        notify({ kind: 'message', type: 'success', title: t('People.Bulk.Done', { count: answer.updated }), durationMs: 3000 });
        onDone();
        onClose();
      },
      (error: unknown) => {
        setPending(false);
        setProblem(failureText(error, t));
      },
    );
  };
  return (
    <ModalFrame
      title={t('People.Bulk.Title', { count: userIds.length })}
      testId="bulk-assign"
      onClose={onClose}
      actions={
        <Button colorPalette="brand" loading={pending} onClick={submit}>
          {t('Shell.Action.Save')}
        </Button>
      }
    >
      <Stack gap="3">
        {problem !== null && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {problem}
          </Text>
        )}
        <Part label={t('People.User.Organization')} on={on.has('organizationId')} onToggle={toggle('organizationId')}>
          {select(t('People.User.Organization'), organizationId, setOrganizationId, choices.organizations)}
        </Part>
        <Part label={t('People.User.TechnicalLevel')} on={on.has('technicalLevelId')} onToggle={toggle('technicalLevelId')}>
          {select(t('People.User.TechnicalLevel'), technicalLevelId, setTechnicalLevelId, choices.levels)}
        </Part>
        <Part label={t('People.User.Roles')} on={on.has('roleIds')} onToggle={toggle('roleIds')}>
          <RoleChecklist
            roles={choices.roles}
            selected={roleIds}
            onChange={(ids) => {
              setRoleIds(ids);
            }}
          />
        </Part>
      </Stack>
    </ModalFrame>
  );
}

export default function BulkAssignDialogInFullUi(props: BulkAssignDialogProps) {
  return (
    <FullUiProvider>
      <BulkAssignDialog {...props} />
    </FullUiProvider>
  );
}
