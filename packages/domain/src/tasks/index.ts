export * from './statuses.ts';
export * from './state-machine.ts';
export * from './search.ts';
export * from './pagination.ts';
export * from './countdown.ts';
export * from './task-types.ts';
export * from './api.ts';
export * from './submissions.ts';
