import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Rating, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { MAX_RATING, TaskRatingInputSchema, type TaskRating } from '@portal/domain/admin';
import { maxLengthOf } from '@portal/domain/validation';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format-date';
import { useRateTask, useTaskRating } from '../api/task-rating';

const REMARK_MAX = maxLengthOf(TaskRatingInputSchema.shape.remark.unwrap());

/** The form, started from the rating saved (if any). */
function RatingForm({ taskId, saved }: { taskId: string; saved: TaskRating | null }) {
  const { t } = useLingui();
  const labelId = useId();
  const [rating, setRating] = useState(saved?.rating ?? 0);
  const [remark, setRemark] = useState(saved?.remark ?? '');
  const [error, setError] = useState<string | null>(null);
  const rate = useRateTask();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t`Please choose a rating from 1 to 5 stars`);
      return;
    }
    setError(null);
    rate.mutate({ taskId, input: { rating, ...(remark.trim() ? { remark: remark.trim() } : {}) } });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {saved && (
          <Text size="sm">
            {saved.ratedBy
              ? t`Rated ${saved.rating} of ${MAX_RATING} by ${saved.ratedBy} on ${formatDate(saved.ratedAt)}`
              : t`Rated ${saved.rating} of ${MAX_RATING} on ${formatDate(saved.ratedAt)}`}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            <Trans>Stars</Trans>
          </Text>
          {/* A star checked from the keyboard (the arrows move the check) is the rating, as a click on it is. */}
          <div
            role="radiogroup"
            aria-labelledby={labelId}
            aria-describedby={error ? `${labelId}-error` : undefined}
            onChange={(event) => {
              const picked = Number((event.target as HTMLInputElement).value);
              if (Number.isInteger(picked) && picked >= 1) {
                setRating(picked);
                setError(null);
              }
            }}
          >
            <Rating
              value={rating}
              onChange={(value) => {
                setRating(value);
                setError(null);
              }}
              count={MAX_RATING}
              size="lg"
              getSymbolLabel={(value) => plural(value, { one: '# star', other: '# stars' })}
            />
          </div>
          {error && (
            <Text size="sm" c="red" id={`${labelId}-error`} role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Textarea
          label={t`Remark (optional)`}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          maxLength={REMARK_MAX}
          rows={2}
        />
        <Group>
          <Button type="submit" loading={rate.isPending}>
            {saved ? <Trans>Update rating</Trans> : <Trans>Save rating</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A manager's 1-5 star rating of approved work, with an optional remark; the latest counts. Only
 * managers see it: the creator's profile in the back office averages it.
 */
export function TaskRatingForm({ taskId }: { taskId: string }) {
  const { t } = useLingui();
  const rating = useTaskRating(taskId);
  if (rating.isPending) {
    return <Skeleton height={96} role="status" aria-label={t`Loading the rating`} />;
  }
  if (rating.isError) {
    return (
      <LoadError title={t`Could not load the rating`} error={rating.error} onRetry={() => void rating.refetch()} />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>Only managers see this rating; the creator does not.</Trans>
      </Text>
      <RatingForm key={rating.data?.ratedAt ?? 'none'} taskId={taskId} saved={rating.data} />
    </Stack>
  );
}
