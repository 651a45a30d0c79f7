import {
  MyResponses,
  type MyResponsesProps,
} from "../features/invitee/components/my-responses-panel";
import { responseChannels } from "../features/push";

/**
 * '내 응답' as the invite page shows it: the invitee's panel with notifications' controls in
 * it. Put together here, above both features, since push builds on the invite pages; loaded
 * only when a returning invitee has responses to see (routes/event-public.tsx).
 */
export default function MyResponsesWithChannels(props: MyResponsesProps) {
  return <MyResponses {...props} channels={responseChannels} />;
}
