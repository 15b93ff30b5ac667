import { ApiErrorSchema } from '@portal/domain/api';

/** The error answers a signed-in route may give, for its response schema (and so the OpenAPI document). */
export const ERROR_RESPONSES = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
