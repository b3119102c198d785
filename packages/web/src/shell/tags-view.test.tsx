import { TenantPermissions } from '@eticket/core/abp';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagsProvider, TagsSync } from '../actors/tags-context';
import { renderApp } from '../test/app-harness';
import { TagsView } from './tags-view';

const granted = [TenantPermissions.OrderManagement, TenantPermissions.ProductManagement, TenantPermissions.ProcedurePriceManagement];
const tabPaths = () => screen.queryAllByTestId('tag').map((el) => el.getAttribute('data-path'));

function Tags() {
  return (
    <TagsProvider>
      <TagsSync />
      <TagsView />
    </TagsProvider>
  );
}

async function visit(navigate: (to: string) => void, path: string) {
  act(() => {
    navigate(path);
  });
  await waitFor(() => {
    expect(tabPaths()).toContain(path);
  });
}

describe('tags view', () => {
  it('adds a tab per visited page after the pinned Dashboard and marks the current one', async () => {
    const { location } = renderApp(<Tags />, { path: '/dashboard', granted });
    await waitFor(() => {
      expect(tabPaths()).toEqual(['/dashboard']);
    });
    await visit(location.navigate, '/order/list');
    await visit(location.navigate, '/product/list');
    expect(tabPaths()).toEqual(['/dashboard', '/order/list', '/product/list']);
    expect(screen.getAllByTestId('tag')[2]?.hasAttribute('data-active')).toBe(true);
    // The pinned tab has no close button.
    expect(within(screen.getAllByTestId('tag')[0] as HTMLElement).queryByRole('button', { name: /关闭/ })).toBeNull();
  });

  it('closing the current tab goes to the last remaining one', async () => {
    const { location, currentPath } = renderApp(<Tags />, { path: '/dashboard', granted });
    await visit(location.navigate, '/order/list');
    await visit(location.navigate, '/product/list');
    fireEvent.click(screen.getByRole('button', { name: '关闭 款式列表' }));
    await waitFor(() => {
      expect(tabPaths()).toEqual(['/dashboard', '/order/list']);
    });
    expect(currentPath()).toBe('/order/list');
  });

  it('right-click opens the context menu: Refresh, Close, Close others, Close all; the pinned tab has no Close', async () => {
    // Choosing an entry is covered by the browser tests (e2e/layout.spec.ts): jsdom has no pointer modality.
    const { location } = renderApp(<Tags />, { path: '/dashboard', granted });
    await visit(location.navigate, '/order/list');
    fireEvent.contextMenu(screen.getAllByTestId('tag')[1] as HTMLElement, { clientX: 40, clientY: 20 });
    await screen.findByRole('menuitem', { name: '刷新' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    fireEvent.contextMenu(screen.getAllByTestId('tag')[0] as HTMLElement, { clientX: 10, clientY: 20 });
    await screen.findByRole('menuitem', { name: '刷新' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['刷新', '关闭其他', '关闭所有']);
  });
});
