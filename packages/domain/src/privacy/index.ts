export * from './export.ts';
export * from './export-file.ts';
export * from './data-reads.ts';
export * from './consent.ts';
export * from './deletion.ts';
