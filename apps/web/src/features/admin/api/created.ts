import { CampaignSchema } from '@portal/domain/admin';

/** What a call creating something answers: `{ id }` of what it made. */
export const CreatedSchema = CampaignSchema.pick({ id: true });
