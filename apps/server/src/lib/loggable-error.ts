import { DrizzleQueryError } from 'drizzle-orm';

export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  code?: string;
}

/**
 * What of an error may go to the log. A failed query's message and fields carry its parameters,
 * which can be personal data (bank account, NRIC and passport numbers): keep the SQL and the
 * database's reason, never the values.
 */
export function loggableError(error: Error): LoggableError {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : null;
    return {
      type: 'DrizzleQueryError',
      message: cause ? `query failed: ${cause.message}` : 'query failed',
      query: error.query,
      code: (cause as { code?: string } | null)?.code,
      stack: cause?.stack,
    };
  }
  return { type: error.name, message: error.message, stack: error.stack, code: (error as { code?: string }).code };
}
