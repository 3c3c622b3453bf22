import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Card numbers and CVVs at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server secret that is
// never in the database. The card's id and the field name are bound in as associated data, so a ciphertext
// copied onto another card or into another column fails to open.
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'owo-card-vault', 'card data AES-256-GCM v1', 32));
    keys.set(secret, key);
  }
  return key;
}

export function sealCardData(secret: string, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join(':');
}

export function openCardData(secret: string, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unknown card data format');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
