import { ApiError, type CatalogEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { CustomerDto, CustomerInput } from '@eticket/core/catalog';
import type { PagedListInput, PagedResultDto } from '@eticket/core/paging';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeCatalogApi } from '../testing/fake-catalog-api';
import { renderCatalogPage } from '../testing/render-catalog';
import CustomerPage from './customer-page';

// Chakra in jsdom is slow on a shared 2-core machine: give renders room.
configure({ asyncUtilTimeout: 5000 });

const route = { path: '/customer/index', name: 'CustomerIndex', title: 'Route.CustomerIndex' };
const ALL = [P.CustomerManagement, P.CustomerManagementCreate, P.CustomerManagementEdit, P.CustomerManagementDelete];

function customer(n: number, overrides: Partial<CustomerDto> = {}): CustomerDto {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `客户${n}`,
    code: `C${String(n).padStart(3, '0')}`,
    contact: '陈经理',
    phone: '020-8432 1688',
    address: '广州市海珠区',
    remark: null,
    productCount: n % 3,
    creationTime: '2026-11-01T08:00:00.000Z',
    lastModificationTime: null,
    concurrencyStamp: `stamp-${n}`,
    ...overrides,
  };
}

/** A fake server list: 23 customers, keyword on the name, paged like ABP. */
function serverList(all: readonly CustomerDto[]) {
  const calls: PagedListInput[] = [];
  const list = vi.fn((query: PagedListInput = {}): Promise<PagedResultDto<CustomerDto>> => {
    calls.push(query);
    const matching = all.filter((c) => query.keyword === undefined || c.name.includes(query.keyword));
    const sorted = query.sorting === 'name desc' ? [...matching].reverse() : matching;
    const skip = query.skipCount ?? 0;
    return Promise.resolve({ items: sorted.slice(skip, skip + (query.maxResultCount ?? 10)), totalCount: matching.length });
  });
  return { list, calls };
}

function abpError(status: number, method: string, error: Record<string, unknown>): ApiError {
  return new ApiError({ kind: 'response', method, path: '/api/eticket/customer', status, headers: new Headers({ _AbpErrorFormat: 'true' }), body: { error } });
}

const CUSTOMERS = Array.from({ length: 23 }, (_, i) => customer(i + 1));

async function renderPage(customers: Partial<CatalogEndpoints['customers']>, granted: readonly string[] = ALL) {
  const catalog = fakeCatalogApi({ customers });
  const view = await renderCatalogPage(<CustomerPage route={route} />, { catalog, granted });
  return { ...view, catalog };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

// The dialogs and the form are lazy chunks: transform them once up front, not inside a timed wait.
beforeAll(async () => {
  await Promise.all([import('../../../components/data-ui/record-form-dialog'), import('../../../components/data-ui/confirm-delete-dialog'), import('./customer-form')]);
}, 60_000);

describe('list page pattern (customers)', { timeout: 30_000 }, () => {
  it('loads the first page of 10 and shows the total; the pager turns pages by skipCount', async () => {
    const server = serverList(CUSTOMERS);
    await renderPage({ list: server.list });
    expect(await screen.findByText('客户1')).toBeTruthy();
    expect(server.calls).toEqual([{ skipCount: 0, maxResultCount: 10 }]);
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByTestId('list-total').textContent).toBe('共 23 条');
    expect(screen.getByText('1 / 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('客户11')).toBeTruthy();
    expect(server.calls.at(-1)).toEqual({ skipCount: 10, maxResultCount: 10 });

    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '20' } });
    await waitFor(() => {
      expect(server.calls.at(-1)).toEqual({ skipCount: 0, maxResultCount: 20 });
    });
    expect(await screen.findByText('客户20')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true);
  });

  it('searches by keyword from page 1; nothing matching says so and offers to clear the search', async () => {
    const server = serverList(CUSTOMERS);
    await renderPage({ list: server.list });
    await screen.findByText('客户1');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('客户11');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '客户2' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => {
      expect(server.calls.at(-1)).toEqual({ keyword: '客户2', skipCount: 0, maxResultCount: 10 });
    });
    await waitFor(() => {
      expect(rowNames()).toEqual(['客户2', '客户20', '客户21', '客户22', '客户23']);
    });

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '没有这个客户' } });
    fireEvent.submit(screen.getByRole('search'));
    expect((await screen.findByTestId('list-empty')).textContent).toContain('没有符合条件的记录');
    fireEvent.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await screen.findByText('客户1');
    expect(server.calls.at(-1)).toEqual({ skipCount: 0, maxResultCount: 10 });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });

  it('sorts on the server from the column header: asc, desc, then the default order', async () => {
    const server = serverList(CUSTOMERS);
    await renderPage({ list: server.list });
    await screen.findByText('客户1');
    const header = () => screen.getByRole('columnheader', { name: /名称/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => {
      expect(server.calls.at(-1)).toEqual({ sorting: 'name asc', skipCount: 0, maxResultCount: 10 });
    });
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => {
      expect(server.calls.at(-1)).toEqual({ sorting: 'name desc', skipCount: 0, maxResultCount: 10 });
    });
    await waitFor(() => {
      expect(rowNames()[0]).toBe('客户23');
    });
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => {
      expect(server.calls.at(-1)).toEqual({ skipCount: 0, maxResultCount: 10 });
    });
  });

  it('an empty list says there is no data yet', async () => {
    await renderPage({ list: () => Promise.resolve({ items: [], totalCount: 0 }) });
    expect((await screen.findByTestId('list-empty')).textContent).toContain('暂无数据');
    expect(screen.queryByRole('button', { name: '清除筛选条件' })).toBeNull();
  });

  it('a failed load shows the catalogue text of the failure and retries', async () => {
    const list = vi
      .fn<CatalogEndpoints['customers']['list']>()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', method: 'GET', path: '/api/eticket/customer' }))
      .mockResolvedValue({ items: [customer(1)], totalCount: 1 });
    await renderPage({ list });
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain('数据加载失败');
    expect(alert.textContent).toContain('网络');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('客户1')).toBeTruthy();
    expect(screen.queryByTestId('list-error')).toBeNull();
  });

  it('an answer overtaken by a newer query is dropped (the older request is aborted)', async () => {
    let first: ((page: PagedResultDto<CustomerDto>) => void) | null = null;
    const signals: AbortSignal[] = [];
    const list = vi.fn((query: PagedListInput = {}, options?: { signal?: AbortSignal }) => {
      if (options?.signal !== undefined) signals.push(options.signal);
      if (query.keyword === undefined) {
        return new Promise<PagedResultDto<CustomerDto>>((resolve) => {
          first = resolve;
        });
      }
      return Promise.resolve({ items: [customer(7, { name: '新客户' })], totalCount: 1 });
    });
    await renderPage({ list });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '新' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('新客户')).toBeTruthy();
    expect(signals[0]?.aborted).toBe(true);
    (first as ((page: PagedResultDto<CustomerDto>) => void) | null)?.({ items: [customer(1)], totalCount: 1 });
    await Promise.resolve();
    expect(screen.queryByText('客户1')).toBeNull();
    expect(rowNames()).toEqual(['新客户']);
  });

  it('exports the filtered, sorted list (all pages) as .xlsx', async () => {
    const server = serverList(CUSTOMERS);
    const exportExcel = vi.fn(() => Promise.resolve(new Blob(['xlsx'])));
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderPage({ list: server.list, exportExcel });
    await screen.findByText('客户1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '客户1' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /名称/ })).getByRole('button'));
    await waitFor(() => {
      expect(server.calls.at(-1)).toEqual({ keyword: '客户1', sorting: 'name asc', skipCount: 0, maxResultCount: 10 });
    });
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => {
      expect(click).toHaveBeenCalledTimes(1);
    });
    expect(exportExcel).toHaveBeenCalledWith({ keyword: '客户1', sorting: 'name asc' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked[0]?.download).toMatch(/^客户-\d{8}\.xlsx$/);
  });

  it('row actions follow the permissions: without Edit/Delete/Create only the list shows', async () => {
    const server = serverList(CUSTOMERS);
    await renderPage({ list: server.list }, [P.CustomerManagement]);
    await screen.findByText('客户1');
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeTruthy();
  });

  it('delete asks first; a refusal (still referenced) is shown in the dialog; a delete reloads the list', async () => {
    const server = serverList(CUSTOMERS);
    const remove = vi
      .fn<CatalogEndpoints['customers']['delete']>()
      .mockRejectedValueOnce(abpError(409, 'DELETE', { code: 'EntityInUse', message: '该客户已被2个款式引用，不能删除' }))
      .mockResolvedValue(undefined);
    await renderPage({ list: server.list, delete: remove });
    await screen.findByText('客户1');
    const firstRow = () => screen.getAllByRole('row')[1]!;
    fireEvent.click(within(firstRow()).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByTestId('confirm-delete');
    expect(dialog.textContent).toContain('确定要删除“客户1”吗');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect((await screen.findByTestId('delete-refused')).textContent).toContain('该客户已被2个款式引用，不能删除');
    expect(remove).toHaveBeenCalledWith(CUSTOMERS[0]!.id, expect.objectContaining({ silent: expect.any(Function) }));
    expect(within(screen.getByTestId('confirm-delete')).queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(within(screen.getByTestId('confirm-delete')).getByRole('button', { name: '关闭' }));
    await waitFor(() => {
      expect(screen.queryByTestId('confirm-delete')).toBeNull();
    });

    const callsBefore = server.calls.length;
    fireEvent.click(within(firstRow()).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByTestId('confirm-delete')).getByRole('button', { name: '删除' }));
    await waitFor(() => {
      expect(server.calls.length).toBe(callsBefore + 1);
    });
  });
});

describe('edit form driven by the core rules (customer dialog)', { timeout: 30_000 }, () => {
  const fill = (label: RegExp | string, value: string) => {
    fireEvent.change(within(screen.getByTestId('form-dialog')).getByLabelText(label), { target: { value } });
  };

  it('refuses what the core refuses before calling the server, with the same texts', async () => {
    const create = vi.fn<CatalogEndpoints['customers']['create']>();
    await renderPage({ list: serverList([]).list, create });
    fireEvent.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = await screen.findByTestId('form-dialog');
    expect(within(dialog).getByText('新增客户')).toBeTruthy();
    fill(/电话/, 'abc');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写此项')).toBeTruthy();
    expect(within(dialog).getByText('请输入有效的电话号码')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the normalised input; a name the server finds taken shows beside the name', async () => {
    const server = serverList([]);
    const create = vi
      .fn<CatalogEndpoints['customers']['create']>()
      .mockRejectedValueOnce(
        abpError(400, 'POST', { code: 'Validation', message: '提交的数据有误', validationErrors: [{ message: '名称“锦绣服饰”已存在', members: ['name'] }] }),
      )
      .mockImplementation((input: CustomerInput) => Promise.resolve(customer(99, { ...input })));
    await renderPage({ list: server.list, create });
    fireEvent.click(await screen.findByRole('button', { name: /新增/ }));
    await screen.findByTestId('form-dialog');
    fill(/名称/, '  锦绣服饰 ');
    fill(/电话/, '0755-8888 6666');
    fireEvent.click(within(screen.getByTestId('form-dialog')).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名称“锦绣服饰”已存在')).toBeTruthy();
    expect(create).toHaveBeenLastCalledWith(
      { name: '锦绣服饰', code: null, contact: null, phone: '0755-8888 6666', address: null, remark: null },
      expect.objectContaining({ silent: expect.any(Function) }),
    );
    // Editing the field clears the server's error on it.
    fill(/名称/, '锦绣服饰二厂');
    expect(screen.queryByText('名称“锦绣服饰”已存在')).toBeNull();
    const listCalls = server.calls.length;
    fireEvent.click(within(screen.getByTestId('form-dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() => {
      expect(screen.queryByTestId('form-dialog')).toBeNull();
    });
    // The list reloads after a save.
    await waitFor(() => {
      expect(server.calls.length).toBe(listCalls + 1);
    });
  });

  it('a concurrent edit (409) keeps the edits and offers to reload the stored record with its new stamp', async () => {
    const stored = customer(1);
    const update = vi
      .fn<CatalogEndpoints['customers']['update']>()
      .mockRejectedValueOnce(abpError(409, 'PUT', { code: 'Conflict', message: '数据已被其他人修改，请刷新后重试。' }))
      .mockImplementation((_id, input) => Promise.resolve({ ...stored, ...input, concurrencyStamp: 'stamp-3' }));
    const get = vi.fn(() => Promise.resolve({ ...stored, contact: '林小姐', concurrencyStamp: 'stamp-2' }));
    await renderPage({ list: () => Promise.resolve({ items: [stored], totalCount: 1 }), update, get });
    fireEvent.click(within((await screen.findAllByRole('row'))[1]!).getByRole('button', { name: '编辑' }));
    await screen.findByTestId('form-dialog');
    fill(/联系人/, '黄总');
    fireEvent.click(within(screen.getByTestId('form-dialog')).getByRole('button', { name: '保存' }));
    const conflict = await screen.findByTestId('form-conflict');
    expect(conflict.textContent).toContain('数据已被其他人修改');
    expect(update.mock.calls[0]?.[1]).toMatchObject({ contact: '黄总', concurrencyStamp: 'stamp-1' });
    fireEvent.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => {
      expect(within(screen.getByTestId('form-dialog')).getByLabelText<HTMLInputElement>(/联系人/).value).toBe('林小姐');
    });
    expect(screen.queryByTestId('form-conflict')).toBeNull();
    fireEvent.click(within(screen.getByTestId('form-dialog')).getByRole('button', { name: '保存' }));
    await waitFor(() => {
      expect(update).toHaveBeenCalledTimes(2);
    });
    expect(update.mock.calls[1]?.[1]).toMatchObject({ contact: '林小姐', concurrencyStamp: 'stamp-2' });
  });
});
