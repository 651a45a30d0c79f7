import { z } from "zod";
import { Email, HostInvitationToken } from "./users";

export { HostInvitationToken };

/**
 * Co-hosts (decision 0043): who helps run an event besides its owner, and what each
 * may do. The owner chooses hosts; nobody else does.
 */

/** What a host may do: `manager` all the owner does but delete the event and choose hosts. */
export const HOST_ROLES = ["manager", "checkin"] as const;
export const HostRole = z.enum(HOST_ROLES, { error: 'role must be "manager" or "checkin"' }).meta({
  description:
    "`manager`: everything the owner can do except deleting the event and managing hosts; `checkin`: reads the list of responses and checks people in",
});
export type HostRole = z.infer<typeof HostRole>;

/** The caller's role on an event, as every organiser read of it carries. */
export const EVENT_ROLES = ["owner", ...HOST_ROLES] as const;
export const EventRole = z.enum(EVENT_ROLES);
export type EventRole = z.infer<typeof EventRole>;

/** POST /events/{id}/hosts */
export const HostAdd = z.object({ email: Email, role: HostRole });
export type HostAdd = z.infer<typeof HostAdd>;

/** PATCH /events/{id}/hosts/{user_id} */
export const HostUpdate = z.object({ role: HostRole });
export type HostUpdate = z.infer<typeof HostUpdate>;

export const Host = z.object({
  user_id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: HostRole,
  added_at: z.string().meta({ format: "date-time" }),
});
export type Host = z.infer<typeof Host>;

/** An address asked to host that has no account yet: pending until it signs up with the token. */
export const HostInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: HostRole,
  invited_at: z.string().meta({ format: "date-time" }),
  /** After this the mail's link no longer makes a host; the owner may invite again. */
  expires_at: z.string().meta({ format: "date-time" }),
});
export type HostInvitation = z.infer<typeof HostInvitation>;

/** GET /events/{id}/hosts: the owner, the hosts, and invitations not yet taken. */
export const Hosts = z.object({
  owner: z.object({ user_id: z.uuid(), email: z.string(), full_name: z.string().nullable() }),
  data: z.array(Host),
  invitations: z.array(HostInvitation),
});
export type Hosts = z.infer<typeof Hosts>;

/**
 * Reply to POST /events/{id}/hosts: `added` (201) when the address's account has proven it by a
 * mailed link, which hosts at once; `invited` (202) otherwise, mailed an invitation whose token
 * makes the host. `account_unproven` says the address has an account that never proved it: a
 * sign-up proves nothing, so whoever signed up with an address first is not trusted with it.
 */
export const HostAdded = z.discriminatedUnion("status", [
  z.object({ status: z.literal("added"), host: Host }),
  z.object({
    status: z.literal("invited"),
    invitation: HostInvitation,
    account_unproven: z.boolean(),
  }),
]);
export type HostAdded = z.infer<typeof HostAdded>;

/** POST /users/me/host-invitations: a signed-in user takes an invitation sent to their address. */
export const HostInvitationAccept = z.object({ token: HostInvitationToken });

/** Reply to taking invitations: the events the caller now helps with. */
export const HostInvitationsAccepted = z.object({
  events: z.array(z.object({ event_id: z.uuid(), title: z.string(), role: HostRole })),
});
export type HostInvitationsAccepted = z.infer<typeof HostInvitationsAccepted>;

/** What the event log records (GET /events/{id}/log). */
export const EVENT_LOG_KINDS = [
  "host_added",
  "host_invited",
  "host_role_changed",
  "host_removed",
  "host_left",
  "invitation_withdrawn",
  "invitation_accepted",
  "checked_in",
  "check_in_undone",
  "event_edited",
] as const;
export const EventLogKind = z.enum(EVENT_LOG_KINDS);
export type EventLogKind = z.infer<typeof EventLogKind>;

export const EventLogEntry = z.object({
  id: z.string(),
  at: z.string().meta({ format: "date-time" }),
  kind: EventLogKind,
  /** Who did it: their name, else their address, as it was then. */
  actor: z.string(),
  /** Whom it was about: a host's address, a response's name, or the edited event's title. */
  subject: z.string(),
  /** The role given, for host changes; null otherwise. */
  role: HostRole.nullable(),
});
export type EventLogEntry = z.infer<typeof EventLogEntry>;

/** GET /events/{id}/log: newest first. */
export const EventLog = z.object({ data: z.array(EventLogEntry), count: z.number().int() });
export type EventLog = z.infer<typeof EventLog>;
