import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, useState } from "react";
import { useParams } from "react-router";
import { INVITE_FORM_ID } from "#contract/invite-form";
import { m } from "#messages";
import { NotFound } from "../../../components/ui/not-found";
import { PageLoading } from "../../../components/ui/page-loading";
import type { ApiError } from "../../../lib/error-detail";
import { useObservedQuery } from "../../../lib/use-observed-query";
import type { MyResponsesProps } from "../components/my-responses-panel";
import { PublicEventPage } from "../components/public-event-page";
import { SeriesDates } from "./series-dates";
import { SeriesEnded } from "./series-ended";
import { publicSeriesQuery, seedServedOccurrence } from "./series-query";

type Props = {
  MyResponses: ComponentType<MyResponsesProps>;
  loadMyResponses: () => Promise<unknown>;
};

/**
 * /series/{id}, the group's link pinned in a chat room (decision 0069): the invite page of the
 * next occurrence that has not begun, whole, with the dates after it; so the link never goes
 * stale. The form's post without the app goes to that occurrence's own page, which answers it.
 * With no occurrence left, the page says the series has ended.
 */
export function SeriesPage({ MyResponses, loadMyResponses }: Props) {
  const { seriesId = "" } = useParams();
  const queryClient = useQueryClient();
  const query = useObservedQuery(publicSeriesQuery(seriesId));
  const series = query.data;
  const next = series?.next_event_id ?? null;
  // Once per occurrence shown: the snapshot served with the page, before the invite page reads it.
  const [seeded, setSeeded] = useState<string | null>(null);
  if (next && seeded !== next) {
    seedServedOccurrence(queryClient, next);
    setSeeded(next);
  }

  if (!series) {
    const status = (query.error as ApiError | null)?.status;
    return status === 404 || status === 422 ? <NotFound /> : <PageLoading />;
  }
  if (series.ended || !next) return <SeriesEnded series={series} />;
  return (
    <PublicEventPage
      MyResponses={MyResponses}
      loadMyResponses={loadMyResponses}
      eventId={next}
      formAction={`/events/${next}/public#${INVITE_FORM_ID}`}
      heading={m.series_page_opens_next()}
    >
      <SeriesDates series={series} />
    </PublicEventPage>
  );
}
