import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FullUiProvider } from '../../components/ui/full-provider';
import { fakeApi, renderWithProviders } from '../../test/render';
import { ChangePasswordDialog } from './change-password-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <FullUiProvider>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        open
      </button>
      <ChangePasswordDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
      />
    </FullUiProvider>
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);

describe('change password dialog (§2, §5)', () => {
  it('shows the core messages for empty fields, short and mismatching passwords', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    renderWithProviders(<Harness />, { api: fakeApi({ changePassword }) });
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入当前密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    fireEvent.change(field(/^当前密码/), { target: { value: 'old-pass' } });
    fireEvent.change(field(/^新密码/), { target: { value: '12345' } });
    fireEvent.change(field(/^确认新密码/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入6~16位字符')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends the trimmed passwords, closes on success and opens empty again', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    renderWithProviders(<Harness />, { api: fakeApi({ changePassword }) });
    fireEvent.change(await screen.findByLabelText(/^当前密码/), { target: { value: ' old-pass ' } });
    fireEvent.change(field(/^新密码/), { target: { value: 'new-pass1' } });
    fireEvent.change(field(/^确认新密码/), { target: { value: 'new-pass1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => {
      expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'old-pass', newPassword: 'new-pass1' });
    });
    await waitFor(() => {
      expect(screen.queryByTestId('change-password-dialog')).toBeNull();
    });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/^当前密码/)).value).toBe('');
  });

  it('stays open with the values when the server refuses', async () => {
    const changePassword = vi.fn(() => Promise.reject(new Error('wrong current password')));
    renderWithProviders(<Harness />, { api: fakeApi({ changePassword }) });
    fireEvent.change(await screen.findByLabelText(/^当前密码/), { target: { value: 'wrong-one' } });
    fireEvent.change(field(/^新密码/), { target: { value: 'new-pass1' } });
    fireEvent.change(field(/^确认新密码/), { target: { value: 'new-pass1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => {
      expect(changePassword).toHaveBeenCalled();
    });
    expect(screen.getByTestId('change-password-dialog')).toBeTruthy();
    expect((field(/^当前密码/) as HTMLInputElement).value).toBe('wrong-one');
  });
});
