import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Campaign } from '@portal/domain/admin';
import { NewCampaignSchema } from '@portal/domain/campaigns';
import { maxLengthOf } from '@portal/domain/validation';
import { PLATFORMS, TASK_TYPES, type Platform, type TaskType } from '@portal/domain/tasks';
import { FormSection } from '@/components/form-section';
import { ApiClientError } from '@/lib/api-client';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { translateErrors } from '@/lib/i18n/translate-errors';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';
import { failureReason, notifyMutationFailure } from '@/lib/mutation-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { platformText, TASK_TYPE_TEXTS } from '@/features/back-office/shared/task-labels';
import { adminCampaignQueryOptions } from '../api/get-admin-campaign';
import { useSaveCampaign } from '../api/save-campaign';
import {
  CampaignFormSchema,
  campaignValues,
  emptyCampaignValues,
  LOGO_NOT_AN_IMAGE,
  toCampaignFields,
  type CampaignFormValues,
} from '../campaign-form-values';
import { BrandLogoField } from './brand-logo-field';
import { CampaignBudgetFields } from './campaign-budget-fields';
import { CampaignConflict } from './campaign-conflict';
import { CampaignReferralFields } from './campaign-referral-fields';
import { CampaignTermsFields } from './campaign-terms-fields';
import { ScreeningQuestionEditor } from './screening-question-editor';

/** The server's limit of each text field, as the input's `maxLength`. */
const fieldLimit = {
  title: maxLengthOf(NewCampaignSchema.shape.title),
  currency: maxLengthOf(NewCampaignSchema.shape.currency.unwrap()),
  uniqueCommentUrl: maxLengthOf(NewCampaignSchema.shape.uniqueCommentUrl.unwrap()),
  requirements: maxLengthOf(NewCampaignSchema.shape.requirements),
  instructions: maxLengthOf(NewCampaignSchema.shape.instructions),
};

const isTaskType = (value: string | null): value is TaskType =>
  (TASK_TYPES as readonly (string | null)[]).includes(value);
const isPlatform = (value: string | null): value is Platform =>
  (PLATFORMS as readonly (string | null)[]).includes(value);

const notifySaveFailure = notifyMutationFailure(msg`The campaign was not saved`);

interface CampaignFormProps {
  /** The campaign to edit; none to create one. */
  campaign?: Campaign;
  /** Where to go back to without saving. */
  cancelHref: string;
  onSaved: (campaignId: string) => void;
}

const isCampaignChanged = (error: Error) =>
  error instanceof ApiClientError && error.status === 409 && error.code === 'campaign-changed';

/**
 * Every field of a campaign (NewCampaignSchema), checked with the API's schema, with the
 * screening-question editor. A failed save keeps what was typed and says why. An edit carries the
 * version it started from: when another manager saved since, the form shows what they changed and
 * the next save starts from their version.
 */
export function CampaignForm({ campaign, cancelHref, onSaved }: CampaignFormProps) {
  const { t } = useLingui();
  /** Logo addresses whose image did not load in the preview: saving one is refused. */
  const [brokenLogos, setBrokenLogos] = useState<ReadonlySet<string>>(new Set());
  const form = useForm<CampaignFormValues>({
    mode: 'controlled',
    initialValues: campaign ? campaignValues(campaign) : emptyCampaignValues(),
    validate: (formValues) => ({
      ...translateErrors(schemaResolver(CampaignFormSchema, { sync: true })(formValues)),
      ...(formValues.brandLogoUrl !== '' && brokenLogos.has(formValues.brandLogoUrl)
        ? { brandLogoUrl: translateMessage(LOGO_NOT_AN_IMAGE) }
        : {}),
    }),
  });
  /** Why a save failed: the server's reason (a 409 says which, e.g. 'Campaign is closed'), else a generic text. */
  const [failure, setFailure] = useState<UntranslatedMessage | null>(null);
  /**
   * The version this edit saves over: the one the form opened with, until a save finds that
   * someone else saved since (never a version refetched in the background, which nobody saw).
   */
  const [basis, setBasis] = useState(campaign);
  const [conflict, setConflict] = useState<{ before: Campaign; theirs: Campaign } | null>(null);
  const queryClient = useQueryClient();
  const saving = useSaveCampaign({ onSuccess: onSaved });
  const showTheirVersion = async (before: Campaign) => {
    const theirs = await queryClient.fetchQuery({ ...adminCampaignQueryOptions(before.id), staleTime: 0 });
    if (!theirs) return false;
    setConflict({ before, theirs });
    setBasis(theirs);
    return true;
  };
  const save = useOneAtATime(async (values: CampaignFormValues) => {
    setFailure(null);
    setConflict(null);
    const fields = toCampaignFields(values, basis);
    await saving
      .mutateAsync(basis ? { id: basis.id, campaign: { ...fields, updatedAt: basis.updatedAt } } : { campaign: fields })
      .catch(async (error: Error) => {
        if (basis && isCampaignChanged(error) && (await showTheirVersion(basis).catch(() => false))) return;
        setFailure(failureReason(error) ?? msg`The campaign could not be saved`);
        notifySaveFailure(error);
      });
  });
  const { values } = form;
  // Creators accepted the campaign on these: the server refuses to change them (PAYMENT_TERMS_FIXED).
  const termsFixed = basis?.paymentTermsFixed ?? false;
  const fixedNote = t`Locked: a creator has already accepted the campaign with this value`;
  const setLogo = (logoUrl: string) => form.setFieldValue('brandLogoUrl', logoUrl);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(save, focusFirstInvalidField(form))}
      aria-label={campaign ? t`Edit campaign` : t`New campaign`}
    >
      <Stack gap="lg">
        {failure && (
          <Alert color="red" variant="light" title={t`The campaign was not saved`} role="alert">
            {translateMessage(failure)}
          </Alert>
        )}
        {conflict && <CampaignConflict before={conflict.before} theirs={conflict.theirs} />}
        <FormSection title={t`Campaign`}>
          <TextInput label={t`Title`} withAsterisk maxLength={fieldLimit.title} {...form.getInputProps('title')} />
          <BrandLogoField
            value={values.brandLogoUrl}
            onChange={setLogo}
            error={form.errors.brandLogoUrl as string | undefined}
            broken={brokenLogos.has(values.brandLogoUrl)}
            formPath="brandLogoUrl"
            onLoadFailed={(logoUrl) => setBrokenLogos((broken) => new Set(broken).add(logoUrl))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Task type`}
              withAsterisk
              placeholder={t`Choose a task type`}
              data={TASK_TYPES.map((type) => ({ value: type, label: t(TASK_TYPE_TEXTS[type]) }))}
              allowDeselect={false}
              {...form.getInputProps('taskType')}
              onChange={(type) => form.setFieldValue('taskType', isTaskType(type) ? type : '')}
            />
            <Select
              label={t`Platform`}
              withAsterisk
              placeholder={t`Choose a platform`}
              data={PLATFORMS.map((platform) => ({ value: platform, label: t(platformText(platform)) }))}
              allowDeselect={false}
              searchable
              {...form.getInputProps('platform')}
              onChange={(platform) => form.setFieldValue('platform', isPlatform(platform) ? platform : '')}
            />
            <TextInput
              label={t`Currency`}
              withAsterisk
              maxLength={fieldLimit.currency}
              disabled={termsFixed}
              description={termsFixed ? fixedNote : undefined}
              {...form.getInputProps('currency')}
            />
            <NumberInput
              label={t`Incentive`}
              withAsterisk
              disabled={termsFixed}
              description={termsFixed ? fixedNote : t`What the creator is paid, in the currency above`}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              {...form.getInputProps('incentive')}
            />
            <TextInput
              label={t`Deadline`}
              withAsterisk
              type="datetime-local"
              step={1}
              description={t`Date and time, in your time zone`}
              {...form.getInputProps('deadline')}
            />
          </SimpleGrid>
          {values.taskType === 'UNIQUECOMMENT' && (
            <TextInput
              label={t`Unique comment URL`}
              description={t`The post each creator leaves their unique comment on`}
              placeholder="https://"
              maxLength={fieldLimit.uniqueCommentUrl}
              {...form.getInputProps('uniqueCommentUrl')}
            />
          )}
          <Textarea
            label={t`Requirements`}
            rows={3}
            maxLength={fieldLimit.requirements}
            {...form.getInputProps('requirements')}
          />
          <Textarea
            label={t`Instructions`}
            rows={3}
            maxLength={fieldLimit.instructions}
            {...form.getInputProps('instructions')}
          />
          <Checkbox
            label={t`Requires a report`}
            disabled={termsFixed}
            description={
              termsFixed ? fixedNote : t`After approval the creator sends a report (e.g. insights) before the payout`
            }
            {...form.getInputProps('requiresReport', { type: 'checkbox' })}
          />
        </FormSection>
        <CampaignReferralFields form={form} />
        <CampaignBudgetFields form={form} confirmation={basis?.fundsConfirmation ?? null} />
        <CampaignTermsFields form={form} />
        <FormSection title={t`Screening questions`}>
          <ScreeningQuestionEditor form={form} />
        </FormSection>
        <Group gap="sm">
          <Button type="submit" loading={saving.isPending}>
            {basis ? t`Save changes` : t`Create campaign`}
          </Button>
          <Button component={Link} to={cancelHref} variant="default">
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
