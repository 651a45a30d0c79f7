import { useId } from "react";
import type { HostNoticeMode } from "#contract/host-notices";
import { m } from "#messages";
import { EmailAddress } from "../../../components/ui/email-address";
import { WordsWith } from "../../../components/ui/words-with";

/**
 * The contract's HOST_NOTICE_MODES, written out: #contract/host-notices is a zod module, which
 * the organiser's pages would otherwise download (tests/web/push/host-push.test.tsx
 * holds the two equal).
 */
export const HOST_NOTICE_MODES: readonly HostNoticeMode[] = ["each", "daily", "off"];

/** Each mode's name and what it means, read when shown (in the reader's language then). */
const WORDS: Record<HostNoticeMode, { name: () => string; meaning: () => string }> = {
  each: { name: m.host_settings_mode_each, meaning: m.host_settings_each_explain },
  daily: { name: m.host_settings_mode_daily, meaning: m.host_settings_daily_explain },
  off: { name: m.host_settings_mode_off, meaning: m.host_settings_off_explain },
};

/**
 * '응답마다' / '하루 한 번' / '받지 않음', each with its one line: how often a host hears of
 * answers, for one event or as the account's default, and, unless it is none, that mail goes to
 * the account's address (always, beside any push). The group is named by the caller's heading
 * (`labelledBy`); `mode` is undefined until it is known.
 */
export function HostNoticeModes({
  labelledBy,
  mode,
  onChoose,
  email,
}: {
  labelledBy: string;
  mode: HostNoticeMode | undefined;
  /** Each choice is saved in turn; the group stays enabled, so arrow keys keep their focus. */
  onChoose: (mode: HostNoticeMode) => void;
  /** The account's address, once known. */
  email: string | undefined;
}) {
  const ids = useId();
  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        className="grid gap-2 sm:grid-cols-3"
        data-testid="host-notice-modes"
      >
        {HOST_NOTICE_MODES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="radio"
              name={`${ids}-mode`}
              className="radio radio-primary radio-sm mt-0.5"
              value={option}
              checked={mode === option}
              onChange={() => onChoose(option)}
              aria-labelledby={`${ids}-${option}`}
              aria-describedby={`${ids}-${option}-meaning`}
            />
            <span className="flex flex-col gap-0.5">
              <span id={`${ids}-${option}`} className="font-medium">
                {WORDS[option].name()}
              </span>
              <span id={`${ids}-${option}-meaning`} className="text-sm text-base-content/70">
                {WORDS[option].meaning()}
              </span>
            </span>
          </label>
        ))}
      </div>
      {mode && mode !== "off" && email && (
        <p className="text-sm" data-testid="host-notices-mail">
          <WordsWith
            words={m.host_settings_mail}
            parts={{ email: <EmailAddress email={email} className="font-medium" /> }}
          />
        </p>
      )}
    </>
  );
}
