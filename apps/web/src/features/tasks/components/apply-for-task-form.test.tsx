import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { expectInvalid } from '@/testing/field-errors';
import { buildScreeningQuestion } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ApplyForTaskForm } from './apply-for-task-form';

const questions = [
  buildScreeningQuestion({ id: 'q-followers', orderIndex: 1, required: true, question: 'How many followers?' }),
  buildScreeningQuestion({ id: 'q-note', orderIndex: 2, required: false, question: 'Anything else?' }),
];

describe('ApplyForTaskForm (issue 15 item 6)', () => {
  it('marks the required answers, ties the refusal to them and focuses the first', async () => {
    const onApply = vi.fn(() => Promise.resolve());
    renderWithProviders(<ApplyForTaskForm questions={questions} onApply={onApply} applying={false} />);
    const person = userEvent.setup();
    const followers = screen.getByRole('textbox', { name: 'How many followers? *' });
    const note = screen.getByRole('textbox', { name: 'Anything else? (optional)' });
    expect(followers).toHaveAttribute('aria-required', 'true');
    expect(note).not.toHaveAttribute('aria-required');

    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Please enter all required screening questions')).toBeInTheDocument();
    expectInvalid(followers, 'Please answer this question');
    expect(note).not.toHaveAttribute('aria-invalid');
    expect(followers).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();

    await person.type(followers, '12,500');
    expect(followers).not.toHaveAttribute('aria-invalid');
    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));
    expect(onApply).toHaveBeenCalledWith([
      { questionId: 'q-followers', answer: '12,500' },
      { questionId: 'q-note', answer: '' },
    ]);
  });

  it('keeps a refused application beside Apply for Task, as its description', async () => {
    const onApply = vi.fn(() => {
      notify.error('Error applying for task', 'Duplicate Request');
      return Promise.reject(new Error('refused'));
    });
    renderWithProviders(<ApplyForTaskForm questions={[]} onApply={onApply} applying={false} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByRole('note')).toHaveTextContent('Error applying for taskDuplicate Request');
    expect(screen.getByRole('button', { name: 'Apply for Task' })).toHaveAccessibleDescription(
      'Error applying for task Duplicate Request',
    );
  });
});
