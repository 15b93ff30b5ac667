import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildUser, noSessionRoutes, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => {
  tokenManager.clear();
});

describe('the language menu', () => {
  it('shows the public pages in the chosen language, and keeps the choice in this browser', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');
    const person = userEvent.setup();

    await person.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Bahasa Malaysia');

    expect(await screen.findByRole('heading', { name: 'Log Masuk' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kata Laluan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms');
    expect(document.documentElement.lang).toBe('ms');
    expect(window.localStorage.getItem('portal.locale')).toBe('ms');
  });

  it('switches only once a language stepped to with the arrow keys is chosen with Enter', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');
    const menu = await screen.findByRole('combobox', { name: 'Language' });

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.change(menu, { target: { value: 'ms' } });

    expect(menu).toHaveValue('ms');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    fireEvent.keyDown(menu, { key: 'Enter' });

    expect(await screen.findByRole('heading', { name: 'Log Masuk' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ms');
  });

  it('switches to a language picked with the pointer after the arrow keys were used', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');
    const person = userEvent.setup();
    const menu = await screen.findByRole('combobox', { name: 'Language' });

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.change(menu, { target: { value: 'ms' } });
    await person.selectOptions(menu, '简体中文');

    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('switches to a language picked with the pointer after an arrow key that changed nothing', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');
    const person = userEvent.setup();
    const menu = await screen.findByRole('combobox', { name: 'Language' });

    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    await person.selectOptions(menu, 'Bahasa Malaysia');

    expect(await screen.findByRole('heading', { name: 'Log Masuk' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ms');
  });

  it('shows the sign-in form’s messages in the chosen language', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');
    const person = userEvent.setup();

    await person.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), '简体中文');
    await person.click(await screen.findByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入电邮地址')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('saves the choice on the account when signed in, and shows the frame in it', async () => {
    const user = buildUser();
    const fetchMock = stubFetch({
      ...storedSessionRoutes(user),
      'PUT /api/auth': (request) => ({ body: { ...user, ...(request.body as object) } }),
    });
    renderApp('/');
    const person = userEvent.setup();

    const header = await screen.findByRole('banner');
    await person.selectOptions(within(header).getByRole('combobox', { name: 'Language' }), 'Bahasa Malaysia');

    expect(await screen.findByRole('button', { name: 'Log Keluar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Papan Pemuka Saya' })).toBeInTheDocument();
    await expect
      .poll(() => requestsTo(fetchMock, 'PUT /api/auth').map((request) => request.body))
      .toEqual([{ locale: 'ms' }]);
  });

  it('follows the language saved on the account once signed in', async () => {
    stubFetch(storedSessionRoutes(buildUser({ locale: 'zh-Hans' })));
    renderApp('/');

    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(window.localStorage.getItem('portal.locale')).toBe('zh-Hans');
  });
});
