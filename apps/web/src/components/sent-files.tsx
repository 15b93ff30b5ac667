import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { SentFile } from '@portal/domain/admin';
import { translateMessage } from '@/lib/i18n/translate-message';

/** An image with its bytes still there (a deleted one has no link). */
const isImage = (file: SentFile): file is SentFile & { url: string } =>
  file.url !== null && (file.contentType?.startsWith('image/') ?? false);

/** The text of the error a deleted file's link would answer: in the catalogue already, so no new text loads. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- its code: shown translated (error-messages.ts)
const ERASED = { code: 'file-erased', message: 'Deleted under the retention policy' };

/** A file whose bytes retention deleted: its name, greyed, and that it was deleted. */
function ErasedFile({ fileName }: { fileName: string }) {
  return (
    <Text size="sm" c="dimmed">
      {fileName} · {translateMessage(ERASED)}
    </Text>
  );
}

/**
 * Files an influencer sent: images as thumbnails opening full size in a new tab, the others as
 * downloads; a file whose bytes retention deleted by its name, greyed, saying so.
 */
export function SentFiles({ files }: { files: SentFile[] }) {
  const { t } = useLingui();
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No files</Trans>
      </Text>
    );
  }
  const images = files.filter(isImage);
  const others = files.filter((file) => !isImage(file));
  return (
    <Stack gap="xs">
      {images.length > 0 && (
        <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Images`}>
          {images.map(({ fileName, ...file }) => (
            <li key={file.key}>
              <Anchor
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t`Open ${fileName} full size`}
              >
                <Image
                  src={file.url}
                  alt={fileName}
                  w={112}
                  h={112}
                  fit="cover"
                  radius="sm"
                  style={{ border: '1px solid var(--mantine-color-default-border)' }}
                />
              </Anchor>
            </li>
          ))}
        </Group>
      )}
      {others.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Other files`}>
          {others.map(({ fileName, ...file }) => (
            <li key={file.key}>
              {file.url === null ? (
                <ErasedFile fileName={fileName} />
              ) : (
                <Anchor href={file.url} download={fileName} size="sm">
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconDownload size={14} aria-hidden="true" />
                    <Trans>Download {fileName}</Trans>
                  </Group>
                </Anchor>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
