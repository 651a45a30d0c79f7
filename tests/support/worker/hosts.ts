import { linkIn } from "../mail-links";
import {
  api,
  mailsArrived,
  newUser,
  type OutboxMail,
  provenUser,
  tokenFor,
  uniqueEmail,
} from "./api";
import { createEvent, type EventInput } from "./events";

/**
 * Co-hosts (decision 0043) as the Worker tests make them: through the API only, as an owner would
 * add them, and invitations read from the local outbox as their addressee would.
 */

export type HostRole = "manager" | "checkin";

/** POST /events/{id}/hosts as `token`. */
export const postHost = (token: string, eventId: string, email: string, role: HostRole) =>
  api(`/events/${eventId}/hosts`, { method: "POST", token, json: { email, role } });

/** Adds an account as a host, failing unless it was added at once. */
export async function addHost(token: string, eventId: string, email: string, role: HostRole) {
  const res = await postHost(token, eventId, email, role);
  if (res.status !== 201) throw new Error(`add host: ${res.status} ${await res.text()}`);
}

/** An event with its owner, a manager and a door keeper (checkin), all signed in. */
export async function hostedEvent(input: EventInput = {}) {
  const owner = await newUser({ full_name: "김주최" });
  const manager = await provenUser({ full_name: "이운영" });
  const checkin = await provenUser({ full_name: "문지기" });
  const event = await createEvent(owner.token, input);
  await addHost(owner.token, event.id, manager.email, "manager");
  await addHost(owner.token, event.id, checkin.email, "checkin");
  return { owner, manager, checkin, event };
}

/** The token of a host invitation mail's link (`/signup#host-invitation=…`). */
export function invitationTokenIn(mail: Pick<OutboxMail, "subject" | "text">): string {
  const fragment = new URL(linkIn(mail, "가입하고 함께하기")).hash.slice(1);
  const token = new URLSearchParams(fragment).get("host-invitation");
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
    throw new Error(`no host invitation token in mail '${mail.subject}'`);
  }
  return token;
}

/** The token of the `count`th invitation mail to `email` (the newest, once there are that many). */
export async function invitationTokenTo(email: string, count = 1) {
  const mails = (await mailsArrived(email, count)).filter((mail) =>
    mail.subject.includes("운영진 초대"),
  );
  if (mails.length < count) throw new Error(`${mails.length} of ${count} invitations to ${email}`);
  return invitationTokenIn(mails[0]);
}

/** Signs up, with an invitation's token if given: the raw answer. */
export const signUp = (email: string, hostInvitation?: string, password = "password123") =>
  api("/users/signup", {
    method: "POST",
    json: { email, password, full_name: null, host_invitation: hostInvitation },
  });

/** Invites an address without an account and signs it up with the mail's token. */
export async function invitedHost(ownerToken: string, eventId: string, role: HostRole) {
  const email = uniqueEmail("invited");
  const res = await postHost(ownerToken, eventId, email, role);
  if (res.status !== 202) throw new Error(`invite: ${res.status} ${await res.text()}`);
  const signed = await signUp(email, await invitationTokenTo(email));
  if (signed.status !== 201) throw new Error(`signup: ${signed.status} ${await signed.text()}`);
  const { id } = (await signed.json()) as { id: string };
  return { id, email, token: await tokenFor(email, "password123") };
}

export interface LogEntry {
  kind: string;
  actor: string;
  subject: string;
  role: string | null;
  at: string;
}

/** GET /events/{id}/log as the owner: its entries, newest first. */
export async function logOf(token: string, eventId: string): Promise<LogEntry[]> {
  const res = await api(`/events/${eventId}/log`, { token });
  if (res.status !== 200) throw new Error(`log: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: LogEntry[] }).data;
}
