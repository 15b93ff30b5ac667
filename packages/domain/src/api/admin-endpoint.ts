import { z } from 'zod';

/** What every call of the back office's (`/api/admin/*`) shares: every one is for admins only. */
export const admin = { tags: ['admin'], access: 'admin' } as const;

export const taskParams = z.object({ taskId: z.uuid() });
export const noContent = { status: 204 } as const;
