import { useToasts } from "../../../web/lib/toasts";

/** The toasts shown now, each one's description in a `toast` test id, to read them plainly. */
export function ToastDescriptions() {
  const toasts = useToasts();
  return toasts.map((toast) => (
    <p key={toast.id} data-testid="toast">
      {toast.description}
    </p>
  ));
}
