import type { UseFormReturn } from "react-hook-form";
import { m } from "#messages";
import { type EventFormValues, GUEST_LISTS } from "./event-form-schema";

/** Each choice in words, and one line on what the invite page then shows (decision 0041). */
const CHOICES: Record<(typeof GUEST_LISTS)[number], { label: () => string; help: () => string }> = {
  names: {
    label: m.organiser_field_guest_list_names,
    help: m.organiser_field_guest_list_names_help,
  },
  count: {
    label: m.organiser_field_guest_list_count,
    help: m.organiser_field_guest_list_count_help,
  },
  hidden: {
    label: m.organiser_field_guest_list_hidden,
    help: m.organiser_field_guest_list_hidden_help,
  },
};

/**
 * '참석자 명단': who sees the guest list on the invite page. Radios with their line each, as
 * '빈자리 채우기' has: the organiser reads what every choice shows before picking one. Editing
 * an event that did not show names, choosing to show them is said first: it shows the names and
 * messages of those who answered under the other choice too.
 */
export function GuestListField({
  form,
  editing,
}: {
  form: UseFormReturn<EventFormValues>;
  editing: boolean;
}) {
  const reveals =
    editing &&
    form.formState.defaultValues?.guest_list !== "names" &&
    form.watch("guest_list") === "names";
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{m.organiser_field_guest_list()}</legend>
      <div className="flex flex-col gap-2">
        {GUEST_LISTS.map((choice) => (
          <label key={choice} className="flex cursor-pointer items-start gap-2">
            <input
              type="radio"
              value={choice}
              className="radio radio-primary radio-sm mt-0.5"
              // Named by the choice alone; its line describes it.
              aria-labelledby={`event-guest-list-${choice}`}
              aria-describedby={`event-guest-list-${choice}-help`}
              {...form.register("guest_list")}
            />
            <span>
              <span id={`event-guest-list-${choice}`} className="block text-sm text-base-content">
                {CHOICES[choice].label()}
              </span>
              <span
                id={`event-guest-list-${choice}-help`}
                className="block text-xs text-base-content/70"
              >
                {CHOICES[choice].help()}
              </span>
            </span>
          </label>
        ))}
      </div>
      {reveals && (
        <p
          role="status"
          className="alert alert-warning alert-soft mt-1 text-sm whitespace-normal"
          data-testid="guest-list-reveals"
        >
          {m.organiser_guest_list_reveals()}
        </p>
      )}
    </fieldset>
  );
}
