import type { ComponentProps } from "react";

type TextAreaFieldProps = ComponentProps<"textarea"> & { label: string; error?: string };

/** A labelled daisyUI textarea with its validation message underneath, as TextField is. */
export function TextAreaField({ label, error, id, className, ...area }: TextAreaFieldProps) {
  const areaId = id ?? area.name;
  return (
    <div className={`fieldset ${className ?? ""}`}>
      <label className="fieldset-legend" htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        className={`textarea w-full ${error ? "textarea-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...area}
      />
      {error && (
        <p id={`${areaId}-error`} className="label text-error whitespace-normal">
          {error}
        </p>
      )}
    </div>
  );
}
