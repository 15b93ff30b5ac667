import { useLingui } from '@lingui/react/macro';
import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

interface CampaignLogoProps {
  url: string | null;
  title: string;
  size?: number;
}

/** A campaign's brand logo, or a placeholder when it has none. */
export function CampaignLogo({ url, title, size = 40 }: CampaignLogoProps) {
  const { t } = useLingui();
  return (
    <Avatar src={url} alt={t`${title} logo`} size={size} radius="sm" color="gray">
      <IconPhoto size={size / 2} aria-hidden="true" />
    </Avatar>
  );
}
