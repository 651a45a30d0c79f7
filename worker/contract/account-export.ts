import { z } from "zod";
import { EventPublic } from "./events";
import { HostNoticeMode } from "./host-notice-mode";
import { Host, HostInvitation, HostRole } from "./hosts";
import { PollDetail } from "./polls";
import { ResponseAdmin } from "./responses";
import { UserPublic } from "./users";

/**
 * GET /users/me/export: everything the service keeps about an account, as one JSON file its
 * holder can take away. Each part reads as the API's own reads give it, so the file needs no
 * documentation of its own beyond these schemas.
 */

const DateTime = z.string().meta({ format: "date-time" });

/**
 * The account as kept: what GET /users/me gives, and when its address was proven by a mailed
 * link. Never the password's hash nor the tokens' version: they are the server's, not facts
 * about the person.
 */
export const AccountProfile = UserPublic.extend({
  /** When a mailed link proved the address (a password reset, a host invitation); null: never. */
  email_proven_at: DateTime.nullable(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/**
 * An event the account owns, as GET /events/{id} reads it (its settings and questions), with
 * its responses as GET /events/{id}/responses gives them to the owner (answers included), its
 * hosts, and the host invitations sent for it (expired ones too: they are still kept).
 */
export const OwnedEventExport = EventPublic.extend({
  responses: z.array(ResponseAdmin),
  hosts: z.array(Host),
  host_invitations: z.array(HostInvitation),
});
export type OwnedEventExport = z.infer<typeof OwnedEventExport>;

/** An event of another account that this one helps run, and its role there. */
export const HostedEventExport = z.object({
  event_id: z.uuid(),
  title: z.string(),
  event_date: DateTime,
  role: HostRole,
  added_at: DateTime,
});
export type HostedEventExport = z.infer<typeof HostedEventExport>;

/** An invitation to host sent to the account's address, not yet taken. */
export const ReceivedHostInvitation = HostInvitation.extend({
  event_id: z.uuid(),
  title: z.string(),
});
export type ReceivedHostInvitation = z.infer<typeof ReceivedHostInvitation>;

/** What the account chose to hear of an event it runs (decision 0067). */
export const HostNoticeExport = z.object({ event_id: z.uuid(), mode: HostNoticeMode });

/** A browser the account's notices go to. */
export const PushBrowserExport = z.object({ endpoint: z.string(), created_at: DateTime });

export const AccountExport = z.object({
  exported_at: DateTime,
  profile: AccountProfile,
  /** Oldest first, as they were made. */
  events: z.array(OwnedEventExport),
  hosted_events: z.array(HostedEventExport),
  host_invitations_received: z.array(ReceivedHostInvitation),
  host_notices: z.array(HostNoticeExport),
  push_browsers: z.array(PushBrowserExport),
  /** The account's date polls as GET /polls/{id} reads them, every vote included; oldest first. */
  polls: z.array(PollDetail),
});
export type AccountExport = z.infer<typeof AccountExport>;
