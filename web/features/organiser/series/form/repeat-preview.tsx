import { useQuery } from "@tanstack/react-query";
import { m } from "#messages";
import { shownDate } from "../../../../lib/dates";
import { ApiError } from "../../../../lib/error-detail";
import { seriesPreviewQuery } from "../api/series-queries";
import { useSettled } from "./use-settled";

/** How long the choices rest before the dates are asked for. */
const SETTLE_MS = 400;

/**
 * '다음 날짜': the dates the rule gives, from the server that will make them (POST
 * /series/preview), so that what the organiser reads before saving is what the series gets.
 * Shown on the event's clock, as every event date is.
 */
export function RepeatPreview({
  recurrence,
  eventDate,
  zone,
}: {
  /** The rule the choices make; null while they make none. */
  recurrence: string | null;
  /** The first occurrence's instant; null until a date is chosen. */
  eventDate: string | null;
  zone: string;
}) {
  const settled = useSettled(
    recurrence && eventDate ? { recurrence, event_date: eventDate, time_zone: zone } : null,
    SETTLE_MS,
  );
  const preview = useQuery({
    ...seriesPreviewQuery(settled ?? { recurrence: "", event_date: "", time_zone: zone }),
    enabled: settled !== null,
  });
  const dates = preview.data?.dates;

  return (
    <section
      className="rounded-box bg-base-200 p-3 text-sm"
      aria-labelledby="repeat-preview-title"
      aria-live="polite"
      data-testid="repeat-preview"
    >
      <h3 id="repeat-preview-title" className="mb-1 font-semibold">
        {m.series_preview_title()}
      </h3>
      {!recurrence || !eventDate ? (
        <p className="text-base-content/70">{m.series_preview_pick_date()}</p>
      ) : preview.isError ? (
        <p className="text-error">
          {preview.error instanceof ApiError && preview.error.status === 422
            ? m.series_preview_refused()
            : m.series_preview_failed()}
        </p>
      ) : !dates || settled === null ? (
        <p className="text-base-content/70">{m.series_preview_loading()}</p>
      ) : dates.length === 0 ? (
        <p className="text-base-content/70">{m.series_preview_none()}</p>
      ) : (
        <ol className="list-inside list-decimal">
          {dates.map((date) => (
            <li key={date}>{shownDate(date, zone, "full")}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
