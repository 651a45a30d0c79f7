import type { UseFormReturn } from "react-hook-form";
import { type EventFormValues, GUEST_LISTS } from "./event-form-schema";

/** Each choice in words, and one line on what the invite page then shows (decision 0041). */
const CHOICES: Record<(typeof GUEST_LISTS)[number], { label: string; help: string }> = {
  names: {
    label: "이름 공개",
    help: "초대 링크를 받은 누구나 응답한 사람의 이름을 볼 수 있어요.",
  },
  count: { label: "인원만 공개", help: "이름 없이 참석·대기 인원만 보여요." },
  hidden: { label: "비공개", help: "이름도 인원도 보이지 않고, 자리가 있는지만 보여요." },
};

/**
 * '참석자 명단': who sees the guest list on the invite page. Radios with their line each, as
 * '빈자리 채우기' has: the organiser reads what every choice shows before picking one.
 */
export function GuestListField({ form }: { form: UseFormReturn<EventFormValues> }) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">참석자 명단</legend>
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
                {CHOICES[choice].label}
              </span>
              <span
                id={`event-guest-list-${choice}-help`}
                className="block text-xs text-base-content/70"
              >
                {CHOICES[choice].help}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
