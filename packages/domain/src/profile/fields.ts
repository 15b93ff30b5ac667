import { z } from 'zod';

/** A form choice not made yet is the empty string. */
export const choiceOrEmpty = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices).or(z.literal(''));
