import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { activateAccountLocale } from '@/testing/account-locale';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { DeleteAccountCard } from './delete-account-card';

const REQUEST = 'POST /api/me/deletion';
const EMAIL = 'aisyah@example.com';
const deletion = { requestedAt: '2026-12-08T02:00:00.000Z', eraseAfter: '2026-12-22T02:00:00.000Z' };

afterEach(() => {
  tokenManager.clear();
});

async function openDialog() {
  const person = userEvent.setup();
  await person.click(screen.getByRole('button', { name: 'Delete my account' }));
  return { person, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

describe('DeleteAccountCard', () => {
  it('asks for the password and the e-mail typed again, then signs out with the date of the erasure', async () => {
    const fetchMock = stubFetch({ ...tokenRoutes, [REQUEST]: { body: deletion } });
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountCard email={EMAIL} onDeleted={onDeleted} />);

    const { person, dialog } = await openDialog();
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Please enter password');
    expect(within(dialog).getByLabelText(/^Type your e-mail address to confirm/)).toHaveAccessibleDescription(
      expect.stringContaining('Type your e-mail address to confirm'),
    );
    expect(requestsTo(fetchMock, REQUEST)).toHaveLength(0);

    await person.type(within(dialog).getByLabelText(/^Password/), 'my secret');
    await person.type(within(dialog).getByLabelText(/^Type your e-mail address to confirm/), EMAIL);
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(deletion));
    expect(requestsTo(fetchMock, REQUEST).map((request) => request.body)).toEqual([
      { password: 'my secret', confirmation: EMAIL },
    ]);
    expect(
      await screen.findByText(
        /Your account will be deleted on 22 Dec 2026\. Sign in before then to cancel the deletion\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the field it is about, and deletes nothing", async () => {
    stubFetch({
      ...tokenRoutes,
      [REQUEST]: ({ body }) =>
        (body as { password: string }).password === 'wrong'
          ? { status: 400, body: { code: 'invalid-password', message: 'Password provided is incorrect' } }
          : {
              status: 400,
              body: {
                code: 'deletion-confirmation-mismatch',
                message: 'Type the e-mail address of your account exactly to confirm',
              },
            },
    });
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountCard email={EMAIL} onDeleted={onDeleted} />);
    const { person, dialog } = await openDialog();
    const password = within(dialog).getByLabelText(/^Password/);
    const confirmation = within(dialog).getByLabelText(/^Type your e-mail address to confirm/);

    await person.type(password, 'wrong');
    await person.type(confirmation, EMAIL);
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription('Password provided is incorrect'));
    expect(password).toHaveFocus();

    await person.clear(password);
    await person.type(password, 'right');
    await person.clear(confirmation);
    await person.type(confirmation, 'someone@example.com');
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() =>
      expect(confirmation).toHaveAccessibleDescription(
        expect.stringContaining('Type the e-mail address of your account exactly to confirm'),
      ),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('asks in the language shown', async () => {
    await activateAccountLocale('zh-Hans');
    stubFetch({});
    renderWithProviders(<DeleteAccountCard email={EMAIL} onDeleted={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '删除我的账户' })).toBeInTheDocument();
    await activateAccountLocale('en');
  });
});
