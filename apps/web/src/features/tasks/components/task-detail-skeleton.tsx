import { useLingui } from '@lingui/react/macro';
import classes from './task-detail-skeleton.module.css';

const bone = (width: number | string, height: number, radius?: string) => (
  <div className={classes.bone} style={{ width, height, borderRadius: radius }} />
);

/** The task page's shape while its task loads: the brand's mark and title, the incentive, the rows, the terms. */
export function TaskDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div className={classes.stack} role="status" aria-label={t`Loading page`}>
      <div className={classes.header}>
        {bone(64, 64, 'var(--mantine-radius-md)')}
        {bone('60%', 36)}
      </div>
      {bone(140, 34)}
      {bone('80%', 16)}
      {bone('70%', 16)}
      {bone('75%', 16)}
      {bone('100%', 180, 'var(--mantine-radius-md)')}
    </div>
  );
}
