import { lazy } from "react";
import { type ActionFunctionArgs, useActionData, useLocation } from "react-router";
import type { FormPost, FormReply } from "#contract/invite-form";
import { PublicEventPage } from "../../features/invitee/components/public-event-page";
import { servedReply } from "../served-reply";

/**
 * Only a returning invitee has responses of their own to see: '내 응답' (where they stand, their
 * promotions, their links and notifications) loads when they do.
 */
const loadMyResponses = () => import("../my-responses-with-channels");
const MyResponses = lazy(loadMyResponses);

export function Component() {
  // The reply to a posted form: the server's render from the action, the app's first from what
  // the server rendered (web/app/served-reply.ts), on the page's first location only.
  const first = useLocation().key === "default";
  const reply = useActionData<typeof postedForm>() ?? (first ? servedReply() : undefined);
  return (
    <PublicEventPage MyResponses={MyResponses} loadMyResponses={loadMyResponses} reply={reply} />
  );
}

/**
 * The invite form posted by the browser itself (before the app takes over, or without
 * JavaScript), run by the Worker's static handler: the app's own checks make the request from
 * the fields, the Worker's part (the request context) sends it to the public responses route,
 * and the page renders the reply (docs/decisions/0051-one-form-path.md). With the app running
 * the form is sent by the app and this never runs: only the Worker's build has it
 * (`import.meta.env.SSR`), and the browser's leaves it out of the page's first load.
 */
async function postedForm({ request, context }: ActionFunctionArgs): Promise<FormReply> {
  const fields = new URLSearchParams(await request.text());
  const { postedReply } = await import("../../features/invitee/sending/posted-reply");
  return postedReply(fields, context as unknown as FormPost);
}

export const action = import.meta.env.SSR ? postedForm : undefined;
