import "./styles/app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { seedInitialData, whenRouterReady } from "./app/initial-data";
import { router } from "./app/router";
import { queryClient } from "./lib/query-client";
import { startTheme } from "./lib/theme";

// Applied before the first render so the page never flashes the wrong theme; the CSP forbids
// an inline script in index.html, so this is the earliest point.
startTheme();
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
  void import("./styles/fonts.css");
});
