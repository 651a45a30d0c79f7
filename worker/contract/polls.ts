import { z } from "zod";
import { EventPublic, eventFields, IsoDateTime } from "./events";
import { LanguageCode } from "./language";
import { NotifyEmail } from "./notify";
import { POLL_ANSWERS, POLL_OPTIONS, POLL_VOTER_LISTS } from "./poll-rules";
import { PushSubscriptionJson } from "./push";
import { ResponseName, ResponsePassword } from "./response-requests";

/**
 * A date poll (docs/decisions/0068-date-polls.md): the organiser offers dates, invitees vote
 * with a name and a password as they answer an event, and closing the poll on one date makes
 * the event. The zod-free rules the page also needs are poll-rules.ts.
 */

/** One date offered: when it starts and, if the organiser says, when it ends. */
const OptionInput = z
  .object({
    /** Kept on a change: the option the poll already has (its votes stay with it). */
    id: z.uuid("id must be an option's UUID").optional(),
    starts_at: IsoDateTime,
    ends_at: IsoDateTime.nullish().transform((date) => date ?? null),
  })
  .refine((option) => option.ends_at === null || option.ends_at > option.starts_at, {
    message: "ends_at must be after starts_at",
    path: ["ends_at"],
  });

const Options = z
  .array(OptionInput)
  .min(POLL_OPTIONS.min, `A poll offers at least ${POLL_OPTIONS.min} dates`)
  .max(POLL_OPTIONS.max, `A poll offers at most ${POLL_OPTIONS.max} dates`)
  .refine(
    (options) => new Set(options.map((option) => option.starts_at)).size === options.length,
    "Each date may be offered once",
  );

const pollFields = {
  title: eventFields.title,
  description: eventFields.description,
  location: eventFields.location,
  time_zone: eventFields.time_zone,
  options: Options,
  /** After it, votes are refused (409 `poll_deadline_passed`); null: until the poll is closed. */
  deadline: IsoDateTime.nullish().transform((date) => date ?? null),
  /** `names`: voters see who voted what; `hidden`: only the counts (the organiser sees all). */
  voter_list: z
    .enum(POLL_VOTER_LISTS, { error: 'voter_list must be "names" or "hidden"' })
    .default("names"),
  /** Left out on create: the creator's account language. */
  language: LanguageCode.optional(),
};

/** POST /polls/. */
export const PollCreate = z.object(pollFields);
export type PollCreate = z.input<typeof PollCreate>;

/**
 * PUT /polls/{id}: fields left out keep their value. `options` is the whole new list: an entry
 * with an `id` is that option; an option someone voted on can be neither changed nor left out
 * (409 `poll_option_voted`).
 */
export const PollUpdate = z.object({
  title: pollFields.title.optional(),
  description: pollFields.description.optional(),
  location: pollFields.location.optional(),
  options: Options.optional(),
  deadline: IsoDateTime.nullish(),
  voter_list: z.enum(POLL_VOTER_LISTS).optional(),
});
export type PollUpdate = z.input<typeof PollUpdate>;

export const PollAnswer = z.enum(POLL_ANSWERS, {
  error: 'answer must be "yes", "maybe" or "no"',
});

/** A date with its counts. */
export const PollOption = z.object({
  id: z.uuid(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  yes: z.number().int(),
  maybe: z.number().int(),
  no: z.number().int(),
});
export type PollOption = z.infer<typeof PollOption>;

/** A voter as the page shows them: the name and each date's answer (a date left out: none). */
export const PollVoter = z.object({
  name: z.string(),
  choices: z.record(z.string(), PollAnswer),
});
export type PollVoter = z.infer<typeof PollVoter>;

/** What everybody with the link sees: GET /polls/{id}/public, and the live socket's message. */
export const PollPublicView = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  time_zone: z.string(),
  deadline: z.string().nullable(),
  voter_list: z.enum(POLL_VOTER_LISTS),
  language: LanguageCode,
  options: z.array(PollOption),
  /** Every vote's name and answers in the order they came, or [] under `hidden`. */
  voters: z.array(PollVoter),
  voter_count: z.number().int(),
  /** When the organiser closed it on a date; null while open. */
  closed_at: z.string().nullable(),
  /**
   * When the votes' names, passwords and addresses were erased (the installation's retention
   * days after the last date): the counts stay, nobody can vote or change a vote.
   */
  erased_at: z.string().nullable(),
  /** The event closing made, and its date. */
  event_id: z.uuid().nullable(),
  chosen_option_id: z.uuid().nullable(),
  /** Grows with every change, so a late message never replaces a newer one. */
  version: z.number().int(),
});
export type PollPublicView = z.infer<typeof PollPublicView>;

/** A vote as its organiser sees it. */
export const PollVoteDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  choices: z.record(z.string(), PollAnswer),
  /** Whether the voter left an address they confirmed (never the address itself). */
  email_verified: z.boolean(),
  /** Whether a browser of theirs is to be pushed the settled date. */
  push: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET /polls/{id}: the public view, each vote, and the organiser's own fields. */
export const PollDetail = PollPublicView.extend({
  owner_id: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
  votes: z.array(PollVoteDetail),
});
export type PollDetail = z.infer<typeof PollDetail>;

/** GET /polls/: the dashboard's list, newest first. */
export const PollSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  time_zone: z.string(),
  deadline: z.string().nullable(),
  closed_at: z.string().nullable(),
  event_id: z.uuid().nullable(),
  option_count: z.number().int(),
  voter_count: z.number().int(),
  /** The leading dates' starts (poll-rules.ts `leadingOptions`). */
  leading: z.array(z.string()),
  created_at: z.string(),
});
export const PollsPublic = z.object({ data: z.array(PollSummary), count: z.number().int() });
export type PollsPublic = z.infer<typeof PollsPublic>;

const Choices = z
  .array(z.object({ option_id: z.uuid("option_id must be a UUID"), answer: PollAnswer }))
  .max(30)
  .refine(
    (choices) => new Set(choices.map((choice) => choice.option_id)).size === choices.length,
    "Each date may be answered once",
  );

/** POST /polls/{id}/votes. */
export const VoteCreate = z.object({
  name: ResponseName,
  password: ResponsePassword,
  choices: Choices,
  /** Where to tell the voter the chosen date, with a one-tap '참석' (verified first). */
  notify_email: NotifyEmail.optional(),
  /**
   * This browser's push subscription, to be told the chosen date there too; on a change, left
   * out keeps it and null removes it.
   */
  subscription: PushSubscriptionJson.nullish(),
});
export type VoteCreate = z.input<typeof VoteCreate>;

/** PUT /polls/{id}/votes: the choices replace the old ones; `notify_email` left out keeps it. */
export const VoteModify = VoteCreate;
export type VoteModify = z.input<typeof VoteModify>;

/** DELETE /polls/{id}/votes. */
export const VoteDelete = z.object({ name: ResponseName, password: ResponsePassword });

/** The voter's own vote, in the reply to their call. */
export const OwnVote = z.object({
  name: z.string(),
  choices: z.record(z.string(), PollAnswer),
  /** The address as the voter gave it (only ever to them), and whether it is confirmed. */
  email: z.string().nullable(),
  email_verified: z.boolean(),
  push: z.boolean(),
});
export const VoteReply = z.object({
  message: z.string(),
  vote: OwnVote.nullable(),
  poll: PollPublicView,
});
export type VoteReply = z.infer<typeof VoteReply>;

/**
 * POST /polls/{id}/close: the chosen date and the event's own settings; its title, description,
 * place, zone and date are the poll's.
 */
export const PollClose = z.object({
  option_id: z.uuid("option_id must be a UUID"),
  deadline_date: eventFields.deadline_date,
  max_participants: eventFields.max_participants,
  allow_duplicate: eventFields.allow_duplicate,
  max_guests: eventFields.max_guests,
  promotion: eventFields.promotion,
  offer_hours: eventFields.offer_hours,
  reminder_message: eventFields.reminder_message,
  contact: eventFields.contact,
  reminder_hours: eventFields.reminder_hours,
  guest_list: eventFields.guest_list,
  questions: eventFields.questions,
  retention_days: eventFields.retention_days,
});
export type PollClose = z.input<typeof PollClose>;
export const PollClosed = EventPublic;
