import type { UseFormReturn } from "react-hook-form";
import { POLL_VOTER_LISTS, type PollVoterList } from "#contract/poll-rules";
import { m } from "#messages";
import type { PollFormValues } from "./poll-form-schema";

const CHOICES: Record<PollVoterList, { label: () => string; help: () => string }> = {
  names: { label: m.poll_org_field_voters_names, help: m.poll_org_field_voters_names_help },
  hidden: { label: m.poll_org_field_voters_hidden, help: m.poll_org_field_voters_hidden_help },
};

/**
 * Whether voters see who voted what, as radios with a line each (the event's guest list field's
 * look): the organiser sees every name either way.
 */
export function VoterListField({ form }: { form: UseFormReturn<PollFormValues> }) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{m.poll_org_field_voters()}</legend>
      <div className="flex flex-col gap-2">
        {POLL_VOTER_LISTS.map((choice) => (
          <label key={choice} className="flex cursor-pointer items-start gap-2">
            <input
              type="radio"
              value={choice}
              className="radio radio-primary radio-sm mt-0.5"
              aria-labelledby={`poll-voters-${choice}`}
              aria-describedby={`poll-voters-${choice}-help`}
              {...form.register("voter_list")}
            />
            <span>
              <span id={`poll-voters-${choice}`} className="block text-sm text-base-content">
                {CHOICES[choice].label()}
              </span>
              <span
                id={`poll-voters-${choice}-help`}
                className="block text-xs text-base-content/70"
              >
                {CHOICES[choice].help()}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
