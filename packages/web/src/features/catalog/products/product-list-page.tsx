import { Badge, HStack, Image, Text, Wrap } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { ProductListInput, ProductListItemDto } from '@eticket/core/catalog';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { useCallback } from 'react';
import { LuCopy, LuImage, LuPencil, LuTags } from 'react-icons/lu';
import { useLocation } from 'wouter';
import type { ShellPageProps } from '../../../kit/page.types';
import { CrudListView } from '../../../components/data-ui/crud-list-view';
import type { Column } from '../../../components/data-ui/data-table';
import { editHref } from '../../../components/data-ui/edit-href';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useMoney } from '../../../components/data-ui/use-money';
import { exportInput, pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CatalogResource, DELETE_CALL, useCatalog } from '../catalog-api';
import { routeHref } from '@eticket/core/navigation';
import { ActiveBadge } from '../shared/active-badge';
import { CategoryPicker } from '../shared/master-pickers';

/** Filters besides the keyword: product-spec §3's no and name, plus category and status ('' = any). */
interface ProductFilters {
  no: string;
  name: string;
  categoryId: string;
  isActive: '' | 'true' | 'false';
}

const NO_FILTERS: ProductFilters = { no: '', name: '', categoryId: '', isActive: '' };

/** The §3 query: no, name, keyword, skipCount, maxResultCount (+ category, status, sorting); blanks left out. */
function productQuery(request: ListRequest<ProductFilters>, paged: boolean): ProductListInput {
  const f = request.filters;
  const base = paged ? pagedInput(request) : exportInput(request);
  return {
    ...(f.no.trim() === '' ? {} : { no: f.no.trim() }),
    ...(f.name.trim() === '' ? {} : { name: f.name.trim() }),
    ...base,
    ...(f.categoryId === '' ? {} : { categoryId: f.categoryId }),
    ...(f.isActive === '' ? {} : { isActive: f.isActive === 'true' }),
  };
}

const COLOR_CHIPS = 4;

/**
 * Styles (款式, /product/list): search by style no / name (keyword, or no and name separately), category
 * (with its sub-categories) and status; sorting, paging, Excel export; edit, set prices, copy, delete.
 */
export default function ProductListPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const catalog = useCatalog();
  const [, navigate] = useLocation();
  const load = useCallback((request: ListRequest<ProductFilters>, signal: AbortSignal) => catalog.products.list(productQuery(request, true), { signal }), [catalog]);
  const list = useServerList({ resource: CatalogResource.product, load, initialFilters: NO_FILTERS });

  const columns: Column<ProductListItemDto>[] = [
    { key: 'styleNo', header: t('Catalog.Field.StyleNo'), sortField: 'styleNo', nowrap: true, sticky: 'start', cell: (p) => <Text fontWeight="semibold">{p.styleNo}</Text> },
    {
      key: 'image',
      header: t('Catalog.Field.Image'),
      cell: (p) =>
        p.imageUrl === null ? (
          <HStack boxSize="9" justify="center" bg="bg.muted" rounded="md" color="fg.subtle">
            <LuImage aria-hidden />
          </HStack>
        ) : (
          <Image src={p.imageUrl} alt={p.name} boxSize="9" objectFit="cover" rounded="md" loading="lazy" />
        ),
    },
    { key: 'name', header: t('Catalog.Field.ProductName'), sortField: 'name', minW: '36', cell: (p) => p.name },
    { key: 'category', header: t('Catalog.Field.Category'), nowrap: true, cell: (p) => p.categoryName },
    {
      key: 'colors',
      header: t('Catalog.Field.Colors'),
      minW: '36',
      cell: (p) => (
        <Wrap gap="1">
          {p.colors.slice(0, COLOR_CHIPS).map((c) => (
            <Badge key={c.name} size="sm" variant="outline">
              {c.name}
            </Badge>
          ))}
          {p.colors.length > COLOR_CHIPS && (
            <Badge size="sm" variant="subtle">
              {t('Catalog.Product.MoreColors', { count: p.colors.length - COLOR_CHIPS })}
            </Badge>
          )}
        </Wrap>
      ),
    },
    { key: 'sizes', header: t('Catalog.Field.Sizes'), minW: '28', cell: (p) => p.sizes.map((s) => s.name).join(' / ') },
    { key: 'parts', header: t('Catalog.Field.PartCount'), align: 'end', cell: (p) => p.partCount },
    { key: 'procedures', header: t('Catalog.Field.ProcedureCount'), align: 'end', cell: (p) => p.procedureCount },
    { key: 'price', header: t('Catalog.Field.TotalPrice'), align: 'end', nowrap: true, cell: (p) => money(p.totalDefaultPrice) },
    { key: 'status', header: t('Catalog.Field.Status'), sortField: 'isActive', nowrap: true, cell: (p) => <ActiveBadge active={p.isActive} /> },
    { key: 'creationTime', header: t('Catalog.Field.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (p) => formatDateTimeMinutes(p.creationTime) },
  ];

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <CrudListView
          list={list}
          entityName={t('Catalog.Entity.Product')}
          resources={[CatalogResource.product, CatalogResource.procedurePrice]}
          columns={columns}
          keywordPlaceholder={t('Catalog.Placeholder.ProductKeyword')}
          textFilters={[
            { key: 'no', label: t('Catalog.Field.StyleNo') },
            { key: 'name', label: t('Catalog.Field.ProductName') },
          ]}
          filters={
            <>
              <CategoryPicker
                label={t('Catalog.Field.Category')}
                width={{ base: 'full', sm: '40' }}
                value={list.filters.categoryId}
                placeholder={t('Catalog.Filter.AllCategories')}
                testId="product-category-filter"
                onChange={(categoryId) => {
                  list.setFilters({ categoryId });
                }}
              />
              <SelectBox
                label={t('Catalog.Field.Status')}
                width={{ base: 'full', sm: '28' }}
                value={list.filters.isActive}
                placeholder={t('Catalog.Filter.AllStatuses')}
                options={[
                  { value: 'true', label: t('Catalog.Status.Active') },
                  { value: 'false', label: t('Catalog.Status.Inactive') },
                ]}
                onChange={(value) => {
                  list.setFilters({ isActive: value === 'true' || value === 'false' ? value : '' });
                }}
              />
            </>
          }
          exportExcel={(request) => catalog.products.exportExcel(productQuery(request, false))}
          create={{ permission: P.ProductManagementCreate, onClick: () => { navigate(routeHref('ProductEdit')); } }}
          rowActions={(p) => [
            { key: 'edit', label: t('Data.Action.Edit'), icon: <LuPencil />, permission: P.ProductManagementEdit, onClick: () => { navigate(editHref(routeHref('ProductEdit'), 'id', p.id)); } },
            { key: 'prices', label: t('Catalog.Action.SetPrices'), icon: <LuTags />, permission: P.ProcedurePriceManagement, onClick: () => { navigate(`${routeHref('ProcedurePriceList')}?productId=${encodeURIComponent(p.id)}`); } },
            { key: 'copy', label: t('Data.Action.Copy'), icon: <LuCopy />, permission: P.ProductManagementCreate, onClick: () => { navigate(editHref(routeHref('ProductEdit'), 'copy', p.id)); } },
          ]}
          remove={{ permission: P.ProductManagementDelete, call: (id, options) => catalog.products.delete(id, options), options: DELETE_CALL, nameOf: (p) => `${p.styleNo} ${p.name}` }}
          rowProps={(p) => ({ muted: !p.isActive })}
        />
      </PageFrame>
    </DataUiProvider>
  );
}
