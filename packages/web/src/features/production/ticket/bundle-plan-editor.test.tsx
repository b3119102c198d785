import type { BundlePlanRequest } from '@eticket/core/production';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { renderWithProviders } from '../../../test/render';
import { BundlePlanEditor, type BundlePlanEditorProps } from './bundle-plan-editor';

// Chakra in jsdom is slow on a shared 2-core machine: give renders room.
configure({ asyncUtilTimeout: 5000 });

const ORDER = {
  colors: ['白色', '浅蓝', '黑色'],
  sizes: ['S', 'M', 'L'],
  lines: [
    { color: '白色', size: 'S', qty: 30 },
    { color: '白色', size: 'M', qty: 40 },
    { color: '浅蓝', size: 'S', qty: 20 },
    { color: '浅蓝', size: 'M', qty: 20 },
    { color: '黑色', size: 'L', qty: 10 },
  ],
};

function setup(overrides: Partial<BundlePlanEditorProps> = {}) {
  const onGenerate = vi.fn<(request: BundlePlanRequest) => void>();
  const props: BundlePlanEditorProps = {
    order: ORDER,
    colors: ['白色', '浅蓝'],
    sizes: ['S', 'M'],
    lay: [
      { color: '白色', size: 'S', qty: 30 },
      { color: '白色', size: 'M', qty: 40 },
      { color: '浅蓝', size: 'S', qty: 15 },
      { color: '浅蓝', size: 'M', qty: 20 },
    ],
    cutElsewhere: [],
    numbersElsewhere: [],
    bedDyeLot: 'G-7',
    stored: null,
    hasBundles: false,
    canGenerate: true,
    generating: false,
    onGenerate,
    ...overrides,
  };
  renderWithProviders(
    <DataUiProvider>
      <BundlePlanEditor {...props} />
    </DataUiProvider>,
  );
  return { onGenerate };
}

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

/** The preview's bundle rows as "no size colour qty". */
function bundleRows(): string[] {
  const table = screen.getByTestId('plan-bundles');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .join(' '),
    );
}

describe('bundle-plan editor', { timeout: 30_000 }, () => {
  it('split mode: even split with the remainder on the last bundle; numbered size → k → colour; totals and uncut per cell', async () => {
    const { onGenerate } = setup();
    type('白色 / S 数量', '30');
    type('白色 / S 扎数', '2');
    type('浅蓝 / S 数量', '15');
    type('浅蓝 / S 扎数', '2');
    type('白色 / M 数量', '40');
    type('白色 / M 扎数', '3');
    await waitFor(() => {
      expect(screen.getByTestId('plan-bundle-count').textContent).toBe('7');
    });
    // Size S: k=1 白色, 浅蓝; k=2 白色, 浅蓝. Size M: 白色 ×3 (13, 13, 14).
    expect(bundleRows()).toEqual(['1 S 白色 15', '2 S 浅蓝 7', '3 S 白色 15', '4 S 浅蓝 8', '5 M 白色 13', '6 M 白色 13', '7 M 白色 14']);
    expect(screen.getByTestId('plan-total').textContent).toBe('85');
    expect(screen.getByTestId('plan-planned').textContent).toBe('85');
    // Ordered 120 (white S 30, M 40; blue S 20, M 20 — black is not on this bed's grid), planned 85.
    expect(screen.getByTestId('plan-remaining').textContent).toBe('25');
    expect(within(screen.getByTestId('plan-cell-浅蓝-S')).getByTestId('plan-cell-summary').textContent).toBe('计划 15，未裁 5');
    expect(screen.getByTestId('plan-range').textContent).toBe('扎号 1 ~ 7');

    fireEvent.click(screen.getByTestId('plan-generate'));
    expect(onGenerate).toHaveBeenCalledWith({
      mode: 'split',
      colors: ['白色', '浅蓝'],
      sizes: ['S', 'M'],
      grid: [
        [
          { input: 30, bundles: 2 },
          { input: 40, bundles: 3 },
        ],
        [
          { input: 15, bundles: 2 },
          { input: 0, bundles: 0 },
        ],
      ],
      startNo: null,
      customNumbers: null,
      dyeLots: null,
    });
  });

  it('multiple mode: input = pieces per bundle; numbering continues after the other beds', async () => {
    setup({ numbersElsewhere: [1, 2, 3, 4, 5], cutElsewhere: [{ color: '白色', size: 'S', qty: 20 }] });
    fireEvent.change(screen.getByLabelText('分扎方式'), { target: { value: 'multiple' } });
    type('白色 / S 数量', '10');
    type('白色 / S 扎数', '3');
    await waitFor(() => {
      expect(bundleRows()).toEqual(['6 S 白色 10', '7 S 白色 10', '8 S 白色 10']);
    });
    // White S: ordered 30, 20 cut before, 30 planned → 20 over.
    expect(within(screen.getByTestId('plan-cell-白色-S')).getByTestId('plan-cell-summary').textContent).toBe('计划 30，未裁 -20');
    expect(screen.getByText('部分颜色尺码超出订单数量（超裁），请确认')).toBeTruthy();
  });

  it('a start number that clashes with another bed is refused before anything is sent', async () => {
    const { onGenerate } = setup({ numbersElsewhere: [3] });
    type('白色 / S 数量', '20');
    type('白色 / S 扎数', '2');
    type('起始扎号', '2');
    await waitFor(() => {
      expect(screen.getByTestId('plan-errors').textContent).toContain('扎号3在本订单中已被使用');
    });
    expect(screen.getByTestId<HTMLButtonElement>('plan-generate').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('plan-generate'));
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('custom bundle numbers: one per bundle, in numbering order', async () => {
    setup();
    type('白色 / S 数量', '20');
    type('白色 / S 扎数', '2');
    fireEvent.click(screen.getByRole('switch', { name: '自定义扎号' }));
    await screen.findByLabelText('自定义扎号（按编号顺序，每扎一个）');
    type('自定义扎号（按编号顺序，每扎一个）', '101');
    await waitFor(() => {
      expect(screen.getByTestId('plan-errors').textContent).toContain('自定义扎号有1个，应为2个');
    });
    type('自定义扎号（按编号顺序，每扎一个）', '101, 205');
    await waitFor(() => {
      expect(bundleRows()).toEqual(['101 S 白色 10', '205 S 白色 10']);
    });
  });

  it('fill from the lay: bundles of about N pieces; a cell smaller than N is one bundle', async () => {
    setup();
    type('每扎件数', '10');
    fireEvent.click(screen.getByRole('button', { name: '按本床裁数填充' }));
    await waitFor(() => {
      expect(screen.getByTestId('plan-total').textContent).toBe('105');
    });
    expect(screen.getByLabelText<HTMLInputElement>('浅蓝 / S 数量').value).toBe('15');
    expect(screen.getByLabelText<HTMLInputElement>('浅蓝 / S 扎数').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('白色 / M 扎数').value).toBe('4');
    expect(screen.getByTestId('plan-bundle-count').textContent).toBe('10');
  });

  it('copy a colour row to every colour; empty bundles in a cell with pieces are reported', async () => {
    setup();
    type('白色 / S 数量', '12');
    type('白色 / S 扎数', '1');
    fireEvent.click(screen.getByRole('button', { name: '将颜色 白色 复制到其他颜色' }));
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('浅蓝 / S 数量').value).toBe('12');
    });
    type('浅蓝 / M 数量', '9');
    await waitFor(() => {
      expect(screen.getByTestId('plan-errors').textContent).toContain('浅蓝 / M：还有9件未分扎，请填写扎数');
    });
  });

  it('after a print the plan is shown read-only with the reason', () => {
    setup({
      canGenerate: false,
      hasBundles: true,
      stored: { mode: 'split', colors: ['白色'], sizes: ['S'], grid: [[{ input: 30, bundles: 2 }]], startNo: 1, customNumbers: null },
    });
    expect(screen.getByLabelText<HTMLInputElement>('白色 / S 数量').value).toBe('30');
    expect(screen.getByLabelText<HTMLInputElement>('白色 / S 数量').disabled).toBe(true);
    expect(screen.queryByTestId('plan-generate')).toBeNull();
    expect(screen.getByText('该床次已有菲票打印或扫菲记录，不能重新生成扎')).toBeTruthy();
  });
});
