import { Box } from '@mantine/core';

interface ProgressBarProps {
  /** Percent done, 0 to 100. */
  value: number;
  /** What is progressing, for screen readers (e.g. 'shot.png upload progress'). */
  label: string;
  /** The value in words when the percent alone would not say it (e.g. '2 of 4 done'). */
  valueText?: string;
  /** Red for a failure; the theme's primary colour otherwise. */
  failed?: boolean;
  /** Height in pixels. */
  size?: number;
}

/**
 * A progress bar drawn with two boxes. Mantine's Progress (four components, its context and
 * styles) would land in the first load of the pages that show one, the task page among them.
 */
export function ProgressBar({ value, label, valueText, failed = false, size = 8 }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      h={size}
      style={{ borderRadius: size / 2, overflow: 'hidden', background: 'var(--mantine-color-default-border)' }}
    >
      <Box
        h="100%"
        w={`${percent}%`}
        bg={failed ? 'var(--mantine-color-red-filled)' : 'var(--mantine-primary-color-filled)'}
        style={{ transition: 'width 150ms ease' }}
      />
    </Box>
  );
}
