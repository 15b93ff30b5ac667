import type { MessageSide } from '@portal/domain/messages';

/** A message being written, kept in the tab's session so a reload neither loses it nor sends it twice. */
export interface MessageDraft {
  body: string;
  /** Made once per message: a resend of it (a retry, or after a reload mid-send) answers the same message. */
  clientKey: string;
  /** The uploaded files it carries (their addresses). */
  attachments: string[];
  /** It was on its way when the page went: it is sent again, with its key, when the thread opens. */
  sending: boolean;
}

const storageKey = (side: MessageSide, taskId: string) => `portal.message-draft.${side}.${taskId}`;

export const newClientKey = () => crypto.randomUUID();

export function readDraft(side: MessageSide, taskId: string): MessageDraft | null {
  try {
    const stored = sessionStorage.getItem(storageKey(side, taskId));
    const draft = stored ? (JSON.parse(stored) as Partial<MessageDraft>) : null;
    if (!draft || typeof draft.clientKey !== 'string') return null;
    return {
      body: typeof draft.body === 'string' ? draft.body : '',
      clientKey: draft.clientKey,
      attachments: Array.isArray(draft.attachments) ? draft.attachments.filter((key) => typeof key === 'string') : [],
      sending: draft.sending === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(side: MessageSide, taskId: string, draft: MessageDraft): void {
  try {
    sessionStorage.setItem(storageKey(side, taskId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives in the page only.
  }
}

export function forgetDraft(side: MessageSide, taskId: string): void {
  try {
    sessionStorage.removeItem(storageKey(side, taskId));
  } catch {
    // Nothing kept.
  }
}
