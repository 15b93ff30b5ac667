import { useLingui } from '@lingui/react/macro';
import { Avatar } from '@mantine/core';

interface CampaignLogoProps {
  url: string | null;
  title: string;
  size?: number;
}

/** The first letters of a title's first two words ('Kopi Kita latte': 'KK'). */
const initialsOf = (title: string) =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** A campaign's brand logo; its title's initials when it has none or its image does not load. */
export function CampaignLogo({ url, title, size = 40 }: CampaignLogoProps) {
  const { t } = useLingui();
  const label = t`${title} logo`;
  return (
    <Avatar src={url} alt={label} size={size} radius="sm" color="gray">
      <span role="img" aria-label={label}>
        {initialsOf(title)}
      </span>
    </Avatar>
  );
}
