import { TenantPermissions as P } from '@eticket/core/abp';
import type { MySettlementItemDto, WageSettlementItemDto } from '@eticket/core/wages';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderModulePage } from '../../../test/render-module-page';
import { fakeWagesApi, mySettlement, myWage, refusal, type WagesOverrides } from '../testing/fake-wages-api';
import MyWagePage from './my-wage-page';

configure({ asyncUtilTimeout: 10_000 });

const route = { path: '/scan/wage', name: 'ScanWage', title: 'Route.ScanWage' };

function textOf(testId: string): string {
  return screen.getByTestId(testId).textContent;
}

const answered = {} as WageSettlementItemDto;

async function open(settlements: () => MySettlementItemDto[], items: WagesOverrides['items'] = {}, path = '/scan/wage') {
  const mine = vi.fn(() => Promise.resolve(myWage(settlements())));
  const api = fakeWagesApi({ wages: { mine }, items });
  await renderModulePage(<MyWagePage route={route} />, { endpoints: { wages: api }, granted: [P.MySalary], path });
  return { mine };
}

describe('my wage', () => {
  it('shows the live period and each settlement with its confirmation; only what the settlement allows is offered', async () => {
    await open(() => [
      mySettlement({ itemId: 'pending' }),
      mySettlement({ itemId: 'disputed', settlementNo: 'WS20260901-01', confirmStatus: 'disputed', disputeReason: '漏记 20 件' }),
      mySettlement({ itemId: 'done', settlementNo: 'WS20260801-01', status: 'locked', confirmStatus: 'confirmed', confirmedAt: '2026-08-03T02:00:00Z' }),
    ]);
    await waitFor(() => {
      expect(textOf('live-net')).toBe('¥1,612.35');
    });
    expect(textOf('live-qty')).toBe('640');
    expect(textOf('live-piece')).toBe('¥1,612.345');
    expect(screen.getByTestId('live').textContent).toContain('2026-11-01 至 2026-11-30');

    const pending = screen.getByTestId('settlement-pending');
    expect(textOf('settlement-pending-net')).toBe('¥3,270.55');
    expect(textOf('settlement-pending-confirm')).toBe('待确认');
    expect(within(pending).getByRole('button', { name: '确认工资' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: '有异议' })).toBeTruthy();
    // A disputed item may still be confirmed (the worker changed their mind), not disputed twice.
    const disputed = screen.getByTestId('settlement-disputed');
    expect(disputed.textContent).toContain('你的异议：漏记 20 件');
    expect(within(disputed).getByRole('button', { name: '确认工资' })).toBeTruthy();
    expect(within(disputed).queryByRole('button', { name: '有异议' })).toBeNull();
    // A locked settlement is view only.
    expect(within(screen.getByTestId('settlement-done')).queryAllByRole('button')).toHaveLength(0);
    expect(textOf('settlement-done-confirm')).toBe('已确认');
  });

  it('confirms after showing the net, then reloads', async () => {
    let confirmed = false;
    const confirm = vi.fn(() => {
      confirmed = true;
      return Promise.resolve(answered);
    });
    const { mine } = await open(() => [mySettlement({ itemId: 'item-7', confirmStatus: confirmed ? 'confirmed' : 'pending' })], { confirm });
    fireEvent.click(await screen.findByRole('button', { name: '确认工资' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('¥3,270.55');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认工资' }));
    await waitFor(() => {
      expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    });
    expect(confirm).toHaveBeenCalledWith('item-7', expect.objectContaining({ silent: expect.any(Function) as unknown }));
    await waitFor(() => {
      expect(textOf('settlement-item-7-confirm')).toBe('已确认');
    });
    expect(mine).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: '确认工资' })).toBeNull();
  });

  it('disputes with a reason (required, trimmed); a refusal stays in the dialog', async () => {
    const dispute = vi.fn().mockRejectedValueOnce(refusal(409, '该工资条当前不能这样操作')).mockResolvedValue(answered);
    await open(() => [mySettlement({ itemId: 'item-3' })], { dispute });
    fireEvent.click(await screen.findByRole('button', { name: '有异议' }));
    const dialog = await screen.findByTestId('dispute-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '有异议' }));
    expect((await within(dialog).findByText('请填写异议原因')).textContent).toBe('请填写异议原因');
    expect(dispute).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  单价不对  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '有异议' }));
    expect((await within(dialog).findByTestId('decision-problem')).textContent).toContain('该工资条当前不能这样操作');
    fireEvent.click(within(dialog).getByRole('button', { name: '有异议' }));
    await waitFor(() => {
      expect(screen.queryByTestId('dispute-dialog')).toBeNull();
    });
    expect(dispute).toHaveBeenLastCalledWith('item-3', { reason: '单价不对' }, expect.anything());
  });

  it('opened from a payslip QR: marks that item and scrolls it into view', async () => {
    // jsdom does not lay out, so it has no scrollIntoView.
    const scrolled = vi.fn<(this: Element) => void>(function (this: Element) {
      scrolledTo.push(this.getAttribute('data-testid'));
    });
    const scrolledTo: (string | null)[] = [];
    Element.prototype.scrollIntoView = scrolled;
    await open(() => [mySettlement({ itemId: 'a' }), mySettlement({ itemId: 'b', settlementNo: 'WS20260901-01' })], {}, '/scan/wage?item=b');
    await waitFor(() => {
      expect(screen.getByTestId('settlement-b').getAttribute('aria-current')).toBe('true');
    });
    expect(screen.getByTestId('settlement-a').getAttribute('aria-current')).toBeNull();
    expect(screen.queryByTestId('item-not-open')).toBeNull();
    expect(scrolledTo).toEqual(['settlement-b']);
  });

  it('says so when the scanned item is not among the worker’s open settlements', async () => {
    await open(() => [mySettlement({ itemId: 'a' })], {}, '/scan/wage?item=draft-item');
    expect((await screen.findByTestId('item-not-open')).textContent).toContain('还不能确认');
  });

  it('shows the reason when the wage cannot be read', async () => {
    const api = fakeWagesApi({ wages: { mine: () => Promise.reject(refusal(403, '没有权限', 'Eticket:Forbidden')) } });
    await renderModulePage(<MyWagePage route={route} />, { endpoints: { wages: api }, granted: [P.MySalary] });
    expect((await screen.findByText('没有权限')).closest('.chakra-alert__root')).not.toBeNull();
    expect(screen.queryByTestId('live')).toBeNull();
  });
});
