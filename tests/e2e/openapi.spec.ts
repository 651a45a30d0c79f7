import { expect, test } from "@playwright/test";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";

test("the OpenAPI document is a valid OpenAPI 3.1 document", async ({ request }) => {
  const document = await (await request.get("/api/v1/openapi.json")).json();
  const validator = new Validator();
  const result = await validator.validate(document);
  expect(validator.version).toBe("3.1");
  expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
  expect(result.valid).toBe(true);
});

test("the OpenAPI document passes Redocly's recommended rules, warnings included", async ({
  request,
}) => {
  const source = await (await request.get("/api/v1/openapi.json")).text();
  const problems = await lintFromString({
    source,
    absoluteRef: "openapi.json",
    config: await createConfig({ extends: ["recommended"] }),
  });
  // These warnings are true to the service: the project is private and publishes no licence to
  // name, and a WebSocket's opening handshake (an event's, a poll's) answers 101, never a 2XX
  // (RFC 6455, 4.2.2).
  const expected = [
    "info-license #/info",
    "operation-2xx-response #/paths/~1api~1v1~1events~1{event_id}~1live/get/responses",
    "operation-2xx-response #/paths/~1api~1v1~1polls~1{poll_id}~1live/get/responses",
  ];
  const found = problems.map(
    (problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ""}`,
  );
  expect(found, JSON.stringify(problems, null, 2)).toEqual(expected);
});

test("the API docs page loads its operations without errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto("/api/v1/docs");
  // Swagger UI lists the operations of the document, grouped by tag.
  await expect(page.getByText("/api/v1/events/{event_id}/submit").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "모임 RSVP API" })).toBeVisible();
  // Trying a call from the page: the health check answers true.
  await page.getByText("/api/v1/utils/health-check").first().click();
  await page.getByRole("button", { name: "Try it out" }).click();
  await page.getByRole("button", { name: "Execute" }).click();
  await expect(page.locator(".live-responses-table tbody .response-col_status").first()).toHaveText(
    "200",
  );
  expect(problems).toEqual([]);
});
