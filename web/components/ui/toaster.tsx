import { m } from "#messages";
import { dismissToast, useToasts } from "../../lib/toasts";

/** Toasts at the top end of the screen, out of the way of the forms (web/lib/toasts.ts). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toast toast-top toast-end z-[100]" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={`alert ${toast.kind === "error" ? "alert-error" : "alert-success"} max-w-sm shadow-lg`}
        >
          <div>
            <p className="font-semibold">{toast.title}</p>
            <p className="text-sm whitespace-pre-line">{toast.description}</p>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            aria-label={m.account_close()}
            onClick={() => dismissToast(toast.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
