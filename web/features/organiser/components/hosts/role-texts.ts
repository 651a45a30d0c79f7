import type { HostRole } from "#contract/hosts";

/** What each role may do, as the add form explains it (decision 0043). */
export const ROLE_EXPLANATIONS: Record<HostRole, string> = {
  manager: "공동 주최: 모임 수정·응답 관리·공지까지, 모임 삭제와 운영진 관리는 빼고요.",
  checkin: "입장 확인: 응답 목록을 보고 입장 처리만 할 수 있어요.",
};
