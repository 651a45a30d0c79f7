import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "../lib/query-client";
import { seedInitialData, whenRouterReady } from "./initial-data";
import { type AppRouter, createAppRouter } from "./router";

/** The app itself, loaded by web/main.tsx once the page has painted. */
seedInitialData();

// Evaluating React and the libraries is one task; making the router, which asks for the first
// page's code, is the next: on a slow phone neither holds up input for long.
setTimeout(() => {
  const router = createAppRouter();
  void whenRouterReady(router).then(() => render(router));
});

function render(router: AppRouter) {
  const container = document.getElementById("root") as HTMLElement;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // Invite pages arrive rendered by the Worker from the same routes and data: hydrate them,
  // as a transition so React yields to the browser between slices instead of one long task.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
