/** A JSON answer with this status, as a stubbed fetch gives it, with any extra headers. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/** The API's 422 for one body field it refused: the field, why (`msg`) and the check's `type`. */
export const refusedField = (field: string, msg: string, type: string) =>
  json(422, { detail: [{ loc: ["body", field], msg, type }], code: "validation_failed" });
