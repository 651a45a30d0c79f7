import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./error-detail";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A 4xx will not fix itself on retry; a dropped connection or a 5xx might.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: {
      // Sent even when the browser says it is offline: TanStack's default would hold the call,
      // spinning without a word, and send it by itself once the connection returns. Offline,
      // the call fails at once and the form says so; pressing again is safe (idempotency keys).
      networkMode: "always",
    },
  },
});
