import { DrizzleQueryError } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

it('keeps the SQL and the reason of a failed query but none of its parameters', () => {
  const cause = Object.assign(new Error('value too long for type character varying(40)'), { code: '22001' });
  const failed = new DrizzleQueryError(
    'update "profiles" set "bank_acc_no" = $1',
    ['1234-5678-9012', '960412-10-5678'],
    cause,
  );
  const logged = loggableError(failed);
  expect(logged).toMatchObject({
    type: 'DrizzleQueryError',
    query: 'update "profiles" set "bank_acc_no" = $1',
    code: '22001',
    message: 'query failed: value too long for type character varying(40)',
  });
  expect(JSON.stringify(logged)).not.toMatch(/1234-5678-9012|960412-10-5678/);
});

it('passes other errors through', () => {
  expect(loggableError(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
});
