// http_ece ships no types: the one call the push test makes of it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts an RFC 8188 body; for Web Push (RFC 8291), with the receiver's ECDH key and auth secret. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
