import type { SeriesPublicView } from "#contract/series";
import { m } from "#messages";
import { PublicShell } from "../../../components/layouts/public-shell";

/**
 * The group's link once no occurrence is left: the series' title and that it has ended,
 * nothing else (no date, no form): the page must not look like a meeting one could still join.
 */
export function SeriesEnded({ series }: { series: SeriesPublicView }) {
  return (
    <PublicShell>
      <section className="card bg-base-100 shadow-sm" data-testid="series-ended">
        <div className="card-body items-center gap-2 p-6 text-center">
          <p className="badge badge-ghost">{m.series_page_ended_badge()}</p>
          <h1 className="text-2xl font-bold break-words">{series.title}</h1>
          <p className="text-base-content/70">{m.series_page_ended_text()}</p>
        </div>
      </section>
    </PublicShell>
  );
}
