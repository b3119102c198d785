import { Alert, Badge, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { BundlePlanPreviewDto, PlannedBundleDto } from '@eticket/core/production';
import { useT } from '../../../i18n/i18n-context';

/** Bundles listed in the preview; the rest are counted (a 2,000-bundle bed would drown the page). */
const PREVIEW_ROWS = 200;

function BundleList({ bundles }: { bundles: readonly PlannedBundleDto[] }) {
  const t = useT();
  const shown = bundles.slice(0, PREVIEW_ROWS);
  return (
    <Box>
      <Table.ScrollArea maxH="72" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader aria-label={t('Production.Plan.BundleList')} data-testid="plan-bundles">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('Production.Field.BundleNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Size')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Production.Field.Color')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('Production.Field.Qty')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((b) => (
              <Table.Row key={b.bundleNo}>
                <Table.Cell fontWeight="semibold">{b.bundleNo}</Table.Cell>
                <Table.Cell>{b.size}</Table.Cell>
                <Table.Cell>{b.color}</Table.Cell>
                <Table.Cell textAlign="end">{b.qty}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {bundles.length > shown.length && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('Production.Plan.MoreBundles', { count: bundles.length - shown.length })}
        </Text>
      )}
    </Box>
  );
}

function Summary({ label, value, testId, danger = false }: { label: string; value: number; testId?: string; danger?: boolean }) {
  return (
    <Box borderWidth="1px" rounded="md" px="3" py="2" bg="bg.panel">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" color={danger ? 'red.fg' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** What the plan generates (bundle numbers, totals against the order) or why it cannot yet. */
export function BundlePlanPreview({ preview, stale }: { preview: BundlePlanPreviewDto; stale: boolean }) {
  const t = useT();
  return (
    <Box aria-live="polite" opacity={stale ? 0.6 : 1} data-testid="plan-preview">
      {preview.ok ? (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" fontSize="sm">
            <Summary label={t('Production.Field.BundleCount')} value={preview.bundleCount} testId="plan-bundle-count" />
            <Summary label={t('Production.Plan.PlannedQty')} value={preview.comparison.planned} testId="plan-planned" />
            <Summary label={t('Production.Field.Ordered')} value={preview.comparison.ordered} />
            <Summary label={t('Production.Plan.CutBefore')} value={preview.comparison.cut} />
            <Summary label={t('Production.Plan.Uncut')} value={preview.comparison.remaining} testId="plan-remaining" danger={preview.comparison.remaining < 0} />
          </SimpleGrid>
          <Text fontSize="sm" data-testid="plan-range">
            {t('Production.Plan.NumberRange', { first: preview.bundles[0]?.bundleNo ?? 0, last: preview.bundles.at(-1)?.bundleNo ?? 0 })}
          </Text>
          {preview.comparison.overCut && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t('Production.Plan.OverCut')}</Alert.Title>
            </Alert.Root>
          )}
          <BundleList bundles={preview.bundles} />
        </Stack>
      ) : (
        <Alert.Root status="info" size="sm" data-testid="plan-errors">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('Production.Plan.NotReady')}</Alert.Title>
            <Alert.Description>
              <Stack gap="1">
                {preview.errors.map((issue, i) => (
                  <Text key={i}>{t(issue.key, issue.params)}</Text>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}

/** Generate (or regenerate, replacing the bed's bundles); or why the bed cannot be generated again. */
export function BundlePlanGenerate({ canGenerate, hasBundles, ready, generating, onGenerate }: { canGenerate: boolean; hasBundles: boolean; ready: boolean; generating: boolean; onGenerate: () => void }) {
  const t = useT();
  if (!canGenerate) {
    return (
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Title>{t('Production.Error.CannotRegenerate')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <HStack justify="flex-end">
      {hasBundles && (
        <Badge colorPalette="orange" variant="subtle">
          {t('Production.Plan.ReplacesBundles')}
        </Badge>
      )}
      <Button colorPalette="brand" size="sm" disabled={!ready} loading={generating} onClick={onGenerate} data-testid="plan-generate">
        {t(hasBundles ? 'Production.Plan.Regenerate' : 'Production.Plan.Generate')}
      </Button>
    </HStack>
  );
}
