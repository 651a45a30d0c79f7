/** A fresh key per attempt; `crypto.randomUUID` exists on every page served over https. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/**
 * The keys of one form's attempts: the same content sent again after a failure keeps its key
 * (the first send may have arrived, only its reply lost), different content gets a new one.
 */
export function attemptKeys() {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newIdempotencyKey() };
      return last.key;
    },
    /** After a reply: the next send is a new attempt. */
    forget(): void {
      last = null;
    },
  };
}
