import { describe, expect, it } from "vitest";
import { api, newUser, superuserToken, uniqueEmail } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";

type Issue = { loc: (string | number)[]; msg: string };
type Language = { language: string };

const me = async (token: string) =>
  (await (await api("/users/me", { token })).json()) as Language & { full_name: string };

const signup = (json: unknown, headers: HeadersInit = {}) =>
  api("/users/signup", { method: "POST", json, headers });

async function languageIssue(res: Response) {
  expect(res.status).toBe(422);
  const { detail } = (await res.json()) as { detail: Issue[] };
  expect(detail).toContainEqual(
    expect.objectContaining({
      loc: ["body", "language"],
      msg: 'language must be one of "ko", "en"',
    }),
  );
}

describe("an account's language", () => {
  it("is the browser's at sign-up, Korean when the browser names none of ours", async () => {
    const english = await signup(
      { email: uniqueEmail("en"), password: "password123" },
      { "Accept-Language": "de-DE,de;q=0.9,en-GB;q=0.8,ko;q=0.5" },
    );
    expect(((await english.json()) as Language).language).toBe("en");
    const german = await signup(
      { email: uniqueEmail("de"), password: "password123" },
      { "Accept-Language": "de-DE" },
    );
    expect(((await german.json()) as Language).language).toBe("ko");
  });

  it("is the one sign-up names, before the browser's", async () => {
    const res = await signup(
      { email: uniqueEmail("named"), password: "password123", language: "en" },
      { "Accept-Language": "ko-KR" },
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as Language).language).toBe("en");
  });

  it("changes with PATCH /users/me, and anything else is a 422 that changes nothing", async () => {
    const user = await newUser();
    expect((await me(user.token)).language).toBe("ko");
    const changed = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { language: "en" },
    });
    expect(((await changed.json()) as Language).language).toBe("en");
    await languageIssue(
      await api("/users/me", {
        method: "PATCH",
        token: user.token,
        json: { language: "de", full_name: "바뀌지 않음" },
      }),
    );
    const after = await me(user.token);
    expect(after.language).toBe("en");
    expect(after.full_name).not.toBe("바뀌지 않음");
  });

  it("is refused at sign-up when it is not one of ours, and no account is made", async () => {
    const email = uniqueEmail("refused");
    await languageIssue(await signup({ email, password: "password123", language: "EN" }));
    const again = await signup({ email, password: "password123" });
    expect(again.status).toBe(201);
  });

  it("is set by a superuser too", async () => {
    const user = await newUser();
    const res = await api(`/users/${user.id}`, {
      method: "PATCH",
      token: await superuserToken(),
      json: { language: "en" },
    });
    expect(((await res.json()) as Language).language).toBe("en");
  });
});

describe("an event's language", () => {
  it("is the creator's account language when left out, and the one given otherwise", async () => {
    const user = await newUser();
    await api("/users/me", { method: "PATCH", token: user.token, json: { language: "en" } });
    const left = await createEvent(user.token);
    const given = await createEvent(user.token, { language: "ko" });
    const read = async (id: string) =>
      ((await (await api(`/events/${id}`, { token: user.token })).json()) as Language).language;
    expect(await read(left.id)).toBe("en");
    expect(await read(given.id)).toBe("ko");
  });

  it("changes with PUT, shows in the public view, and a bad one changes nothing", async () => {
    const user = await newUser();
    const event = await createEvent(user.token);
    const put = (json: unknown) =>
      api(`/events/${event.id}`, { method: "PUT", token: user.token, json });
    expect(((await (await put({ language: "en" })).json()) as Language).language).toBe("en");
    await languageIssue(await put({ language: "fr", title: "바뀌지 않음" }));
    const view = (await (await api(`/events/${event.id}/public`)).json()) as Language & {
      title: string;
    };
    expect(view.language).toBe("en");
    expect(view.title).not.toBe("바뀌지 않음");
  });

  it("is refused on create when it is not one of ours", async () => {
    const user = await newUser();
    await languageIssue(
      await api("/events/", {
        method: "POST",
        token: user.token,
        json: {
          title: "모임",
          event_date: new Date(Date.now() + 86_400_000).toISOString(),
          language: "ja",
        },
      }),
    );
    const list = (await (await api("/events/", { token: user.token })).json()) as { count: number };
    expect(list.count).toBe(0);
  });
});

describe("the OpenAPI document", () => {
  it("names the language of users and events where they are read and written", async () => {
    type Schema = { properties?: Record<string, { enum?: string[] }> };
    type Body = { content: Record<string, { schema: Schema }> };
    type Operation = { requestBody?: Body; responses: Record<string, Body> };
    const doc = (await (await api("/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const at = (method: string, path: string) => doc.paths[`/api/v1${path}`]?.[method];
    const written = (method: string, path: string) =>
      at(method, path)?.requestBody?.content["application/json"]?.schema.properties?.language?.enum;
    const read = (method: string, path: string, status: string) =>
      at(method, path)?.responses[status]?.content["application/json"]?.schema.properties?.language
        ?.enum;
    expect(written("patch", "/users/me")).toEqual(["ko", "en"]);
    expect(written("post", "/users/signup")).toEqual(["ko", "en"]);
    expect(read("get", "/users/me", "200")).toEqual(["ko", "en"]);
    expect(written("post", "/events")).toEqual(["ko", "en"]);
    expect(written("put", "/events/{event_id}")).toEqual(["ko", "en"]);
    expect(read("get", "/events/{event_id}", "200")).toEqual(["ko", "en"]);
  });
});
