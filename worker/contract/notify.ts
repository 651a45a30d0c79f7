import { z } from "zod";
import { hasHiddenControls } from "./field-checks";
import { FIELD_PROBLEMS } from "./field-problems";

/**
 * How an invitee can be told of their seat (decisions 0020, 0025): a verified mail address
 * and a browser's push subscription. The address is the response holder's alone: it appears
 * only in their own replies (`notify`), never in a list, a snapshot, a socket or a card.
 */

/** RFC 5321's longest path is 256 octets with its brackets: an address is at most 254. */
export const NOTIFY_EMAIL_MAX = 254;

const invalidEmail = {
  message: FIELD_PROBLEMS.email_invalid.msg,
  params: { problem: "email_invalid" },
};

/**
 * An invitee's notification address. "" and null mean none (on a change: remove it). The
 * domain is lower-cased (the local part is the mailbox's own business).
 */
export const NotifyEmail = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === "") return null;
    const at = value.lastIndexOf("@");
    const parsed = z.email().safeParse(value);
    if (value.length > NOTIFY_EMAIL_MAX || at < 1 || !parsed.success) {
      ctx.addIssue({ code: "custom", ...invalidEmail });
      return z.NEVER;
    }
    return `${value.slice(0, at)}@${value.slice(at + 1).toLowerCase()}`;
  })
  .nullable()
  .meta({
    format: "email",
    maxLength: NOTIFY_EMAIL_MAX,
    description:
      "Where to tell the invitee when a seat frees or the schedule changes. Verified by a mail before anything else is sent; shown only to the response's holder.",
  });

/** The channels a response can be told through, as its holder sees them. */
export const NotifyState = z.object({
  /** The notification address, or null. */
  email: z.string().nullable(),
  /** Whether the address was confirmed through its verification mail; nothing else goes before. */
  email_verified: z.boolean(),
  /**
   * While its verification mail is held back (the address's or the requester's verification
   * mails for now are spent; docs/security.md): when it goes (ISO). Null otherwise.
   */
  email_held_until: z.string().meta({ format: "date-time" }).nullable().optional(),
  /** The mail service refused the address for good (it bounced, or was reported): none is sent. */
  email_refused: z.boolean().optional(),
  /** Whether a browser is subscribed to push for this response. */
  push: z.boolean(),
});
export type NotifyState = z.infer<typeof NotifyState>;

/**
 * Why a response's address cannot be told yet, as its organiser sees it: `held` (its
 * verification mail waits for a limit to reset) or `refused` (the mail service refused it for
 * good). The address itself never reaches the organiser.
 */
export const EmailProblem = z.enum(["held", "refused"]);
export type EmailProblem = z.infer<typeof EmailProblem>;

/** The channels that can reach a response, as its organiser sees them (never the address). */
export const NotifyChannel = z.enum(["email", "push"]);
export type NotifyChannel = z.infer<typeof NotifyChannel>;

/**
 * Whether a notice that asks for a one-tap reply (an open offer's, the event's reminder)
 * reached the invitee: `pending` (queued), `delivered` (a push service's 201, or the mail
 * accepted), `failed` (every channel gave up) or `none` (no channel).
 */
export const OFFER_NOTICE_STATES = ["pending", "delivered", "failed", "none"] as const;
export const OfferNotice = z.enum(OFFER_NOTICE_STATES);
export type OfferNotice = z.infer<typeof OfferNotice>;

/** POST /events/{id}/responses/{response_id}/email: the organiser's short message to one invitee. */
export const ResponseEmail = z.object({
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(1, "message is required")
    .max(500, "message must be at most 500 characters")
    .refine((message) => !hasHiddenControls(message), "message contains invalid characters"),
});
export const ResponseEmailSent = z.object({ sent: z.literal(true) });
