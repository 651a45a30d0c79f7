import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  callWorker,
  DEPLOYED_PRIVACY_CONTACT,
  deployedEnv,
  incoming,
} from "../../support/worker/worker-fetch";

/** /privacy as a reader asks for it, in the environment given (the tests' own by default). */
const privacy = (
  environment: Cloudflare.Env,
  headers: Record<string, string> = {},
  path = "/privacy",
) => callWorker(incoming(`http://localhost${path}`, { headers }), environment);

/** The page's words, as a reader reads them: tags dropped, entities undone. */
const wordsOf = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("/privacy, the policy", () => {
  it("names the operator and the installation's retention, in Korean", async () => {
    const res = await privacy({ ...deployedEnv(), RETENTION_DAYS: "45" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("vary")).toContain("Accept-Language");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain("<title>개인정보 처리방침 - 모임 RSVP</title>");
    const words = wordsOf(html);
    expect(words).toContain(`이 서비스의 운영자와 연락처: ${DEPLOYED_PRIVACY_CONTACT}`);
    expect(words).toContain("이 서비스에서는 길어야 45일이에요.");
    // What is kept, why, for how long, who sees it, the rights and the choice.
    for (const said of [
      "응답 비밀번호: 되돌릴 수 없게 변환한 값(해시)만 보관해요.",
      "원할 때만: 알림을 받을 메일 주소와 이 브라우저의 푸시 알림 구독 정보",
      "IP 주소: 비밀번호를 추측하거나",
      "계정은 삭제할 때까지 보관해요.",
      "Cloudflare가 처리자로서",
      "'내 정보 삭제'",
      "계정의 정보를 내려받고 계정을 삭제할 수 있어요.",
      "메일 주소와 알림은 선택이에요.",
    ]) {
      expect(words).toContain(said);
    }
    expect(html).not.toContain('data-testid="operator-unset"');
    // Written whole by the Worker: nothing of the app to run.
    expect(html).not.toContain("<script");
  });

  it("is in English for a reader whose browser or switch asks for it", async () => {
    const asks: Record<string, string>[] = [
      { "Accept-Language": "en-US,en;q=0.9" },
      { Cookie: "lang=en" },
    ];
    for (const headers of asks) {
      const html = await (await privacy(deployedEnv(), headers)).text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("<title>Privacy policy - Moim RSVP</title>");
      const words = wordsOf(html);
      expect(words).toContain(`This service is run by: ${DEPLOYED_PRIVACY_CONTACT}`);
      expect(words).toContain("at most 30 days on this service.");
      expect(words).toContain("Your reply's password, kept only as a one-way hash");
      expect(words).toContain("An email address and notifications are optional");
    }
    const one = wordsOf(
      await (
        await privacy({ ...deployedEnv(), RETENTION_DAYS: "1" }, { Cookie: "lang=en" })
      ).text(),
    );
    expect(one).toContain("at most 1 day on this service.");
  });

  it("says plainly when an installation has no operator set, as the tests' local one has not", async () => {
    expect(env.PRIVACY_CONTACT ?? "").toBe("");
    const korean = await (await privacy(env)).text();
    expect(korean).toContain('data-testid="operator-unset"');
    expect(wordsOf(korean)).toContain(
      "이 설치본의 운영자가 이름과 연락처(PRIVACY_CONTACT)를 아직 정하지 않았어요.",
    );
    expect(korean).not.toContain("이 서비스의 운영자와 연락처:");
    const english = await (
      await privacy(env, {
        "Accept-Language": "en",
      })
    ).text();
    expect(wordsOf(english)).toContain(
      "The operator of this installation has not given their name and contact (PRIVACY_CONTACT) yet",
    );
  });

  it("answers with a trailing slash too, and only to reads", async () => {
    const slash = await privacy(deployedEnv(), {}, "/privacy/");
    expect(slash.status).toBe(200);
    const posted = await callWorker(
      incoming("http://localhost/privacy", { method: "POST", body: "x" }),
      deployedEnv(),
    );
    expect(posted.status).toBe(404);
  });

  it("is not served by a production deployment that refuses its settings", async () => {
    const res = await privacy({ ...deployedEnv(), PRIVACY_CONTACT: "" });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("PRIVACY_CONTACT");
  });
});
