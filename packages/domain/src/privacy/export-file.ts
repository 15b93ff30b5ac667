// No zod here: the web app's page names the file it saves without loading the schemas.

/** The name a creator's data export is saved under: `my-data-2026-12-08.zip`, by the day (in Malaysia) it was asked for. */
export function dataExportFileName(requestedAt: Date | string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(requestedAt));
  return `my-data-${day}.zip`;
}
