import { ApiError, type CatalogEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { ProductDto, ProductInput, SyncableOrderDto } from '@eticket/core/catalog';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeCatalogApi } from '../testing/fake-catalog-api';
import { renderCatalogPage } from '../testing/render-catalog';
import ProductEditPage from './product-edit-page';

configure({ asyncUtilTimeout: 5000 });

const route = { path: '/product/edit', name: 'ProductEdit', title: 'Route.ProductEdit' };
const TEMPLATE_ID = '0b6c5e1e-6f55-4b43-9d8a-3c3f8d6d2a10';
const CATEGORY_ID = '5cee9365-59f5-4b8c-b5dc-00d6f4d03404';

const SHIRT_TEMPLATE = {
  id: TEMPLATE_ID,
  name: '衬衫工序',
  items: [
    { seq: 10, name: '做领', code: null, stage: 'sewing' as const, standardMinutes: '1.2', defaultPrice: '0.45', priceMode: 'default' as const, showPrice: true },
    { seq: 20, name: '钉扣', code: null, stage: 'finishing' as const, standardMinutes: null, defaultPrice: '0.12', priceMode: 'default' as const, showPrice: false },
  ],
};

/** The pickers search the server: a page of what matches the keyword. */
const categorySearch = vi.fn<CatalogEndpoints['search']['categories']>((query = {}) =>
  Promise.resolve(
    (query.keyword ?? '') === '' || '衬衫'.includes(query.keyword ?? '')
      ? { items: [{ id: CATEGORY_ID, name: '衬衫', parentId: null, sort: 1 }], totalCount: 1 }
      : { items: [], totalCount: 0 },
  ),
);
const procedureTemplateSearch = vi.fn<CatalogEndpoints['search']['procedureTemplates']>(() => Promise.resolve({ items: [SHIRT_TEMPLATE], totalCount: 1 }));

const lookups: Parameters<typeof fakeCatalogApi>[0] = {
  search: {
    categories: categorySearch,
    customers: () => Promise.resolve({ items: [], totalCount: 0 }),
    partTemplates: () => Promise.resolve({ items: [], totalCount: 0 }),
    procedureTemplates: procedureTemplateSearch,
  },
};

function saved(input: ProductInput): ProductDto {
  return {
    ...input,
    id: '99999999-9999-4999-8999-999999999999',
    categoryName: '衬衫',
    customerName: null,
    parts: [],
    procedures: input.procedures.map((p, i) => ({ ...p, id: `p-${i}`, partId: null, partName: null })),
    creationTime: '2026-11-02T08:00:00.000Z',
    lastModificationTime: null,
    concurrencyStamp: 'stamp-1',
  };
}

describe('style form (core rules, tabs, template import, server field errors)', { timeout: 30_000 }, () => {
  it('opens the first tab with an error and counts errors per tab; nothing is sent', async () => {
    const create = vi.fn<CatalogEndpoints['products']['create']>();
    await renderCatalogPage(<ProductEditPage route={route} />, {
      catalog: fakeCatalogApi({ ...lookups, products: { create } }),
      granted: [P.ProductManagement, P.ProductManagementCreate],
      path: '/product/edit',
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^款号/ }), { target: { value: 'CS-1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^款式名称/ }), { target: { value: '衬衫' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);
    // Colours and sizes are required: the form moves to that tab, which shows 2 problems.
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: /颜色尺码/ }).getAttribute('aria-selected')).toBe('true');
    });
    expect(within(screen.getByRole('tab', { name: /颜色尺码/ })).getByLabelText('2 处需要修改')).toBeTruthy();
    // The tab's editor loads when the tab first opens.
    expect(await screen.findByText('请至少添加一个颜色')).toBeTruthy();
    expect(screen.getByText('请至少添加一个尺码')).toBeTruthy();
    expect(screen.getByTestId('form-error-summary').textContent).toContain('还有 2 处填写有误');
    expect(create).not.toHaveBeenCalled();
  });

  it('adds colours and sizes in one go, imports a template (seq renumbered), sends the core-normalised style', async () => {
    const create = vi
      .fn<CatalogEndpoints['products']['create']>()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'response',
          method: 'POST',
          path: '/api/eticket/product',
          status: 400,
          headers: new Headers({ _AbpErrorFormat: 'true' }),
          body: { error: { code: 'Validation', message: '提交的数据有误', validationErrors: [{ message: '款号“CS-1”已存在', members: ['styleNo'] }] } },
        }),
      )
      .mockImplementation((input: ProductInput) => Promise.resolve(saved(input)));
    const { location } = await renderCatalogPage(<ProductEditPage route={route} />, {
      catalog: fakeCatalogApi({ ...lookups, products: { create } }),
      granted: [P.ProductManagement, P.ProductManagementCreate],
      path: '/product/edit',
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^款号/ }), { target: { value: ' CS-1 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^款式名称/ }), { target: { value: '男装衬衫' } });
    // The category picker searches the server as the user types, and picks from the page it answers.
    fireEvent.change(screen.getByRole('combobox', { name: '分类' }), { target: { value: '衬' } });
    fireEvent.click(await screen.findByRole('option', { name: '衬衫' }));
    expect(categorySearch).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '衬' }), expect.anything());
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: '分类' }).value).toBe('衬衫');

    fireEvent.click(screen.getByRole('tab', { name: '颜色尺码' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '添加颜色' }), { target: { value: '白色，浅蓝、藏青' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '添加颜色' }), { key: 'Enter' });
    fireEvent.change(screen.getByRole('textbox', { name: '添加尺码' }), { target: { value: 'S M L XL' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '添加尺码' }), { key: 'Enter' });

    fireEvent.click(screen.getByRole('tab', { name: '工序' }));
    fireEvent.click(await screen.findByRole('combobox', { name: '从工序模板导入' }));
    fireEvent.click(await screen.findByRole('option', { name: '衬衫工序' }));
    fireEvent.click(screen.getByRole('button', { name: '替换现有明细' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '第2行工序号' }).value).toBe('2');
    expect(screen.getByTestId('procedure-total').textContent).toContain('¥0.57');

    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);
    fireEvent.click(screen.getByRole('tab', { name: '基本信息' }));
    // The server's refusal shows on the style no, on the basic tab.
    await waitFor(() => {
      expect(screen.getByText('款号“CS-1”已存在')).toBeTruthy();
    });
    expect(create.mock.calls[0]?.[0]).toEqual({
      styleNo: 'CS-1',
      name: '男装衬衫',
      categoryId: CATEGORY_ID,
      imageUrl: null,
      colors: [
        { name: '白色', code: null },
        { name: '浅蓝', code: null },
        { name: '藏青', code: null },
      ],
      sizes: [{ name: 'S' }, { name: 'M' }, { name: 'L' }, { name: 'XL' }],
      customerId: null,
      remark: null,
      isActive: true,
      partTemplateId: null,
      procedureTemplateId: TEMPLATE_ID,
      parts: [],
      procedures: [
        { id: null, seq: 1, name: '做领', code: null, stage: 'sewing', standardMinutes: '1.2', defaultPrice: '0.45', priceMode: 'default', showPrice: true, partName: null, isOutsourceable: false, isQcPoint: false },
        { id: null, seq: 2, name: '钉扣', code: null, stage: 'finishing', standardMinutes: null, defaultPrice: '0.12', priceMode: 'default', showPrice: false, partName: null, isOutsourceable: false, isQcPoint: false },
      ],
    });

    fireEvent.change(screen.getByRole('textbox', { name: /^款号/ }), { target: { value: 'CS-2' } });
    expect(screen.queryByText('款号“CS-1”已存在')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);
    // Saved: back to the list.
    await waitFor(() => {
      expect(location.history.at(-1)).toBe('/product/list');
    });
  });

  it('without the permission to create, the form has no Save and says so', async () => {
    await renderCatalogPage(<ProductEditPage route={route} />, { catalog: fakeCatalogApi(lookups), granted: [P.ProductManagement], path: '/product/edit' });
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByText('您没有修改权限，只能查看')).toBeTruthy();
  });

  it('syncs the saved procedures to the ticked orders; unsaved edits must be saved first', async () => {
    const style = saved({
      styleNo: 'CS-9',
      name: '男装衬衫',
      categoryId: CATEGORY_ID,
      imageUrl: null,
      colors: [{ name: '白色', code: null }],
      sizes: [{ name: 'M' }],
      customerId: null,
      remark: null,
      isActive: true,
      partTemplateId: null,
      procedureTemplateId: null,
      parts: [],
      procedures: [{ id: null, seq: 1, name: '做领', code: null, stage: 'sewing', standardMinutes: null, defaultPrice: '0.45', priceMode: 'default', showPrice: true, partName: null, isOutsourceable: false, isQcPoint: false }],
    });
    // As stored: procedures have ids.
    style.procedures = style.procedures.map((p) => ({ ...p, id: '33333333-3333-4333-8333-333333333333' }));
    const orders: SyncableOrderDto[] = [
      { id: '11111111-1111-4111-8111-111111111111', orderNo: 'DD-1', status: 'producing', totalQty: 100, completedQty: 25, procedureCount: 1, totalDefaultPrice: '0.40', proceduresSnapshotAt: '2026-11-02T08:00:00.000Z' },
      { id: '22222222-2222-4222-8222-222222222222', orderNo: 'DD-2', status: 'completed', totalQty: 50, completedQty: 50, procedureCount: 1, totalDefaultPrice: '0.40', proceduresSnapshotAt: '2026-11-03T08:00:00.000Z' },
    ];
    const sync = vi.fn<CatalogEndpoints['procedureSync']['sync']>(() => Promise.resolve({ orders: 1, added: 0, updated: 1, kept: 0, removed: 0 }));
    const catalog = fakeCatalogApi({
      ...lookups,
      products: { get: () => Promise.resolve(style) },
      procedureSync: { syncableOrders: () => Promise.resolve({ items: orders }), sync },
    });
    await renderCatalogPage(<ProductEditPage route={route} />, {
      catalog,
      granted: [P.ProductManagement, P.ProductManagementEdit, P.OrderManagementEdit],
      path: `/product/edit?id=${style.id}`,
    });
    fireEvent.click(await screen.findByRole('tab', { name: '工序' }));

    // An unsaved change: the sync would copy the saved procedures, so it asks for a save first.
    const price = await screen.findByRole<HTMLInputElement>('textbox', { name: /^第1行默认单价/ });
    fireEvent.change(price, { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: '同步工序到订单' }));
    expect(await screen.findByText('款式有未保存的修改，请先保存再同步到订单')).toBeTruthy();
    expect(screen.queryByTestId('sync-procedures')).toBeNull();
    fireEvent.change(price, { target: { value: '0.45' } });

    fireEvent.click(screen.getByRole('button', { name: '同步工序到订单' }));
    const dialog = await screen.findByTestId('sync-procedures');
    expect(await within(dialog).findAllByTestId('sync-order')).toHaveLength(2);
    expect(within(dialog).getByText('25 / 100（25%）')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: /^同步所选/ });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '选择订单“DD-1”' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '同步所选 1 个订单' }));
    await waitFor(() => {
      expect(sync).toHaveBeenCalledTimes(1);
    });
    expect(sync.mock.calls[0]?.slice(0, 2)).toEqual([style.id, { orderIds: [orders[0]?.id] }]);
    await waitFor(() => {
      expect(screen.queryByTestId('sync-procedures')).toBeNull();
    });
  });

  it('without OrderManagement.Edit there is no sync button', async () => {
    const style = saved({
      styleNo: 'CS-8', name: '衬衫', categoryId: null, imageUrl: null, colors: [{ name: '白色', code: null }], sizes: [{ name: 'M' }],
      customerId: null, remark: null, isActive: true, partTemplateId: null, procedureTemplateId: null, parts: [], procedures: [],
    });
    await renderCatalogPage(<ProductEditPage route={route} />, {
      catalog: fakeCatalogApi({ ...lookups, products: { get: () => Promise.resolve(style) } }),
      granted: [P.ProductManagement, P.ProductManagementEdit],
      path: `/product/edit?id=${style.id}`,
    });
    fireEvent.click(await screen.findByRole('tab', { name: '工序' }));
    expect(screen.queryByRole('button', { name: '同步工序到订单' })).toBeNull();
  });

  it('saves the procedure rows as a new template: core rules first, then the server refusing the name', async () => {
    const style = saved({
      styleNo: 'CS-7', name: '男装衬衫', categoryId: null, imageUrl: null, colors: [{ name: '白色', code: null }], sizes: [{ name: 'M' }],
      customerId: null, remark: null, isActive: true, partTemplateId: null, procedureTemplateId: null, parts: [],
      procedures: [{ id: null, seq: 1, name: '做领', code: null, stage: 'sewing', standardMinutes: null, defaultPrice: '0.45', priceMode: 'default', showPrice: true, partName: null, isOutsourceable: false, isQcPoint: false }],
    });
    const create = vi
      .fn<CatalogEndpoints['procedureTemplates']['create']>()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'response',
          method: 'POST',
          path: '/api/eticket/procedureTemplate',
          status: 400,
          headers: new Headers({ _AbpErrorFormat: 'true' }),
          body: { error: { code: 'Validation', message: '提交的数据有误', validationErrors: [{ message: '名称“CS-7 男装衬衫”已存在', members: ['name'] }] } },
        }),
      )
      .mockImplementation((input) =>
        Promise.resolve({ ...input, id: 't-1', remark: null, procedureCount: 1, totalPrice: '0.45', productCount: 0, creationTime: '2026-11-22T08:00:00.000Z', lastModificationTime: null, concurrencyStamp: 's' }),
      );
    await renderCatalogPage(<ProductEditPage route={route} />, {
      catalog: fakeCatalogApi({ ...lookups, products: { get: () => Promise.resolve(style) }, procedureTemplates: { create } }),
      granted: [P.ProductManagement, P.ProductManagementEdit, P.ProcedureTemplateManagementCreate],
      path: `/product/edit?id=${style.id}`,
    });
    fireEvent.click(await screen.findByRole('tab', { name: '工序' }));
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /^第1行工序名称/ });

    // A row the core refuses: counted, nothing sent.
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '存为模板' }));
    const dialog = await screen.findByTestId('save-as-template');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^名称/ }).value).toBe('CS-7 男装衬衫');
    fireEvent.click(within(dialog).getByRole('button', { name: '存为模板' }));
    expect(await within(dialog).findByText('明细中还有 1 处填写有误，请先修正再存为模板')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => {
      expect(screen.queryByTestId('save-as-template')).toBeNull();
    });

    // Fixed: the server refuses the name first, then takes a new one.
    fireEvent.change(name, { target: { value: '做领' } });
    fireEvent.click(screen.getByRole('button', { name: '存为模板' }));
    const again = await screen.findByTestId('save-as-template');
    fireEvent.click(within(again).getByRole('button', { name: '存为模板' }));
    expect(await within(again).findByText('名称“CS-7 男装衬衫”已存在')).toBeTruthy();
    fireEvent.change(within(again).getByRole('textbox', { name: /^名称/ }), { target: { value: '衬衫工序二' } });
    fireEvent.click(within(again).getByRole('button', { name: '存为模板' }));
    await waitFor(() => {
      expect(screen.queryByTestId('save-as-template')).toBeNull();
    });
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]?.[0]).toMatchObject({ name: '衬衫工序二', remark: null, items: [{ seq: 1, name: '做领', defaultPrice: '0.45', stage: 'sewing' }] });
  });

  it('without the permission to create templates there is no 存为模板', async () => {
    const style = saved({
      styleNo: 'CS-6', name: '衬衫', categoryId: null, imageUrl: null, colors: [{ name: '白色', code: null }], sizes: [{ name: 'M' }],
      customerId: null, remark: null, isActive: true, partTemplateId: null, procedureTemplateId: null, parts: [], procedures: [],
    });
    await renderCatalogPage(<ProductEditPage route={route} />, {
      catalog: fakeCatalogApi({ ...lookups, products: { get: () => Promise.resolve(style) } }),
      granted: [P.ProductManagement, P.ProductManagementEdit],
      path: `/product/edit?id=${style.id}`,
    });
    fireEvent.click(await screen.findByRole('tab', { name: '部位' }));
    expect(await screen.findByRole('combobox', { name: '从部位模板导入' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '存为模板' })).toBeNull();
  });
});
