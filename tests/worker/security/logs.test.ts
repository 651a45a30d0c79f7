import { afterEach, describe, expect, it, vi } from "vitest";
import { api, login, newUser, uniqueEmail } from "../../support/worker/api";
import { cancel, createEvent, modify, submit } from "../../support/worker/events";
import { postForm } from "../../support/worker/form-post";
import { imitateBinding, mailsSettled, submitVerified } from "../../support/worker/mail";
import { announce } from "../../support/worker/push";
import { ALLERGY, eventAsking, idsOf } from "../../support/worker/questions";

/** Every line the Worker and its rooms write to the console from now on, as one text each. */
function captured(): string[] {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
  }
  return lines;
}

describe("the Worker's logs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("carry a request id per request and never a password or token", async () => {
    const lines = captured();
    const owner = await newUser();
    await login(owner.email, "wrong-password-123");
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "비밀", password: "secret-rsvp" });
    await modify(event.id, "비밀", { password: "guess-rsvp" });
    await cancel(event.id, "비밀", "secret-rsvp");
    const changed = await api("/users/me/password", {
      method: "PATCH",
      token: owner.token,
      json: { current_password: owner.password, new_password: "brand-new-pass-1" },
    });
    expect(changed.status).toBe(200);

    const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(7);
    for (const line of requestLines) {
      expect(JSON.parse(line).request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const everything = lines.join("\n");
    for (const secret of [
      owner.password,
      owner.token,
      "wrong-password-123",
      "secret-rsvp",
      "guess-rsvp",
      "brand-new-pass-1",
      "pbkdf2-sha256$",
      "scrypt$",
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("carry no name, address, answer or message, on the way in, changed, refused or failing", async () => {
    const lines = captured();
    // Words no UI sentence contains: found in a line, they came from what a person typed.
    const name = "로그에없을이름";
    const address = uniqueEmail("logged-nowhere");
    const message = "로그에없을메시지";
    const answer = "로그에없을답변";
    const password = "secret-53";
    const owner = await newUser();
    const event = await eventAsking(owner.token, [ALLERGY]);
    const allergy = idsOf(event.questions)[ALLERGY.label as string];

    const submitted = await api(`/events/${event.id}/submit`, {
      method: "POST",
      json: {
        name,
        password,
        status: "attending",
        message,
        notify_email: address,
        answers: { [allergy]: answer },
      },
    });
    expect(submitted.status).toBe(201);
    const changed = await modify(event.id, name, {
      password,
      message: `${message}2`,
      answers: { [allergy]: `${answer}2` },
    });
    expect(changed.status).toBe(200);
    // Refused: the name taken, a wrong password, an address that is none.
    expect((await submit(event.id, { name, password, message })).status).toBe(400);
    expect((await modify(event.id, name, { password: "wrong-53", message })).status).toBe(400);
    const badAddress = await submit(event.id, { name: `${name}3`, notify_email: `${name}@` });
    expect(badAddress.status).toBe(422);
    // The form posted without the app, taken and refused.
    await postForm(event.id, { name: `${name}4`, password, message: `${message}4` });
    await postForm(event.id, { name: `${name}4`, password, message: `${message}5` });
    // An address in the path: password recovery's.
    const recovery = await api(`/password-recovery/${encodeURIComponent(address)}`, {
      method: "POST",
    });
    expect(recovery.status).toBe(200);
    // The mail service failing with the recipient in its words, as a sender's error may.
    const verified = uniqueEmail("failing-box");
    await submitVerified(event.id, { name: `${name}5`, message }, verified);
    await mailsSettled(event.id);
    await imitateBinding(event.id, async (mail) => {
      throw Object.assign(new Error(`E_INTERNAL_SERVER_ERROR: could not send to ${mail.to}`), {
        code: "E_INTERNAL_SERVER_ERROR",
      });
    });
    expect((await announce(owner.token, event.id, "공지")).status).toBe(201);
    await mailsSettled(event.id);

    const everything = lines.join("\n");
    expect(everything).toContain('"msg":"request"');
    expect(everything).toContain("/password-recovery/:email");
    expect(everything).toContain("E_INTERNAL_SERVER_ERROR");
    for (const personal of [
      name,
      address,
      address.split("@")[0],
      verified.split("@")[0],
      message,
      answer,
      password,
    ]) {
      expect(everything).not.toContain(personal);
    }
  });
});
