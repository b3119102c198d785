import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/load-messages';
import { fakeApi, renderWithProviders } from '../../test/render';
import RegisterPage from './register-page';

describe('join application page', () => {
  beforeAll(async () => {
    // The page's texts are a lazily loaded part; loaded once here, the page renders without suspending.
    await loadMessages('en', 'public');
  });

  it('shows the core validation messages and sends nothing while invalid', async () => {
    const submit = vi.fn(() => Promise.resolve());
    renderWithProviders(<RegisterPage />, { api: fakeApi({ submitJoinApplication: submit }), locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    fireEvent.change(screen.getByRole('textbox', { name: /Company/ }), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter 6 to 16 characters')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits trimmed values and shows the success state', async () => {
    const submit = vi.fn(() => Promise.resolve());
    renderWithProviders(<RegisterPage />, { api: fakeApi({ submitJoinApplication: submit }), locale: 'en' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Company/ }), { target: { value: ' demo ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Full name/ }), { target: { value: '张三' } });
    fireEvent.change(screen.getByRole('textbox', { name: /User name or mobile/ }), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledWith({ tenantName: 'demo', name: '张三', userName: '13800000000', password: 'secret1' });
    });
    expect(await screen.findByText('Application submitted')).toBeTruthy();
  });
});

describe('join application from an invite link', () => {
  beforeAll(async () => {
    await loadMessages('en', 'public');
  });

  it('fixes the company and sends the organization of the link', async () => {
    const submit = vi.fn(() => Promise.resolve());
    renderWithProviders(<RegisterPage />, {
      api: fakeApi({ submitJoinApplication: submit }),
      locale: 'en',
      path: '/account/register?tenant=demo&org=3f1c2a9e-7d41-4a8b-9f0e-1b2c3d4e5f60',
    });
    const company = await screen.findByRole('textbox', { name: /Company/ });
    expect((company as HTMLInputElement).value).toBe('demo');
    expect((company as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Full name/ }), { target: { value: '李四' } });
    fireEvent.change(screen.getByRole('textbox', { name: /User name or mobile/ }), { target: { value: 'lisi' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledWith({ tenantName: 'demo', name: '李四', userName: 'lisi', password: 'secret1', organizationId: '3f1c2a9e-7d41-4a8b-9f0e-1b2c3d4e5f60' });
    });
  });
});
