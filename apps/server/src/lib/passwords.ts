import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { hash, parseOptions, verify, type Algorithm, type Options, type Version } from '@node-rs/argon2';
import { verifyPassword as verifyBetterAuthScrypt } from 'better-auth/crypto';
import { PASSWORD_PROBLEMS, type PasswordProblem } from '@portal/domain/auth';

// @node-rs/argon2 declares these as const enums, which isolated modules cannot read: their values.
const ARGON2ID: Algorithm = 2;
const VERSION_0X13: Version = 1;

/** How costly a new hash is: OWASP's minimum, or the test-sized one (the config refuses it in production). */
export type PasswordHashCost = 'standard' | 'test';

const ARGON2ID_OPTIONS: Record<PasswordHashCost, Options> = {
  /** OWASP's minimum for Argon2id: 19 MiB of memory, 2 passes, 1 lane. */
  standard: { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  /** The least Argon2id allows: the test suite's thousands of accounts would spend minutes hashing. */
  test: { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 },
};

/** An e-mail local part shorter than this is too likely to occur by chance in a password. */
const MIN_LOCAL_PART_LENGTH = 4;

const COMMON_PASSWORDS_FILE = new URL('./common-passwords.txt.gz', import.meta.url);

// The same Unicode text typed on another device may arrive composed differently; better-auth's
// scrypt normalises the same way.
const normalise = (password: string) => password.normalize('NFKC');

/**
 * Checks Argon2id hashes, whatever their cost (each names its own), and better-auth's default
 * scrypt ones (`salt:key`), made before Argon2id.
 */
export function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, normalise(password));
  return verifyBetterAuthScrypt({ hash: stored, password });
}

/** New hashes at `cost`, and which stored ones to replace at the next sign-in. */
export function passwordHashing(cost: PasswordHashCost = 'standard') {
  const options = ARGON2ID_OPTIONS[cost];
  return {
    hashPassword: (password: string): Promise<string> => hash(normalise(password), options),
    /** True for any hash that is not Argon2id at these parameters. */
    needsRehash(stored: string): boolean {
      if (!stored.startsWith('$argon2')) return true;
      try {
        const used = parseOptions(stored);
        return (
          used.algorithm !== options.algorithm ||
          used.version !== VERSION_0X13 ||
          used.memoryCost !== options.memoryCost ||
          used.timeCost !== options.timeCost ||
          used.parallelism !== options.parallelism
        );
      } catch {
        return true;
      }
    },
  };
}

/**
 * Words of this product that a guesser tries first (ASVS 6.1.2), compared without case, spaces
 * or punctuation: a password holding one counts as a common password.
 */
const CONTEXT_WORDS = ['creatorportal', 'portalcreator', 'influencerportal'] as const;

let commonPasswords: Set<string> | undefined;

/** The list, lower-cased, read on first use (about 100 000 short strings). */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    gunzipSync(readFileSync(COMMON_PASSWORDS_FILE))
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords;
}

/**
 * Why a new password is refused, or null. Compared without case: guessing tools try every case
 * variant of a listed password first, so `Password1` is as weak as `password1`.
 */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const candidate = normalise(password).toLowerCase();
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const localPart = at === -1 ? address : address.slice(0, at);
  // The address holds its local part, so a long enough local part covers both.
  const revealing = localPart.length >= MIN_LOCAL_PART_LENGTH ? localPart : address;
  if (revealing !== '' && candidate.includes(revealing)) return PASSWORD_PROBLEMS.containsEmail;
  const lettersAndDigits = candidate.replace(/[^\p{L}\p{N}]/gu, '');
  if (CONTEXT_WORDS.some((word) => lettersAndDigits.includes(word))) return PASSWORD_PROBLEMS.common;
  if (loadCommonPasswords().has(candidate)) return PASSWORD_PROBLEMS.common;
  return null;
}
