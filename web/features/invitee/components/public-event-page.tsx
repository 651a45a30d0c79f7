import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useCallback,
  useMemo,
  useState,
} from "react";
import { useParams, useSearchParams } from "react-router";
import { formPageRequest, type FormReply as Reply } from "#contract/invite-form";
import { wholeListAsked } from "#contract/invite-page";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { PublicShell } from "../../../components/layouts/public-shell";
import { useOpenedByLink } from "../hooks/use-opened-by-link";
import { usePublicEvent } from "../hooks/use-public-event";
import { useMyResponses } from "../my-responses/read";
import { EventDetails } from "./event-details";
import type { MyResponsesProps } from "./my-responses-panel";
import { type FormRequest, ResponseForm } from "./response-form";
import { closedPart, noEventPart, participantsPart, replyPart } from "./state-parts";

/** The form's first request, from the page's address. */
function requestOf(search: URLSearchParams, view: EventPublicView | undefined): FormRequest {
  const asked = formPageRequest(search);
  if (asked.mode !== "edit") return { mode: asked.mode, nonce: 0 };
  const response = view?.responses.find((candidate) => candidate.id === asked.id);
  if (!response) return { mode: "new", nonce: 0 };
  const { name, status, message, guests } = response;
  return { mode: "edit", name, status, message, guests, nonce: 0 };
}

type Props = {
  /**
   * '내 응답', loaded when shown (the page that composes it hands in its notifications):
   * only a returning invitee has responses of their own to see.
   */
  MyResponses: ComponentType<MyResponsesProps>;
  loadMyResponses: () => Promise<unknown>;
  /** The reply to the form the browser posted itself (the page route's action data). */
  reply?: Reply;
  /** The event shown, when the address does not name it (a series' link, /series/{id}). */
  eventId?: string;
  /** Where the form is posted without the app, when not to the page itself. */
  formAction?: string;
  /** A line above the event saying why this page shows it. */
  heading?: string;
  /** What follows the list (a series' later dates). */
  children?: ReactNode;
};

/** /events/{id}/public: the invite page strangers open from a chat app, phones first. */
export function PublicEventPage({
  MyResponses,
  loadMyResponses,
  reply,
  formAction,
  heading,
  children,
  ...props
}: Props) {
  const params = useParams();
  const eventId = props.eventId ?? params.eventId ?? "";
  const { view, live, missing, isLoading, refetch, closed } = usePublicEvent(eventId);
  // The page's address may open the form for a change or a cancellation (its controls lead
  // there before the app runs): the first render reads it, as the Worker's render did.
  const [search] = useSearchParams();
  const [request, setRequest] = useState<FormRequest>(() => requestOf(search, view));
  // Stable callbacks, so that a change of the live status or the form does not re-render the
  // (memoised) participant list: 200 rows re-rendered in one task is a long task on a phone.
  const open = useCallback(
    (next: Omit<FormRequest, "nonce">) =>
      setRequest((previous) => ({ ...next, nonce: previous.nonce + 1 })),
    [],
  );
  const edit = useCallback(
    // The response as it is, with, opened by its personal link, its holder's answers.
    (response: ResponsePublic & Pick<FormRequest, "answers" | "key">) =>
      open({ ...response, mode: "edit" }),
    [open],
  );
  const cancel = useCallback(
    ({ name, key }: ResponsePublic & Pick<FormRequest, "key">) =>
      open({ mode: "delete", name, key }),
    [open],
  );
  // '내 응답' shows above the form: the form a personal link opens waits for its code, or the
  // panel arriving after it pushed the form down under a finger already on its buttons.
  const editLinked = useCallback(
    (response: ResponsePublic) => {
      void loadMyResponses()
        .catch(() => {})
        .finally(() => edit(response));
    },
    [edit, loadMyResponses],
  );
  const linked = useOpenedByLink(eventId, editLinked);
  const mine = useMyResponses(eventId);
  // The response a personal link opened is theirs on this page at once, though this device
  // keeps nothing of it (decision 0018).
  const mineIds = useMemo(
    () => new Set([...mine.map((entry) => entry.id), ...(linked ? [linked.id] : [])]),
    [mine, linked],
  );

  // A page with no form to hold the reply (responses closed, the event gone) says it on top.
  const above = reply && (closed || !view) && <replyPart.Part reply={reply} />;
  if (missing || !view) {
    return (
      <>
        {above}
        <noEventPart.Part missing={missing} loading={isLoading} onRetry={refetch} />
      </>
    );
  }

  return (
    <PublicShell>
      {above}
      {heading && <p className="px-1 text-sm text-base-content/70">{heading}</p>}
      <EventDetails view={view} live={live} />
      {(mine.length > 0 || linked) && (
        <Suspense>
          <MyResponses
            view={view}
            mine={mine}
            linked={linked}
            closed={closed}
            onEdit={edit}
            onCancel={cancel}
            eventId={eventId}
          />
        </Suspense>
      )}
      {closed ? (
        <closedPart.Part
          deadline={view.deadline_date}
          zone={view.time_zone}
          contact={view.contact}
        />
      ) : (
        <ResponseForm
          eventId={eventId}
          view={view}
          request={request}
          onRequest={open}
          mine={mineIds}
          linked={linked}
          reply={reply}
          action={formAction}
          // A returning reader's panel is shown, and so fetched, as the page starts; anyone else
          // fetches it only as they start on the form, so a stranger who only looks never
          // downloads it, and the panel a first answer brings shows at once, not a moment after
          // the confirmation it would then push down.
          onAnswer={() => void loadMyResponses().catch(() => {})}
        />
      )}
      <participantsPart.Part
        view={view}
        mine={mineIds}
        onEdit={closed ? undefined : edit}
        whole={wholeListAsked(search)}
      />
      {children}
      <p className="pb-4 text-center text-xs text-base-content/70">{m.invitee_footer_note()}</p>
    </PublicShell>
  );
}
