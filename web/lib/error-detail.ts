/** What a failed call says, by the rules of spec section 8. */
export const FALLBACK_DETAIL = "Something went wrong.";

export function detailOf(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("detail" in body)) return null;
  const { detail } = body as { detail: unknown };
  if (typeof detail === "string" && detail) return detail;
  if (Array.isArray(detail)) {
    const first = detail[0] as { msg?: unknown } | undefined;
    if (first && typeof first.msg === "string" && first.msg) return first.msg;
  }
  return null;
}

/** The status names the error catalogue maps 400 to 511 to; 422 reads 'Validation Error'. */
const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  422: "Validation Error",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function statusName(status: number): string {
  return STATUS_NAMES[status] ?? (status >= 500 ? "Server Error" : "Error");
}

/** A failed API call: the HTTP status and the server's detail (null when it gave none). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly body: unknown = null,
  ) {
    super(detail ?? statusName(status));
    this.name = "ApiError";
  }
}

/** The detail an error toast shows: the server's words, else the catalogue's fallback. */
export function toastDetail(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? FALLBACK_DETAIL;
  return FALLBACK_DETAIL;
}
