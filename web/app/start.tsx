import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "../lib/query-client";
import { seedInitialData, whenRouterReady } from "./initial-data";
import { router } from "./router";

/** The app itself, loaded by web/main.tsx once the page has painted. */
seedInitialData();

void whenRouterReady().then(() => {
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
});
