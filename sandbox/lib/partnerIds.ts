import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';

/**
 * The "encrypted profile id" of a partner request: AES-256-GCM of the profile id, with the IV
 * derived from the id itself (a synthetic IV), so a profile always gets the same opaque token and
 * only the sandbox can turn it back. It hides ids from the console; it is not a security boundary.
 */
const KEY = createHash('sha256').update('poolvilla-sandbox/profile-partner/v1').digest();
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptProfileId(profileId: string): string {
  const iv = createHmac('sha256', KEY).update(profileId).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const sealed = Buffer.concat([cipher.update(profileId, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The profile id inside a token, or null when the token is not one of ours. */
export function decryptProfileId(token: string): string | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', KEY, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
