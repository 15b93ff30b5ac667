import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskThread as Thread, ThreadEntry } from '@portal/domain/messages';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TaskThread } from './task-thread';

afterEach(() => {
  tokenManager.clear();
  sessionStorage.clear();
});

const entry = (overrides: Partial<ThreadEntry>): ThreadEntry => ({
  id: 'entry',
  type: 'message',
  createdAt: '2026-11-20T02:00:00.000Z',
  side: 'creator',
  authorName: 'Aisyah',
  body: null,
  files: [],
  action: null,
  fromStatus: null,
  toStatus: null,
  remark: null,
  ...overrides,
});

const thread = (entries: ThreadEntry[], unread = 0): Thread => ({
  taskId: 'task-1',
  campaignId: 'campaign-1',
  campaignTitle: 'Raya Glow Serum',
  entries,
  unread,
});

const THREAD = 'GET /api/task/task-1/thread';
const SEND = 'POST /api/task/task-1/messages';
const READ = 'POST /api/task/task-1/thread/read';

describe('TaskThread', () => {
  it("shows messages as bubbles and the task's steps as lines, and marks the brand's messages read", async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [THREAD]: {
        body: thread(
          [
            entry({ id: 'e1', type: 'event', side: null, authorName: null, action: 'invite', toStatus: 'SELECTED' }),
            entry({ id: 'm1', body: 'Can I post on Friday?' }),
            entry({
              id: 'e2',
              type: 'event',
              side: null,
              authorName: null,
              action: 'rejectDraft',
              remark: 'Brighter light, please',
            }),
            entry({
              id: 'm2',
              side: 'brand',
              authorName: null,
              body: 'Yes, Friday is fine',
              files: [
                {
                  key: 'k1',
                  fileName: 'brief.png',
                  contentType: 'image/png',
                  url: '/api/files/signed-1',
                  erased: false,
                },
                {
                  key: 'k2',
                  fileName: 'terms.pdf',
                  contentType: 'application/pdf',
                  url: '/api/files/signed-2',
                  erased: false,
                },
              ],
            }),
          ],
          1,
        ),
      },
      [READ]: { status: 204 },
    });
    renderWithProviders(<TaskThread side="creator" taskId="task-1" />);

    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const items = within(conversation).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Invited to the campaign'),
      expect.stringContaining('Can I post on Friday?'),
      expect.stringContaining('What to change: Brighter light, please'),
      expect.stringContaining('Yes, Friday is fine'),
    ]);
    expect(items[1]).toHaveTextContent(/^You ·/);
    // On one's own bubble's tint the dimmed grey is 4.08:1: the meta line there is in the text colour.
    const ownMetaLine = within(items[1] as HTMLElement).getByText(/^You ·/);
    expect(ownMetaLine.getAttribute('style') ?? '').not.toContain('--mantine-color-dimmed');
    // The brand's meta line is dimmed (its declaration: jsdom would compute it from variables tests do not load).
    expect(within(items[3] as HTMLElement).getByText(/^Raya Glow Serum ·/).style.color).toBe(
      'var(--mantine-color-dimmed)',
    );
    // The brand side is named by the campaign, with an image as a thumbnail and any other file as a link.
    expect(items[3]).toHaveTextContent(/^Raya Glow Serum ·/);
    expect(within(items[3] as HTMLElement).getByRole('img', { name: 'brief.png' })).toHaveAttribute(
      'src',
      '/api/files/signed-1',
    );
    expect(within(items[3] as HTMLElement).getByRole('link', { name: 'Download terms.pdf' })).toHaveAttribute(
      'href',
      '/api/files/signed-2',
    );
    await waitFor(() => expect(requestsTo(fetchMock, READ)).toHaveLength(1));
  });

  it('shows a file retention deleted by its name, greyed, saying so, with no link to a file that is gone', async () => {
    await activateLocale('ms');
    stubFetch({
      ...tokenRoutes,
      [THREAD]: {
        body: thread([
          entry({
            id: 'm1',
            files: [
              { key: 'k1', fileName: 'old-shot.png', contentType: 'image/png', url: null, erased: true },
              { key: 'k2', fileName: 'notes.pdf', contentType: 'application/pdf', url: null, erased: true },
            ],
          }),
        ]),
      },
    });
    renderWithProviders(<TaskThread side="creator" taskId="task-1" />);

    const shot = await screen.findByText('old-shot.png · Dipadam mengikut dasar penyimpanan data');
    expect(shot.style.color).toBe('var(--mantine-color-dimmed)');
    expect(screen.getByText('notes.pdf · Dipadam mengikut dasar penyimpanan data')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /old-shot|notes/ })).not.toBeInTheDocument();
  });

  it("shows the server's remark on an expired task in the page's language", async () => {
    await activateLocale('ms');
    stubFetch({
      ...tokenRoutes,
      [THREAD]: {
        body: thread([
          entry({ id: 'e1', type: 'event', side: null, authorName: null, action: 'expire', remark: 'Deadline passed' }),
        ]),
      },
    });
    renderWithProviders(<TaskThread side="creator" taskId="task-1" />);

    expect(await screen.findByText('Tarikh akhir telah berlalu')).toBeInTheDocument();
  });

  it("shows a manager's remark as written, even one that reads like a message of the server's", async () => {
    await activateLocale('ms');
    stubFetch({
      ...tokenRoutes,
      [THREAD]: {
        body: thread([
          entry({ id: 'e1', type: 'event', side: null, authorName: null, action: 'reject', remark: 'Deadline passed' }),
        ]),
      },
    });
    renderWithProviders(<TaskThread side="creator" taskId="task-1" />);

    expect(await screen.findByText(/Deadline passed/)).toBeInTheDocument();
    expect(screen.queryByText(/Tarikh akhir telah berlalu/)).not.toBeInTheDocument();
  });

  it('makes links of http and https addresses only: a javascript: address stays text', async () => {
    stubFetch({
      ...tokenRoutes,
      [THREAD]: {
        body: thread([
          entry({
            id: 'm1',
            body: 'Brief: https://brand.example/brief. Old: http://old.example/x and javascript:alert(1) <b>bold</b>',
          }),
        ]),
      },
    });
    renderWithProviders(<TaskThread side="creator" taskId="task-1" />);

    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const links = within(conversation).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://brand.example/brief',
      'http://old.example/x',
    ]);
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(conversation).toHaveTextContent('javascript:alert(1) <b>bold</b>');
    expect(conversation.querySelector('b')).toBeNull();
  });

  it('sends with a key kept with the draft, and sends the same key again after a reload mid-send', async () => {
    const sent: unknown[] = [];
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [THREAD]: { body: thread([]) },
      // The first send never answers: the page is left while it is on its way.
      [SEND]: (request) => {
        sent.push(request.body);
        return sent.length === 1 ? new Promise(() => {}) : { body: entry({ id: 'm1', body: 'Hello brand' }) };
      },
    });
    const first = renderWithProviders(<TaskThread side="creator" taskId="task-1" />);
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello brand');
    await person.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { clientKey } = sent[0] as { clientKey: string };
    expect(sent[0]).toEqual({ body: 'Hello brand', attachments: [], clientKey: expect.any(String) });

    first.unmount();
    cleanup();
    renderWithProviders(<TaskThread side="creator" taskId="task-1" />);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ body: 'Hello brand', attachments: [], clientKey });

    // Once answered, the draft is gone and the next message has a key of its own.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(''));
    await person.type(screen.getByRole('textbox', { name: 'Your message' }), 'And another');
    await person.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requestsTo(fetchMock, SEND)).toHaveLength(3));
    expect((sent[2] as { clientKey: string }).clientKey).not.toBe(clientKey);
  });

  it('keeps a draft not yet sent across a reload, without sending it', async () => {
    const fetchMock = stubFetch({ ...tokenRoutes, [THREAD]: { body: thread([]) } });
    const first = renderWithProviders(<TaskThread side="creator" taskId="task-1" />);
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Half written');
    first.unmount();
    cleanup();

    renderWithProviders(<TaskThread side="creator" taskId="task-1" />);
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('Half written');
    expect(requestsTo(fetchMock, SEND)).toHaveLength(0);
  });
});
