import type { UseFormReturn } from "react-hook-form";
import { type EventFormValues, OFFER_HOURS } from "./event-form-schema";

/**
 * '빈자리 채우기': when a seat frees up, the first in the queue gets it at once (바로 참석), or is
 * offered it and must confirm within the hours given (자리 제안), else it goes to the next.
 * Only an event with a maximum has a queue, so the form shows it only then (it is sent anyway).
 */
export function PromotionField({ form }: { form: UseFormReturn<EventFormValues> }) {
  const offer = form.watch("promotion") === "offer";
  const hours = form.watch("offer_hours");
  const error = form.formState.errors.offer_hours?.message;
  return (
    <fieldset className="fieldset" aria-describedby="event-promotion-help">
      <legend className="fieldset-legend">빈자리 채우기</legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="radio"
            value="instant"
            className="radio radio-primary radio-sm"
            {...form.register("promotion")}
          />
          바로 참석
        </label>
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="radio"
            value="offer"
            className="radio radio-primary radio-sm"
            {...form.register("promotion")}
          />
          자리 제안
        </label>
        {offer && (
          <label className={`input input-sm w-36 ${error ? "input-error" : ""}`}>
            <input
              type="number"
              inputMode="numeric"
              min={OFFER_HOURS.min}
              max={OFFER_HOURS.max}
              step={1}
              aria-label="확정 기한 (시간)"
              aria-invalid={error ? true : undefined}
              className="tabular-nums"
              {...form.register("offer_hours")}
            />
            <span className="whitespace-nowrap text-base-content/70">시간 동안</span>
          </label>
        )}
      </div>
      <p id="event-promotion-help" className="label whitespace-normal">
        {offer
          ? `자리가 나면 대기 명단의 첫 사람에게 자리를 제안합니다. ${/^\d+$/.test(hours.trim()) ? `${hours.trim()}시간` : "정한 시간"} 안에 참석을 확정하지 않으면 다음 사람에게 넘어갑니다.`
          : "자리가 나면 대기 명단의 첫 사람이 바로 참석으로 바뀝니다."}
      </p>
      {error && <p className="label text-error whitespace-normal">{error}</p>}
    </fieldset>
  );
}
