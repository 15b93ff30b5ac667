import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmissionStepProps {
  step: number;
  title: string;
  children: ReactNode;
}

/** SPEC §2: the steps of a submission are numbered. */
export function SubmissionStep({ step, title, children }: SubmissionStepProps) {
  return (
    <Stack gap="xs">
      <Text fw={600}>
        <Trans>
          Step {step}: {title}
        </Trans>
      </Text>
      {children}
    </Stack>
  );
}
