import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

interface CampaignLogoProps {
  url: string | null;
  title: string;
  size?: number;
}

/** A campaign's brand logo, or a placeholder when it has none. */
export function CampaignLogo({ url, title, size = 40 }: CampaignLogoProps) {
  return (
    <Avatar src={url} alt={`${title} logo`} size={size} radius="sm" color="gray">
      <IconPhoto size={size / 2} aria-hidden="true" />
    </Avatar>
  );
}
