import { Alert, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TICKET_TEMPLATES, TICKET_TEMPLATE_LABEL_KEYS, type PrintDraft, type PrintSelectionResult } from '@eticket/core/production';
import { LuPrinter, LuTicket } from 'react-icons/lu';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';
import { PlainSwitch } from '../../../components/data-ui/plain-switch';
import { useT } from '../../../i18n/i18n-context';
import type { PrintableBundle, PrintJobSend, PrintSummary } from './print-draft';

const SWITCHES = [
  ['showProcedures', 'Production.Print.ShowProcedures'],
  ['showPrices', 'Production.Print.ShowPrices'],
  ['rotate180', 'Production.Print.Rotate'],
] as const;

export interface PrintJobFormProps {
  draft: PrintDraft;
  selection: PrintSelectionResult<PrintableBundle> | null;
  summary: PrintSummary | null;
  canPrint: boolean;
  send: PrintJobSend;
  onOpenPartTickets: () => void;
  onOpenPrintView: () => void;
}

/** Which bundles (range or picks), the paper, copies and what the ticket shows; then on to a print view. */
export function PrintJobForm({ draft, selection, summary, canPrint, send, onOpenPartTickets, onOpenPrintView }: PrintJobFormProps) {
  const t = useT();
  const edit = (patch: Partial<PrintDraft>) => {
    send({ type: 'draft.edit', patch });
  };
  return (
    <Box borderWidth="1px" rounded="lg" bg="bg.panel">
      <Box p="4">
        <Stack gap="3">
          <PlainSelectRoot size="sm" width="auto">
            <PlainSelectField aria-label={t('Production.Print.SelectBy')} value={draft.mode} onChange={(e) => { edit({ mode: e.currentTarget.value === 'picks' ? 'picks' : 'range' }); }}>
              <option value="range">{t('Production.Print.ByRange')}</option>
              <option value="picks">{t('Production.Print.ByPicks')}</option>
            </PlainSelectField>
            <PlainSelectIndicator />
          </PlainSelectRoot>
          {draft.mode === 'range' ? (
            <HStack gap="2" flexWrap="wrap">
              <PlainInput size="sm" w="28" inputMode="numeric" aria-label={t('Production.Print.From')} placeholder={t('Production.Print.From')} value={draft.from} onChange={(e) => { edit({ from: e.currentTarget.value }); }} />
              <Text>{'—'}</Text>
              <PlainInput size="sm" w="28" inputMode="numeric" aria-label={t('Production.Print.To')} placeholder={t('Production.Print.To')} value={draft.to} onChange={(e) => { edit({ to: e.currentTarget.value }); }} />
            </HStack>
          ) : (
            <PlainInput size="sm" aria-label={t('Production.Print.Picks')} placeholder={t('Production.Plan.CustomNumbersHint')} value={draft.picks} onChange={(e) => { edit({ picks: e.currentTarget.value }); }} />
          )}
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
            <PlainSelectRoot size="sm">
              <PlainSelectField
                aria-label={t('Production.Field.Template')}
                value={draft.template}
                onChange={(e) => {
                  const value = TICKET_TEMPLATES.find((x) => x === e.currentTarget.value);
                  if (value !== undefined) edit({ template: value });
                }}
              >
                {TICKET_TEMPLATES.map((tpl) => (
                  <option key={tpl} value={tpl}>
                    {t(TICKET_TEMPLATE_LABEL_KEYS[tpl])}
                  </option>
                ))}
              </PlainSelectField>
              <PlainSelectIndicator />
            </PlainSelectRoot>
            <HStack gap="2">
              <Text fontSize="sm" whiteSpace="nowrap">
                {t('Production.Field.Copies')}
              </Text>
              <PlainInput size="sm" w="16" inputMode="numeric" aria-label={t('Production.Field.Copies')} value={draft.copies} onChange={(e) => { edit({ copies: e.currentTarget.value }); }} />
            </HStack>
            <PlainInput size="sm" aria-label={t('Production.Field.CompanyName')} placeholder={t('Production.Print.CompanyPlaceholder')} value={draft.companyName} onChange={(e) => { edit({ companyName: e.currentTarget.value }); }} />
            <PlainInput size="sm" aria-label={t('Production.Field.TicketNote')} placeholder={t('Production.Field.TicketNote')} value={draft.ticketNote} onChange={(e) => { edit({ ticketNote: e.currentTarget.value }); }} />
          </SimpleGrid>
          <Flex gap="4" flexWrap="wrap">
            {SWITCHES.map(([name, key]) => (
              <PlainSwitch key={name} label={t(key)} checked={draft[name]} onCheckedChange={(next) => { edit({ [name]: next }); }} />
            ))}
          </Flex>
          {selection !== null && !selection.ok && (
            <Alert.Root status="warning" size="sm" data-testid="selection-errors">
              <Alert.Indicator />
              <Alert.Description>
                <Stack gap="1">
                  {Object.entries(selection.errors).map(([member, e]) => (
                    <Text key={member}>{t(e.key, e.params)}</Text>
                  ))}
                </Stack>
              </Alert.Description>
            </Alert.Root>
          )}
          <Flex gap="3" align="center" flexWrap="wrap">
            <Text fontSize="sm" data-testid="selection-summary">
              {summary === null ? t('Production.Print.NothingSelected') : t('Production.Print.Selected', { ...summary })}
            </Text>
            {canPrint && (
              <HStack ms="auto" gap="2">
                <Button size="sm" variant="outline" disabled={summary === null} onClick={onOpenPartTickets}>
                  <LuTicket aria-hidden />
                  {t('Production.Print.PartTickets')}
                </Button>
                <Button size="sm" colorPalette="brand" disabled={summary === null} onClick={onOpenPrintView} data-testid="open-print-view">
                  <LuPrinter aria-hidden />
                  {t('Production.Print.Preview')}
                </Button>
              </HStack>
            )}
          </Flex>
        </Stack>
      </Box>
    </Box>
  );
}
