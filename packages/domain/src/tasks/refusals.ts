// Refusals the task pages show themselves, in a module that imports nothing: the error catalogue
// (`@portal/domain/errors`) names them too.

/** SPEC §8: a task or invite that cannot be found (or is not the caller's). */
export const NO_CAMPAIGN_FOUND = 'No campaign found';

/** A closed campaign takes no new creators: no application, and no acceptance of an invitation. */
export const CAMPAIGN_CLOSED_TO_CREATORS = 'This campaign is closed: it no longer takes applications or acceptances';

export const MISSING_SCREENING_ANSWERS = 'Please enter all required screening questions';
