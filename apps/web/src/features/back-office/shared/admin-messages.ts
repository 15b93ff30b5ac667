import { msg } from '@lingui/core/macro';

/**
 * The back office's texts that reach the screen as English and are not errors, for its catalogue:
 * why a line of captions was not taken (CAPTION_REFUSALS, the caption list's own check). Each is
 * kept under its own English text, which translateMessage() looks up in the language shown
 * (lib/i18n/server-messages.ts does the same for the main catalogue). Errors are shown by their
 * code (admin-error-messages.ts).
 */
export const ADMIN_MESSAGES = [
  msg({
    id: 'Check the quotes: a caption that starts with " must end with "',
    message: 'Check the quotes: a caption that starts with " must end with "',
  }),
  msg({ id: 'This e-mail address is on more than one line', message: 'This e-mail address is on more than one line' }),
  msg({ id: 'This caption is on more than one line', message: 'This caption is on more than one line' }),
  msg({ id: 'No creator has this e-mail address', message: 'No creator has this e-mail address' }),
  msg({ id: 'This creator is not invited to this campaign', message: 'This creator is not invited to this campaign' }),
];
