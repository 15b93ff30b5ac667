import type { CSSProperties } from 'react';
import classes from './brand-mark.module.css';

/** The palettes an initials mark may take: distinct hues, each readable under white text. */
const MARK_COLORS = ['violet', 'teal', 'blue', 'grape', 'orange', 'cyan', 'pink', 'indigo'] as const;

/** The brand's part of a campaign's title ('Kopi Kita: new iced latte range' is Kopi Kita's). */
const brandOf = (campaignTitle: string) => campaignTitle.split(':')[0]?.trim() || campaignTitle;

/** Up to two letters: the first of the brand's first two words ('Kopi Kita' is KK, 'GlowLab' G). */
export function initialsOf(campaignTitle: string): string {
  const words = brandOf(campaignTitle).split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** The same brand gets the same colour on every screen. */
function colorOf(campaignTitle: string): string {
  let hash = 0;
  for (const char of brandOf(campaignTitle)) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `var(--mantine-color-${MARK_COLORS[hash % MARK_COLORS.length]}-filled)`;
}

interface BrandMarkProps {
  campaignTitle: string;
  logoUrl: string | null;
  /** The logo's accessible name; the initials are decoration beside the title they repeat. */
  logoAlt: string;
  size?: number;
}

/** The brand's logo, or its initials on a coloured square when the campaign has none. */
export function BrandMark({ campaignTitle, logoUrl, logoAlt, size = 48 }: BrandMarkProps) {
  const style = { '--brand-mark-size': `${size}px`, '--brand-mark-color': colorOf(campaignTitle) } as CSSProperties;
  if (logoUrl) {
    return (
      <span className={`${classes.mark} ${classes.logo}`} style={style}>
        <img src={logoUrl} alt={logoAlt} width={size} height={size} />
      </span>
    );
  }
  return (
    <span className={`${classes.mark} ${classes.initials}`} style={style} aria-hidden="true">
      {initialsOf(campaignTitle)}
    </span>
  );
}
