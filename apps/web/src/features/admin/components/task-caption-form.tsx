import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CAPTION_LOCKED, CaptionSchema, CaptionUrlSchema, TaskCaptionSchema } from '@portal/domain/admin';
import { CAPTION_EDITABLE_STATUSES, isStatusIn, type TaskStatus } from '@portal/domain/tasks';
import { maxLengthOf } from '@portal/domain/validation';
import { DetailList } from '@/components/detail-list';
import { ExternalLink } from '@/components/external-link';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { translateErrors, translateMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useSetTaskCaption } from '../api/set-task-caption';

interface TaskCaptionFormProps {
  taskId: string;
  status: TaskStatus;
  caption: string | null;
  /** The task's own post address; null when the campaign's is used. */
  url: string | null;
  /** The campaign's post address, used when the task has none. */
  campaignUrl: string | null;
}

/**
 * A Unique Comment task's caption and post address, as the manager sets them: editable until the
 * final submission is sent (or while it must be sent again), read-only after.
 */
export function TaskCaptionForm({ taskId, status, caption, url, campaignUrl }: TaskCaptionFormProps) {
  const { t } = useLingui();
  const saving = useSetTaskCaption();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { caption: caption ?? '', url: url ?? '' },
    validate: (values) => translateErrors(schemaResolver(TaskCaptionSchema, { sync: true })(values)),
  });
  const save = useOneAtATime((values: { caption: string; url: string }) =>
    saving.mutateAsync({ taskId, caption: values }).catch(() => undefined),
  );

  if (!isStatusIn(CAPTION_EDITABLE_STATUSES, status)) {
    const shownUrl = url ?? campaignUrl;
    return (
      <Stack gap="xs">
        <DetailList
          rows={[
            { label: t`Caption`, value: caption ?? t`None assigned` },
            {
              label: t`Comment URL`,
              value: shownUrl ? <ExternalLink href={shownUrl} /> : t`None`,
            },
          ]}
        />
        <Text size="sm" c="dimmed">
          {translateMessage(CAPTION_LOCKED)}.
        </Text>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => void save(TaskCaptionSchema.parse(values)), focusFirstInvalidField(form))}
    >
      <Stack gap="md">
        <Textarea
          label={t`Caption`}
          description={t`The text this creator posts; they see it once they accept the task`}
          withAsterisk
          rows={3}
          maxLength={maxLengthOf(CaptionSchema)}
          key={form.key('caption')}
          {...form.getInputProps('caption')}
        />
        <TextInput
          label={t`Comment URL (optional)`}
          description={
            campaignUrl
              ? t`The post this creator comments on. Empty: the campaign's (${campaignUrl})`
              : t`The post this creator comments on`
          }
          type="url"
          maxLength={maxLengthOf(CaptionUrlSchema)}
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
        <Button type="submit" loading={saving.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Save caption</Trans>
        </Button>
      </Stack>
    </form>
  );
}
