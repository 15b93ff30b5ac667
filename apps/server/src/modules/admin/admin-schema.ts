/** OpenAPI tags and security shared by every back-office route. */
export const admin = { tags: ['admin'], security: [{ bearer: [] }] };
