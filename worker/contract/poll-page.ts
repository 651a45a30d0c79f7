import type { PollAnswer } from "./poll-rules";
import type { PollPublicView } from "./polls";
import type { VoteRequest } from "./vote-call";

/**
 * The poll page (`/polls/{id}`) as the Worker renders it and the app takes it over, as the
 * invite page is (docs/decisions/0051-one-form-path.md): the poll's public view inline as inert
 * JSON, and a form that works before and without the app, posted to the page itself. Zod-free:
 * the page's own chunk reads it.
 */

/** The id of the `<script type="application/json">` holding the poll's public view. */
export const POLL_SNAPSHOT_ELEMENT_ID = "poll-snapshot";

/** The vote form's id. */
export const VOTE_FORM_ID = "vote-form";

/** The submit button's field: which of the three calls the form makes. */
export const VOTE_ACTION_FIELD = "action";

/** A new vote (POST), a change of one (PUT), or taking it back (DELETE). */
export const VOTE_ACTIONS = ["create", "modify", "delete"] as const;
export type VoteAction = (typeof VOTE_ACTIONS)[number];

/** The form field of one date's answer: `choice.<option id>`. */
export const choiceField = (optionId: string) => `choice.${optionId}`;

/** A field of the vote form a refusal may be about. */
export type VoteField = "name" | "password" | "notify_email" | "choices";

/** How the votes route took a request: its reply, or its refusal as sent. */
export type VoteOutcome =
  | {
      ok: true;
      action: VoteAction;
      reply: import("./polls").VoteReply;
    }
  | {
      ok: false;
      action: VoteAction;
      status: number;
      body: unknown;
      retryAfter: number | null;
    };

/**
 * The Worker's part of the poll page's action, handed to it as the static handler's request
 * context (worker/pages/vote-post.ts): `opened`, the poll as the page showed it, or the refusal
 * of a post whose fields are not read (too large, no such poll); `send`, the request the page's
 * checks made, sent to the votes route.
 */
export type VotePost = {
  opened: (action: VoteAction) => { view: PollPublicView } | { refusal: VoteOutcome };
  send: (request: VoteRequest) => Promise<VoteOutcome>;
};

/** What was typed, as the form reads it (never a password). */
export type VoteTyped = {
  name: string;
  notify_email: string;
  choices: Record<string, PollAnswer>;
};

/**
 * The reply to a posted vote form, rendered by the page and handed to the browser's router as
 * inert JSON: the outcome in the page's words, the field it is about, and after a refusal what
 * was typed, put back; after a vote, the choices that stand.
 */
export type VoteFormReply = {
  /** The page's HTTP status: 200 or 201, or the refusal's. */
  status: number;
  ok: boolean;
  action: VoteAction;
  text: string;
  field: VoteField | null;
  typed?: VoteTyped;
};

/** Renders the poll page for its URL with its public view, every word in `language`. */
export type RenderPollPage = (
  url: string,
  view: PollPublicView,
  language?: import("#i18n/language").Language,
) => Promise<string | null>;

/**
 * Renders the poll page answering its posted form: the page route's action runs with `post`,
 * and the page shows its reply with the poll as the action left it.
 */
export type RenderPollPosted = (
  url: string,
  fields: URLSearchParams,
  post: VotePost,
  viewAfter: () => Promise<PollPublicView | undefined>,
  language?: import("#i18n/language").Language,
) => Promise<{
  markup: string | null;
  reply: VoteFormReply;
  actionData: Record<string, unknown>;
} | null>;
