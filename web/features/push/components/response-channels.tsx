import { useState } from "react";
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

/** Where push comes only with the page added to the home screen, how to get there. */
function ChannelsHint({ closed }: { closed: boolean }) {
  const [support] = useState(pushSupport);
  return support === "home-screen" && !closed ? <HomeScreenHint /> : null;
}

/** How each of this browser's responses will be told, as '내 응답' shows it. */
export const responseChannels: ResponseChannels = {
  Line: ChannelLine,
  Controls: ResponseControls,
  Hint: ChannelsHint,
};
