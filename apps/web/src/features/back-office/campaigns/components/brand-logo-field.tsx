import { Trans, useLingui } from '@lingui/react/macro';
import { ProgressBar } from '@/components/progress-bar';
import { translateMessage } from '@/lib/i18n/translate-message';
import { Box, Button, CloseButton, Group, Image, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { acceptAttribute, acceptedFilesNote } from '@portal/domain/uploads';
import { LOGO_NOT_AN_IMAGE } from '../campaign-form-values';
import { useLogoUpload } from '../hooks/use-logo-upload';

interface BrandLogoFieldProps {
  /** The logo's address: an https URL, or an uploaded logo's `/api/public/logos/...`; '' for none. */
  value: string;
  onChange: (logoUrl: string) => void;
  error?: string | null;
  /** The preview could not load this address as an image. */
  onLoadFailed: (logoUrl: string) => void;
  /** Whether `value` is an address the preview could not load. */
  broken: boolean;
  /** The form's path of the value, so a failed submit can focus the address input. */
  formPath: string;
}

/**
 * The brand logo: upload an image (with its progress) or paste an https address; a preview and
 * Remove. An address whose image does not load is said so at once, before anyone sees it broken.
 */
export function BrandLogoField({ value, onChange, error, onLoadFailed, broken, formPath }: BrandLogoFieldProps) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useLogoUpload(onChange);

  return (
    <Stack component="fieldset" gap="xs" p={0} m={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        <Trans>Brand logo</Trans>
      </Text>
      <Group gap="md" align="flex-start">
        {value ? (
          <Stack gap={4} align="center">
            <Paper withBorder radius="sm" p={4}>
              {broken ? (
                <Box w={72} h={72} style={{ display: 'grid', placeItems: 'center' }}>
                  <Text size="xs" c="dimmed" ta="center">
                    <Trans>No image</Trans>
                  </Text>
                </Box>
              ) : (
                <Image
                  key={value}
                  src={value}
                  alt={t`Brand logo preview`}
                  w={72}
                  h={72}
                  fit="contain"
                  onError={() => onLoadFailed(value)}
                />
              )}
            </Paper>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange('')}>
              <Trans>Remove logo</Trans>
            </Button>
          </Stack>
        ) : (
          <Paper withBorder radius="sm" w={80} h={80} style={{ display: 'grid', placeItems: 'center' }}>
            <Text size="xs" c="dimmed">
              <Trans>No logo</Trans>
            </Text>
          </Paper>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <VisuallyHidden>
            <input
              ref={fileInput}
              type="file"
              accept={acceptAttribute('logo')}
              tabIndex={-1}
              aria-label={t`Brand logo image`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) {
                  upload.start(file);
                }
                event.currentTarget.value = '';
              }}
            />
          </VisuallyHidden>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => fileInput.current?.click()}
            loading={upload.state.status === 'uploading'}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Upload logo image</Trans>
          </Button>
          <Text size="xs" c="dimmed">
            {translateMessage(acceptedFilesNote('logo'))}
          </Text>
          {upload.state.status === 'uploading' && (
            <Group gap="xs" wrap="nowrap">
              <Box style={{ flex: 1 }}>
                <ProgressBar value={upload.state.percent} label={t`Uploading ${upload.state.fileName}`} />
              </Box>
              <CloseButton aria-label={t`Cancel logo upload`} size="sm" onClick={upload.cancel} />
            </Group>
          )}
          {upload.state.status === 'error' && (
            <Text size="sm" c="red" role="alert">
              <Trans>
                {upload.state.fileName} could not be uploaded: {translateMessage(upload.state.message)}
              </Trans>
            </Text>
          )}
          <TextInput
            label={t`Brand logo URL`}
            description={t`Or paste the https address of an image`}
            placeholder="https://"
            data-path={formPath}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error ?? (broken ? translateMessage(LOGO_NOT_AN_IMAGE) : null)}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
