/** Shows only the last characters of a personal number (bank account, NRIC, passport). */
export function maskSecret(value: string | null | undefined, visible = 4): string {
  if (!value) return '';
  const compact = value.replace(/[\s-]/g, '');
  if (compact.length <= visible) return '•'.repeat(compact.length);
  return `${'•'.repeat(Math.min(compact.length - visible, 8))}${compact.slice(-visible)}`;
}
