import type { ComponentProps } from "react";

/** A labelled daisyUI checkbox for the user dialogs. */
export function CheckboxField({ label, ...input }: ComponentProps<"input"> & { label: string }) {
  return (
    <label className="label cursor-pointer gap-2 text-base-content">
      <input type="checkbox" className="checkbox checkbox-primary checkbox-sm" {...input} />
      {label}
    </label>
  );
}
