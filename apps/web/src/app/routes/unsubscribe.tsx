import { useParams } from 'wouter';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { UnsubscribeConfirmation } from '@/features/notifications/components/unsubscribe-confirmation';

/** `/unsubscribe/:token`, an e-mail's unsubscribe link: in the signed-in frame, or the public one. */
export function UnsubscribeRoute() {
  const { token = '' } = useParams();
  const { signedIn } = useAuth();
  const confirmation = <UnsubscribeConfirmation token={token} />;
  return signedIn ? confirmation : <PublicLayout framed>{confirmation}</PublicLayout>;
}
