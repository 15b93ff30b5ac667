import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import type { CampaignReport } from '@portal/domain/admin';
import { FormSection } from '@/components/form-section';
import { formatCount } from '@/lib/format-number';
import classes from './campaign-report.module.css';

/** The approved content: the screenshots of each approved task's latest final submission, each opening full size. */
export function ReportGallery({ gallery }: { gallery: CampaignReport['gallery'] }) {
  const { t } = useLingui();
  const shown = gallery.items.length;

  return (
    <FormSection
      title={t`Approved content`}
      description={
        shown < gallery.total ? (
          <Text size="sm" c="dimmed">
            {t`The ${formatCount(shown)} latest of ${formatCount(gallery.total)} images.`}
          </Text>
        ) : undefined
      }
    >
      {shown === 0 ? (
        <Text size="sm">
          <Trans>No approved images yet.</Trans>
        </Text>
      ) : (
        <ul className={classes.gallery} aria-label={t`Approved images`}>
          {gallery.items.map((image) => (
            <li key={image.url}>
              <figure className={classes.figure}>
                <Anchor
                  href={image.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t`Open ${image.fileName} by ${image.creatorName} full size`}
                >
                  <img src={image.url} alt={t`${image.fileName}, sent by ${image.creatorName}`} />
                </Anchor>
                <Text component="figcaption" size="xs" mt={4} lineClamp={1}>
                  {image.creatorName}
                </Text>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
