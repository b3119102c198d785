import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInfo } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';

/** "Not available yet" panel: states plainly what cannot be done online, with the next steps below. */
export function NotAvailableCard({ text, children }: { text: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="6" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '5', md: '8' }}>
      <Alert.Root status="info" variant="subtle" data-testid="not-available">
        <Alert.Indicator>
          <LuInfo />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>{t('Web.Common.NotAvailableTitle')}</Alert.Title>
          <Alert.Description>{text}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {children !== undefined && <Box>{children}</Box>}
    </Stack>
  );
}

export function LegalSections({ prefix, count }: { prefix: string; count: number }) {
  const t = useT();
  return (
    <Stack gap="6" bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '5', md: '10' }}>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <Stack as="section" key={n} gap="2">
          <HStack as="h2" gap="3" fontWeight="semibold" fontSize="lg">
            <Box as="span" color="brand.fg" fontVariantNumeric="tabular-nums">
              {n}
            </Box>
            <Text as="span">{t(`${prefix}.S${n}.Title`)}</Text>
          </HStack>
          <Text color="fg.muted" lineHeight="tall">
            {t(`${prefix}.S${n}.Body`)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
