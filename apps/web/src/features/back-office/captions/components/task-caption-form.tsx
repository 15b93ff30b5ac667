import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import {
  CAPTION_CHANGED,
  CAPTION_LOCKED,
  CaptionFieldsSchema,
  CaptionSchema,
  CaptionUrlSchema,
} from '@portal/domain/admin';
import { CAPTION_EDITABLE_STATUSES, isStatusIn, type TaskStatus } from '@portal/domain/tasks';
import { maxLengthOf } from '@portal/domain/validation';
import { DetailList } from '@/components/detail-list';
import { ExternalLink } from '@/components/external-link';
import { ApiClientError } from '@/lib/api-client';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { translateDomainMessage, translateErrors } from '@/lib/i18n/translate-errors';
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

const isCaptionChanged = (error: unknown) =>
  error instanceof ApiClientError && error.status === 409 && error.code === 'caption-changed';

/**
 * A Unique Comment task's caption and post address, as the manager sets them: editable until the
 * final submission is sent (or while it must be sent again), read-only after. A save carries the
 * caption the form started from: when another manager changed it meanwhile, the form says so,
 * shows theirs and keeps what was typed; the next save replaces theirs.
 */
export function TaskCaptionForm({ taskId, status, caption, url, campaignUrl }: TaskCaptionFormProps) {
  const { t } = useLingui();
  const saving = useSetTaskCaption();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { caption: caption ?? '', url: url ?? '' },
    validate: (values) => translateErrors(schemaResolver(CaptionFieldsSchema, { sync: true })(values)),
  });
  /** The caption this edit replaces: the one the form showed, or theirs once a save found it changed. */
  const startedFrom = useRef({ caption, url });
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  useEffect(() => {
    // A caption changed elsewhere shows at once, unless the manager has started typing here.
    if (form.isDirty() || changedElsewhere) return;
    const shown = { caption: caption ?? '', url: url ?? '' };
    form.setInitialValues(shown);
    form.setValues(shown);
    startedFrom.current = { caption, url };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new caption from the server resets the form
  }, [caption, url]);
  const save = useOneAtATime((values: { caption: string; url: string }) => {
    const basis = changedElsewhere ? { caption, url } : startedFrom.current;
    return saving
      .mutateAsync({ taskId, caption: { ...values, startedFrom: basis } })
      .then(() => {
        form.setInitialValues(values);
        form.setValues(values);
        startedFrom.current = { caption: values.caption, url: values.url || null };
        setChangedElsewhere(false);
      })
      .catch((error: unknown) => {
        if (isCaptionChanged(error)) setChangedElsewhere(true);
      });
  });

  const theirCaption = caption ?? t`None assigned`;
  const theirUrl = url ?? t`the campaign's`;

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
          {translateDomainMessage(CAPTION_LOCKED)}.
        </Text>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => void save(CaptionFieldsSchema.parse(values)), focusFirstInvalidField(form))}
    >
      <Stack gap="md">
        {changedElsewhere && (
          <Alert color="yellow" variant="light" role="alert" title={translateDomainMessage(CAPTION_CHANGED)}>
            <Stack gap={4}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Trans>Their caption: {theirCaption}</Trans>
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Trans>Their comment URL: {theirUrl}</Trans>
              </Text>
              <Text size="sm">
                <Trans>What you typed is kept below. Save again to replace theirs.</Trans>
              </Text>
            </Stack>
          </Alert>
        )}
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
