import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: 16,
} as const;

/**
 * What the password field's visibility toggle shows: Mantine's eye (struck through while the
 * password shows) and, for a screen reader, the button's name in the page's language. The name
 * stays 'Show password' and the button says whether it is pressed (`aria-pressed`): a toggle's
 * name does not change with its state.
 */
export function PasswordVisibilityIcon({ reveal }: { reveal: boolean }) {
  return (
    <>
      <svg
        viewBox="0 0 256 256"
        style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}
        aria-hidden="true"
      >
        {reveal ? (
          <>
            <path {...stroke} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
            <path
              {...stroke}
              d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
            />
          </>
        ) : (
          <>
            <path {...stroke} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
            <circle {...stroke} cx="128" cy="128" r="40" />
          </>
        )}
      </svg>
      <VisuallyHidden>
        <Trans>Show password</Trans>
      </VisuallyHidden>
    </>
  );
}
