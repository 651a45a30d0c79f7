import { api } from "../../../lib/api-client";
import { settle } from "../../../lib/api-response";
import { downloadFile } from "../../../lib/download-file";

/** The name the server gives the file (`filename="…"`), or that name without its date. */
export function exportFileName(disposition: string | null): string {
  const named = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return named ? named[1] : "moim-rsvp-export.json";
}

/**
 * GET /users/me/export, saved as a file. A plain link could not carry the token, so the call is
 * made here (refusals read as every call's: a 401 signs out) and its reply handed to the
 * browser as a file, indented so that a person can read it.
 */
export async function downloadAccountData(): Promise<void> {
  const call = api.users.me.export.$get();
  const kept = await settle(call);
  const { headers } = await call;
  downloadFile(
    new Blob([JSON.stringify(kept, null, 2)], { type: "application/json" }),
    exportFileName(headers.get("Content-Disposition")),
  );
}
