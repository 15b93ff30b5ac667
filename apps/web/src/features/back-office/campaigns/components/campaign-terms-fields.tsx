import { useLingui } from '@lingui/react/macro';
import { Checkbox, NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maxLengthOf } from '@portal/domain/validation';
import { CampaignTermsSchema, TERMS_LIMITS, USAGE_RIGHTS, type UsageRights } from '@portal/domain/terms';
import { FormSection } from '@/components/form-section';
import { USAGE_RIGHTS_TEXTS } from '@/features/back-office/shared/task-labels';
import type { CampaignFormValues } from '../campaign-form-values';

/** The server's limit of the usage note, as the input's `maxLength`. */
const USAGE_NOTE_MAX_LENGTH = maxLengthOf(CampaignTermsSchema.shape.usageNote.unwrap());

const isUsageRights = (value: string | null): value is UsageRights =>
  (USAGE_RIGHTS as readonly (string | null)[]).includes(value);

/** The campaign form's terms for creators: payment and review days, revisions, automatic approval, usage rights. */
export function CampaignTermsFields({ form }: { form: UseFormReturnType<CampaignFormValues> }) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Terms for creators`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t`Payment within (working days)`}
          withAsterisk
          description={t`Counted from approval for payment`}
          min={TERMS_LIMITS.paymentDays.min}
          max={TERMS_LIMITS.paymentDays.max}
          allowDecimal={false}
          {...form.getInputProps('terms.paymentDays')}
        />
        <NumberInput
          label={t`Brand review within (working days)`}
          withAsterisk
          description={t`For each draft, submission and report`}
          min={TERMS_LIMITS.reviewDays.min}
          max={TERMS_LIMITS.reviewDays.max}
          allowDecimal={false}
          {...form.getInputProps('terms.reviewDays')}
        />
        <NumberInput
          label={t`Revisions included`}
          withAsterisk
          min={TERMS_LIMITS.revisionsIncluded.min}
          max={TERMS_LIMITS.revisionsIncluded.max}
          allowDecimal={false}
          {...form.getInputProps('terms.revisionsIncluded')}
        />
      </SimpleGrid>
      <Checkbox
        label={t`Approve drafts and submissions automatically`}
        description={t`When a review is two working days past its promise, the draft or submission is approved for the creator. Reports are always reviewed by the brand.`}
        {...form.getInputProps('autoApproveLateReviews', { type: 'checkbox' })}
      />
      <Select
        label={t`Content usage rights`}
        withAsterisk
        data={USAGE_RIGHTS.map((rights) => ({ value: rights, label: t(USAGE_RIGHTS_TEXTS[rights]) }))}
        allowDeselect={false}
        {...form.getInputProps('terms.usageRights')}
        onChange={(rights) => form.setFieldValue('terms.usageRights', isUsageRights(rights) ? rights : '')}
      />
      <Textarea
        label={t`Usage rights note`}
        description={t`Anything the rights above do not say, e.g. platforms or countries`}
        rows={2}
        maxLength={USAGE_NOTE_MAX_LENGTH}
        {...form.getInputProps('terms.usageNote')}
      />
    </FormSection>
  );
}
