import { lazy, Suspense } from 'react';

// A second step: the signed-in frame names this small module only, not the dialog's own files.
const ConsentDialog = lazy(() => import('./consent-dialog'));

/**
 * The prompt to agree to the terms of use and the privacy notice after signing in (consent-dialog.tsx),
 * loaded only for someone the session says must agree (`consentsDue`).
 */
export default function ConsentGate({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Suspense>
      <ConsentDialog onSignOut={onSignOut} />
    </Suspense>
  );
}
