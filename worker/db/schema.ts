import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
  createdAt: createdAt(),
});

/** Failed sign-ins per email in the current 15-minute window. */
export const loginThrottle = sqliteTable("login_throttle", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: integer("window_started_at").notNull(),
});

/** Mails "sent" in local mode, readable at GET /api/v1/utils/outbox. */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: text("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
