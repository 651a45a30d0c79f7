import { useEffect, useState } from "react";
import { m } from "#messages";
import type { PlainForm } from "../hooks/use-plain-form";
import type { ResponseFormValues } from "../public-response-rules";

type Props = {
  /** The field's id, unique on the page; its hint's is made from it. */
  id: string;
  checked: boolean;
  setValue: PlainForm<ResponseFormValues>["setValue"];
};

/**
 * '매번 참석' on a sign-up to an occurrence of a series (decision 0069): ticked, the later
 * occurrences are answered alike. Posted as a checkbox is ("on"), so the form sent without the
 * app asks the same; a part of its own (state-parts.ts), since only a series' pages show it.
 */
export function StandingField({ id, checked, setValue }: Props) {
  // Its own state, ticked at once: the part's props arrive deferred (lazy-part.tsx), and a
  // controlled box waiting for them would spring back under the finger until they came.
  const [ticked, setTicked] = useState(checked);
  useEffect(() => setTicked(checked), [checked]);
  return (
    <div className="fieldset p-0" data-testid="standing-field">
      <label className="label gap-2 whitespace-normal text-base-content">
        <input
          id={id}
          type="checkbox"
          name="standing"
          value="on"
          className="checkbox checkbox-primary checkbox-sm"
          checked={ticked}
          onChange={(event) => {
            setTicked(event.target.checked);
            setValue("standing", event.target.checked ? "on" : "");
          }}
          aria-describedby={`${id}-hint`}
        />
        {m.invitee_standing()}
      </label>
      <p id={`${id}-hint`} className="label whitespace-normal">
        {m.invitee_standing_hint()}
      </p>
    </div>
  );
}
