import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import type { FormReply } from "#contract/invite-form";
import type { RenderPage, RenderPosted } from "#contract/invite-page";
import type { EventPublicView } from "#contract/public-view";
import type { Language } from "#i18n/language";
import { inLanguage } from "#i18n/reading-language";
import { routes } from "../app/routes";
import { loadQuestionFields } from "../features/invitee/components/question-slot";
import { eventKeys } from "../lib/event-keys";

const handler = createStaticHandler(routes);

/**
 * A page as the app would first render it (an invite page from the room's snapshot, or the
 * about page): the same routes and components, so the browser hydrates it without repainting.
 * No hydration script is emitted (the CSP forbids inline scripts); an invite page's snapshot
 * travels as inert JSON instead, and so does a posted form's action data. Every word is in
 * `language`: the components' messages read it while the page renders (inLanguage).
 */
export const renderPage: RenderPage = (url, snapshot, language) =>
  inPageLanguage(language, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    return markupOf(context, snapshot);
  });

/**
 * An invite page answering its posted form: the router runs the page route's action on the
 * POST (web/app/routes/event-public.tsx), with the Worker's part of it as the request context,
 * and renders the page with its data, as the browser's router will hydrate it.
 */
export const renderPosted: RenderPosted = (url, fields, post, snapshotAfter, language) =>
  inPageLanguage(language, async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: fields,
    });
    const context = await handler.query(request, { requestContext: post });
    if (context instanceof Response) return null;
    // The action failed (the API unreachable, a bug): the Worker's error, not a page that hides it.
    const [failure] = Object.values(context.errors ?? {});
    if (failure) throw failure;
    if (!context.actionData) return null;
    const [reply] = Object.values(context.actionData) as FormReply[];
    if (!reply) return null;
    const markup = await markupOf(context, await snapshotAfter());
    return { markup, reply, actionData: context.actionData };
  });

/** Without a language, the messages read whatever the caller set (the web tests' readIn). */
const inPageLanguage = <T,>(language: Language | undefined, render: () => T): T =>
  language ? inLanguage(language, render) : render();

async function markupOf(context: StaticHandlerContext, snapshot?: EventPublicView) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (snapshot) queryClient.setQueryData(eventKeys.publicView(snapshot.id), snapshot);
  // The question fields are a lazy component, which a string render would leave out: fetched first.
  if (snapshot?.questions?.length) await loadQuestionFields();
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
}
