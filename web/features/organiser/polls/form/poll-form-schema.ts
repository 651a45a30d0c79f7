import { z } from "zod";
import { type EventProblem, type EventTextField, eventTextProblem } from "#contract/event-rules";
import { POLL_OPTIONS, POLL_VOTER_LISTS } from "#contract/poll-rules";
import type { PollCreate, PollDetail, PollUpdate } from "#contract/polls";
import { canonicalZone, zoneName } from "#contract/time-zones";
import { m } from "#messages";
import { fromZonedInput, toZonedInput } from "../../../../lib/date-inputs";
import { browserZone } from "../../../../lib/dates";
import { EVENT_PROBLEM_TEXT } from "../../components/event-form/event-problem-text";

/**
 * The poll dialog's values as its inputs hold them: each date as a day, a start and an optional
 * end on the poll's clock (`type=date` and `type=time`, which a phone picks faster than one
 * `datetime-local`). A date someone answered is `kept`: the API refuses any change to it, so its
 * own instants go back as they came (read back from the clock, a time the clock shows twice
 * could come back as the other one).
 */
export type OptionRow = {
  id?: string;
  day: string;
  start: string;
  end: string;
  kept?: { starts_at: string; ends_at: string | null };
};

/** The wall time a day and a time name, read on the zone's clock; null while either is empty. */
function instantOf(day: string, time: string, zone: string) {
  if (!day || !time) return null;
  return fromZonedInput(`${day}T${time}`, zone);
}

const clockProblem = (kind: "skipped" | "twice", zone: string) =>
  kind === "skipped"
    ? m.poll_org_problem_time_skipped({ zone: zoneName(zone) })
    : m.poll_org_problem_time_twice({ zone: zoneName(zone) });

const textRule = (field: EventTextField) => (text: string, ctx: z.RefinementCtx) => {
  const problem: EventProblem | null = eventTextProblem(field, text);
  if (problem) ctx.addIssue({ code: "custom", message: EVENT_PROBLEM_TEXT[problem]() });
};

const OptionRowSchema = z.object({
  id: z.string().optional(),
  day: z.string().min(1, { error: () => m.poll_org_problem_day_required() }),
  start: z.string().min(1, { error: () => m.poll_org_problem_start_required() }),
  end: z.string(),
  kept: z.object({ starts_at: z.string(), ends_at: z.string().nullable() }).optional(),
});

export const PollFormSchema = z
  .object({
    title: z.string().superRefine(textRule("title")),
    description: z.string().superRefine(textRule("description")),
    location: z.string().superRefine(textRule("location")),
    time_zone: z.string().refine((zone) => canonicalZone(zone.trim()) !== null, {
      error: () => m.organiser_problem_time_zone(),
    }),
    options: z
      .array(OptionRowSchema)
      .min(POLL_OPTIONS.min, { error: () => m.poll_org_problem_too_few({ min: POLL_OPTIONS.min }) })
      .max(POLL_OPTIONS.max, {
        error: () => m.poll_org_problem_too_many({ max: POLL_OPTIONS.max }),
      }),
    deadline: z.string(),
    voter_list: z.enum(POLL_VOTER_LISTS),
  })
  .superRefine((form, ctx) => {
    const zone = canonicalZone(form.time_zone.trim());
    if (!zone) return;
    const seen = new Set<string>();
    form.options.forEach((row, index) => {
      const start = instantOf(row.day, row.start, zone);
      if (start && start.kind !== "instant" && start.kind !== "empty") {
        const message = clockProblem(start.kind, zone);
        ctx.addIssue({ code: "custom", path: ["options", index, "start"], message });
        return;
      }
      if (start?.kind !== "instant") return;
      if (seen.has(start.iso)) {
        const message = m.poll_org_problem_repeated();
        ctx.addIssue({ code: "custom", path: ["options", index, "start"], message });
      }
      seen.add(start.iso);
      // An end before the start is a slip of the finger, not a night across midnight.
      if (row.end && row.end <= row.start) {
        const message = m.poll_org_problem_end_before_start();
        ctx.addIssue({ code: "custom", path: ["options", index, "end"], message });
      }
    });
    const deadline = fromZonedInput(form.deadline, zone);
    if (deadline.kind === "skipped" || deadline.kind === "twice") {
      const message = clockProblem(deadline.kind, zone);
      ctx.addIssue({ code: "custom", path: ["deadline"], message });
    }
  });
export type PollFormValues = z.input<typeof PollFormSchema>;

/** A new date's row: the day to pick, at seven in the evening, when most groups meet. */
export const emptyRow = (): OptionRow => ({ day: "", start: "19:00", end: "" });

export const emptyPollForm = (): PollFormValues => ({
  title: "",
  description: "",
  location: "",
  time_zone: browserZone(),
  options: [emptyRow(), emptyRow()],
  deadline: "",
  voter_list: "names",
});

/** The day after `day` ('2026-12-19' → '2026-12-20'), by the calendar, not by 24 hours. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** A date the poll has, as the dialog's row: its day and times on the poll's clock. */
function rowOf(option: PollDetail["options"][number], zone: string): OptionRow {
  const start = toZonedInput(option.starts_at, zone);
  const end = option.ends_at ? toZonedInput(option.ends_at, zone) : "";
  return {
    id: option.id,
    day: start.slice(0, 10),
    start: start.slice(11, 16),
    end: end.slice(11, 16),
    ...(option.yes + option.maybe + option.no > 0
      ? { kept: { starts_at: option.starts_at, ends_at: option.ends_at } }
      : {}),
  };
}

export const toPollFormValues = (poll: PollDetail): PollFormValues => ({
  title: poll.title,
  description: poll.description ?? "",
  location: poll.location ?? "",
  time_zone: poll.time_zone,
  options: poll.options.map((option) => rowOf(option, poll.time_zone)),
  deadline: toZonedInput(poll.deadline, poll.time_zone),
  voter_list: poll.voter_list,
});

const isoOf = (day: string, time: string, zone: string) => {
  const read = instantOf(day, time, zone);
  return read?.kind === "instant" ? read.iso : null;
};

/** The dates as the API takes them, in the order the organiser wrote them. */
function optionsOf(form: PollFormValues, zone: string) {
  return form.options.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    ...(row.kept ?? {
      starts_at: isoOf(row.day, row.start, zone) ?? "",
      ends_at: row.end ? isoOf(row.day, row.end, zone) : null,
    }),
  }));
}

const text = (value: string) => value.trim() || null;

/** POST /polls/'s body: texts trimmed, empty ones null, times read on the poll's clock. */
export function toPollCreate(form: PollFormValues): PollCreate {
  const zone = canonicalZone(form.time_zone.trim()) ?? form.time_zone;
  const deadline = fromZonedInput(form.deadline, zone);
  return {
    title: form.title.trim(),
    description: text(form.description),
    location: text(form.location),
    time_zone: zone,
    options: optionsOf(form, zone),
    deadline: deadline.kind === "instant" ? deadline.iso : null,
    voter_list: form.voter_list,
  };
}

/** PUT /polls/{id}'s body: every field, the dates whole (each kept one with its id). */
export function toPollUpdate(form: PollFormValues, zone: string): PollUpdate {
  const { time_zone: _zone, ...body } = toPollCreate({ ...form, time_zone: zone });
  return body;
}
