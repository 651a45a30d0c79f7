import type { UseFormReturn } from "react-hook-form";
import { m } from "#messages";
import type { EventFormValues } from "./event-form-schema";

/** Whether two answers may share a name: asked alike by the event dialog and a poll's close. */
export function DuplicateNamesField({ form }: { form: UseFormReturn<EventFormValues> }) {
  return (
    <label className="label mt-2 cursor-pointer gap-3 text-base-content" htmlFor="event-duplicate">
      <input
        id="event-duplicate"
        type="checkbox"
        className="checkbox checkbox-primary checkbox-sm"
        {...form.register("allow_duplicate")}
      />
      {m.organiser_field_allow_duplicate()}
    </label>
  );
}
