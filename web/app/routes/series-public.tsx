import { lazy } from "react";
import { SeriesPage } from "../../features/invitee/series/series-page";

/** '내 응답' loads when shown, as on the invite page (routes/event-public.tsx). */
const loadMyResponses = () => import("../my-responses-with-channels");
const MyResponses = lazy(loadMyResponses);

/**
 * /series/{id}: the group's link. Its form posts to the occurrence's own page, whose route
 * answers it (routes/event-public.tsx): this route has no action.
 */
export function Component() {
  return <SeriesPage MyResponses={MyResponses} loadMyResponses={loadMyResponses} />;
}
