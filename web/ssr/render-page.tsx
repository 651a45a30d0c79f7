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
import type { RenderPollPage, RenderPollPosted, VoteFormReply } from "#contract/poll-page";
import type { PollPublicView } from "#contract/polls";
import type { EventPublicView } from "#contract/public-view";
import type { RenderSeriesPage } from "#contract/series-page";
import type { Language } from "#i18n/language";
import { inLanguage } from "#i18n/reading-language";
import { routes } from "../app/routes";
import { loadQuestionFields } from "../features/invitee/components/question-slot";
import { preloadStateParts } from "../features/invitee/components/state-parts";
import { seriesKeys } from "../features/invitee/series/series-query";
import { pollKeys } from "../features/polls/voting/poll-query";
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
    return markupOf(context, eventSeed(snapshot));
  });

/**
 * An invite page answering its posted form: the router runs the page route's action on the
 * POST (web/app/routes/event-public.tsx), with the Worker's part of it as the request context,
 * and renders the page with its data, as the browser's router will hydrate it.
 */
export const renderPosted: RenderPosted = (url, fields, post, snapshotAfter, language) =>
  inPageLanguage(language, async () => {
    const ran = await runAction<FormReply>(url, fields, post);
    if (!ran) return null;
    const markup = await markupOf(ran.context, eventSeed(await snapshotAfter()));
    return { markup, reply: ran.reply, actionData: ran.actionData };
  });

/** A poll's page (/polls/{id}) from its public view, as the app first renders it. */
export const renderPollPage: RenderPollPage = (url, view, language) =>
  inPageLanguage(language, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    return markupOf(context, pollSeed(view));
  });

/**
 * A poll's page answering its posted vote form: the page route's action runs with `post` as the
 * request context (web/app/routes/poll-public.tsx), and the page shows its reply with the poll
 * as the action left it.
 */
export const renderPollPosted: RenderPollPosted = (url, fields, post, viewAfter, language) =>
  inPageLanguage(language, async () => {
    const ran = await runAction<VoteFormReply>(url, fields, post);
    if (!ran) return null;
    const view = await viewAfter();
    const markup = await markupOf(ran.context, view ? pollSeed(view) : undefined);
    return { markup, reply: ran.reply, actionData: ran.actionData };
  });

/**
 * The router runs the page route's action on the POST, with the Worker's part of it as the
 * request context; its reply, and the context to render the page with.
 */
async function runAction<Reply>(url: string, fields: URLSearchParams, post: unknown) {
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
  const [reply] = Object.values(context.actionData) as Reply[];
  if (!reply) return null;
  return { context, reply, actionData: context.actionData as Record<string, unknown> };
}

/**
 * The group's link (/series/{id}): the next occurrence's invite page with the dates after it,
 * or, with none left, the page saying the series has ended.
 */
export const renderSeriesPage: RenderSeriesPage = (url, series, event, language) =>
  inPageLanguage(language, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    return markupOf(context, async (client) => {
      client.setQueryData(seriesKeys.publicView(series.id), series);
      await eventSeed(event)(client);
    });
  });

type Seed = (client: QueryClient) => Promise<void> | void;

/** An invite page's snapshot in the cache, and the lazy parts its render needs, loaded. */
const eventSeed =
  (snapshot?: EventPublicView): Seed =>
  async (client) => {
    if (snapshot) client.setQueryData(eventKeys.publicView(snapshot.id), snapshot);
    // The question fields are a lazy component, which a string render would leave out: fetched first.
    if (snapshot?.questions?.length) await loadQuestionFields();
    await preloadStateParts();
  };

const pollSeed =
  (view: PollPublicView): Seed =>
  (client) =>
    void client.setQueryData(pollKeys.publicView(view.id), view);

/** Without a language, the messages read whatever the caller set (the web tests' readIn). */
const inPageLanguage = <T,>(language: Language | undefined, render: () => T): T =>
  language ? inLanguage(language, render) : render();

async function markupOf(context: StaticHandlerContext, seed?: Seed) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await seed?.(queryClient);
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
