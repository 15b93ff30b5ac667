/** The addresses in what was typed: one a line or separated by commas, spaces or semicolons, each once. */
export function parseEmails(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((part) => part !== ''))];
}
