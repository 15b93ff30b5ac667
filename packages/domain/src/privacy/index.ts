export * from './export.ts';
export * from './export-file.ts';
export * from './deletion.ts';
export * from './data-reads.ts';
