import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResourceVersion } from '../../components/data-ui/invalidation';
import { LayoutProvider } from '../../actors/layout-context';
import { SharedResource } from '../../kit/shared-resources';
import { renderApp } from '../../test/app-harness';
import { NoticeBox } from './notice-box';

function Versions() {
  const applications = useResourceVersion(SharedResource.joinApplication);
  const users = useResourceVersion(SharedResource.user);
  return <output data-testid="versions">{`${String(applications)}/${String(users)}`}</output>;
}

const notice = {
  id: 'n1',
  type: 1,
  title: '加入申请',
  content: '王五申请加入',
  relatedEntityId: 'a1',
  isRead: false,
  handled: false,
  creationTime: '2026-11-25T02:00:00Z',
};

describe('notice box', () => {
  it('passing from the bell reloads the registration and user lists wherever they are open', async () => {
    const passJoinApplication = vi.fn((_id: string) => Promise.resolve());
    renderApp(
      <LayoutProvider>
        <NoticeBox />
        <Versions />
      </LayoutProvider>,
      { path: '/dashboard', api: { getNotices: vi.fn(() => Promise.resolve({ items: [notice], totalCount: 1 })), passJoinApplication } },
    );
    const versions = () => screen.getByTestId('versions').textContent.split('/').map(Number);
    const [applicationsBefore = 0, usersBefore = 0] = versions();
    fireEvent.click(await screen.findByTestId('notice-trigger'));
    fireEvent.click(await screen.findByRole('button', { name: '同意' }, { timeout: 10_000 }));
    await waitFor(() => {
      expect(passJoinApplication).toHaveBeenCalledWith('a1');
    });
    await waitFor(() => {
      const [applications = 0, users = 0] = versions();
      expect(applications).toBeGreaterThan(applicationsBefore);
      expect(users).toBeGreaterThan(usersBefore);
    });
  });
});
