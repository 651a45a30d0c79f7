/** What the last check-in, undo or scan came to, large enough to read at arm's length. */
export type DoorNews = { tone: "success" | "warning" | "error"; name?: string; text: string };

const TONE = {
  success: "alert-success",
  warning: "alert-warning",
  error: "alert-error",
} as const;

export function DoorNotice({ news }: { news: DoorNews | null }) {
  // Always in the page, so screen readers hear each change of it.
  return (
    <div aria-live="polite" data-testid="door-notice">
      {news && (
        <div role="alert" className={`alert ${TONE[news.tone]} flex flex-col items-start gap-0`}>
          {news.name && <p className="text-lg font-bold wrap-anywhere">{news.name}</p>}
          <p className="text-base">{news.text}</p>
        </div>
      )}
    </div>
  );
}
