import { type ChangeEvent, useCallback, useMemo, useRef, useState } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The few form calls the invite pages need (register, radio, watch, setValue, getValues, reset,
 * setFocus, handleSubmit), shaped like react-hook-form's so the pages read the same. The
 * invite pages are where strangers land on phones: react-hook-form would add 12 KB (gzip) to
 * them, and their rules are the contract's zod-free ones anyway (public-response-rules.ts).
 */
export function usePlainForm<Values extends Record<string, string>>(defaults: Values) {
  const [values, setValues] = useState<Values>(defaults);
  const latest = useRef(values);
  latest.current = values;
  const fields = useRef(new Map<string, Field | null>());

  /** A value, or how to derive it from the field's latest one (never a stale render's). */
  const setValue = useCallback(
    <K extends keyof Values>(name: K, value: Values[K] | ((current: Values[K]) => Values[K])) => {
      setValues((current) => {
        const next = typeof value === "function" ? value(current[name]) : value;
        return current[name] === next ? current : { ...current, [name]: next };
      });
    },
    [],
  );

  return useMemo(
    () => ({
      register: <K extends keyof Values & string>(name: K) => ({
        name,
        value: values[name],
        onChange: (event: ChangeEvent<Field>) => setValue(name, event.target.value as Values[K]),
        ref: (element: Field | null) => {
          fields.current.set(name, element);
        },
      }),
      /** A radio button of a group: checked when the field holds its value (and then focused for it). */
      radio: <K extends keyof Values & string>(name: K, value: Values[K]) => ({
        name,
        value,
        checked: values[name] === value,
        onChange: () => setValue(name, value),
        ref: (element: HTMLInputElement | null) => {
          if (element?.checked) fields.current.set(name, element);
        },
      }),
      watch: <K extends keyof Values>(name: K): Values[K] => values[name],
      getValues: <K extends keyof Values>(name: K): Values[K] => latest.current[name],
      setValue,
      reset: (next: Values) => setValues(next),
      /** A field of these values; any other name (a question's field) has its own focus. */
      setFocus: (name: string) => fields.current.get(name)?.focus(),
      handleSubmit:
        (onValid: (values: Values) => void) => (event?: { preventDefault: () => void }) => {
          event?.preventDefault();
          onValid(latest.current);
        },
    }),
    [values, setValue],
  );
}

export type PlainForm<Values extends Record<string, string>> = ReturnType<
  typeof usePlainForm<Values>
>;
