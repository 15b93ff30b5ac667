export * from './export.ts';
export * from './deletion.ts';
