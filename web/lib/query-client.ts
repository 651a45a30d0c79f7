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
  },
});
