import { Hono } from "hono";
import { Message, UuidParam } from "#contract/common";
import {
  SeriesList,
  SeriesPreview,
  SeriesPreviewRequest,
  SeriesPublic,
  SeriesPublicView,
  SeriesUpdate,
} from "#contract/series";
import type { AppEnv } from "../context";
import { attachmentDisposition } from "../lib/attachment-name";
import { ApiError } from "../lib/errors";
import { publicOrigin } from "../lib/public-origin";
import { responds, respondsText } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { forgetView } from "../pages/snapshots";
import { previewDates } from "../series/occurrence-dates";
import { seriesCalendar } from "../series/series-calendar";
import { endSeries, updateSeries } from "../series/series-changes";
import { listSeries, seriesFor, seriesLanding, seriesPublicOf } from "../series/series-reads";
import { actingNow } from "../services/event-log";
import { retentionDaysOf } from "../services/event-retention";

const SeriesIdParam = UuidParam("series_id");

/**
 * A series' calls (decision 0069): its owner's and hosts' view and changes, the dashboard's
 * list, the dialog's preview of a rule, and what anyone with the group's link may read.
 * A series is made by `POST /events/` with a `recurrence`.
 */
export const seriesRoutes = new Hono<AppEnv>()
  .post(
    "/preview",
    responds(200, SeriesPreview),
    requireUser,
    validate("json", SeriesPreviewRequest),
    (c) => {
      const { recurrence, event_date, time_zone } = c.req.valid("json");
      return c.json({ dates: previewDates(recurrence, event_date, time_zone, Date.now()) });
    },
  )
  .get("/", responds(200, SeriesList), requireUser, async (c) =>
    c.json({ data: await listSeries(c.var.db, c.var.user.id) }),
  )
  .get(
    "/:series_id",
    responds(200, SeriesPublic),
    requireUser,
    validate("param", SeriesIdParam),
    async (c) => {
      const { row, role } = await seriesFor(
        c.var.db,
        c.req.valid("param").series_id,
        c.var.user,
        "read",
      );
      return c.json(await seriesPublicOf(c.var.db, row, role));
    },
  )
  .put(
    "/:series_id",
    responds(200, SeriesPublic),
    requireUser,
    validate("param", SeriesIdParam),
    validate("json", SeriesUpdate),
    async (c) => {
      const { row, role } = await seriesFor(
        c.var.db,
        c.req.valid("param").series_id,
        c.var.user,
        "own",
      );
      if (row.endedAt) throw new ApiError("series_not_found");
      const input = c.req.valid("json");
      const updated = await updateSeries(
        c.env,
        c.var.db,
        row,
        {
          ...input,
          retention_days: retentionDaysOf(input.retention_days, c.var.config.retentionDays),
        },
        actingNow(c.var.user),
      );
      const answer = await seriesPublicOf(c.var.db, updated, role);
      const origin = new URL(c.req.url).origin;
      await Promise.all(answer.occurrences.map((o) => forgetView(o.id, origin)));
      return c.json(answer);
    },
  )
  .delete(
    "/:series_id",
    responds(200, Message),
    requireUser,
    validate("param", SeriesIdParam),
    async (c) => {
      const { row } = await seriesFor(c.var.db, c.req.valid("param").series_id, c.var.user, "own");
      const ended = row.endedAt ? 0 : await endSeries(c.env, c.var.db, row);
      return c.json({ message: `Series ended; ${ended} upcoming occurrence(s) cancelled.` });
    },
  )
  .get(
    "/:series_id/public",
    responds(200, SeriesPublicView),
    validate("param", SeriesIdParam),
    async (c) => {
      const view = await seriesLanding(c.var.db, c.req.valid("param").series_id);
      if (!view) throw new ApiError("series_not_found");
      return c.json(view);
    },
  )
  .get(
    "/:series_id/calendar.ics",
    respondsText(
      "text/calendar",
      "Every occurrence of the series as an iCalendar (RFC 5545) feed to subscribe to (webcal://); cancelled ones as STATUS:CANCELLED",
    ),
    validate("param", SeriesIdParam),
    async (c) => {
      const { series_id } = c.req.valid("param");
      const origin = publicOrigin(c.env, c.req.url);
      const feed = await seriesCalendar(c.var.db, series_id, origin);
      if (!feed) throw new ApiError("series_not_found");
      return c.body(feed.text, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": attachmentDisposition(feed.title, "ics", `series-${series_id}`),
        "Cache-Control": "no-cache",
      });
    },
  );
