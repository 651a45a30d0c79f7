import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { AnswerWords } from "#contract/invite-form";
import type { RenderPage } from "#contract/invite-page";
import { routes } from "../app/routes";
import { loadQuestionFields } from "../features/invitee/components/question-slot";
import { formRefusal } from "../features/invitee/sending/answer-checks";
import { successMessage } from "../features/invitee/sending/success-message";
import { ApiError } from "../lib/error-detail";
import { eventKeys } from "../lib/event-keys";

const handler = createStaticHandler(routes);

/**
 * A page as the app would first render it (an invite page from the room's snapshot, or the
 * about page): the same routes and components, so the browser hydrates it without repainting.
 * No hydration script is emitted (the CSP forbids inline scripts); an invite page's snapshot
 * travels as inert JSON instead.
 */
export const renderPage: RenderPage = async (url, snapshot) => {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
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
};

/**
 * What the invite page says after its form was posted without the app (the Worker's
 * worker/invite-form): the same sentences the app shows after a sign-up or a refusal.
 */
export const answerWords: AnswerWords = (answer) => {
  if (answer.ok) return { text: successMessage(answer.action, answer.reply), field: null };
  const error = new ApiError(answer.status, null, answer.body, answer.retryAfter);
  return formRefusal(error, answer.action, answer.moreGuests);
};
