import { Alert, Button, EmptyState, Flex, Skeleton, Stack, VStack } from '@chakra-ui/react';
import type { CategoryLookupItem, ProductLookupItem } from '@eticket/core/catalog';
import { TenantPermissions as P } from '@eticket/core/abp';
import { buildCategoryTree, flattenCategoryTree } from '@eticket/core/catalog';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { LuTags } from 'react-icons/lu';
import { useSearchParams } from 'wouter';
import { Can } from '../../../kit/can';
import type { ShellPageProps } from '../../../kit/page.types';
import { failureText } from '../../../components/data-ui/api-failure';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { PlainTabsContent, PlainTabsList, PlainTabsRoot, PlainTabsTrigger } from '../../../components/data-ui/plain-tabs';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useLookup } from '../../../components/data-ui/use-lookup';
import { useQuery } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CatalogResource, useCatalog } from '../catalog-api';
import { categoryOptions } from '../shared/category-options';
import { productOptions } from '../shared/product-label';

/** The grid loads once a style is picked — with its data, not before (the picker is the first paint). */
const loadPriceGrid = () => import('./price-grid');
const PriceGrid = lazy(loadPriceGrid);
/** The second tab: loaded when it is first opened (the tabs mount lazily), not with the price grid. */
const TechnicalLevelPanel = lazy(() => import('./technical-level-panel').then((m) => ({ default: m.TechnicalLevelPanel })));


function ProductPicker({ productId, onPick }: { productId: string; onPick: (id: string) => void }) {
  const t = useT();
  const catalog = useCatalog();
  const products = useLookup<ProductLookupItem>(CatalogResource.product, useCallback((signal: AbortSignal) => catalog.products.lookup({ signal }), [catalog])).items;
  const categories = useLookup<CategoryLookupItem>(CatalogResource.category, useCallback((signal: AbortSignal) => catalog.productCategories.lookup({ signal }), [catalog])).items;
  const [categoryId, setCategoryId] = useState('');
  // A category picks its sub-categories' styles too.
  const inCategory = useMemo(() => {
    if (categoryId === '') return null;
    const node = flattenCategoryTree(buildCategoryTree(categories)).find((n) => n.category.id === categoryId);
    return new Set(node === undefined ? [categoryId] : flattenCategoryTree([node]).map((n) => n.category.id));
  }, [categories, categoryId]);
  const shown = products.filter((p) => p.id === productId || inCategory === null || (p.categoryId !== null && inCategory.has(p.categoryId)));
  return (
    <Flex gap="2" flexWrap="wrap">
      <SelectBox
        label={t('Catalog.Field.Category')}
        width={{ base: 'full', sm: '40' }}
        value={categoryId}
        placeholder={t('Catalog.Filter.AllCategories')}
        options={categoryOptions(categories)}
        onChange={setCategoryId}
      />
      <SelectBox
        label={t('Catalog.Entity.Product')}
        width={{ base: 'full', sm: '72' }}
        value={productId}
        placeholder={t('Catalog.Placeholder.SelectProduct')}
        options={productOptions(shown)}
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
