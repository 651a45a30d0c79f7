import dashboard from "../../assets/screenshots/dashboard.webp";
import dashboardPhone from "../../assets/screenshots/dashboard-phone.webp";
import invite from "../../assets/screenshots/invite.webp";
import invitePhone from "../../assets/screenshots/invite-phone.webp";
import participants from "../../assets/screenshots/participants.webp";
import participantsPhone from "../../assets/screenshots/participants-phone.webp";
import responses from "../../assets/screenshots/responses.webp";
import responsesPhone from "../../assets/screenshots/responses-phone.webp";

/** Each screen as a laptop shows it (`src`) and as a phone shows it (`phoneSrc`). */
export type Screenshot = { src: string; phoneSrc: string; title: string; caption: string };

/** Made from the running app by scripts/about-screenshots.mjs (WebP). */
export const SCREENSHOT_SIZE = { width: 960, height: 600 };
export const PHONE_SCREENSHOT_SIZE = { width: 585, height: 1080 };

/**
 * Where the phone set is shown: below Tailwind's md (48rem), where the gallery is a sideways
 * row of one screen at a time. A laptop screen shrunk to a phone's width cannot be read.
 */
export const PHONE_MEDIA = "(max-width: 47.99rem)";
/** Everywhere else: its own source too, so a page can preload each by its media alone. */
export const LAPTOP_MEDIA = "(min-width: 48rem)";

export const SCREENSHOTS: Screenshot[] = [
  {
    src: dashboard,
    phoneSrc: dashboardPhone,
    title: "내 모임",
    caption: "모임을 만들고 초대 링크를 복사하세요. 참석 인원이 실시간으로 바뀝니다.",
  },
  {
    src: invite,
    phoneSrc: invitePhone,
    title: "초대 페이지",
    caption: "초대받은 분은 이름과 비밀번호만으로 응답합니다. 정원이 차면 대기 명단으로.",
  },
  {
    src: responses,
    phoneSrc: responsesPhone,
    title: "응답 현황",
    caption: "누가 오는지, 대기 순서까지 한눈에. CSV로 내려받고 QR로 공유합니다.",
  },
  {
    src: participants,
    phoneSrc: participantsPhone,
    title: "참석자 통계",
    caption: "모임마다 누가 자주 오는지 참석률로 확인합니다. 다크 모드도 지원합니다.",
  },
];
