import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import classes from './public-header-links.module.css';

interface PublicHeaderLink {
  label: string;
  href: string;
  variant: 'default' | 'filled';
}

/**
 * The public header's Login and Sign Up. On a phone they collapse behind a Menu button: a
 * disclosure (not Mantine's Menu, which would bring Floating UI to the sign-in page) that says
 * whether it is open, closes on Escape giving the focus back to its button, and on a click
 * elsewhere or a chosen link.
 */
export function PublicHeaderLinks({ links }: { links: PublicHeaderLink[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const disclosureRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const linksId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOnClickElsewhere = (event: PointerEvent) => {
      if (!disclosureRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnClickElsewhere);
    return () => document.removeEventListener('pointerdown', closeOnClickElsewhere);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  if (links.length === 0) return null;
  return (
    <div ref={disclosureRef} className={classes.disclosure} onKeyDown={closeOnEscape}>
      <Button
        ref={toggleRef}
        className={classes.toggle}
        variant="default"
        size="compact-md"
        leftSection={<IconMenu2 size={16} aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={linksId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t`Menu`}
      </Button>
      <div id={linksId} className={classes.links} data-open={open || undefined}>
        {links.map((link) => (
          <Button
            key={link.href}
            component={Link}
            to={link.href}
            variant={link.variant}
            size="compact-md"
            onClick={() => setOpen(false)}
          >
            {link.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
