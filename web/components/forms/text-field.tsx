import type { ComponentProps } from "react";

type TextFieldProps = ComponentProps<"input"> & { label: string; error?: string };

/** A labelled daisyUI input with its validation message underneath. */
export function TextField({ label, error, id, className, ...input }: TextFieldProps) {
  const inputId = id ?? input.name;
  return (
    // One field with its label: laid out as daisyUI's fieldset, but not a group of fields.
    <div className={`fieldset ${className ?? ""}`}>
      <label className="fieldset-legend" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        className={`input w-full ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${inputId}-error`} className="label text-error whitespace-normal">
          {error}
        </p>
      )}
    </div>
  );
}
