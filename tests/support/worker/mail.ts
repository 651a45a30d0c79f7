import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { MailCourier } from "../../../worker/event-room/outbox/mail-courier";
import { emailServiceSender, type Mail } from "../../../worker/lib/mail";
import { linkIn } from "../mail-links";
import { api, mailsArrived, newAddress, newUser, type OutboxMail } from "./api";
import {
  cancel,
  createEvent,
  type EventInput,
  type ResponseBody,
  roomStub,
  submit,
} from "./events";

/**
 * Invitees' mails (decision 0025) as the tests read them from the local outbox: their one-tap
 * links by label, and following a link as a mail reader would (GET opens the page, POST is its
 * button, or a mail client's one-click unsubscribe).
 */

// One reading of a mail's links for the Worker tests and the browser journeys.
export { linkIn, linksIn } from "../mail-links";

/** The unsubscribe URL of a mail's List-Unsubscribe header. */
export function unsubscribeHeaderOf(mail: OutboxMail): string {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "");
  if (!match) throw new Error(`no List-Unsubscribe URL in '${mail.subject}'`);
  return match[1];
}

/** Opens (GET) or presses (POST) a mail's link through the Worker, from an address of its own. */
export function follow(url: string, method: "GET" | "POST" = "GET", init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", newAddress());
  return exports.default.fetch(new Request(url, { ...init, method, headers }));
}

/** The mails to an address whose subject has `words`, once there are `count` of them. */
export async function mailsAbout(address: string, words: string, count = 1) {
  const deadline = performance.now() + 5000; // Not Date: the test clock (./clock.ts) moves it.
  for (;;) {
    const all = await mailsArrived(address, 0);
    const about = all.filter((mail) => mail.subject.includes(words));
    if (about.length >= count) return about;
    if (performance.now() > deadline) {
      throw new Error(`${about.length} of ${count} mails about '${words}' to ${address}`);
    }
    await scheduler.wait(20);
  }
}

/** Signs up with a notification address and verifies it from its mail, as an invitee would. */
export async function submitVerified(eventId: string, body: ResponseBody, address: string) {
  const res = await submit(eventId, { ...body, notify_email: address });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const reply = (await res.json()) as { response: { id: string; status: string } };
  const [verification] = await mailsAbout(address, "이메일 확인");
  const verified = await follow(linkIn(verification, "이메일 확인"), "POST");
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  return reply;
}

/** An event of one seat (unless `input` says otherwise), taken by '앞사람'. */
export async function seatTaken(input: EventInput = {}) {
  const owner = await newUser();
  const event = await createEvent(owner.token, { max_participants: 1, ...input });
  await submit(event.id, { name: "앞사람" });
  return { owner, event };
}

/**
 * An event of one seat, taken by '앞사람', with '대기' waiting behind with a verified address
 * (and whoever `behind` names after); '앞사람' then leaves, so the seat goes to '대기'.
 */
export async function seatFreedFor(address: string, input: EventInput, behind: string[] = []) {
  const { owner, event } = await seatTaken(input);
  await submitVerified(event.id, { name: "대기", status: "waiting" }, address);
  for (const name of behind) await submit(event.id, { name, status: "waiting" });
  await cancel(event.id, "앞사람");
  return { owner, event };
}

/** A response as the organiser's list shows it: who can be told, and the offer's notice. */
export type ListedResponse = {
  id: string;
  name: string;
  status: string;
  channels: string[];
  /** Why its address cannot be told: `held` verification, or `refused` by the mail service. */
  email_problem: "held" | "refused" | null;
  offer_notice: string | null;
};

/** The row of the organiser's list (GET /events/{id}/responses) for `name`. */
export async function organiserRow(token: string, eventId: string, name: string) {
  const res = await api(`/events/${eventId}/responses`, { token });
  if (res.status !== 200) throw new Error(`responses: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: ListedResponse[] };
  const row = data.find((response) => response.name === name);
  if (!row) throw new Error(`${name} is not in the list`);
  return row;
}

/** Waits until the room's mail rounds started so far have finished. */
export async function mailsSettled(eventId: string): Promise<void> {
  await runInDurableObject(roomStub(env, eventId), async (instance) => {
    await courierOf(instance).settled();
  });
}

/** The room's mail outbox as stored (what is still to be sent). */
export async function queuedMails(eventId: string) {
  return runInDurableObject(roomStub(env, eventId), async (_instance, state) =>
    state.storage.sql
      .exec<{ change_key: string; attempts: number; due_at: number; notice_id: string | null }>(
        "SELECT change_key, attempts, due_at, notice_id FROM mail_outbox ORDER BY seq",
      )
      .toArray(),
  );
}

/** What an imitation of the Email Service binding is handed: the mail and its sender. */
export type BoundMail = Mail & { from: string };

/** The room's mail courier, as the Worker tests reach it. */
function courierOf(instance: unknown): MailCourier {
  const { mailer } = instance as { mailer?: MailCourier };
  if (!(mailer instanceof MailCourier)) throw new Error("EventRoom no longer has its `mailer`");
  return mailer;
}

/**
 * Sends the room's mails through the production sender and an imitation of the Email Service
 * binding (`send` answers each as the binding would; it gets the room's state, to crash it),
 * until the room restarts: then the local outbox takes them again.
 */
export async function imitateBinding(
  eventId: string,
  send: (message: BoundMail, state: DurableObjectState) => Promise<unknown>,
): Promise<void> {
  await runInDurableObject(roomStub(env, eventId), async (instance, state) => {
    const binding = { send: (message: BoundMail) => send(message, state) };
    courierOf(instance).sender = () =>
      emailServiceSender(binding as unknown as SendEmail, "no-reply@rsvp.example");
  });
}

/** The binding's refusal as the Workers API throws it: an Error with the refusal's `code`. */
export const bindingRefusal = (code: string) =>
  Object.assign(new Error(`${code}: refused for the test`), { code });
