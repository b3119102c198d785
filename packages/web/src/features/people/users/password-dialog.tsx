import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { useT } from '../../../i18n/i18n-context';

export interface PasswordDialogProps {
  title: string;
  /** Whose password it is and that it is shown once (translated). */
  message: string;
  password: string;
  onClose: () => void;
}

/**
 * A password the server made (new user, reset, import), shown this once with a copy button; it is never shown
 * again, so only its own buttons close it.
 */
export function PasswordDialog({ title, message, password, onClose }: PasswordDialogProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <ModalFrame title={title} testId="password-dialog" onClose={onClose} cancelLabel={t('Shell.Action.Close')} actions={null} size="sm" closeOnInteractOutside={false}>
      <Stack gap="3">
        <Text>{message}</Text>
        <HStack gap="2" flexWrap="wrap">
          <Code fontSize="lg" px="3" py="2" data-testid="shown-password" userSelect="all">
            {password}
          </Code>
          <Button
            size="sm"
            minH="11"
            variant="outline"
            onClick={() => {
              navigator.clipboard.writeText(password).then(
                () => {
                  setCopied(true);
                },
                () => undefined,
              );
            }}
          >
            {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
            {t(copied ? 'People.Password.Copied' : 'People.Password.Copy')}
          </Button>
        </HStack>
      </Stack>
    </ModalFrame>
  );
}

export default function PasswordDialogInFullUi(props: PasswordDialogProps) {
  return (
    <FullUiProvider>
      <PasswordDialog {...props} />
    </FullUiProvider>
  );
}
