// The API docs page: reads /api/v1/openapi.json, lists its operations with their parameters
// and schemas, and sends a request from a form ("Try it"). Served from the Worker under a CSP
// without 'unsafe-inline', so everything is built with DOM calls; text from the document is
// only ever set as text, never as HTML.

const SPEC_URL = "/api/v1/openapi.json";
const APP_TOKEN_KEY = "access_token"; // where the web app keeps its sign-in
const METHODS = ["get", "post", "put", "patch", "delete"];

let spec = {};

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** Follows a local `$ref` ("#/components/schemas/X"); anything else is returned as is. */
function resolve(schema) {
  let current = schema ?? {};
  for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
    if (!current.$ref.startsWith("#/")) return current;
    current = current.$ref
      .slice(2)
      .split("/")
      .map((part) => decodeURIComponent(part.replaceAll("~1", "/").replaceAll("~0", "~")))
      .reduce((node, key) => node?.[key], spec) ?? { description: `unresolved ${current.$ref}` };
  }
  return current;
}

const branchesOf = (schema) => schema.anyOf ?? schema.oneOf ?? null;

function typeLabel(raw) {
  const schema = resolve(raw);
  const branches = branchesOf(schema);
  if (branches) return branches.map(typeLabel).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.type === "array") return `${typeLabel(schema.items ?? {})}[]`;
  let label = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  if (schema.format) label += ` (${schema.format})`;
  return label;
}

const RULES = [
  ["minLength", "min length"],
  ["maxLength", "max length"],
  ["minimum", "≥"],
  ["exclusiveMinimum", ">"],
  ["maximum", "≤"],
  ["exclusiveMaximum", "<"],
  ["minItems", "min items"],
  ["maxItems", "max items"],
];

function constraints(raw) {
  const schema = resolve(raw);
  const out = [];
  for (const branch of branchesOf(schema) ?? []) out.push(...constraints(branch));
  for (const [key, label] of RULES) {
    // A maximum of 2^53-1 only says "a safe integer"; it tells a reader nothing.
    if (schema[key] !== undefined && Math.abs(schema[key]) !== Number.MAX_SAFE_INTEGER) {
      out.push(`${label} ${schema[key]}`);
    }
  }
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  if (typeof schema.pattern === "string" && schema.pattern.length <= 40 && !schema.format) {
    out.push(`pattern ${schema.pattern}`);
  }
  return out;
}

/** A table of an object's fields (nested objects and arrays of objects get their own table). */
function schemaView(raw) {
  const schema = resolve(raw);
  const objectOf = (s) => {
    const r = resolve(s);
    if (r.type === "object" && r.properties) return r;
    if (r.type === "array") return objectOf(r.items ?? {});
    const branch = (branchesOf(r) ?? []).map(resolve).find((b) => b.type !== "null");
    return branch ? objectOf(branch) : null;
  };
  const object = objectOf(schema);
  const view = el("div", { class: "schema" });
  if (schema.description) view.append(el("p", { class: "muted" }, schema.description));
  if (!object) {
    const rules = constraints(schema);
    view.append(el("code", {}, typeLabel(schema)), rules.length ? ` — ${rules.join(", ")}` : "");
    return view;
  }
  const required = new Set(object.required ?? []);
  const rows = Object.entries(object.properties).map(([name, property]) => {
    const nested = objectOf(property);
    const rules = constraints(property);
    const description = resolve(property).description;
    return el(
      "tr",
      {},
      el(
        "td",
        {},
        el("code", {}, name),
        required.has(name) ? el("span", { class: "req" }, " *") : "",
      ),
      el("td", {}, el("code", {}, typeLabel(property))),
      el(
        "td",
        {},
        rules.join(", "),
        description ? el("div", { class: "muted" }, description) : "",
        nested ? schemaView(property) : "",
      ),
    );
  });
  view.append(
    el(
      "table",
      {},
      el(
        "thead",
        {},
        el("tr", {}, el("th", {}, "field"), el("th", {}, "type"), el("th", {}, "rules")),
      ),
      el("tbody", {}, rows),
    ),
  );
  return view;
}

function rawSchema(raw) {
  return el(
    "details",
    { class: "raw" },
    el("summary", {}, "JSON Schema"),
    el("pre", {}, JSON.stringify(raw, null, 2)),
  );
}

function stringExample(schema) {
  const soon = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  soon.setUTCSeconds(0, 0);
  switch (schema.format) {
    case "date-time":
      return soon.toISOString();
    case "date":
      return soon.toISOString().slice(0, 10);
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "email":
      return "user@example.com";
    default: {
      let value = "string";
      if (schema.minLength) value = value.padEnd(schema.minLength, "x");
      if (schema.maxLength !== undefined) value = value.slice(0, schema.maxLength);
      return value;
    }
  }
}

/** A value that satisfies the schema's simple rules, as a starting point for a request. */
function example(raw, depth = 0) {
  const schema = resolve(raw);
  if (depth > 8) return null;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = branchesOf(schema);
  if (branches) {
    const pick = branches.find((b) => resolve(b).type !== "null") ?? branches[0];
    return example(pick, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v, depth + 1)]),
      );
    case "array":
      return [example(schema.items ?? {}, depth + 1)];
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
    case "boolean":
      return false;
    case "string":
      return stringExample(schema);
    default:
      return null;
  }
}

// --- the token -------------------------------------------------------------------------------

const tokenInput = () => document.getElementById("token");

function setToken(token, how) {
  tokenInput().value = token ?? "";
  document.getElementById("auth-state").textContent = token ? how : "";
}

function wireAuth() {
  const appToken = () => {
    try {
      return localStorage.getItem(APP_TOKEN_KEY);
    } catch {
      return null;
    }
  };
  document.getElementById("use-app-token").addEventListener("click", () => {
    const token = appToken();
    setToken(token, token ? "using your sign-in from the app" : "");
    if (!token) document.getElementById("auth-state").textContent = "not signed in to the app";
  });
  document.getElementById("clear-token").addEventListener("click", () => setToken(null));
  document.getElementById("auth").addEventListener("submit", (event) => event.preventDefault());
  tokenInput().addEventListener("input", () => {
    document.getElementById("auth-state").textContent = tokenInput().value ? "token set" : "";
  });
}

// --- "Try it" --------------------------------------------------------------------------------

function tryItForm(path, method, operation) {
  const parameters = (operation.parameters ?? []).map(resolve);
  const bodyContent = resolve(operation.requestBody)?.content ?? {};
  const bodyType = Object.keys(bodyContent)[0];
  const bodySchema = bodyType ? resolve(bodyContent[bodyType].schema) : null;
  const inputs = new Map();
  const fieldRow = (key, label, schema, required, hint) => {
    const secret = /password|token/i.test(label);
    const value = example(schema);
    const input = el("input", {
      name: key,
      type: secret ? "password" : "text",
      required,
      autocomplete: "off",
      spellcheck: "false",
      placeholder: typeLabel(schema),
    });
    if (required || schema.default !== undefined) input.value = value == null ? "" : String(value);
    inputs.set(key, input);
    return el(
      "label",
      { class: "field" },
      el(
        "span",
        {},
        el("code", {}, label),
        required ? el("span", { class: "req" }, " *") : "",
        hint ? ` (${hint})` : "",
      ),
      input,
    );
  };

  const fields = parameters.map((p) =>
    fieldRow(`${p.in}:${p.name}`, p.name, p.schema ?? {}, Boolean(p.required), p.in),
  );
  let bodyArea = null;
  if (bodyType === "application/json") {
    bodyArea = el("textarea", { rows: 8, spellcheck: "false", "aria-label": "JSON body" });
    bodyArea.value = JSON.stringify(example(bodySchema), null, 2);
    fields.push(
      el("label", { class: "field" }, el("span", {}, "body (application/json)"), bodyArea),
    );
  } else if (bodyType === "application/x-www-form-urlencoded") {
    const required = new Set(bodySchema.required ?? []);
    for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
      fields.push(fieldRow(`form:${name}`, name, schema, required.has(name), "form"));
    }
  }

  const result = el("div", { class: "result", "aria-live": "polite" });
  const send = async (event) => {
    event.preventDefault();
    let url = path;
    const query = new URLSearchParams();
    const headers = new Headers({ Accept: "application/json" });
    const form = new URLSearchParams();
    for (const [key, input] of inputs) {
      const [where, name] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
      const value = input.value;
      if (where === "path") url = url.replace(`{${name}}`, encodeURIComponent(value));
      else if (value === "") continue;
      else if (where === "query") query.append(name, value);
      else if (where === "header") headers.set(name, value);
      else if (where === "form") form.append(name, value);
    }
    if (query.size) url += `?${query}`;
    const init = { method: method.toUpperCase(), headers };
    if (bodyArea) {
      headers.set("Content-Type", "application/json");
      init.body = bodyArea.value;
    } else if (bodyType === "application/x-www-form-urlencoded") {
      init.body = form;
    }
    const token = tokenInput().value.trim();
    if (token && operation.security?.length) headers.set("Authorization", `Bearer ${token}`);
    result.replaceChildren(el("p", { class: "muted" }, `${init.method} ${url} …`));
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const text = await response.text();
      const ms = Math.round(performance.now() - started);
      let shown = text;
      let data;
      try {
        data = JSON.parse(text);
        shown = JSON.stringify(data, null, 2);
      } catch {
        // not JSON: shown as it came
      }
      const notes = [];
      if (typeof data?.access_token === "string") {
        setToken(data.access_token, "token from the last sign-in");
        notes.push(el("p", { class: "muted" }, "The token is now used for calls that need one."));
      }
      result.replaceChildren(
        el(
          "p",
          {},
          el(
            "strong",
            { class: response.ok ? "ok" : "bad" },
            `${response.status} ${response.statusText}`,
          ),
          ` · ${ms} ms · `,
          el("code", {}, response.headers.get("content-type") ?? "no content type"),
        ),
        el("p", { class: "muted" }, `${init.method} ${url}`),
        el("pre", {}, shown || "(empty body)"),
        notes,
      );
    } catch (error) {
      result.replaceChildren(el("p", { class: "bad" }, `The request failed: ${error}`));
    }
  };
  return el(
    "form",
    { class: "try", onsubmit: send, novalidate: true },
    el("h4", {}, "Try it"),
    operation.security?.length
      ? el("p", { class: "muted" }, "Sends the bearer token from the top of the page.")
      : "",
    fields,
    el("button", { type: "submit" }, "Send"),
    result,
  );
}

// --- the page ----------------------------------------------------------------------------------

function operationView(path, method, operation) {
  const id = `op-${operation.operationId ?? `${method}${path}`.replace(/[^A-Za-z0-9]+/g, "_")}`;
  const parameters = (operation.parameters ?? []).map(resolve);
  const body = resolve(operation.requestBody);
  const details = el(
    "details",
    { class: "op", id },
    el(
      "summary",
      {},
      el("span", { class: `method ${method}` }, method.toUpperCase()),
      el("code", { class: "path" }, path),
      operation.security?.length
        ? el("span", { class: "lock", title: "needs a token" }, "token")
        : "",
    ),
  );
  const content = [];
  if (operation.description) content.push(el("p", {}, operation.description));
  if (parameters.length) {
    content.push(
      el("h4", {}, "Parameters"),
      el(
        "table",
        {},
        el(
          "thead",
          {},
          el(
            "tr",
            {},
            el("th", {}, "name"),
            el("th", {}, "in"),
            el("th", {}, "type"),
            el("th", {}, "rules"),
          ),
        ),
        el(
          "tbody",
          {},
          parameters.map((p) =>
            el(
              "tr",
              {},
              el(
                "td",
                {},
                el("code", {}, p.name),
                p.required ? el("span", { class: "req" }, " *") : "",
              ),
              el("td", {}, p.in),
              el("td", {}, el("code", {}, typeLabel(p.schema))),
              el(
                "td",
                {},
                constraints(p.schema ?? {}).join(", "),
                p.description ? el("div", { class: "muted" }, p.description) : "",
              ),
            ),
          ),
        ),
      ),
    );
  }
  for (const [type, media] of Object.entries(body?.content ?? {})) {
    content.push(
      el("h4", {}, "Request body ", el("code", {}, type)),
      schemaView(media.schema),
      rawSchema(media.schema),
    );
  }
  content.push(el("h4", {}, "Responses"));
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const response = resolve(raw);
    const media = Object.values(response.content ?? {})[0];
    content.push(
      el(
        "div",
        { class: "response" },
        el("p", {}, el("strong", {}, status), " ", response.description ?? ""),
        media?.schema ? [schemaView(media.schema), rawSchema(media.schema)] : "",
      ),
    );
  }
  content.push(tryItForm(path, method, operation));
  details.append(el("div", { class: "op-body" }, content));
  return details;
}

function openFromHash() {
  const target = location.hash
    ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
    : null;
  if (target instanceof HTMLDetailsElement) {
    target.open = true;
    target.scrollIntoView({ block: "start" });
  }
}

function render() {
  document.getElementById("title").textContent = spec.info?.title ?? "API";
  document.getElementById("version").textContent =
    `OpenAPI ${spec.openapi} · version ${spec.info?.version ?? "?"}`;
  document.title = `${spec.info?.title ?? "API"} — docs`;
  const byTag = new Map((spec.tags ?? []).map((tag) => [tag.name, { tag, operations: [] }]));
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? "other";
      if (!byTag.has(name)) byTag.set(name, { tag: { name }, operations: [] });
      byTag.get(name).operations.push([path, method, operation]);
    }
  }
  const nav = document.getElementById("nav");
  const main = document.getElementById("main");
  nav.replaceChildren();
  main.replaceChildren(
    spec.info?.description ? el("p", { class: "intro" }, spec.info.description) : "",
  );
  for (const { tag, operations } of byTag.values()) {
    if (!operations.length) continue;
    const views = operations.map(([path, method, operation]) =>
      operationView(path, method, operation),
    );
    nav.append(
      el("h3", {}, tag.name),
      el(
        "ul",
        {},
        views.map((view, i) =>
          el(
            "li",
            {},
            el(
              "a",
              { href: `#${view.id}` },
              el("span", { class: `method ${operations[i][1]}` }, operations[i][1].toUpperCase()),
              " ",
              operations[i][0].replace(/^\/api\/v\d+/, ""),
            ),
          ),
        ),
      ),
    );
    main.append(
      el(
        "section",
        {},
        el("h2", {}, tag.name),
        tag.description ? el("p", { class: "muted" }, tag.description) : "",
        views,
      ),
    );
  }
  openFromHash();
}

async function start() {
  wireAuth();
  window.addEventListener("hashchange", openFromHash);
  try {
    const response = await fetch(SPEC_URL, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    spec = await response.json();
    render();
  } catch (error) {
    document
      .getElementById("main")
      .replaceChildren(el("p", { class: "bad" }, `Could not load ${SPEC_URL}: ${error}`));
  }
}

start();
