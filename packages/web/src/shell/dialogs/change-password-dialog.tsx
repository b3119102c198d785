import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { validateChangePassword, validateChangePasswordField, type ChangePasswordField } from '@eticket/core/forms';
import { useId, useState, type SyntheticEvent } from 'react';
import { useApi } from '../../kit/api';
import { notify } from '../../components/ui/notify';
import { PasswordInput } from '../../components/ui/password-input';
import { FormField } from '../../components/ui/form-field';
import { useT } from '../../i18n/i18n-context';

type Values = Record<ChangePasswordField, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', newPassword2: '' };
const FIELDS: readonly { field: ChangePasswordField; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Shell.ChangePassword.CurrentPassword', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'Shell.ChangePassword.NewPassword', autoComplete: 'new-password' },
  { field: 'newPassword2', label: 'Shell.ChangePassword.ConfirmPassword', autoComplete: 'new-password' },
];

function ChangePasswordForm({ formId, onDone, onPending }: { formId: string; onDone: () => void; onPending: (p: boolean) => void }) {
  const t = useT();
  const api = useApi();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ChangePasswordField, string>>>({});
  const [pending, setPending] = useState(false);

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    const result = validateChangePassword(values);
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key)])));
      return;
    }
    setErrors({});
    setPending(true);
    onPending(true);
    api.changePassword(result.value).then(
      () => {
        notify({ kind: 'message', type: 'success', title: t('Shell.ChangePassword.Success'), durationMs: 3000 });
        onPending(false);
        onDone();
      },
      () => {
        // The error presenter said why (e.g. a wrong current password); the dialog stays open.
        setPending(false);
        onPending(false);
      },
    );
  };

  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {FIELDS.map(({ field, label, autoComplete }) => (
          <FormField key={field} label={t(label)} error={errors[field] ?? null} required>
            {(control) => (
              <PasswordInput {...control}
                name={field}
                autoComplete={autoComplete}
                value={values[field]}
                showLabel={t('Web.Common.ShowPassword')}
                hideLabel={t('Web.Common.HidePassword')}
                onChange={(e) => {
                  setValues({ ...values, [field]: e.target.value });
                }}
                onBlur={() => {
                  const key = validateChangePasswordField(field, values);
                  setErrors({ ...errors, [field]: key === null ? undefined : t(key) });
                }}
              />
            )}
          </FormField>
        ))}
      </Stack>
    </form>
  );
}

/**
 * Change password (§2, §5): the core's rules on blur and submit, "modified successfully" and close on
 * success; the form is unmounted when the dialog closes, so it always opens empty.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="change-password-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('Shell.ChangePassword.Title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ChangePasswordForm formId={formId} onDone={onClose} onPending={setPending} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('Shell.Action.Cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} colorPalette="brand" loading={pending}>
                {t('Shell.Action.Confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Shell.Action.Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
