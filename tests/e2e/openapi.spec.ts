import { expect, test } from "@playwright/test";
import { Validator } from "@seriousme/openapi-schema-validator";

test("the OpenAPI document is a valid OpenAPI 3.1 document", async ({ request }) => {
  const document = await (await request.get("/api/v1/openapi.json")).json();
  const validator = new Validator();
  const result = await validator.validate(document);
  expect(validator.version).toBe("3.1");
  expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
  expect(result.valid).toBe(true);
});

test("the API docs page loads its operations without errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto("/api/v1/docs");
  await expect(page.getByText("/events/{event_id}/submit").first()).toBeVisible();
  expect(problems).toEqual([]);
});
