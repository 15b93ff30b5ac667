import { useLingui } from '@lingui/react/macro';
import { NumberInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NewCampaignSchema } from '@portal/domain/campaigns';
import { maxLengthOf } from '@portal/domain/validation';
import { FormSection } from '@/components/form-section';
import type { CampaignFormValues } from '../campaign-form-values';

/** The server's limit of each text field, as the input's `maxLength`. */
const fieldLimit = {
  referralCriteria: maxLengthOf(NewCampaignSchema.shape.referralCriteria.unwrap()),
  referralInstructions: maxLengthOf(NewCampaignSchema.shape.referralInstructions.unwrap()),
};

/** The campaign form's referral fee, criteria and instructions. */
export function CampaignReferralFields({ form }: { form: UseFormReturnType<CampaignFormValues> }) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Referrals`}>
      <NumberInput
        label={t`Referral fee`}
        description={t`Paid to a creator whose friend completes the task; leave empty for no referrals`}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        {...form.getInputProps('referralFee')}
      />
      <Textarea
        label={t`Referral criteria`}
        rows={2}
        maxLength={fieldLimit.referralCriteria}
        {...form.getInputProps('referralCriteria')}
      />
      <Textarea
        label={t`Referral instructions`}
        rows={2}
        maxLength={fieldLimit.referralInstructions}
        {...form.getInputProps('referralInstructions')}
      />
    </FormSection>
  );
}
