import { eq } from "drizzle-orm";
import { nameKey } from "#contract/response-rules";
import type { ResponseResult } from "#contract/responses";
import type { Language } from "#i18n/language";
import type { Db } from "../db/client";
import { events } from "../db/schema";
import { ApiError, validationError } from "../lib/errors";
import { hashResponsePassword } from "../lib/password";
import type { PasswordCost } from "../lib/password-cost";
import { isStanding, standingByName, startStanding } from "./standing";
import { standingAddressProven } from "./standing-channels";
import { stopStanding } from "./standing-stop";

/**
 * '매번 참석' on the invitees' calls (decision 0069): what a submit or a change with `standing`
 * asks of the series beside its room. Checked before the room is asked, so a refusal changes
 * nothing; started after the room said yes, with the hash the response holds.
 */

const notASeries = () =>
  validationError(
    ["body", "standing"],
    "Only an occurrence of a series can be answered every time",
    "standing_not_series",
  );

/** The occurrence a standing answer would start from, checked: a series', no such name standing. */
export async function standingAsked(db: Db, eventId: string, name: string) {
  const event = await db.query.events.findFirst({
    columns: { id: true, seriesId: true, eventDate: true, language: true },
    where: eq(events.id, eventId),
  });
  if (!event?.seriesId) throw notASeries();
  // One standing answer per name in a series; one made from this occurrence may be this very
  // request's, retried under its Idempotency-Key: the room tells which once it replies.
  const standing = await standingByName(db, event.seriesId, nameKey(name));
  if (standing && standing.eventId !== eventId) throw new ApiError("standing_exists");
  return event;
}

/** A submit's hash made once, for the room and the standing answer alike. */
export const standingHash = (password: string, cost: PasswordCost) =>
  hashResponsePassword(password, cost);

/** What the request gave beside the reply: the hash the response holds, where it was made. */
interface Sent {
  passwordHash: string;
  language: Language;
  origin: string;
}

/** The standing answer made from a reply's response. */
const startFrom = (
  env: Env,
  db: Db,
  event: Awaited<ReturnType<typeof standingAsked>>,
  { response, notify }: ResponseResult,
  answers: Record<string, unknown> | undefined,
  sent: Sent,
) =>
  startStanding(env, db, {
    event,
    responseId: response.id,
    name: response.name,
    nameKey: nameKey(response.name),
    guests: response.guests,
    message: response.message,
    answers,
    notifyEmail: notify.email,
    ...sent,
  });

/** After a submit the room took: the standing answer starts from its response. */
export async function standingAfterSubmit(
  env: Env,
  db: Db,
  event: Awaited<ReturnType<typeof standingAsked>>,
  reply: ResponseResult,
  answers: Record<string, unknown> | undefined,
  sent: Sent,
): Promise<ResponseResult> {
  return { ...reply, standing: await startFrom(env, db, event, reply, answers, sent) };
}

/**
 * After a change the room took: `standing` true starts it from this response (its address is
 * proven already if the response's is), false stops it from this occurrence on; either way the
 * reply says whether the response answers every meeting.
 */
export async function standingAfterChange(
  env: Env,
  db: Db,
  eventId: string,
  reply: ResponseResult,
  asked: boolean | undefined,
  sent: Omit<Sent, "language"> & { language: Language | undefined },
): Promise<ResponseResult> {
  const { response, notify } = reply;
  const current = await isStanding(db, eventId, response.id);
  if (asked === false && current) await stopStanding(env, db, current, eventId);
  if (asked === true && !current) {
    const event = await standingAsked(db, eventId, response.name);
    const language = sent.language ?? event.language;
    const answers = response.answers as Record<string, unknown>;
    const started = await startFrom(env, db, event, reply, answers, { ...sent, language });
    if (started && notify.email && notify.email_verified) {
      await standingAddressProven(env, db, eventId, response.id);
    }
    return { ...reply, standing: started };
  }
  return { ...reply, standing: asked === undefined ? current !== null : asked };
}

/** Whether the response a personal link opened answers every meeting. */
export const standingOf = async (db: Db, eventId: string, responseId: string) =>
  (await isStanding(db, eventId, responseId)) !== null;
