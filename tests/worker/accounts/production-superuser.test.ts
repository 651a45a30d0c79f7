import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { SUPERUSER, tokenFor } from "../../support/worker/api";
import {
  DEPLOYED_SUPERUSER_PASSWORD,
  deployedEnv,
  incoming,
} from "../../support/worker/worker-fetch";

const NEW_PASSWORD = DEPLOYED_SUPERUSER_PASSWORD;
/** The database set up locally, deployed: its first superuser is the local one. */
const deployedHere = (): Cloudflare.Env => ({ ...deployedEnv(), FIRST_SUPERUSER: SUPERUSER.email });

const signIn = (password: string, environment: Cloudflare.Env) =>
  worker.fetch(
    incoming("http://localhost/api/v1/login/access-token", {
      method: "POST",
      body: new URLSearchParams({ username: SUPERUSER.email, password }),
    }),
    environment,
    createExecutionContext(),
  );

const storedHash = async () =>
  (
    await env.DB.prepare("SELECT hashed_password FROM users WHERE email = ?")
      .bind(SUPERUSER.email)
      .first<{ hashed_password: string }>()
  )?.hashed_password;

describe("a database first set up locally, deployed", () => {
  it("never serves its first superuser on the documented default password", async () => {
    // Locally the superuser has the documented default, and a session.
    const localToken = await tokenFor(SUPERUSER.email, SUPERUSER.password);
    const before = await storedHash();

    const prod = deployedHere();
    expect((await signIn(SUPERUSER.password, prod)).status).toBe(400);
    expect((await signIn(NEW_PASSWORD, prod)).status).toBe(200);
    // Sessions from before end with the default password.
    const me = await worker.fetch(
      incoming("http://localhost/api/v1/users/me", {
        headers: { Authorization: `Bearer ${localToken}` },
      }),
      prod,
      createExecutionContext(),
    );
    expect(me.status).toBe(401);

    // The check is remembered by the hash now stored, so other isolates skip the costly hash.
    const after = await storedHash();
    expect(after).not.toBe(before);
    const checked = await env.DB.prepare("SELECT value FROM deployment_checks").first<{
      value: string;
    }>();
    expect(checked?.value).toBe(after);

    // A second start (another isolate's configuration) changes nothing more.
    expect((await signIn(NEW_PASSWORD, deployedHere())).status).toBe(200);
    expect(await storedHash()).toBe(after);
  });
});
