import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isErrorCode } from "#contract/error-codes";
import { API, api, newUser } from "../../support/worker/api";
import { createEvent, publicView, submit } from "../../support/worker/events";

const RLO = "\u202e";
const NUL = "\u0000";
const composed = "한글이름";
const decomposed = composed.normalize("NFD");
const family = "👩‍👩‍👧‍👦";
const deepJson = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
const megabyte = "x".repeat(1024 * 1024);

/** Hostile values for a string field: none of these may ever cause a 5xx. */
const HOSTILE_STRINGS = [
  "",
  " ",
  NUL,
  `a${NUL}b`,
  "\u0007\u001b[31m",
  `${RLO}evil.exe`,
  "x".repeat(10_000),
  "\ud800",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  "%00",
  "\u200b\u200b",
];
/** Of those, the ones that are fine as names: stored as given, escaped wherever shown. */
const VALID_NAMES = ["<script>alert(1)</script>", "'; DROP TABLE users; --", "%00"];
/** Of those, the ones a password may not be (a right-to-left mark in a password harms no one). */
const PASSWORD_INVALID = HOSTILE_STRINGS.filter(
  (value) => !value.startsWith(RLO) && value !== "\u200b\u200b",
);
/** Out-of-range or mistyped values for max_participants (null is valid: no limit). */
const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  "12",
  "",
  true,
  [],
  {},
];
const NOT_UUIDS = [
  "1",
  "abc",
  "00000000-0000-0000-0000-00000000000z",
  "../../etc/passwd",
  "%2e%2e",
  "' OR 1=1",
];

interface Case {
  label: string;
  path: string;
  init: RequestInit;
}

const raw = (
  path: string,
  method: string,
  body: BodyInit | undefined,
  contentType?: string,
): Case => ({
  label: `${method} ${path} ${contentType ?? ""} ${String(body).slice(0, 30)}`,
  path,
  init: { method, body, headers: contentType ? { "Content-Type": contentType } : {} },
});

async function storedState(eventId: string) {
  const counts = await env.DB.batch([
    env.DB.prepare("SELECT count(*) AS n FROM users"),
    env.DB.prepare("SELECT count(*) AS n FROM events"),
    env.DB.prepare("SELECT title, max_participants, config_version FROM events WHERE id = ?").bind(
      eventId,
    ),
  ]);
  return { counts: counts.map((result) => result.results), room: await publicView(eventId) };
}

describe("hostile and malformed input", () => {
  it("gets a 4xx in the API's error shape and changes nothing, across the API", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 3 });
    await submit(event.id, { name: "기존", password: "1234" });
    const e = `/events/${event.id}`;
    const jsonEndpoints: [string, string][] = [
      ["/users/signup", "POST"],
      [`${e}/submit`, "POST"],
      [`${e}/modify?name=기존`, "PUT"],
      ["/events/", "POST"],
      [e, "PUT"],
      ["/users/me", "PATCH"],
      ["/reset-password/", "POST"],
    ];

    const cases: Case[] = [];
    for (const [path, method] of jsonEndpoints) {
      cases.push(raw(path, method, "{broken", "application/json"));
      cases.push(raw(path, method, '{"name": "a",}', "application/json"));
      cases.push(raw(path, method, "name=a&password=1234", "application/x-www-form-urlencoded"));
      cases.push(raw(path, method, "<xml/>", "text/xml"));
      cases.push(raw(path, method, JSON.stringify({ name: megabyte }), "application/json"));
      cases.push(raw(path, method, deepJson, "application/json"));
      cases.push(raw(path, method, "null", "application/json"));
      cases.push(raw(path, method, "[]", "application/json"));
      cases.push(raw(path, method, '"string"', "application/json"));
      cases.push(raw(path, method, undefined, "application/json"));
    }
    for (const value of HOSTILE_STRINGS) {
      if (!VALID_NAMES.includes(value)) {
        cases.push(
          raw(
            `${e}/submit`,
            "POST",
            JSON.stringify({ name: value, password: "1234", status: "attending" }),
            "application/json",
          ),
        );
      }
      if (PASSWORD_INVALID.includes(value)) {
        cases.push(
          raw(
            `${e}/submit`,
            "POST",
            JSON.stringify({ name: "정상", password: value, status: "attending" }),
            "application/json",
          ),
        );
      }
      cases.push(
        raw(
          `${e}/submit`,
          "POST",
          JSON.stringify({ name: "정상", password: "1234", status: value }),
          "application/json",
        ),
      );
      cases.push(
        raw(
          "/events/",
          "POST",
          JSON.stringify({ title: "t", event_date: value }),
          "application/json",
        ),
      );
      cases.push(
        raw(
          "/users/signup",
          "POST",
          JSON.stringify({ email: value, password: "password123" }),
          "application/json",
        ),
      );
      cases.push(raw("/users/me", "PATCH", JSON.stringify({ email: value }), "application/json"));
    }
    for (const value of HOSTILE_NUMBERS) {
      cases.push(
        raw(
          "/events/",
          "POST",
          JSON.stringify({
            title: "t",
            event_date: "2030-01-01T00:00:00Z",
            max_participants: value,
          }),
          "application/json",
        ),
      );
      cases.push(raw(e, "PUT", JSON.stringify({ max_participants: value }), "application/json"));
      cases.push(
        raw(`/users/?skip=${encodeURIComponent(String(value))}&limit=-5`, "GET", undefined),
      );
    }
    for (const id of NOT_UUIDS) {
      const encoded = encodeURIComponent(id);
      cases.push(raw(`/events/${encoded}`, "GET", undefined));
      cases.push(raw(`/events/${encoded}/public`, "GET", undefined));
      cases.push(
        raw(
          `/events/${encoded}/submit`,
          "POST",
          JSON.stringify({ name: "a", password: "1234", status: "maybe" }),
          "application/json",
        ),
      );
      cases.push(raw(`/events/responses/${encoded}/admin-delete`, "DELETE", undefined));
      cases.push(raw(`/users/${encoded}`, "GET", undefined));
    }
    cases.push(
      raw(`${e}/delete?name=${encodeURIComponent(NUL)}&password=1234`, "DELETE", undefined),
    );
    cases.push(raw(`${e}/delete?name=기존`, "DELETE", undefined));
    cases.push(raw(`${e}/modify`, "PUT", JSON.stringify({ password: "1234" }), "application/json"));
    cases.push(
      raw(
        "/login/access-token",
        "POST",
        JSON.stringify({ username: "a", password: "b" }),
        "application/json",
      ),
    );
    cases.push(
      raw(
        "/login/access-token",
        "POST",
        `username=${"a".repeat(5000)}&password=x`,
        "application/x-www-form-urlencoded",
      ),
    );
    expect(cases.length).toBeGreaterThanOrEqual(200);

    const before = await storedState(event.id);
    for (const testCase of cases) {
      const headers = new Headers(testCase.init.headers);
      if (!testCase.path.includes("signup") && !testCase.path.includes("reset-password")) {
        headers.set("Authorization", `Bearer ${owner.token}`);
      }
      const res = await exports.default.fetch(
        new Request(`${API}${testCase.path}`, { ...testCase.init, headers }),
      );
      expect(res.status, testCase.label).toBeGreaterThanOrEqual(400);
      expect(res.status, testCase.label).toBeLessThan(500);
      const body = (await res.json()) as { detail: unknown; code: unknown };
      const shaped =
        isErrorCode(body.code) &&
        (typeof body.detail === "string" ||
          (Array.isArray(body.detail) &&
            body.detail.every(
              (d) =>
                Array.isArray(d.loc) && typeof d.msg === "string" && typeof d.type === "string",
            )));
      expect(shaped, `${testCase.label}: ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
    }
    expect(await storedState(event.id)).toEqual(before);
  });

  it("stores names exactly as normalised: trimmed and NFC, emoji sequences intact", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    expect((await submit(event.id, { name: `  ${decomposed}  ` })).status).toBe(201);
    expect((await submit(event.id, { name: family })).status).toBe(201);
    for (const name of VALID_NAMES) expect((await submit(event.id, { name })).status).toBe(201);
    // The same name in the other normal form, or another case, is the same person.
    expect((await submit(event.id, { name: composed })).status).toBe(400);
    const view = await publicView(event.id);
    expect(view.responses.map((r) => r.name)).toEqual([composed, family, ...VALID_NAMES]);
    const res = await api(
      `/events/${event.id}/delete?name=${encodeURIComponent(decomposed)}&password=1234`,
      {
        method: "DELETE",
      },
    );
    expect(res.status).toBe(200);
  });

  it("refuses event texts with controls or bidi overrides, which names already refuse", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "원래 제목" });
    for (const title of [`${RLO}evil.exe`, `a${NUL}b`, "\u2066숨김\u2069"]) {
      const created = await api("/events/", {
        method: "POST",
        token: owner.token,
        json: { title, event_date: new Date(Date.now() + 86_400_000).toISOString() },
      });
      expect(created.status, JSON.stringify(title)).toBe(422);
      const updated = await api(`/events/${event.id}`, {
        method: "PUT",
        token: owner.token,
        json: { title, location: title },
      });
      expect(updated.status, JSON.stringify(title)).toBe(422);
    }
    // Line breaks stay fine where text has lines.
    const described = await api(`/events/${event.id}`, {
      method: "PUT",
      token: owner.token,
      json: { description: "첫 줄\n둘째 줄\t들여쓰기" },
    });
    expect(described.status).toBe(200);
    expect((await publicView(event.id)).title).toBe("원래 제목");
  });
});
