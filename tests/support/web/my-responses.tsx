import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import type { ResponsePublic } from "#contract/responses";
import { MyResponsesPanel } from "../../../web/features/invitee/components/my-responses-panel";
import type { MyPlace } from "../../../web/features/invitee/hooks/use-my-places";
import { responseChannels } from "../../../web/features/push";
import { plainEvent } from "../events";

export type MyResponsesOptions = {
  /** Its place in the queue while it waits (none unless told). */
  position?: number | null;
  /** The people ahead of it in the queue, guests included (0 unless told). */
  peopleAhead?: number;
  /** The event offers freed seats (decision 0022) instead of giving them at once. */
  offers?: boolean;
  /** How long such an offer lasts, in hours (the panel's default unless told). */
  offerHours?: number;
  /** The personal link's key this browser keeps for the response (none unless told). */
  entryKey?: string;
  /** The event no longer takes answers. */
  closed?: boolean;
  /** What its answers call (the offer's, and 수정's). */
  onEdit?: (response: ResponsePublic) => void;
  /** Responses whose seat offer lapsed while the page looked. */
  lapsed?: string[];
  /** The event's time zone, for an offer's deadline. */
  zone?: string;
  /** That zone's name in Korean ('베를린'), naming its clock. */
  zoneName?: string;
  /** The event's id (the plain event's unless told). */
  eventId?: string;
};

/**
 * '내 응답' (MyResponsesPanel, with notifications' controls as the invite page hands them in)
 * holding this one response of this browser's, nothing promoted.
 * Returns the render, and the response's row.
 */
export function renderMyResponses(
  response: ResponsePublic,
  {
    position = null,
    peopleAhead = 0,
    offers,
    offerHours,
    entryKey,
    closed = false,
    onEdit = () => {},
    lapsed,
    zone,
    zoneName,
    eventId = plainEvent.id,
  }: MyResponsesOptions = {},
) {
  const places: MyPlace[] = [
    {
      entry: {
        id: response.id,
        name: response.name,
        status: response.status,
        revision: 4,
        ...(entryKey && { key: entryKey }),
      },
      response,
      position,
      peopleAhead,
    },
  ];
  const rendered = render(
    <MyResponsesPanel
      places={places}
      promoted={[]}
      onDismissPromoted={() => {}}
      closed={closed}
      onEdit={onEdit}
      onCancel={() => {}}
      eventId={eventId}
      zone={zone}
      zoneName={zoneName}
      lapsed={lapsed}
      offers={offers}
      offerHours={offerHours}
      channels={responseChannels}
    />,
    // As on the page, under the app's query client ('내 정보 삭제' reads the event again after).
    { wrapper: QueryWrapper },
  );
  return { ...rendered, row: within(rendered.container).getByTestId("my-response") };
}

/**
 * A query client for what '내 응답' reads of the room (use-own-responses.ts), as render's
 * `wrapper`: its own per render, kept through rerenders.
 */
export function QueryWrapper({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
