import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePaymentStatement } from '@/features/payments/api/get-payment-statement';
import { PaymentStatement } from '@/features/payments/components/payment-statement';
import classes from '@/features/payments/components/payment-statement.module.css';

/** `/payment-history/statements/:batchId`: the creator's printable statement of one payout, for their records. */
export function PaymentStatementRoute() {
  const { t } = useLingui();
  const { batchId = '' } = useParams();
  const statement = usePaymentStatement(batchId);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>Payment statement</Trans>
        </Title>
        {statement.data && (
          <Button
            className={classes.screenOnly}
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            <Trans>Print</Trans>
          </Button>
        )}
      </Group>
      <Anchor component={Link} to={paths.paymentHistory.getHref()} className={classes.screenOnly}>
        <Trans>Back to Payment History</Trans>
      </Anchor>
      {statement.isPending && (
        <Text role="status">
          <Trans>Loading the statement...</Trans>
        </Text>
      )}
      {statement.isError && (
        <LoadError
          title={t`Could not load the statement`}
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      )}
      {statement.data === null && (
        <EmptyState
          message={<Trans>No statement here: this payout paid you nothing, or it has not been paid yet.</Trans>}
          action={{ label: t`Back to Payment History`, href: paths.paymentHistory.getHref() }}
        />
      )}
      {statement.data && <PaymentStatement statement={statement.data} />}
    </Stack>
  );
}
