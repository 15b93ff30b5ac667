import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '@portal/domain/tasks';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildScreeningQuestion, buildTask, buildTerms, nothingSentRoutes, tokenRoutes } from '@/testing/fixtures';
import { expectInvalid } from '@/testing/field-errors';
import { renderWithProviders } from '@/testing/render';
import { TaskDetail } from './task-detail';

/** The value of a labelled row. */
const rowValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

const screeningQuestions = [
  buildScreeningQuestion({ id: 'q-text', orderIndex: 3, required: false, question: 'Anything to add?' }),
  buildScreeningQuestion({
    id: 'q-choice',
    orderIndex: 1,
    required: true,
    question: 'Which platforms do you post on?',
    questionType: 'multipleChoice',
    options: ['Instagram', 'TikTok', 'YouTube'],
  }),
  buildScreeningQuestion({
    id: 'q-check',
    orderIndex: 2,
    required: false,
    question: 'I own a pet',
    questionType: 'checkbox',
  }),
];

/** The detail loads the creator's submission history, with a product API token. */
const detailRoutes = { ...tokenRoutes, ...nothingSentRoutes };

beforeEach(() => {
  stubFetch(detailRoutes);
});

afterEach(() => {
  tokenManager.clear();
});

describe('TaskDetail', () => {
  it('shows the campaign: logo, title, task type, incentive, platform, requirements and instructions', () => {
    renderWithProviders(<TaskDetail task={buildTask({ status: 'PENDING-CHECKING' })} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Raya Glow Serum logo' })).toBeInTheDocument();
    expect(rowValue('Task Type')).toBe('Post');
    expect(rowValue('Incentive')).toBe('RM 150.50');
    expect(rowValue('Platform')).toBe('Instagram');
    expect(rowValue('Requirements')).toBe('At least 5,000 followers');
    expect(rowValue('Instructions')).toBe('Post a photo with the serum');
  });

  it.each([
    ['PENDING-CHECKING', 'Pending Approval'],
    ['APPLIED', 'Pending Application Review'],
    ['APPROVED-PENDING-PAYMENT', 'Payment Processing'],
    ['COMPLETED', 'Completed Campaign'],
  ] as const)('shows the banner of a %s task', (status, banner) => {
    renderWithProviders(<TaskDetail task={buildTask({ status })} />);

    expect(screen.getByRole('status')).toHaveTextContent(banner);
  });

  it('says by when the brand reviews the work waiting for it, from the review days agreed', () => {
    // Sent Monday 7 Dec 2026 (in Malaysia): 3 working days later.
    renderWithProviders(
      <TaskDetail task={buildTask({ status: 'PENDING-CHECKING', reviewSentAt: '2026-12-07T02:00:00.000Z' })} />,
    );

    expect(screen.getByText('Brand review due by 10 Dec 2026')).toBeInTheDocument();
  });

  it('promises no review when nothing waits for one', () => {
    renderWithProviders(<TaskDetail task={buildTask({ status: 'ACCEPTED', reviewSentAt: null })} />);

    expect(screen.queryByText(/Brand review due by/)).not.toBeInTheDocument();
  });

  it('shows no banner for a status without one', () => {
    renderWithProviders(<TaskDetail task={buildTask({ status: 'APPROVED-PROCESSING-PAYMENT' })} />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows a unique-comment task's caption and its own comment URL once accepted", () => {
    renderWithProviders(
      <TaskDetail
        task={buildTask({
          status: 'ACCEPTED',
          uniqueComment: 'Glowing all Raya long!',
          uniqueCommentUrl: 'https://instagram.com/p/own',
          campaignDetails: { taskType: 'UNIQUECOMMENT', uniqueCommentURL: 'https://instagram.com/p/campaign' },
        })}
      />,
    );

    expect(rowValue('Assigned Caption')).toBe('Glowing all Raya long!');
    expect(screen.getByRole('link', { name: 'https://instagram.com/p/own' })).toHaveAttribute(
      'href',
      'https://instagram.com/p/own',
    );
  });

  it("falls back to the campaign's comment URL", () => {
    renderWithProviders(
      <TaskDetail
        task={buildTask({
          status: 'PENDING-CHECKING',
          uniqueComment: 'Glowing all Raya long!',
          campaignDetails: { taskType: 'UNIQUECOMMENT', uniqueCommentURL: 'https://instagram.com/p/campaign' },
        })}
      />,
    );

    expect(screen.getByRole('link', { name: 'https://instagram.com/p/campaign' })).toBeInTheDocument();
  });

  it.each(['SELECTED', 'APPLIED', 'APPLICATION-REJECTED'] as const)(
    'shows no caption or comment URL while the task is %s (not accepted yet)',
    (status) => {
      renderWithProviders(
        <TaskDetail
          task={buildTask({
            status,
            uniqueComment: 'Glowing all Raya long!',
            campaignDetails: { taskType: 'UNIQUECOMMENT', uniqueCommentURL: 'https://instagram.com/p/campaign' },
          })}
        />,
      );

      expect(screen.queryByText('Assigned Caption')).not.toBeInTheDocument();
      expect(screen.queryByText('Glowing all Raya long!')).not.toBeInTheDocument();
      expect(screen.queryByText('Comment URL')).not.toBeInTheDocument();
    },
  );

  it('says so when an accepted task has no caption yet', () => {
    renderWithProviders(
      <TaskDetail task={buildTask({ status: 'ACCEPTED', campaignDetails: { taskType: 'UNIQUECOMMENT' } })} />,
    );

    expect(rowValue('Assigned Caption')).toBe('Not assigned yet');
  });

  it('lets a long caption and URL wrap instead of widening the page', () => {
    const longUrl = `https://instagram.com/p/${'a'.repeat(120)}`;
    renderWithProviders(
      <TaskDetail
        task={buildTask({
          status: 'ACCEPTED',
          uniqueComment: 'x'.repeat(200),
          uniqueCommentUrl: longUrl,
          campaignDetails: { taskType: 'UNIQUECOMMENT' },
        })}
      />,
    );

    expect(screen.getByText('x'.repeat(200))).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByRole('link', { name: longUrl })).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('counts down to the deadline and keeps a place for the submission of an on-going task', async () => {
    renderWithProviders(<TaskDetail task={buildTask({ status: 'ACCEPTED', taskDeadline: '2020-01-01T00:00:00Z' })} />);

    const countdown = await screen.findByRole('region', { name: 'Time Remaining' });
    expect(countdown).toHaveTextContent('0 days 0 hours 0 minutes 0 seconds');
    expect(screen.getByRole('heading', { name: 'Submit Task' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
  });

  it('shows the rejection remark of a rejected task', async () => {
    renderWithProviders(<TaskDetail task={buildTask({ status: 'REJECTED', rejectionComments: 'Wrong hashtag' })} />);

    expect(await screen.findByText('Wrong hashtag')).toBeInTheDocument();
    expect(screen.getByText('Rejected. Resubmit Required')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Time Remaining' })).toBeInTheDocument();
  });

  it('asks the screening questions of an invite in order, marking the required ones', async () => {
    renderWithProviders(<TaskDetail task={buildTask({ campaignDetails: { screeningQuestions } })} />);

    const section = await screen.findByRole('region', { name: 'Screening Questions' });
    expect(within(section).getByRole('heading', { name: 'Screening Questions' })).toBeInTheDocument();
    const labels = [
      within(section).getByRole('group', { name: 'Which platforms do you post on? *' }),
      within(section).getByRole('checkbox', { name: 'I own a pet (optional)' }),
      within(section).getByRole('textbox', { name: 'Anything to add? (optional)' }),
    ];
    const [first, second, third] = labels;
    expect(first?.compareDocumentPosition(second as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(second?.compareDocumentPosition(third as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(third).toHaveAttribute('maxLength', '2000');
  });

  it('refuses to accept while a required question is unanswered, before asking the server', async () => {
    const fetchMock = stubFetch(detailRoutes);
    renderWithProviders(<TaskDetail task={buildTask({ campaignDetails: { screeningQuestions } })} />);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));

    expect(await screen.findByText('Please enter all required screening questions')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/accept')).toHaveLength(0);
  });

  it('ties the refusal to each unanswered required question and focuses the first (issue 15 item 6)', async () => {
    stubFetch(detailRoutes);
    const questions = [
      ...screeningQuestions,
      buildScreeningQuestion({ id: 'q-why', orderIndex: 4, required: true, question: 'Why this brand?' }),
    ];
    renderWithProviders(<TaskDetail task={buildTask({ campaignDetails: { screeningQuestions: questions } })} />);
    const person = userEvent.setup();
    const why = await screen.findByRole('textbox', { name: 'Why this brand? *' });
    expect(why).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Anything to add? (optional)' })).not.toHaveAttribute('aria-required');

    await person.click(screen.getByRole('button', { name: 'Accept Task' }));

    const platforms = screen.getByRole('group', { name: 'Which platforms do you post on? *' });
    expectInvalid(platforms, 'Please answer this question');
    expectInvalid(why, 'Please answer this question');
    expect(screen.getByRole('textbox', { name: 'Anything to add? (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).toHaveFocus();

    await person.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await person.click(screen.getByRole('button', { name: 'Accept Task' }));

    expect(platforms).not.toHaveAttribute('aria-invalid');
    expect(why).toHaveFocus();
  });

  it('accepts after the confirmation, with the answers', async () => {
    const accepted: Task = buildTask({ status: 'ACCEPTED', campaignDetails: { screeningQuestions } });
    const fetchMock = stubFetch({
      ...detailRoutes,
      'PUT /api/task/accept': { body: accepted },
      'GET /api/task': { body: [accepted] },
    });
    renderWithProviders(<TaskDetail task={buildTask({ campaignDetails: { screeningQuestions } })} />);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('checkbox', { name: 'TikTok' }));
    await person.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await person.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await person.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await person.click(screen.getByRole('button', { name: 'Accept Task' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to accept this task?' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/accept')).toHaveLength(0);

    await person.click(screen.getByRole('button', { name: 'Accept Task' }));
    await person.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Task Accepted')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/accept')[0]?.body).toEqual({
      task: 'task-1',
      screeningResponses: [
        { questionId: 'q-choice', answer: 'Instagram,YouTube' },
        { questionId: 'q-check', answer: 'No' },
        { questionId: 'q-text', answer: '' },
      ],
      shownTerms: buildTerms(),
    });
  });

  it('does not accept with a required checkbox left unticked', async () => {
    const fetchMock = stubFetch({
      ...detailRoutes,
      'PUT /api/task/accept': { body: buildTask({ status: 'ACCEPTED' }) },
    });
    const questions = [buildScreeningQuestion({ id: 'q-agree', question: 'I agree', questionType: 'checkbox' })];
    renderWithProviders(<TaskDetail task={buildTask({ campaignDetails: { screeningQuestions: questions } })} />);
    const person = userEvent.setup();

    const agree = await screen.findByRole('checkbox', { name: 'I agree *' });
    await person.click(agree);
    await person.click(agree);
    await person.click(screen.getByRole('button', { name: 'Accept Task' }));

    expect(await screen.findAllByText('Please enter all required screening questions')).not.toHaveLength(0);
    expect(agree).toHaveAccessibleDescription('Please answer this question');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/accept')).toHaveLength(0);
  });

  it('sends Yes for a ticked checkbox and No once unticked', async () => {
    const fetchMock = stubFetch({
      ...detailRoutes,
      'PUT /api/task/accept': { body: buildTask({ status: 'ACCEPTED' }) },
    });
    const questions = [buildScreeningQuestion({ id: 'q-agree', question: 'I agree', questionType: 'checkbox' })];
    renderWithProviders(<TaskDetail task={buildTask({ campaignDetails: { screeningQuestions: questions } })} />);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('checkbox', { name: 'I agree *' }));
    await person.click(screen.getByRole('button', { name: 'Accept Task' }));
    await person.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('Task Accepted');

    expect(requestsTo(fetchMock, 'PUT /api/task/accept')[0]?.body).toMatchObject({
      screeningResponses: [{ questionId: 'q-agree', answer: 'Yes' }],
    });
  });

  it('says so when the task cannot be accepted', async () => {
    stubFetch({
      ...detailRoutes,
      'PUT /api/task/accept': { status: 500, body: { message: 'Down', code: 'internal' } },
    });
    renderWithProviders(<TaskDetail task={buildTask()} />);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));
    await person.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Error accepting task')).toBeInTheDocument();
  });

  it('shows the report panel, and no submission panel, to an APPROVED-PENDING-REPORT task', async () => {
    renderWithProviders(<TaskDetail task={buildTask({ status: 'APPROVED-PENDING-REPORT' })} />);

    expect(await screen.findByRole('region', { name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Task' })).not.toBeInTheDocument();
  });
});
