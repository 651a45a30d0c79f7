import appearance from "../../assets/screenshots/appearance.webp";
import login from "../../assets/screenshots/login.webp";
import password from "../../assets/screenshots/password.webp";
import users from "../../assets/screenshots/users.webp";

export type Screenshot = { src: string; title: string; caption: string };

/** Made from the running app by scripts/about-screenshots.mjs (960 × 600 WebP). */
export const SCREENSHOT_SIZE = { width: 960, height: 600 };

export const SCREENSHOTS: Screenshot[] = [
  { src: login, title: "로그인", caption: "이메일과 비밀번호만으로 바로 시작합니다." },
  { src: users, title: "사용자 관리", caption: "관리자는 사용자를 추가하고 권한을 조정합니다." },
  {
    src: password,
    title: "비밀번호 변경",
    caption: "강도 표시를 보며 안전한 비밀번호로 바꿉니다. 다크 모드도 지원합니다.",
  },
  { src: appearance, title: "화면 테마", caption: "시스템, 라이트, 다크 중에서 고릅니다." },
];
