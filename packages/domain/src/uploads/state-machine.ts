/** SPEC §4 file upload states; pausing and canceling are transient. */
export const UPLOAD_STATES = ['running', 'pausing', 'paused', 'success', 'canceling', 'canceled', 'error'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export type UploadEvent = 'pause' | 'paused' | 'resume' | 'cancel' | 'canceled' | 'succeed' | 'fail' | 'retry';

/**
 * Where each event takes an upload from each state. SPEC §4: pause only from running; resume
 * from paused or pausing; cancel from running or pausing. A failed upload is retried from where the
 * server's bytes end. Anything else leaves it where it is.
 */
const NEXT: Record<UploadEvent, Partial<Record<UploadState, UploadState>>> = {
  pause: { running: 'pausing' },
  paused: { pausing: 'paused' },
  resume: { paused: 'running', pausing: 'running' },
  cancel: { running: 'canceling', pausing: 'canceling' },
  canceled: { canceling: 'canceled' },
  succeed: { running: 'success', pausing: 'success' },
  fail: { running: 'error', pausing: 'error', canceling: 'error' },
  retry: { error: 'running' },
};

export function nextUploadState(state: UploadState, event: UploadEvent): UploadState {
  return NEXT[event][state] ?? state;
}

export const canPause = (state: UploadState) => nextUploadState(state, 'pause') !== state;
export const canResume = (state: UploadState) => nextUploadState(state, 'resume') !== state;
export const canCancel = (state: UploadState) => nextUploadState(state, 'cancel') !== state;
export const canRetry = (state: UploadState) => nextUploadState(state, 'retry') !== state;
