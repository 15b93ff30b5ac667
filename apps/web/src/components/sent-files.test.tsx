import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { buildSentFile } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render';
import { SentFiles } from './sent-files';

describe('SentFiles', () => {
  it('shows a file retention deleted by its name, greyed, saying so, and no link to it', () => {
    renderWithProviders(
      <SentFiles
        files={[
          buildSentFile({ key: 'k1', fileName: 'kept.png' }),
          buildSentFile({ key: 'k2', fileName: 'old.png', url: null, erased: true }),
        ]}
      />,
    );

    expect(screen.getByRole('img', { name: 'kept.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'old.png' })).not.toBeInTheDocument();
    const erased = screen.getByText('old.png · Deleted under the retention policy');
    expect(erased.style.color).toBe('var(--mantine-color-dimmed)');
    expect(erased.closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("says so in the page's language", async () => {
    await activateLocale('zh-Hans');
    renderWithProviders(
      <SentFiles
        files={[buildSentFile({ fileName: 'draft.mp4', contentType: 'video/mp4', url: null, erased: true })]}
      />,
    );

    expect(screen.getByText('draft.mp4 · 已根据数据保留政策删除')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
