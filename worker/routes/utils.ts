import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { Pagination } from "#contract/common";
import type { AppEnv } from "../context";
import { mailOutbox } from "../db/schema";
import { ApiError } from "../lib/errors";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";

const AppSettings = z.object({
  feedback_form_url: z.string().nullable(),
  support_email: z.string().nullable(),
  /** The most days an event may keep its responses' personal data: the event dialog's bound. */
  retention_days: z.number().int().meta({ example: 30 }),
});

/** A mail the app would have sent (local mode keeps them instead of sending). */
const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z
    .record(z.string(), z.string())
    .meta({ description: "Headers beyond To, From and Subject (List-Unsubscribe, ...)" }),
  createdAt: z.string(),
});
const Outbox = z.object({ data: z.array(OutboxMail), count: z.number().int() });

/**
 * SUPPORT_EMAIL, when it is one plain address: it becomes a mailto: link, so anything that
 * could add headers or recipients to that link (`?`, `&`, commas, spaces) is not offered.
 */
const ADDRESS = /^[^\s@?&,;<>"]+@[^\s@?&,;<>"]+\.[^\s@?&,;<>"]+$/;
const supportEmailOf = (value: string | undefined) => {
  const address = value?.trim() ?? "";
  return ADDRESS.test(address) ? address : null;
};

export const utilRoutes = new Hono<AppEnv>()
  .get("/health-check", responds(200, z.literal(true)), (c) => c.json(true))
  /** Local mode only: the mails the app would have sent, newest first. */
  .get(
    "/outbox",
    responds(200, Outbox, "The mails, newest first (404 outside local mode)"),
    validate("query", Pagination),
    async (c) => {
      if (c.var.config.isProduction) throw new ApiError("not_found");
      const { skip, limit } = c.req.valid("query");
      const data = await c.var.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit)
        .offset(skip);
      const mails = data.map((mail) => ({
        ...mail,
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : {},
      }));
      return c.json({ data: mails, count: mails.length });
    },
  )
  /** Settings the web app needs before sign-in; nothing secret. */
  .get("/config", responds(200, AppSettings), (c) =>
    c.json({
      feedback_form_url: c.env.FEEDBACK_FORM_URL || null,
      support_email: supportEmailOf(c.env.SUPPORT_EMAIL),
      retention_days: c.var.config.retentionDays,
    }),
  );
