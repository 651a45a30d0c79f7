/** What a call that got no reply says, on its own so a page can say it without the whole table. */
export const NETWORK_ERROR_TEXT = "네트워크 오류가 발생했습니다. 연결을 확인해주세요.";
