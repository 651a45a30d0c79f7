import { lazy } from "react";
import { PublicEventPage } from "../../features/invitee/components/public-event-page";

/**
 * Only a returning invitee has responses of their own to see: '내 응답' (where they stand, their
 * promotions, their links and notifications) loads when they do.
 */
const loadMyResponses = () => import("../my-responses-with-channels");
const MyResponses = lazy(loadMyResponses);

export function Component() {
  return <PublicEventPage MyResponses={MyResponses} loadMyResponses={loadMyResponses} />;
}
