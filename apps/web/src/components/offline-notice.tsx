import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import classes from './offline-notice.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * 'You are offline', on every page while the browser has no connection: the service worker opens
 * the app without one, but never answers an API call from a cache, so what is on screen may be
 * out of date and nothing new loads or sends. The status region is always there (empty online),
 * so screen readers announce the change.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" className={classes.notice} data-offline={online ? undefined : true}>
      {online ? null : (
        <Trans>
          You are offline. What is on screen may be out of date, and nothing can be loaded or sent until you are back
          online.
        </Trans>
      )}
    </div>
  );
}
