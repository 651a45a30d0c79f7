import { useOnline } from "../../../../lib/online";

const KEPT = "입력한 내용은 그대로 있습니다.";

/**
 * What the dialog says about its call, in the dialog (a toast would leave before an organiser
 * on a train has read it): offline, the server out of reach, or a wait the organiser stopped.
 */
export function SendingNotice({
  creating,
  state,
}: {
  creating: boolean;
  state: "waiting" | "stopped" | "unanswered" | null;
}) {
  const online = useOnline();
  const text = noticeText(creating, state, online);
  return (
    <div role="status" data-testid="sending-notice">
      {text && (
        <p className="alert alert-warning alert-soft mt-3 text-sm whitespace-normal">{text}</p>
      )}
    </div>
  );
}

function noticeText(creating: boolean, state: string | null, online: boolean): string | null {
  const again = creating
    ? "만들기를 다시 눌러도 두 번 만들어지지 않습니다."
    : "저장을 다시 눌러주세요.";
  if (state === "stopped") {
    return `기다리기를 멈췄습니다. 요청이 이미 도착했다면 모임이 ${creating ? "만들어졌을" : "수정되었을"} 수 있습니다. ${again} ${KEPT}`;
  }
  if (!online && state !== null) {
    return `인터넷에 연결되어 있지 않습니다. 연결되면 ${creating ? "만들기를" : "저장을"} 다시 눌러주세요. ${KEPT}`;
  }
  if (state === "unanswered") return `서버에서 답을 받지 못했습니다. ${again} ${KEPT}`;
  return null;
}
