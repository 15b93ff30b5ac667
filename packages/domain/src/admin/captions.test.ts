import { describe, expect, it } from 'vitest';
import { CAPTION_EDITABLE_STATUSES, showsAssignedCaption, TASK_STATUSES } from '../tasks/index.ts';
import { CAPTION_REFUSALS, checkCaptionRows, TaskCaptionSchema } from './index.ts';

const URL_MESSAGE = 'Enter the full address of the post, starting with https://';

describe('checkCaptionRows', () => {
  it('trims and lower-cases the e-mail, trims the caption, and reads an empty address as none', () => {
    expect(
      checkCaptionRows([
        { email: ' Ana@Example.com ', caption: '  Glowing all Raya long!  ', url: ' https://instagram.com/p/1 ' },
        { email: 'ben@example.com', caption: 'Kopi time', url: '' },
        { email: 'chi@example.com', caption: 'No address at all' },
      ]),
    ).toEqual([
      {
        row: 1,
        email: 'ana@example.com',
        ok: true,
        caption: 'Glowing all Raya long!',
        url: 'https://instagram.com/p/1',
      },
      { row: 2, email: 'ben@example.com', ok: true, caption: 'Kopi time', url: null },
      { row: 3, email: 'chi@example.com', ok: true, caption: 'No address at all', url: null },
    ]);
  });

  it('says what is wrong with each invalid line: the e-mail first, then the caption, then the address', () => {
    const refusals = checkCaptionRows([
      { email: 'not-an-email', caption: '' },
      { email: 'ana@example.com', caption: '   ' },
      { email: 'ben@example.com', caption: 'x'.repeat(2201) },
      { email: 'chi@example.com', caption: 'Fine', url: 'javascript:alert(1)' },
      { email: 'dan@example.com', caption: 'Fine', url: 'instagram.com/p/1' },
    ]).map((row) => (row.ok ? 'ok' : `${row.outcome}: ${row.reason}`));
    expect(refusals).toEqual([
      'invalid: Enter a valid e-mail address',
      'invalid: Please enter the caption',
      'invalid: A caption must be at most 2200 characters',
      `invalid: ${URL_MESSAGE}`,
      `invalid: ${URL_MESSAGE}`,
    ]);
  });

  it('refuses every line of an e-mail given twice, in any case', () => {
    const rows = checkCaptionRows([
      { email: 'ana@example.com', caption: 'First' },
      { email: 'ben@example.com', caption: 'Only one' },
      { email: 'ANA@example.com', caption: 'Second' },
    ]);
    expect(rows.map((row) => (row.ok ? 'ok' : row.reason))).toEqual([
      CAPTION_REFUSALS.duplicate,
      'ok',
      CAPTION_REFUSALS.duplicate,
    ]);
  });

  it('refuses every line of a caption given twice, in any case or spacing, but not one only an invalid line shares', () => {
    const rows = checkCaptionRows([
      { email: 'ana@example.com', caption: 'Glowing all Raya long!' },
      { email: 'ben@example.com', caption: 'Kopi time' },
      { email: 'chi@example.com', caption: '  glowing  ALL raya long! ' },
      { email: 'not-an-email', caption: 'Kopi time' },
    ]);
    expect(rows.map((row) => (row.ok ? 'ok' : row.reason))).toEqual([
      CAPTION_REFUSALS.sameCaption,
      'ok',
      CAPTION_REFUSALS.sameCaption,
      'Enter a valid e-mail address',
    ]);
  });
});

describe('TaskCaptionSchema', () => {
  const startedFrom = { caption: null, url: null };

  it('takes a caption with or without its own address', () => {
    expect(TaskCaptionSchema.parse({ caption: ' Hi ', startedFrom })).toEqual({ caption: 'Hi', url: '', startedFrom });
    expect(
      TaskCaptionSchema.safeParse({ caption: 'Hi', url: 'ftp://example.com/x', startedFrom }).error?.issues[0]?.message,
    ).toBe(URL_MESSAGE);
  });

  it('needs the caption the save started from', () => {
    expect(TaskCaptionSchema.safeParse({ caption: 'Hi' }).success).toBe(false);
  });
});

describe('when a caption may change and when the creator sees it', () => {
  it('may change until the final submission is sent, or must be sent again', () => {
    expect(CAPTION_EDITABLE_STATUSES).toEqual([
      'SELECTED',
      'APPLIED',
      'APPLICATION-REJECTED',
      'ACCEPTED',
      'REJECTED',
      'EXPIRED',
    ]);
  });

  it('is shown to the creator from acceptance on, never on an invite or an application', () => {
    expect(TASK_STATUSES.filter((status) => !showsAssignedCaption(status))).toEqual([
      'SELECTED',
      'APPLIED',
      'APPLICATION-REJECTED',
    ]);
  });
});
