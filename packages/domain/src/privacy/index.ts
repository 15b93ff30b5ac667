export * from './export.ts';
export * from './deletion.ts';
export * from './data-reads.ts';
