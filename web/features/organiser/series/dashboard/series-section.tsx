import { useQuery } from "@tanstack/react-query";
import { m } from "#messages";
import { errorText } from "../../../../lib/error-text";
import { mySeriesQuery } from "../api/series-queries";
import { SeriesCards } from "./series-cards";

/**
 * '반복 모임' on the dashboard: each series once, however many occurrences it has (the events
 * list above holds one-off events only). A series is made from the event dialog's '반복'.
 */
export function SeriesSection() {
  const series = useQuery(mySeriesQuery);
  const list = series.data?.data ?? [];

  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="dashboard-series"
      data-testid="dashboard-series"
    >
      <div>
        <h2 id="dashboard-series" className="text-xl font-bold">
          {m.series_dashboard_title()}
        </h2>
        <p className="text-sm text-base-content/70">{m.series_dashboard_help()}</p>
      </div>
      {series.isPending && <div className="skeleton h-20 w-full" aria-busy="true" />}
      {series.isError && series.data === undefined && (
        <p role="alert" className="alert alert-error alert-soft">
          {m.series_dashboard_load_failed()} {errorText(series.error)}
        </p>
      )}
      {series.isSuccess && list.length === 0 && (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-sm text-base-content/70">
          {m.series_dashboard_empty()}
        </p>
      )}
      {list.length > 0 && <SeriesCards series={list} />}
    </section>
  );
}
