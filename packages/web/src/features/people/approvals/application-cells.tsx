import { Badge, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/i18n-context';

/** The applicant: name over user name. */
export function PersonCell({ name, userName }: { name: string; userName: string }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{name}</Text>
      <Text fontSize="xs" color="fg.muted">
        {userName}
      </Text>
    </Stack>
  );
}

const PALETTE: Readonly<Record<string, string>> = { pending: 'orange', passed: 'green', approved: 'green', rejected: 'gray', revoked: 'red' };

/** An application's status, with the reason of a rejection or revocation under it. */
export function StatusCell({ status, reason }: { status: string; reason: string | null }) {
  const t = useT();
  return (
    <Stack gap="0">
      <Badge size="sm" variant="subtle" colorPalette={PALETTE[status] ?? 'gray'} w="fit-content">
        {t(`People.Approval.Status.${status}`)}
      </Badge>
      {reason !== null && reason !== '' && (
        <Text fontSize="xs" color="fg.muted">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
