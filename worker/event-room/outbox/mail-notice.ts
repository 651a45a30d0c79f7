import type { Language } from "#i18n/language";

/** A mail waiting to be sent: its notice as data (./room-notices.ts), and where it goes. */
export type QueuedMail = {
  seq: number;
  change_key: string;
  response_id: string | null;
  recipient_id: string;
  channel_at: number;
  address: string;
  origin: string;
  notice: string;
  attempts: number;
  due_at: number;
  /** The notice's own id, the same on every try (null: queued before ids were given). */
  notice_id: string | null;
  /** A verification mail's: the source of the request that asked for it (null: none known). */
  source: string | null;
  /** The recipient's language, the one its response answered in: the mail is worded in it. */
  language: Language;
};

export type MailChannel = {
  response_id: string;
  address: string;
  origin: string;
  verified_at: number | null;
  direct_sent_at: number | null;
  created_at: number;
  /** Its verification mail is held back until then (epoch ms): a limit was reached. */
  held_until: number | null;
  /** The mail service refused the address for good (its code): nothing more is mailed. */
  refused: string | null;
};

/** What asking for an address did: nothing new, removed it, or sent a verification mail. */
export type AddressChange = "unchanged" | "removed" | "verify";
