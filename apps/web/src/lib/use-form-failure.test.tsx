import { msg } from '@lingui/core/macro';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormFailure } from '@/components/form-failure';
import { renderWithProviders } from '@/testing/render';
import { notify } from './notify';
import { useFormFailure } from './use-form-failure';

/** A form whose step answers with the given toast, or with none. */
function SaveForm({ answer }: { answer: () => void }) {
  const failure = useFormFailure();
  const save = failure.watching(async () => {
    await Promise.resolve();
    answer();
  });
  return (
    <form
      aria-label="Settings"
      aria-describedby={failure.describedBy}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormFailure id={failure.id} failure={failure.failure} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormFailure', () => {
  it('keeps the failure its own submit was answered with', async () => {
    renderWithProviders(<SaveForm answer={() => notify.error(msg`Error saving settings`)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('note')).toHaveTextContent('Error saving settings');
  });

  it('does not take a background error shown after a submit that ended without a toast', async () => {
    renderWithProviders(<SaveForm answer={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => {
      notify.error(msg`Error retrieving tasks.`);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error retrieving tasks.');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
