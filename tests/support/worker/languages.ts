import { type ResponseBody, submit } from "./events";
import { follow, linkIn, mailsAbout } from "./mail";

/**
 * The languages an invitee answers in, as the Worker tests speak them: the browser's
 * `Accept-Language` each sends, and the words each language's mails, pushes and link pages
 * say (fragments that hold whatever the test's event is called).
 */
export type Spoken = "en" | "ko";

export const ACCEPT_LANGUAGE: Record<Spoken, string> = {
  en: "en-US,en;q=0.9",
  ko: "ko-KR,ko;q=0.9",
};

export const IN = {
  en: {
    /** A notice's subject names its event (here the tests' '등산'). */
    promotedSubject: "[Moim RSVP] You're in: '등산'",
    verifySubject: "[Moim RSVP] Confirm your email for notices",
    verifyButton: "Confirm email",
    verifyEventLine: "Event name (as the host wrote it): “북클럽”",
    verifyAsk: "for notices? Once you confirm",
    verifyDone: "Your email is confirmed.",
    unsubscribe: "Stop notice mails",
    promotedTitle: "You're in",
    promotedBody: "You've moved from the waiting list to attending '등산'.",
    offeredTitle: "A seat opened up",
    offeredMailBody: "A seat at '등산' is held for you until",
    offeredPushTail: "Confirm on the invite page.",
    oneTap: "Answer with one tap on a button below. No password needed.",
    accept: "Confirm seat",
    decline: "Decline seat",
    keep: "Still coming",
    cant: "Can't go",
    /** A promotion's or a change's mail to a seat holder, above its '못 가요'. */
    leaveLine: "If you can't make it, give your seat back with one tap on the button below.",
    leaveAsk: "to not going? If someone is waiting, the seat goes to them at once.",
    leaveChanged: "Your response has changed since this mail was sent, so this link no longer",
    acceptAsk: "is held for 대기 until",
    expiredTitle: "This link has expired",
    lapsedTitle: "Your seat offer expired",
    lapsedBody: "The seat at '등산' has gone to the next person waiting.",
    withdrawnTitle: "Your seat offer was withdrawn",
    withdrawnBody: "so the seat offered to you is gone.",
    reminderTitle: "Reminder:",
    reminderAsk: "Your seat then goes straight to the next person waiting.",
    keepAsk: "Tell the host 민지 is still coming to",
    keepDone: "We told the host",
    dateChanged: "The date has changed",
    placeChanged: "The place has changed",
    bothChanged: "The date and place have changed",
    announcementTitle: "a note from the host",
    mailAbout: "when you responded to '송년회'.",
    directTitle: "a message from the host",
    directLead: "The host sent you this message.",
    deletedTitle: "Event cancelled",
    deletedBody: "The host deleted '송년회'.",
  },
  ko: {
    promotedSubject: "[모임 RSVP] '등산' 참석이 확정되었어요",
    verifySubject: "[모임 RSVP] 알림 이메일 확인",
    verifyButton: "이메일 확인",
    verifyEventLine: "모임 이름 (주최자가 적은 말): 「북클럽」",
    verifyAsk: "응답에 이 주소를 알림 이메일로 연결할까요?",
    verifyDone: "이메일이 확인되었어요.",
    unsubscribe: "알림 메일 그만 받기",
    promotedTitle: "참석이 확정되었어요",
    promotedBody: "'등산' 대기 명단에서 참석으로 옮겨졌어요.",
    offeredTitle: "자리가 났어요",
    offeredMailBody: "까지 잡아 두었어요.",
    offeredPushTail: "초대 페이지에서 참석을 확정해 주세요.",
    oneTap: "아래 버튼 하나로 답할 수 있어요. 비밀번호는 필요 없어요.",
    accept: "참석 확정",
    decline: "참석 안 함",
    keep: "참석 유지",
    cant: "못 가요",
    leaveLine: "못 가게 되면 아래 버튼 하나로 자리를 내놓을 수 있어요.",
    leaveAsk: "모임에 대기님이 못 간다고 응답을 바꿀까요?",
    leaveChanged: "이 메일을 보낸 뒤 응답이 바뀌어 이 링크는 더 이상 쓸 수 없어요.",
    acceptAsk: "모임에 대기님 자리를",
    expiredTitle: "기한이 지난 링크예요",
    lapsedTitle: "자리 제안이 만료되었어요",
    lapsedBody: "'등산' 자리는 다음 대기자에게 넘어갔어요.",
    withdrawnTitle: "자리 제안이 취소되었어요",
    withdrawnBody: "정원을 줄여 제안했던 자리가 없어졌어요.",
    reminderTitle: "리마인더",
    reminderAsk: "자리는 바로 다음 대기자에게 넘어가요.",
    keepAsk: "민지님이 계획대로 참석한다고 주최자에게 알릴까요?",
    keepDone: "참석 유지를 주최자에게 알렸어요.",
    dateChanged: "모임 일시가 바뀌었어요",
    placeChanged: "모임 장소가 바뀌었어요",
    bothChanged: "모임 일시와 장소가 바뀌었어요",
    announcementTitle: "주최자 공지",
    mailAbout: "'송년회' 모임에 응답하며 알림 이메일을 남기셔서 보내드려요.",
    directTitle: "주최자의 메시지",
    directLead: "주최자가 보낸 메시지예요.",
    deletedTitle: "모임이 취소되었어요",
    deletedBody: "주최자가 '송년회' 모임을 삭제했어요.",
  },
} as const satisfies Record<Spoken, Record<string, string>>;

/** A sign-up from a browser that reads `language`. */
export const submitIn = (language: Spoken, eventId: string, body: ResponseBody) =>
  submit(eventId, body, { "Accept-Language": ACCEPT_LANGUAGE[language] });

/**
 * A sign-up in `language` with a notification address, verified from its mail (whose words
 * are that language's, or the wait for it fails).
 */
export async function verifiedIn(
  language: Spoken,
  eventId: string,
  body: ResponseBody,
  address: string,
) {
  const res = await submitIn(language, eventId, { ...body, notify_email: address });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const reply = (await res.json()) as { response: { id: string; status: string } };
  const [verification] = await mailsAbout(address, IN[language].verifySubject);
  const verified = await follow(linkIn(verification, IN[language].verifyButton), "POST");
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  return reply;
}
