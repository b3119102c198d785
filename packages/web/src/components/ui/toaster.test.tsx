import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { notify } from './notify';

describe('toast regions', () => {
  it.each([
    ['zh-Hans', '消息提示（Alt+T）', '通知（Alt+T）'],
    ['zh-Hant', '訊息提示（Alt+T）', '通知（Alt+T）'],
    ['en', 'Messages (Alt+T)', 'Notifications (Alt+T)'],
  ] as const)('are named for screen readers in %s', async (locale, messages, notifications) => {
    renderWithProviders(<div />, { locale });
    notify({ kind: 'message', type: 'success', title: 'ok', durationMs: 1000 });
    expect(await screen.findByRole('region', { name: messages })).toBeTruthy();
    expect(screen.getByRole('region', { name: notifications })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /top-end/ })).toBeNull();
  });
});
