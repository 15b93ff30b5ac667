/** What time it is: the system's, or a test's that moves without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
