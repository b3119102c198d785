import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useSessionRef } from '../actors/session-context';
import { useT } from '../i18n/i18n-context';

/** The application configuration could not be loaded (navigation rule 1 cannot be met): say so, offer a retry. */
export function BootError() {
  const t = useT();
  const session = useSessionRef();
  return (
    <Center minH="100dvh" px="6">
      <Stack align="center" gap="4" textAlign="center" role="alert">
        <Text fontSize="lg">{t('Shell.Boot.ConfigFailed')}</Text>
        <Button
          colorPalette="brand"
          onClick={() => {
            session.send({ type: 'session.retry' });
          }}
        >
          {t('Shell.Boot.Retry')}
        </Button>
      </Stack>
    </Center>
  );
}
