/** The landing page's words: its features, its guide and its benefits. */
export type FeatureIcon = "check" | "calendar" | "chat" | "chart";

export const FEATURES: { icon: FeatureIcon; title: string; body: string }[] = [
  {
    icon: "check",
    title: "간편한 참석 관리",
    body: "참석·불참·미정 응답과 대기자 명단을 한곳에서 관리합니다. 정원이 차면 새 신청은 자동으로 대기 명단에 오릅니다.",
  },
  {
    icon: "calendar",
    title: "일정과 마감 관리",
    body: "모임 날짜와 응답 마감 시간을 정해 두세요. 마감이 지나면 응답을 더 받지 않고, 진행 상태가 배지로 표시됩니다.",
  },
  {
    icon: "chat",
    title: "참석자와 실시간 소통",
    body: "안내 메시지로 참석자에게 필요한 내용을 전하고, 새 응답은 새로고침 없이 화면에 바로 나타납니다.",
  },
  {
    icon: "chart",
    title: "자세한 참석 통계",
    body: "모임별 응답 수와 참석·대기 인원, 참석자별 참석률까지 한눈에 확인합니다.",
  },
];

export const STEPS = [
  { title: "모임 만들기", body: "제목, 날짜, 장소와 응답 마감 시간을 입력하면 준비 끝입니다." },
  { title: "초대 링크 공유", body: "메신저, 문자, 이메일 어디로든 링크 하나만 보내세요." },
  {
    title: "응답 받기",
    body: "초대받은 분은 가입 없이 이름과 간단한 비밀번호로 참석 여부를 남깁니다.",
  },
  { title: "실시간 현황 확인", body: "누가 오고 누가 기다리는지 대시보드에서 바로 봅니다." },
] as const;

export const BENEFITS = [
  { title: "완전 무료", body: "모든 기능을 비용 없이 사용하세요." },
  { title: "앱 설치 필요 없음", body: "웹 브라우저만 있으면 어디서나 열립니다." },
  { title: "링크로 간편 공유", body: "주소 하나로 누구든 초대할 수 있습니다." },
  { title: "실시간 현황", body: "응답이 들어오는 즉시 숫자가 바뀝니다." },
  { title: "모바일에 꼭 맞게", body: "휴대폰에서도 보기 좋고 누르기 쉽습니다." },
  {
    title: "개인정보 보호와 보안",
    body: "비밀번호는 암호화해 보관하고, 꼭 필요한 정보만 받습니다.",
  },
] as const;
