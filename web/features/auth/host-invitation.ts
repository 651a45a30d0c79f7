import { m } from "#messages";
import { api, unwrap } from "../../lib/api-client";

/**
 * A host invitation's token (decision 0043), from the mail's link `/signup#host-invitation=…`. It
 * came in the fragment so that it never reaches a server log; the sign-up page takes it out of
 * the address at once (a shared screenshot or a bookmark must not carry it) and keeps it for
 * this tab only, where the sign-up, or the login of someone who already has an account, uses it.
 */
const KEY = "host-invitation";
/** The address the invitation went to, which the link carries beside it for the form. */
const ADDRESS_KEY = "host-invitation-email";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ADDRESS = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

const fragment = (hash: string) => new URLSearchParams(hash.replace(/^#/, ""));

/** The token in a fragment such as '#host-invitation=…', or null. */
export function tokenInHash(hash: string): string | null {
  const value = fragment(hash).get(KEY);
  return value && TOKEN.test(value) ? value : null;
}

/** The invited address in the same fragment ('&email=…'), or null. */
export function addressInHash(hash: string): string | null {
  const value = fragment(hash).get("email");
  return value && ADDRESS.test(value) ? value : null;
}

export function keepHostInvitation(token: string, address: string | null): void {
  try {
    sessionStorage.setItem(KEY, token);
    if (address) sessionStorage.setItem(ADDRESS_KEY, address);
  } catch {
    // Storage refused (a private window's quota): the sign-up still sends it from memory.
  }
}

const kept = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const keptHostInvitation = () => kept(KEY);
export const keptInvitedAddress = () => kept(ADDRESS_KEY);

export function forgetHostInvitation(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(ADDRESS_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** POST /users/me/host-invitations: the signed-in user takes the invitations to their address. */
export const acceptHostInvitation = (token: string) =>
  unwrap(api.users.me["host-invitations"].$post({ json: { token } }));

/** '운영진으로 함께해요: 송년회, 워크숍', the events an accepted invitation made the user a host of. */
export function joinedText({ events }: { events: { title: string }[] }): string {
  if (events.length === 0) return m.account_host_joined_none();
  // The titles are the organisers' own words: listed, not worded.
  return m.account_host_joined({ titles: events.map((event) => event.title).join(", ") });
}
