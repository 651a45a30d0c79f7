// Makes a VAPID key pair (P-256, RFC 8292) as the Worker reads it: the raw public key and the
// private scalar, both base64url. `npm run vapid-keys` prints one for `wrangler secret put`;
// ensure-dev-vars.mjs writes one into .dev.vars for local runs.
import { webcrypto } from "node:crypto";

export async function makeVapidKeys() {
  const pair = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ]);
  const raw = Buffer.from(await webcrypto.subtle.exportKey("raw", pair.publicKey));
  const jwk = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey: raw.toString("base64url"), privateKey: jwk.d };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const keys = await makeVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}`);
}
