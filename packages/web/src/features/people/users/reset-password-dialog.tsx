import { Button, Text } from '@chakra-ui/react';
import type { UserDto } from '@eticket/core/people';
import { useState } from 'react';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { useT } from '../../../i18n/i18n-context';
import { usePeople } from '../people-api';
import { PasswordDialog } from './password-dialog';

export interface ResetPasswordDialogProps {
  user: UserDto;
  onClose: () => void;
}

/** Reset: confirm, the server makes the password and ends the user's sessions, the new one is shown once. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const t = useT();
  const people = usePeople();
  const [pending, setPending] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  if (password !== null) return <PasswordDialog title={t('People.Password.ResetTitle')} message={t('People.Password.ShownOnce', { name: user.name })} password={password} onClose={onClose} />;
  return (
    <ModalFrame
      title={t('People.Users.ResetPassword')}
      testId="reset-password"
      onClose={onClose}
      size="sm"
      actions={
        <Button
          colorPalette="brand"
          loading={pending}
          onClick={() => {
            setPending(true);
            people.users.resetPassword(user.id, { password: null }).then(
              (answer) => {
                setPassword(answer.password);
              },
              () => {
                setPending(false);
              },
            );
          }}
        >
          {t('People.Password.ResetAction')}
        </Button>
      }
    >
      <Text>{t('People.Password.ResetConfirm', { name: user.name })}</Text>
    </ModalFrame>
  );
}

export default function ResetPasswordDialogInFullUi(props: ResetPasswordDialogProps) {
  return (
    <FullUiProvider>
      <ResetPasswordDialog {...props} />
    </FullUiProvider>
  );
}
