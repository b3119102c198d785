import { HStack, Text } from '@chakra-ui/react';
import type { CategoryLookupItem } from '@eticket/core/catalog';
import { TenantPermissions as P } from '@eticket/core/abp';
import { type ProductCategoryDto } from '@eticket/core/catalog';
import { buildTree, flattenTree } from '@eticket/core/tree';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { useCallback, useMemo, useState } from 'react';
import { LuCornerDownRight, LuFolderPlus, LuPencil } from 'react-icons/lu';
import type { ShellPageProps } from '../../../kit/page.types';
import { CrudListView } from '../../../components/data-ui/crud-list-view';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { LazyRecordFormDialog } from '../../../components/data-ui/lazy-dialogs';
import { useLookup } from '../../../components/data-ui/use-lookup';
import { exportInput, pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CatalogResource, DELETE_CALL, FORM_CALL, useCatalog } from '../catalog-api';
import type { categoryForm } from './category-form';

interface CategoryFormModule {
  categoryForm: typeof categoryForm;
}
const loadCategoryForm = (): Promise<CategoryFormModule> => import('./category-form');

/** The whole tree fits one page (the server's default page for categories is 1000). */
const TREE_PAGE = 1000;

/**
 * Style categories (款式分类, /product/category): the tree ordered by sort, or — searched or sorted by a
 * column — a flat list. Add a sub-category from its parent's row; a category with sub-categories or
 * styles cannot be deleted (the server says why).
 */
export default function CategoryPage({ route }: ShellPageProps) {
  const t = useT();
  const catalog = useCatalog();
  const load = useCallback(
    (request: ListRequest<null>, signal: AbortSignal) => catalog.productCategories.list(pagedInput(request), { signal }),
    [catalog],
  );
  const list = useServerList({ resource: CatalogResource.category, load, initialFilters: null, pageSize: TREE_PAGE });
  const loadLookup = useCallback((signal: AbortSignal) => catalog.productCategories.lookup({ signal }), [catalog]);
  const all = useLookup<CategoryLookupItem>(CatalogResource.category, loadLookup).items;
  const [editing, setEditingState] = useState<{ record: ProductCategoryDto | null; parentId: string | null } | null>(null);
  const [formModule, setFormModule] = useState<CategoryFormModule | null>(null);
  // The form arrives with the first New / Edit (lists ship none of it).
  const setEditing = (next: { record: ProductCategoryDto | null; parentId: string | null } | null) => {
    setEditingState(next);
    if (next !== null && formModule === null) {
      loadCategoryForm().then(setFormModule, () => {
        setEditingState(null);
      });
    }
  };

  const asTree = list.keyword === '' && list.sorting === null;
  const tree = useMemo(() => flattenTree(buildTree(list.rows)), [list.rows]);
  const depthOf = useMemo(() => new Map(asTree ? tree.map((node) => [node.item.id, node.depth]) : []), [asTree, tree]);
  const parentName = useMemo(() => new Map(all.map((c) => [c.id, c.name])), [all]);

  const columns: Column<ProductCategoryDto>[] = [
    {
      key: 'name',
      header: t('Catalog.Field.Name'),
      sortField: 'name',
      minW: '48',
      cell: (category) => {
        const depth = depthOf.get(category.id) ?? 0;
        return (
          <HStack gap="1" ps={`${depth * 1.5}rem`}>
            {depth > 0 && <LuCornerDownRight aria-hidden opacity={0.5} />}
            <Text fontWeight={depth === 0 ? 'semibold' : 'normal'}>{category.name}</Text>
          </HStack>
        );
      },
    },
    { key: 'parent', header: t('Catalog.Field.Parent'), nowrap: true, cell: (category) => (category.parentId === null ? '—' : (parentName.get(category.parentId) ?? '')) },
    { key: 'sort', header: t('Catalog.Field.Sort'), sortField: 'sort', align: 'end', cell: (category) => category.sort },
    { key: 'productCount', header: t('Catalog.Field.ProductCount'), align: 'end', cell: (category) => category.productCount },
    { key: 'creationTime', header: t('Catalog.Field.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (category) => formatDateTimeMinutes(category.creationTime) },
  ];

  const entityName = t('Catalog.Entity.ProductCategory');
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <CrudListView
          list={list}
          entityName={entityName}
          resources={[CatalogResource.category, CatalogResource.product]}
          columns={columns}
          keywordPlaceholder={t('Catalog.Placeholder.Keyword')}
          exportExcel={(request) => catalog.productCategories.exportExcel(exportInput(request))}
          create={{
            permission: P.ProductCategoryManagementCreate,
            onClick: () => {
              setEditing({ record: null, parentId: null });
            },
          }}
          rowActions={(category) => [
            {
              key: 'child',
              label: t('Catalog.Action.AddChild'),
              icon: <LuFolderPlus />,
              permission: P.ProductCategoryManagementCreate,
              onClick: () => {
                setEditing({ record: null, parentId: category.id });
              },
            },
            {
              key: 'edit',
              label: t('Data.Action.Edit'),
              icon: <LuPencil />,
              permission: P.ProductCategoryManagementEdit,
              onClick: () => {
                setEditing({ record: category, parentId: category.parentId });
              },
            },
          ]}
          remove={{
            permission: P.ProductCategoryManagementDelete,
            call: (id, options) => catalog.productCategories.delete(id, options),
            options: DELETE_CALL,
            nameOf: (category) => category.name,
          }}
          arrange={(rows) => (asTree ? tree.map((node) => node.item) : rows)}
          paged={false}
        />
        {editing !== null && formModule !== null && (
          <LazyRecordFormDialog
            resource={CatalogResource.category}
            entityName={entityName}
            endpoints={catalog.productCategories}
            record={editing.record}
            formCall={FORM_CALL}
            alsoInvalidates={[CatalogResource.product]}
            onClose={() => {
              setEditing(null);
            }}
            {...formModule.categoryForm((id) => parentName.get(id) ?? null, editing.parentId)}
          />
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
