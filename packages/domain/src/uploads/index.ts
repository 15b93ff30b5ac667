export * from './state-machine.ts';
export * from './keys.ts';
export * from './backoff.ts';
export * from './policy.ts';
