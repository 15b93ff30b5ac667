import { useLingui } from '@lingui/react/macro';
import { Checkbox, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FundsConfirmation } from '@portal/domain/campaigns';
import { FormSection } from '@/components/form-section';
import { formatDateTime } from '@/lib/format-date';
import type { CampaignFormValues } from '../campaign-form-values';

interface CampaignBudgetFieldsProps {
  form: UseFormReturnType<CampaignFormValues>;
  /** The confirmation saved with the campaign, if any: who gave it and when. */
  confirmation: FundsConfirmation | null;
}

/**
 * The campaign form's budget and the manager's confirmation that the brand's money for it is
 * there (which needs a budget: the box is off without one).
 */
export function CampaignBudgetFields({ form, confirmation }: CampaignBudgetFieldsProps) {
  const { t } = useLingui();
  const noBudget = form.values.budget === '';
  const confirmedBy = confirmation
    ? t`Confirmed by ${confirmation.by} on ${formatDateTime(confirmation.at)}. Untick to withdraw it.`
    : null;
  return (
    <FormSection title={t`Budget`}>
      <NumberInput
        label={t`Budget`}
        description={t`What the brand means to spend on incentives and referral fees, in the currency above; leave empty for none`}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        {...form.getInputProps('budget')}
      />
      <Checkbox
        label={t`The brand’s money for this budget is set aside`}
        disabled={noBudget}
        description={
          noBudget
            ? t`Set a budget first`
            : (confirmedBy ?? t`Creators whose incentive the budget covers then see “Payment secured” on their task`)
        }
        {...form.getInputProps('fundsConfirmed', { type: 'checkbox' })}
      />
    </FormSection>
  );
}
