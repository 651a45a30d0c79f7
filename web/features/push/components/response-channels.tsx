import { useEffect, useState } from "react";
import type { ResponsePublic } from "#contract/responses";
import type { ResponseChannels } from "../../invitee";
import { pushSupport } from "../push-support";
import { ChannelLine } from "./channel-line";
import { HomeScreenHint } from "./home-screen-hint";
import { MailControl } from "./mail-control";
import { NotifyControl } from "./notify-control";

/**
 * A response's controls: mail in every browser, push only where the Push API exists. Read once:
 * '내 응답' renders only in the browser (this browser's responses are local).
 */
function ResponseControls(props: {
  eventId: string;
  response: ResponsePublic;
  entryKey?: string;
  closed: boolean;
}) {
  const [support] = useState(pushSupport);
  return (
    <>
      <MailControl {...props} />
      {support === "push" && (
        <NotifyControl eventId={props.eventId} response={props.response} closed={props.closed} />
      )}
    </>
  );
}

/** This browser was shown how to add the page to its home screen (kept: it is said once). */
const HINT_SHOWN = "moim-home-screen-hint";

const hintShownBefore = () => {
  try {
    return localStorage.getItem(HINT_SHOWN) !== null;
  } catch {
    return false;
  }
};

/**
 * Where push comes only with the page added to the home screen, how to get there: once per
 * browser, under the first answer it gives; a page visited again does not say it again.
 */
function ChannelsHint({ closed }: { closed: boolean }) {
  const [shown] = useState(() => pushSupport() === "home-screen" && !hintShownBefore());
  useEffect(() => {
    if (!shown || closed) return;
    try {
      localStorage.setItem(HINT_SHOWN, "1");
    } catch {
      // Storage refused: it may be said again on the next visit.
    }
  }, [shown, closed]);
  return shown && !closed ? <HomeScreenHint /> : null;
}

/** How each of this browser's responses will be told, as '내 응답' shows it. */
export const responseChannels: ResponseChannels = {
  Line: ChannelLine,
  Controls: ResponseControls,
  Hint: ChannelsHint,
};
