export * from './export.ts';
