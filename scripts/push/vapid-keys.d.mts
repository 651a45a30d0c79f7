/** A VAPID key pair as the Worker reads it (vapid-keys.mjs). */
export function makeVapidKeys(): Promise<{ publicKey: string; privateKey: string }>;
