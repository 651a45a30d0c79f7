import { useSyncExternalStore } from "react";
import { m } from "#messages";

export type Toast = { id: number; kind: "success" | "error"; title: string; description: string };

/** At most three toasts at once, so they never cover the page; the oldest gives way. */
const LIMIT = 3;
const DURATION_MS = 5000;

const NO_TOASTS: Toast[] = [];
let toasts: Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function show(kind: Toast["kind"], title: string, description: string): void {
  const toast = { id: nextId++, kind, title, description };
  toasts = [...toasts, toast].slice(-LIMIT);
  emit();
  setTimeout(() => dismissToast(toast.id), DURATION_MS);
}

/**
 * The one toast mechanism: 'Success!' and 'Something went wrong!' titles by default (the
 * template's English in every language, from the common catalog, read when the toast shows).
 */
export const toast = {
  success: (description: string, title: string = m.common_toast_success()) =>
    show("success", title, description),
  error: (description: string, title: string = m.common_toast_error()) =>
    show("error", title, description),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // No toasts in server-rendered markup.
    () => NO_TOASTS,
  );
}
