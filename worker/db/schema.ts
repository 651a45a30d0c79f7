import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Stored trimmed and lower-cased, which makes the unique index case-insensitive. */
  email: text("email").notNull().unique(),
  fullName: text("full_name"),
  hashedPassword: text("hashed_password").notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  isSuperuser: integer("is_superuser", { mode: "boolean" }).notNull().default(false),
  /** Bumped on every password change or reset; tokens carry it and die with it. */
  tokenVersion: integer("token_version").notNull().default(0),
  /**
   * When the address was proven by a mailed link (a completed password reset, a host
   * invitation's token); null until then and again once the address changes. Signing up proves
   * nothing: only a proven account is made a host by its address (services/hosts.ts).
   */
  emailProvenAt: text("email_proven_at"),
  /** The language the account reads in: its pages, and the mails it is sent. */
  language: text("language", { enum: ["ko", "en"] })
    .notNull()
    .default("ko"),
  /** What the account hears of events it runs and has chosen nothing for (decision 0067). */
  hostNotifications: text("host_notifications", { enum: ["each", "daily", "off"] })
    .notNull()
    .default("each"),
  createdAt: createdAt(),
});

/**
 * Sign-in attempts counted before the password is checked (worker/lib/password-attempt-limits.ts): per
 * email and source; per email across sources (source "*"); per source across emails (email
 * "*"), which bounds the rows one source can make with made-up emails. Rows go a day after
 * their day began.
 */
export const loginGuesses = sqliteTable(
  "login_guesses",
  {
    email: text("email").notNull(),
    source: text("source").notNull(),
    failures: integer("failures").notNull(),
    windowStartedAt: integer("window_started_at").notNull(),
    dayFailures: integer("day_failures").notNull(),
    dayStartedAt: integer("day_started_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.source] }),
    index("login_guesses_day").on(table.dayStartedAt),
  ],
);

/** Fixed-window counters of anonymous writes (sign-ups, recovery mails) by a scoped key. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStartedAt: integer("window_started_at").notNull(),
  },
  (table) => [index("rate_limits_window").on(table.windowStartedAt)],
);

/** Mails "sent" in local mode, readable at GET /api/v1/utils/outbox. */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: text("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  /** Headers beyond To/From/Subject (JSON), e.g. RFC 8058's List-Unsubscribe pair. */
  headers: text("headers"),
  createdAt: createdAt(),
});

/**
 * Verification mails counted per mailbox, source and window (a UTC day or hour), across all
 * events (worker/lib/verification-limit.ts); keys are keyed hashes, never an address. Windows
 * before today are deleted as new ones are counted, by the index on `day`.
 */
export const mailVerifications = sqliteTable(
  "mail_verifications",
  {
    addressKey: text("address_key").notNull(),
    day: text("day").notNull(),
    sent: integer("sent").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.addressKey, table.day] }),
    index("mail_verifications_day").on(table.day),
  ],
);

export const events = sqliteTable(
  "events",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    location: text("location"),
    /** UTC ISO 8601, so ordering by the string is ordering by time. */
    eventDate: text("event_date").notNull(),
    /** IANA zone of the place where the event happens; its dates are shown on that clock. */
    timeZone: text("time_zone").notNull().default("Asia/Seoul"),
    /** The event's own language: its pages' for a reader whose browser names none of ours. */
    language: text("language", { enum: ["ko", "en"] })
      .notNull()
      .default("ko"),
    deadlineDate: text("deadline_date"),
    maxParticipants: integer("max_participants"),
    allowDuplicate: integer("allow_duplicate", { mode: "boolean" }).notNull().default(false),
    /** How many guests one response may bring (0: none); capacity counts seats. */
    maxGuests: integer("max_guests").notNull().default(0),
    /** How a freed seat is filled: 'instant' or 'offer' (held for offerHours; decision 0022). */
    promotion: text("promotion", { enum: ["instant", "offer"] })
      .notNull()
      .default("instant"),
    offerHours: integer("offer_hours").notNull().default(24),
    reminderMessage: text("reminder_message"),
    /** Hours before the event its reminder goes out; null: none (decision 0026). */
    reminderHours: integer("reminder_hours"),
    /** How invitees reach the organiser, shown once responses close or seats run out. */
    contact: text("contact"),
    /** Who sees the guest list: 'names', 'count' or 'hidden' (decision 0041). */
    guestList: text("guest_list", { enum: ["names", "count", "hidden"] })
      .notNull()
      .default("names"),
    /**
     * The response form's questions as JSON (`Question[]`, decision 0042); their
     * answers live with the responses in the event's room.
     */
    questions: text("questions").notNull().default("[]"),
    /** Days after the event its responses' personal data is kept (contract/retention.ts). */
    retentionDays: integer("retention_days").notNull().default(30),
    /** When its responses' personal data was erased (services/erasures.ts); null until then. */
    erasedAt: text("erased_at"),
    /** Calendar SEQUENCE: grows when the date or the place changes, so calendars update. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** Bumped on every update; the room applies a pushed config only if it is newer. */
    configVersion: integer("config_version").notNull().default(1),
    /**
     * The Idempotency-Key the event was created with, and a keyed hash of that request: a
     * create retried after a lost reply finds its event instead of making a second one.
     */
    creationKey: text("creation_key"),
    creationHash: text("creation_hash"),
    /** The series it is an occurrence of (decision 0069); null for a one-off event. */
    seriesId: text("series_id").references(() => series.id, { onDelete: "cascade" }),
    /** The rule's local start it was made for ('2026-12-01T19:30:00'): one event per date. */
    recurrenceId: text("recurrence_id"),
    /** Changed by hand: the series' later changes pass it by. */
    ownChanges: integer("own_changes", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("events_owner_date").on(t.ownerId, t.eventDate),
    uniqueIndex("events_series_occurrence").on(t.seriesId, t.recurrenceId),
    index("events_series_date").on(t.seriesId, t.eventDate),
    uniqueIndex("events_owner_creation_key").on(t.ownerId, t.creationKey),
    // The minute's sweep finds the events whose retention is over by this, reading only those
    // (services/erasures.ts): the expression is the query's, word for word.
    index("events_erasure")
      .on(sql`julianday(event_date) + retention_days`)
      .where(sql`erased_at IS NULL`),
  ],
);

/**
 * A mirror of every response, written only by the event rooms' outbox flush. The room is the
 * source of truth; this table serves queries across events (participant stats). Deletions are
 * kept as tombstones so that a late, older upsert can never bring a response back.
 */
export const responses = sqliteTable(
  "responses",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    status: text("status").notNull(),
    message: text("message"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    version: integer("version").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    /** When the response was checked in at the door; the room is its source. */
    checkedInAt: text("checked_in_at"),
  },
  (t) => [index("responses_event").on(t.eventId, t.deleted)],
);

/**
 * The people who help run an event besides its owner (decision 0043): `manager`
 * does what the owner does but delete the event and choose hosts; `checkin` reads the list and
 * checks people in at the door. Gone with the event or the account.
 */
export const eventHosts = sqliteTable(
  "event_hosts",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["manager", "checkin"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_hosts_user").on(t.userId)],
);

/**
 * What one owner or manager hears of one event, as they chose it (decision 0067); without a
 * row, their account's `host_notifications`. Gone with the event or the account.
 */
export const hostNoticeSettings = sqliteTable(
  "host_notice_settings",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["each", "daily", "off"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("host_notice_settings_user").on(t.userId),
  ],
);

/**
 * The browsers an account hears its events' notices on (decision 0067): each subscribed by the
 * account from its screens, dropped when its push service calls it gone.
 */
export const accountPushSubscriptions = sqliteTable(
  "account_push_subscriptions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.endpoint] }),
    index("account_push_subscriptions_endpoint").on(t.endpoint),
  ],
);

/**
 * A host asked for by an address with no account yet: the mail carries a token (only its keyed
 * hash is kept), and signing up or signing in with that address and the token makes the host.
 */
export const hostInvitations = sqliteTable(
  "host_invitations",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased, as users' emails are stored. */
    email: text("email").notNull(),
    role: text("role", { enum: ["manager", "checkin"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("host_invitations_event_email").on(t.eventId, t.email),
    index("host_invitations_email").on(t.email),
  ],
);

/**
 * Organiser writes that D1 took and the event's room has not yet acknowledged (decision 0047):
 * an edit (`config_version` the room must reach), a deletion, or a removed host (`host_id`,
 * whose live sockets the room must close; '' for the event itself). Written in the same batch
 * as the change, deleted once the room replied; the minute's sweep (services/room-syncs.ts)
 * brings the rooms of the rows left behind in line. No foreign key: a deletion's row outlives
 * its event.
 */
export const roomSyncs = sqliteTable(
  "room_syncs",
  {
    eventId: text("event_id").notNull(),
    hostId: text("host_id").notNull().default(""),
    configVersion: integer("config_version").notNull().default(0),
    /** UTC ISO 8601: when the first write still unacknowledged was made. */
    since: text("since").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.hostId] }), index("room_syncs_since").on(t.since)],
);

/**
 * What happened to an event's hosts and at its door, for its owner to read (decision 0043). Host
 * changes are written with the change; check-ins come from the room's outbox with the
 * response's mirror row, so an entry's id makes its replay change nothing.
 */
export const eventLog = sqliteTable(
  "event_log",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** UTC ISO 8601, so ordering by the string is ordering by time. */
    at: text("at").notNull(),
    /** Who did it; null once their account is gone (`actor` keeps their name). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    kind: text("kind").notNull(),
    /** Whom it was about: a host's address or a response's name. */
    subject: text("subject").notNull(),
    /** The role given, for host changes. */
    role: text("role"),
  },
  (t) => [
    index("event_log_event_at").on(t.eventId, t.at),
    // The foreign key from users: a user's deletion finds their lines by it (migration 0021).
    index("event_log_actor").on(t.actorId),
  ],
);

/**
 * What an invite link says once its organiser deleted the event (decision 0060): that it was
 * cancelled, with the title and date a reader knows it by and the contact the organiser left,
 * nothing else. Written in the deletion's batch; `forget_at` (UTC ISO 8601) is when the
 * minute's sweep deletes it, by its index: some weeks after the event's date.
 */
export const cancelledEvents = sqliteTable(
  "cancelled_events",
  {
    eventId: text("event_id").primaryKey(),
    title: text("title").notNull(),
    eventDate: text("event_date").notNull(),
    timeZone: text("time_zone").notNull(),
    language: text("language", { enum: ["ko", "en"] }).notNull(),
    contact: text("contact"),
    cancelledAt: text("cancelled_at").notNull(),
    forgetAt: text("forget_at").notNull(),
    /** An occurrence's series and date (decision 0069): its feed lists it as cancelled. */
    seriesId: text("series_id"),
    recurrenceId: text("recurrence_id"),
    /** Past the event's last SEQUENCE, so a subscribed calendar takes the cancellation. */
    calendarSequence: integer("calendar_sequence"),
  },
  (t) => [
    index("cancelled_events_forget_at").on(t.forgetAt),
    index("cancelled_events_series").on(t.seriesId, t.recurrenceId),
  ],
);

/**
 * Facts about this deployment worth remembering across isolates, so that a costly check runs
 * once rather than once per isolate (services/first-superuser.ts).
 */
export const deploymentChecks = sqliteTable("deployment_checks", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type CancelledEventRow = typeof cancelledEvents.$inferSelect;

/**
 * Date polls (docs/decisions/0068-date-polls.md): D1 holds them whole. A vote competes for no
 * seat, so each call is one batch; only the live counts go through a room (worker/poll-live).
 */
export const polls = sqliteTable(
  "polls",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    location: text("location"),
    timeZone: text("time_zone").notNull(),
    language: text("language", { enum: ["ko", "en"] })
      .notNull()
      .default("ko"),
    deadline: text("deadline"),
    /** 'names': voters see who voted what; 'hidden': counts only. */
    voterList: text("voter_list", { enum: ["names", "hidden"] })
      .notNull()
      .default("names"),
    closedAt: text("closed_at"),
    /** The event closing made: not a foreign key, so deleting that event keeps the poll's record. */
    eventId: text("event_id"),
    chosenOptionId: text("chosen_option_id"),
    /** Grows with every vote and change, so the live counts never go back to older ones. */
    version: integer("version").notNull().default(1),
    /**
     * When the votes' personal data goes (names, passwords, addresses): the installation's
     * RETENTION_DAYS after the poll's last date, set whenever its dates change.
     */
    forgetAt: text("forget_at").notNull(),
    /** When the votes were erased by the minute's sweep; null until then. */
    erasedAt: text("erased_at"),
    /**
     * The Idempotency-Key the poll was created with, and a keyed hash of that request: a create
     * retried after a lost reply finds its poll instead of making a second one (as events').
     */
    creationKey: text("creation_key"),
    creationHash: text("creation_hash"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("polls_owner_created").on(t.ownerId, t.createdAt),
    uniqueIndex("polls_owner_creation_key").on(t.ownerId, t.creationKey),
    index("polls_forget").on(t.forgetAt).where(sql`erased_at IS NULL`),
  ],
);

export const pollOptions = sqliteTable(
  "poll_options",
  {
    id: text("id").primaryKey(),
    pollId: text("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at"),
  },
  (t) => [index("poll_options_poll_start").on(t.pollId, t.startsAt)],
);

/** One voter's vote: a name unique in its poll, and a password hashed as a response's. */
export const pollVotes = sqliteTable(
  "poll_votes",
  {
    id: text("id").primaryKey(),
    pollId: text("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Where to tell the chosen date; confirmed by its verification mail before anything else. */
    email: text("email"),
    emailVerifiedAt: text("email_verified_at"),
    /** A browser to push the settled date to: its push service's endpoint and the two keys. */
    pushEndpoint: text("push_endpoint"),
    pushP256dh: text("push_p256dh"),
    pushAuth: text("push_auth"),
    language: text("language", { enum: ["ko", "en"] })
      .notNull()
      .default("ko"),
    /** The order votes came in: closing invites the voters in it. */
    seq: integer("seq").notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    uniqueIndex("poll_votes_poll_name").on(t.pollId, t.nameKey),
    index("poll_votes_poll_seq").on(t.pollId, t.seq),
  ],
);

export const pollChoices = sqliteTable(
  "poll_choices",
  {
    voteId: text("vote_id")
      .notNull()
      .references(() => pollVotes.id, { onDelete: "cascade" }),
    optionId: text("option_id")
      .notNull()
      .references(() => pollOptions.id, { onDelete: "cascade" }),
    answer: text("answer", { enum: ["yes", "maybe", "no"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voteId, t.optionId] }),
    index("poll_choices_option").on(t.optionId),
  ],
);

/** Wrong vote passwords counted per vote and source, as sign-ins are (services/login-throttle.ts). */
export const pollGuesses = sqliteTable(
  "poll_guesses",
  {
    voteId: text("vote_id").notNull(),
    source: text("source").notNull(),
    failures: integer("failures").notNull(),
    windowStartedAt: integer("window_started_at").notNull(),
    dayFailures: integer("day_failures").notNull(),
    dayStartedAt: integer("day_started_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voteId, t.source] }),
    index("poll_guesses_day").on(t.dayStartedAt),
  ],
);

/**
 * The voters a closed poll tells of its event, in the order they voted: a row until its mail
 * went, so the minute's sweep sends what a crash left unsent.
 */
export const pollInvitations = sqliteTable(
  "poll_invitations",
  {
    voteId: text("vote_id")
      .primaryKey()
      .references(() => pollVotes.id, { onDelete: "cascade" }),
    pollId: text("poll_id").notNull(),
    seq: integer("seq").notNull(),
    /** The site's address as the closing request named it: the mail's links point there. */
    origin: text("origin").notNull(),
    /** When a sender took it (ms): another leaves it alone for a while, so it goes once. */
    claimedAt: integer("claimed_at"),
    sentAt: text("sent_at"),
  },
  (t) => [index("poll_invitations_unsent").on(t.seq).where(sql`sent_at IS NULL`)],
);

/**
 * Series (docs/decisions/0069-series.md): a rule and the settings its occurrences are made
 * with. Each occurrence is an ordinary event (`events.series_id`), made ahead and topped up by
 * the minute's sweep (worker/series/top-up.ts).
 */
export const series = sqliteTable(
  "series",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The RRULE, in contract/recurrence.ts's canonical order. */
    recurrence: text("recurrence").notNull(),
    /** DTSTART on the event's clock ('2026-12-01T19:30:00'): every occurrence's wall-clock time. */
    startsLocal: text("starts_local").notNull(),
    timeZone: text("time_zone").notNull(),
    /** The settings occurrences are made with (contract/events.ts's names, JSON). */
    settings: text("settings").notNull(),
    /** Minutes from a response deadline to its occurrence; null: none. */
    deadlineMinutes: integer("deadline_minutes"),
    /** The last rule date made into an occurrence: later sweeps make only those after it. */
    generatedThrough: text("generated_through"),
    /** When the sweep next has an occurrence to make (UTC ISO); null: the rule has ended. */
    topUpAt: text("top_up_at"),
    endedAt: text("ended_at"),
    creationKey: text("creation_key"),
    creationHash: text("creation_hash"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("series_owner").on(t.ownerId),
    uniqueIndex("series_owner_creation_key").on(t.ownerId, t.creationKey),
    index("series_top_up").on(t.topUpAt).where(sql`ended_at IS NULL`),
  ],
);

/**
 * '매번 참석': a member's answer for every later occurrence of a series, made as an ordinary
 * submission to each (worker/series/standing.ts) in `seq` order. The password is kept hashed,
 * as a room keeps it; the address only once it was proven by a link mailed to it.
 */
export const standingAnswers = sqliteTable(
  "standing_answers",
  {
    id: text("id").primaryKey(),
    seriesId: text("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    passwordHash: text("password_hash").notNull(),
    guests: integer("guests").notNull().default(0),
    message: text("message"),
    /** Answers to the series' questions as sent (JSON), or null. */
    answers: text("answers"),
    /** The address the member gave; `emailProven` once a link mailed to it was followed. */
    notifyEmail: text("notify_email"),
    emailProven: integer("email_proven", { mode: "boolean" }).notNull().default(false),
    /** The push subscription (JSON) the member's browser gave on an occurrence, or null. */
    pushSubscription: text("push_subscription"),
    language: text("language", { enum: ["ko", "en"] }).notNull(),
    /** The site's address as the member's request named it: mails' links point there. */
    origin: text("origin").notNull(),
    /** The occurrence it was made on. */
    eventId: text("event_id").notNull(),
    createdAt: createdAt(),
    stoppedAt: text("stopped_at"),
  },
  (t) => [
    uniqueIndex("standing_answers_series_seq").on(t.seriesId, t.seq),
    uniqueIndex("standing_answers_in_force")
      .on(t.seriesId, t.nameKey)
      .where(sql`stopped_at IS NULL`),
  ],
);

/**
 * What each standing answer did on each occurrence: `pending` while its submission is under
 * way, then `answered` (its response), `skipped` ('이번엔 못 가요'), `refused` (the room said no:
 * the name was taken, responses had closed) or `withdrawn` (stopped after it was made).
 */
export const standingReplies = sqliteTable(
  "standing_replies",
  {
    standingId: text("standing_id")
      .notNull()
      .references(() => standingAnswers.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    responseId: text("response_id"),
    state: text("state", {
      enum: ["pending", "answered", "skipped", "refused", "withdrawn"],
    }).notNull(),
    /**
     * Its mail (with the skip and stop links) is owed: made for a proven address, not sent yet.
     * Claimed by a sender (ms) first, then sent.
     */
    mailOwed: integer("mail_owed", { mode: "boolean" }).notNull().default(false),
    mailClaimedAt: integer("mail_claimed_at"),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    primaryKey({ columns: [t.standingId, t.eventId] }),
    index("standing_replies_event").on(t.eventId, t.responseId),
    // The sweep's two reads: what a crash left pending, and the mails owed.
    index("standing_replies_pending").on(t.updatedAt).where(sql`state = 'pending'`),
    index("standing_replies_mail_owed").on(t.mailClaimedAt).where(sql`mail_owed = 1`),
  ],
);

export type SeriesRow = typeof series.$inferSelect;
export type StandingAnswerRow = typeof standingAnswers.$inferSelect;
