import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { RenderInvitePage } from "../../worker/contract/page-data";
import { routes } from "../app/routes";
import { eventKeys } from "../features/events/api/event-queries";

const handler = createStaticHandler(routes);

/**
 * The invite page as the app would first render it, from the room's snapshot: the same routes
 * and components, so the browser hydrates it without repainting. No hydration script is
 * emitted (the CSP forbids inline scripts); the snapshot travels as inert JSON instead.
 */
export const renderInvitePage: RenderInvitePage = async (url, snapshot) => {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(eventKeys.publicView(snapshot.id), snapshot);
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
