/** The longest texts a creator sends with a task; the forms' inputs stop there too. */
export const MAX_SCREENING_ANSWER_LENGTH = 2000;
export const MAX_LINK_LENGTH = 1000;
export const MAX_DRAFT_COMMENT_LENGTH = 5000;
