import { ApiError, type ProductionEndpoints } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { BundleDto, BundlePatchInput } from '@eticket/core/production';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeProductionApi } from '../testing/fake-production-api';
import { renderProductionPage } from '../testing/render-production';
import PrintHomePage from './print-home-page';

// Chakra in jsdom is slow on a shared 2-core machine: give renders room.
configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/order/printTicketHome', name: 'OrderPrintTicketHome', title: 'Route.OrderPrintTicketHome' };
const PATH = '/order/printTicketHome?order=order-1';
const EDITOR = [P.OrderManagement, P.OrderManagementPrint, P.OrderManagementEdit];

function bundle(n: number, overrides: Partial<BundleDto> = {}): BundleDto {
  return {
    id: `b-${String(n)}`,
    orderId: 'order-1',
    cuttingTimeId: 'bed-1',
    bedDisplayNo: '16',
    bundleNo: n,
    ticketNo: 50_000 + n,
    code: `ET1.CODE${String(n)}`,
    color: '白色',
    size: 'M',
    qty: 20,
    dyeLot: 'G-7',
    note: null,
    status: 'printed',
    printCount: 1,
    lastPrintedAt: '2026-11-03T02:00:00.000Z',
    reportedQty: 5,
    replacedCodes: 0,
    scanBlocked: false,
    scanBlockReason: null,
    scanBlockedAt: null,
    scanBlockedByName: null,
    concurrencyStamp: `stamp-${String(n)}`,
    ...overrides,
  };
}

function abpError(status: number, error: Record<string, unknown>): ApiError {
  return new ApiError({ kind: 'response', method: 'PUT', path: '/api/eticket/bundle/b-1', status, headers: new Headers({ _AbpErrorFormat: 'true' }), body: { error } });
}

/** A fake server holding the bundles: the list answers what is stored now, an update writes it. */
function bundleServer(initial: readonly BundleDto[], update?: ProductionEndpoints['bundles']['update']) {
  let stored = [...initial];
  const list = vi.fn(() => Promise.resolve({ items: stored, totalCount: stored.length }));
  const save = vi.fn(
    update ??
      ((id: string, patch: BundlePatchInput) => {
        const { concurrencyStamp: _stamp, ...fields } = patch;
        stored = stored.map((b) => (b.id === id ? { ...b, ...fields, concurrencyStamp: 'stamp-new' } : b));
        const saved = stored.find((b) => b.id === id);
        return saved === undefined ? Promise.reject(new Error('no such bundle')) : Promise.resolve(saved);
      }),
  );
  return { list, update: save };
}

async function renderPage(
  server: ReturnType<typeof bundleServer>,
  granted: readonly string[] = EDITOR,
  get?: ProductionEndpoints['bundles']['get'],
  more: Partial<ProductionEndpoints['bundles']> = {},
) {
  const production = fakeProductionApi({
    cuttingTimes: { list: () => Promise.resolve({ items: [], totalCount: 0 }) },
    bundles: { list: server.list, update: server.update, ...(get === undefined ? {} : { get }), ...more },
  });
  const view = await renderProductionPage(<PrintHomePage route={route} />, { production, granted, path: PATH });
  await screen.findByLabelText('勾选扎号 1');
  return view;
}

/** The table row of a bundle. */
function row(bundleNo: number): HTMLElement {
  const tr = screen.getByLabelText(`勾选扎号 ${String(bundleNo)}`).closest('tr');
  if (tr === null) throw new Error(`no row for bundle ${String(bundleNo)}`);
  return tr;
}

const dialog = () => screen.getByTestId('bundle-edit-dialog');
const field = (label: RegExp) => within(dialog()).getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const fill = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
};
const save = () => {
  fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
};

async function openEdit(bundleNo: number): Promise<HTMLElement> {
  fireEvent.click(within(row(bundleNo)).getByRole('button', { name: '编辑' }));
  return screen.findByTestId('bundle-edit-dialog');
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The dialog is a lazy chunk: transform it once up front, not inside a timed wait.
beforeAll(async () => {
  await import('./bundle-edit-dialog');
  await import('./bundle-hold-dialog');
  await import('../shared/confirm-action-dialog');
}, 60_000);

describe('print page: editing a bundle', { timeout: 60_000 }, () => {
  it('Edit shows on live bundles for a user allowed to edit them, never on a void one, and not without the permission', async () => {
    const server = bundleServer([bundle(1), bundle(2, { status: 'void' })]);
    const view = await renderPage(server);
    expect(within(row(1)).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row(2)).queryByRole('button', { name: '编辑' })).toBeNull();
    view.unmount();

    await renderPage(bundleServer([bundle(1)]), [P.OrderManagement, P.OrderManagementPrint]);
    expect(within(row(1)).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row(1)).getByRole('button', { name: '补发新码' })).toBeTruthy();
  });

  it('opens prefilled with the row’s qty, dye lot and note, and what was already reported', async () => {
    await renderPage(bundleServer([bundle(1, { note: '袖口有色差' })]));
    const edit = await openEdit(1);
    expect(within(edit).getByText('修改扎号 1')).toBeTruthy();
    expect(within(edit).getByText('床次 16 · 白色 · M')).toBeTruthy();
    expect([field(/数量/).value, field(/缸号/).value, field(/备注/).value]).toEqual(['20', 'G-7', '袖口有色差']);
    expect(within(edit).getByText('已报工 5 件，数量不能少于这个数')).toBeTruthy();
  });

  it('a qty below what was reported, not a whole number, or above the limit is refused before calling the server, with the core’s texts', async () => {
    const server = bundleServer([bundle(1)]);
    await renderPage(server);
    await openEdit(1);
    fill(/数量/, '4');
    save();
    expect(await within(dialog()).findByText('件数不能少于已报工的数量')).toBeTruthy();
    expect(field(/数量/).getAttribute('aria-invalid')).toBe('true');
    fill(/数量/, '2.5');
    expect(await within(dialog()).findByText('扎的件数必须是正整数')).toBeTruthy();
    fill(/数量/, '100001');
    expect(await within(dialog()).findByText('请输入1~100000之间的整数')).toBeTruthy();
    fill(/数量/, '20');
    fill(/缸号/, 'G'.repeat(33));
    expect(await within(dialog()).findByText('最多输入32个字符')).toBeTruthy();
    save();
    expect(server.update).not.toHaveBeenCalled();
  });

  it('the server’s 400 on qty shows on the qty field and clears when the qty is edited', async () => {
    const server = bundleServer(
      [bundle(1)],
      () => Promise.reject(abpError(400, { code: 'Validation', message: '提交的数据有误', validationErrors: [{ message: '件数不能少于已报工的数量（已报工 12 件）', members: ['qty'] }] })),
    );
    await renderPage(server);
    await openEdit(1);
    fill(/数量/, '10');
    save();
    expect(await within(dialog()).findByText('件数不能少于已报工的数量（已报工 12 件）')).toBeTruthy();
    expect(field(/数量/).getAttribute('aria-invalid')).toBe('true');
    expect(server.update).toHaveBeenCalledWith('b-1', { qty: 10, concurrencyStamp: 'stamp-1' }, expect.objectContaining({ silent: expect.any(Function) as unknown }));
    fill(/数量/, '12');
    expect(within(dialog()).queryByText('件数不能少于已报工的数量（已报工 12 件）')).toBeNull();
  });

  it('a save sends the changed fields with the row’s stamp, says so, closes and reloads the list', async () => {
    const server = bundleServer([bundle(1), bundle(2)]);
    await renderPage(server);
    const listCalls = server.list.mock.calls.length;
    await openEdit(1);
    fill(/数量/, ' 25 ');
    fill(/缸号/, ' G-8 ');
    save();
    await waitFor(() => {
      expect(screen.queryByTestId('bundle-edit-dialog')).toBeNull();
    });
    expect(server.update).toHaveBeenCalledTimes(1);
    expect(server.update).toHaveBeenCalledWith('b-1', { qty: 25, dyeLot: 'G-8', concurrencyStamp: 'stamp-1' }, expect.objectContaining({ silent: expect.any(Function) as unknown }));
    expect(await screen.findByText('扎号 1 已更新')).toBeTruthy();
    await waitFor(() => {
      expect(server.list.mock.calls.length).toBeGreaterThan(listCalls);
    });
    await waitFor(() => {
      expect(within(row(1)).getAllByRole('cell').map((c) => c.textContent).slice(1, 7)).toEqual(['1', '16', '白色', 'M', '25', 'G-8']);
    });
  });

  it('a stale stamp (409) keeps the edits and offers to reload the stored bundle; the next save carries its stamp', async () => {
    const update = vi
      .fn<ProductionEndpoints['bundles']['update']>()
      .mockRejectedValueOnce(abpError(409, { code: 'Conflict', message: '数据已被其他人修改，请刷新后重试。' }))
      .mockImplementation((_id, patch) => Promise.resolve(bundle(1, { ...patch, concurrencyStamp: 'stamp-3' })));
    const get = vi.fn(() => Promise.resolve(bundle(1, { qty: 22, reportedQty: 8, concurrencyStamp: 'stamp-2' })));
    await renderPage(bundleServer([bundle(1)], update), EDITOR, get);
    await openEdit(1);
    fill(/数量/, '30');
    save();
    const conflict = await within(dialog()).findByTestId('form-conflict');
    expect(conflict.textContent).toContain('数据已被其他人修改');
    expect(field(/数量/).value).toBe('30');
    fireEvent.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => {
      expect(field(/数量/).value).toBe('22');
    });
    expect(within(dialog()).getByText('已报工 8 件，数量不能少于这个数')).toBeTruthy();
    fill(/数量/, '24');
    save();
    await waitFor(() => {
      expect(update).toHaveBeenCalledTimes(2);
    });
    expect(update.mock.calls[1]?.slice(0, 2)).toEqual(['b-1', { qty: 24, concurrencyStamp: 'stamp-2' }]);
  });

  it('a bundle voided meanwhile (409 BundleVoid) says so and cannot be saved', async () => {
    const server = bundleServer([bundle(1)], () => Promise.reject(abpError(409, { code: 'BundleVoid', message: '该扎的菲票已作废' })));
    await renderPage(server);
    await openEdit(1);
    fill(/备注/, '返工');
    save();
    const refused = await within(dialog()).findByTestId('bundle-edit-void');
    expect(refused.textContent).toContain('该扎的菲票已作废');
    expect(within(dialog()).queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(dialog()).queryByTestId('form-conflict')).toBeNull();
    expect(server.update).toHaveBeenCalledWith('b-1', { note: '返工', concurrencyStamp: 'stamp-1' }, expect.anything());
  });
});

describe('print page: holding a bundle from scanning', { timeout: 60_000 }, () => {
  const HELD = { scanBlocked: true, scanBlockReason: '质检待返修', scanBlockedAt: '2026-11-03T02:00:00.000Z', scanBlockedByName: '王主管' } as const;
  const FREE = { scanBlocked: false, scanBlockReason: null, scanBlockedAt: null, scanBlockedByName: null } as const;

  /** The bundles as stored, held and released by the fake block / unblock. */
  function holdServer(initial: readonly BundleDto[]) {
    const server = bundleServer(initial);
    let stored = [...initial];
    const write = (id: string, hold: Partial<BundleDto>) => {
      stored = stored.map((b) => (b.id === id ? { ...b, ...hold } : b));
      server.list.mockImplementation(() => Promise.resolve({ items: stored, totalCount: stored.length }));
      const saved = stored.find((b) => b.id === id);
      return saved === undefined ? Promise.reject(new Error('no such bundle')) : Promise.resolve(saved);
    };
    const block = vi.fn((id: string, input: { reason: string }) => write(id, { ...HELD, scanBlockReason: input.reason }));
    const unblock = vi.fn((id: string) => write(id, FREE));
    return { server, block, unblock };
  }

  it('a held bundle shows the badge with its reason and offers only to resume; a free one offers to hold; neither without the edit permission', async () => {
    const { server, block, unblock } = holdServer([bundle(1, HELD), bundle(2), bundle(3, { status: 'void', reportedQty: 0 })]);
    const view = await renderPage(server, EDITOR, undefined, { block, unblock });
    const badge = within(row(1)).getByTestId('bundle-hold');
    expect(badge.textContent).toContain('已暂停扫码');
    expect(within(badge).getByTestId('bundle-hold-reason').textContent).toBe('质检待返修');
    expect(badge.getAttribute('title')).toMatch(/^王主管 于 2026-11-03 \d\d:00 暂停$/);
    expect(within(row(1)).getByRole('button', { name: '恢复扫码' })).toBeTruthy();
    expect(within(row(1)).queryByRole('button', { name: '暂停扫码' })).toBeNull();
    expect(within(row(2)).queryByTestId('bundle-hold')).toBeNull();
    expect(within(row(2)).getByRole('button', { name: '暂停扫码' })).toBeTruthy();
    expect(within(row(3)).queryByRole('button', { name: '暂停扫码' })).toBeNull();
    view.unmount();

    await renderPage(holdServer([bundle(1, HELD), bundle(2)]).server, [P.OrderManagement, P.OrderManagementPrint]);
    expect(within(row(1)).getByTestId('bundle-hold')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '恢复扫码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '暂停扫码' })).toBeNull();
  });

  it('holding asks for the reason: none is refused before calling the server; one is sent trimmed and the row then shows it', async () => {
    const { server, block, unblock } = holdServer([bundle(1), bundle(2)]);
    await renderPage(server, EDITOR, undefined, { block, unblock });
    fireEvent.click(within(row(2)).getByRole('button', { name: '暂停扫码' }));
    const hold = await screen.findByTestId('bundle-hold-dialog');
    expect(within(hold).getByText('暂停扫码：扎号 2')).toBeTruthy();
    fireEvent.click(within(hold).getByRole('button', { name: '暂停扫码' }));
    expect(await within(hold).findByText('请填写此项')).toBeTruthy();
    expect(block).not.toHaveBeenCalled();
    fireEvent.change(within(hold).getByLabelText(/暂停原因/), { target: { value: '  次品待查 ' } });
    fireEvent.click(within(hold).getByRole('button', { name: '暂停扫码' }));
    await waitFor(() => {
      expect(screen.queryByTestId('bundle-hold-dialog')).toBeNull();
    });
    expect(block).toHaveBeenCalledWith('b-2', { reason: '次品待查' }, expect.objectContaining({ silent: expect.any(Function) as unknown }));
    // The list reloads (rows are redrawn meanwhile): look the row up again each time.
    await waitFor(() => {
      expect(within(row(2)).getByTestId('bundle-hold-reason').textContent).toBe('次品待查');
    });
    expect(within(row(2)).getByRole('button', { name: '恢复扫码' })).toBeTruthy();
  });

  it('resuming confirms with the reason, releases the bundle and the badge goes', async () => {
    const { server, block, unblock } = holdServer([bundle(1, HELD)]);
    await renderPage(server, EDITOR, undefined, { block, unblock });
    fireEvent.click(within(row(1)).getByRole('button', { name: '恢复扫码' }));
    const confirm = await screen.findByTestId('confirm-action');
    expect(confirm.textContent).toContain('恢复后可以继续扫码报工。暂停原因：质检待返修');
    fireEvent.click(within(confirm).getByRole('button', { name: '恢复扫码' }));
    await waitFor(() => {
      expect(within(row(1)).queryByTestId('bundle-hold')).toBeNull();
    });
    expect(unblock).toHaveBeenCalledWith('b-1', expect.anything());
  });

  it('the edit dialog of a held bundle says so, with the reason', async () => {
    await renderPage(bundleServer([bundle(1, HELD)]));
    const edit = await openEdit(1);
    const held = within(edit).getByTestId('bundle-edit-held');
    expect(held.textContent).toContain('已暂停扫码');
    expect(held.textContent).toContain('质检待返修');
    expect(held.textContent).toContain('王主管');
  });
});

describe('print page: choosing the bundles', { timeout: 60_000 }, () => {
  it('the range starts as the whole order; a tick switches to picks; unreadable picks are refused, never widened', async () => {
    await renderPage(bundleServer([bundle(1), bundle(2), bundle(3), bundle(4, { status: 'void', reportedQty: 0 })]));
    const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
    const summary = () => screen.getByTestId('selection-summary').textContent;
    await waitFor(() => {
      expect([input('起始扎号').value, input('结束扎号').value]).toEqual(['1', '4']);
    });
    expect(summary()).toMatch(/^已选 3 扎/);
    fireEvent.click(screen.getByLabelText('勾选扎号 2'));
    await waitFor(() => {
      expect(input('扎号列表').value).toBe('2');
    });
    fireEvent.click(screen.getByLabelText('勾选扎号 1'));
    await waitFor(() => {
      expect(input('扎号列表').value).toBe('1-2');
    });
    expect(summary()).toMatch(/^已选 2 扎/);
    fireEvent.change(input('扎号列表'), { target: { value: '1, x' } });
    expect(await screen.findByTestId('selection-errors')).toBeTruthy();
    expect(summary()).toBe('尚未选择要打印的扎');
    fireEvent.click(screen.getByRole('button', { name: '勾选当前列出的 4 扎' }));
    await waitFor(() => {
      expect(input('扎号列表').value).toBe('1-3');
    });
  });
});
