import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * Downloads through signed, expiring links, and brand logos. The file answers are streams with
 * their own type, so those endpoints have no JSON response (and stay out of the API document).
 */
export const filesApi = {
  link: defineEndpoint({
    tags: ['files'],
    access: 'signed-in',
    method: 'GET',
    path: '/api/files/link',
    summary: 'A signed, expiring download link for one of your files',
    query: z.object({ key: z.string().max(400), expiresIn: z.coerce.number().int().default(300) }),
    response: { status: 200, schema: z.object({ url: z.string(), expiresIn: z.number() }) },
  }),
  signedFile: defineEndpoint({
    tags: ['files'],
    access: 'public',
    method: 'GET',
    path: '/api/files/:token',
    summary: 'A file, through a signed link',
    params: z.object({ token: z.string().max(1200) }),
  }),
  logo: defineEndpoint({
    tags: ['files'],
    access: 'public',
    method: 'GET',
    path: '/api/public/logos/:encodedKey',
    summary: 'A brand logo uploaded through the back office',
    params: z.object({ encodedKey: z.string().max(800) }),
  }),
};
