import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

/** A link to the printable statement of the payout batch that paid the creator. */
export function StatementLink({ batchId }: { batchId: string }) {
  return (
    <Anchor component={Link} to={paths.paymentStatement.getHref(batchId)} size="sm">
      <Trans>Payment statement</Trans>
    </Anchor>
  );
}
