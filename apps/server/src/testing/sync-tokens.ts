/**
 * Encrypts a favorites sync token as the app does (Web Crypto, RSA-OAEP SHA-256) with the SPKI key
 * the back office publishes at GET /sync/key.
 */
export async function encryptSyncToken(publicKey: string, payload: object): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  return Buffer.from(cipher).toString('base64');
}
