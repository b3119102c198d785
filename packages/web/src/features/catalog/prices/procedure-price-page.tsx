import { Alert, Button, EmptyState, Flex, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LuTags } from 'react-icons/lu';
import { useSearchParams } from 'wouter';
import { Can } from '../../../kit/can';
import type { ShellPageProps } from '../../../kit/page.types';
import { failureText } from '../../../components/data-ui/api-failure';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { PlainTabsContent, PlainTabsList, PlainTabsRoot, PlainTabsTrigger } from '../../../components/data-ui/plain-tabs';
import { useQuery } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CatalogResource, useCatalog } from '../catalog-api';
import { CategoryPicker } from '../shared/master-pickers';
import { StylePicker } from '../shared/catalog-pickers';
import { productLabel } from '../shared/product-label';

/** The grid loads once a style is picked — with its data, not before (the picker is the first paint). */
const loadPriceGrid = () => import('./price-grid');
const PriceGrid = lazy(loadPriceGrid);
/** The second tab: loaded when it is first opened (the tabs mount lazily), not with the price grid. */
const TechnicalLevelPanel = lazy(() => import('./technical-level-panel').then((m) => ({ default: m.TechnicalLevelPanel })));


function ProductPicker({ productId, productName, onPick }: { productId: string; productName: string | null; onPick: (id: string) => void }) {
  const t = useT();
  const [categoryId, setCategoryId] = useState('');
  return (
    <Flex gap="2" flexWrap="wrap">
      <CategoryPicker
        label={t('Catalog.Field.Category')}
        width={{ base: 'full', sm: '40' }}
        value={categoryId}
        placeholder={t('Catalog.Filter.AllCategories')}
        testId="price-category-picker"
        onChange={(id) => {
          setCategoryId(id);
        }}
      />
      <StylePicker
        label={t('Catalog.Entity.Product')}
        width={{ base: 'full', sm: '72' }}
        value={productId}
        selectedLabel={productName}
        placeholder={t('Catalog.Placeholder.SelectProduct')}
        // The server's search takes each category with its sub-categories.
        categoryIds={categoryId === '' ? null : [categoryId]}
        testId="price-style-picker"
        onChange={onPick}
      />
    </Flex>
  );
}


/** Load the chosen style's grid; a price save or a level change elsewhere reloads it. */
function PricesTab() {
  const t = useT();
  const catalog = useCatalog();
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId') ?? '';
  // A price save or a level change elsewhere invalidates the grid.
  const grid = useQuery(productId === '' ? null : [CatalogResource.procedurePrice, 'grid', productId], (signal) => catalog.procedurePrices.getGrid(productId, { signal }));
  useEffect(() => {
    if (productId !== '') void loadPriceGrid();
  }, [productId]);

  const showing = grid.data !== undefined && grid.data.productId === productId ? grid.data : null;
  const failed = grid.status === 'error' ? grid.error : undefined;
  const loading = (
    <Stack gap="2" aria-busy data-testid="price-loading">
      <Skeleton height="8" />
      <Skeleton height="40" />
    </Stack>
  );
  let body;
  if (productId === '') {
    body = (
      <EmptyState.Root size="md" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuTags />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t('Catalog.Price.PickProduct')}</EmptyState.Title>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (failed !== undefined) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('Data.List.LoadFailed')}</Alert.Title>
          <Alert.Description>{failureText(failed, t)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={grid.reload}>
          {t('Data.List.Retry')}
        </Button>
      </Alert.Root>
    );
  } else if (showing !== null) {
    // While the same style reloads, its grid stays on screen.
    body = (
      <Suspense fallback={loading}>
        <PriceGrid
          // A new grid from the server (loaded, saved, copied) starts the edits afresh.
          key={`${showing.productId}|${showing.concurrencyStamp}|${grid.dataRound ?? ''}`}
          grid={showing}
          onSaved={grid.replace}
          onReload={grid.reload}
        />
      </Suspense>
    );
  } else {
    body = loading;
  }

  return (
    <Stack gap="3">
      <ProductPicker
        productId={productId}
        productName={showing === null ? null : productLabel({ styleNo: showing.styleNo, productName: showing.productName })}
        onPick={(id) => {
          setParams(id === '' ? {} : { productId: id });
        }}
      />
      {body}
    </Stack>
  );
}

/**
 * Procedure prices (工序工价, /procedurePrice/list): pick a style → its procedures × (default + each
 * technical level, optionally each size); edit cells or a whole column at once, copy from another style,
 * export; Σ per column. Technical levels are managed on the second tab (they have no route of their own).
 */
export default function ProcedurePricePage({ route }: ShellPageProps) {
  const t = useT();
  const [tab, setTab] = useState('prices');
  return (
    <FormUiProvider>
      <PageFrame title={t(route.title)}>
        <PlainTabsRoot
          value={tab}
          onValueChange={(e) => {
            setTab(e.value);
          }}
          variant="line"
          size="sm"
          lazyMount
        >
          <PlainTabsList mb="3">
            <PlainTabsTrigger value="prices">{t('Catalog.Entity.ProcedurePrice')}</PlainTabsTrigger>
            <Can permission={P.TechnicalLevelManagement}>
              <PlainTabsTrigger value="levels">{t('Catalog.Entity.TechnicalLevel')}</PlainTabsTrigger>
            </Can>
          </PlainTabsList>
          <PlainTabsContent value="prices">
            <PricesTab />
          </PlainTabsContent>
          <PlainTabsContent value="levels">
            <Can permission={P.TechnicalLevelManagement}>
              <Suspense fallback={<Skeleton height="40" />}>
                <TechnicalLevelPanel />
              </Suspense>
            </Can>
          </PlainTabsContent>
        </PlainTabsRoot>
      </PageFrame>
    </FormUiProvider>
  );
}
