import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { notify, type ToastText } from './notify';

/**
 * Keeps a form's failure beside it (WCAG 3.3.1): the toast goes after two seconds, the failure the
 * form was answered with stays until the form is sent again. Its submit handler, wrapped in
 * `watching`, watches while its promise is under way: the first toast in that time (the step's
 * success or failure) is its answer, and a toast after it settles belongs to someone else.
 * `describedBy` ties the form to the failure shown in FormFailure.
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<ToastText | null>(null);
  const id = useId();
  const watchers = useRef(new Set<() => void>());

  useEffect(() => {
    const current = watchers.current;
    return () => current.forEach((stop) => stop());
  }, []);

  const watching = useCallback(
    <Args extends unknown[], Result>(handler: (...args: Args) => Promise<Result>) =>
      async (...args: Args): Promise<Result> => {
        setFailure(null);
        const stop = notify.onShow((toast) => {
          stop();
          if (toast.kind === 'error') setFailure(toast);
        });
        watchers.current.add(stop);
        try {
          return await handler(...args);
        } finally {
          stop();
          watchers.current.delete(stop);
        }
      },
    [],
  );

  return { failure, id, watching, describedBy: failure ? id : undefined };
}
