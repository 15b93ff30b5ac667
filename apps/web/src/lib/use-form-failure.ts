import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { notify, type ToastText } from './notify';

/** The form that was sent last: only it keeps the failure that follows. */
let stopWatchingTheLastForm: (() => void) | null = null;

/**
 * Keeps a form's failure beside it (WCAG 3.3.1): the toast goes after two seconds, the failure the
 * form was answered with stays until the form is sent again. Its submit handler, wrapped in
 * `watching`, starts watching: the first toast that follows (the step's success or failure) is its answer. `describedBy` ties the
 * form to the failure shown in FormFailure.
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<ToastText | null>(null);
  const id = useId();
  const stopWatching = useRef<(() => void) | null>(null);

  const watch = useCallback(() => {
    setFailure(null);
    stopWatchingTheLastForm?.();
    const stop = notify.onShow((toast) => {
      stop();
      if (toast.kind === 'error') setFailure(toast);
    });
    stopWatching.current = stop;
    stopWatchingTheLastForm = stop;
  }, []);

  useEffect(() => () => stopWatching.current?.(), []);

  const watching = useCallback(
    <Args extends unknown[], Result>(handler: (...args: Args) => Result) =>
      (...args: Args): Result => {
        watch();
        return handler(...args);
      },
    [watch],
  );

  return { failure, id, watching, describedBy: failure ? id : undefined };
}
