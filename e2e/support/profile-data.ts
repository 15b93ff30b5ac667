import { sampleProfile } from '@portal/domain/profile';

/** A complete Malaysian creator profile, as the edit-profile form would send it. */
export const completeProfile = (email: string, fullName: string) => sampleProfile({ email, fullName });
