import { endpointUrl, type Endpoint, type EndpointInput, type Route } from '@portal/domain/routes';
import { request } from './api-client';

/**
 * Fetches a file an endpoint answers (one with no JSON response, e.g. a ZIP), with the bearer
 * token and the session handling of every other call: answers its bytes, or throws an
 * ApiClientError. Apart from api-client.ts, so that only the pages that download one load it.
 */
export async function callApiFile<E extends Endpoint>(
  route: Route<E>,
  input: { params?: EndpointInput<E>['params'] & Record<string, unknown> },
): Promise<Blob> {
  const options = { isPublic: route.access === 'public', isBackOffice: route.access === 'admin', body: undefined };
  const url = endpointUrl(route, { params: input.params });
  return (await request(route.method, url, options, (response) => response.blob())) as Blob;
}
