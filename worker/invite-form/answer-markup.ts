import { FORM_ANSWER_SLOT_ID, type FormField, INVITE_FORM_ID } from "#contract/invite-form";
import { POSTED_RESPONSE_ATTRIBUTE, type PostedResponse } from "#contract/posted-response";
import { ANSWER_FIELD_PREFIX } from "#contract/questions";
import { escapeHtml } from "../lib/html-escape";

/**
 * What the page says about its form's post (answer-form.ts), with what was typed kept after a
 * refusal, and what the app needs to follow the response once it takes over.
 */
export type PageAnswer = {
  status: number;
  ok: boolean;
  text: string;
  /** A refusal's field, marked in the form. */
  field: FormField | null;
  /** The questions whose answers a refusal names (issue 36): each one's field is marked. */
  refusedAnswers?: string[];
  /**
   * What the person typed, put back after a refusal (never the password). `guests` is the
   * chosen button's value, empty when the form had none (an event taking no guests).
   */
  typed?: {
    name: string;
    status: string;
    message: string;
    guests: string;
    notify_email: string;
    /** The answers to the questions as posted (`answers.<id>` fields), by question id. */
    answers: Record<string, string>;
  };
  /** The response the post made or changed: the app remembers it as this browser's. */
  posted?: PostedResponse;
  /** After a sign-up, its personal link: the page's address with the key in the fragment. */
  link?: string;
};

/**
 * The answer in the app's markup: in the slot at the top of the form (the page opens there,
 * so the words are where the eye was), what was typed put back (the password stays empty) and
 * the refused field marked. `placed` is false when the markup has no form (responses closed):
 * the answer then goes above the app's markup (`answerBanner`).
 */
export async function withAnswer(
  markup: string,
  answer: PageAnswer,
): Promise<{ markup: string; placed: boolean }> {
  let placed = false;
  const field = (name: string) => `#${INVITE_FORM_ID} [name="${name}"]`;
  const mark = (el: Element, name: string) => {
    if (answer.field !== name) return;
    el.setAttribute("aria-invalid", "true");
    const invalid = el.tagName === "textarea" ? "textarea-error" : "input-error";
    el.setAttribute("class", `${el.getAttribute("class") ?? ""} ${invalid}`);
  };
  const rewriter = new HTMLRewriter().on(`#${INVITE_FORM_ID} #${FORM_ANSWER_SLOT_ID}`, {
    element: (el) => {
      el.removeAttribute("hidden");
      el.setInnerContent(`<div class="flex flex-col gap-3">${answerHtml(answer)}</div>`, {
        html: true,
      });
      placed = true;
    },
  });
  const typed = answer.typed;
  if (typed) {
    const valued = (name: "name" | "notify_email") => ({
      element: (el: Element) => {
        el.setAttribute("value", typed[name]);
        mark(el, name);
      },
    });
    rewriter
      .on(field("name"), valued("name"))
      .on(field("notify_email"), valued("notify_email"))
      .on(field("password"), { element: (el) => mark(el, "password") })
      .on(field("new_password"), { element: (el) => mark(el, "new_password") })
      .on(field("message"), {
        element: (el) => {
          el.setInnerContent(typed.message);
          mark(el, "message");
        },
      })
      .on(field("status"), {
        element: (el) => {
          if (el.getAttribute("value") === typed.status) el.setAttribute("checked", "");
          else el.removeAttribute("checked");
        },
      })
      .on(field("guests"), {
        element: (el) => {
          // Buttons, like the statuses; without a choice sent, the page's own stays.
          if (typed.guests) {
            if (el.getAttribute("value") === typed.guests) el.setAttribute("checked", "");
            else el.removeAttribute("checked");
          }
          if (answer.field === "guests") el.setAttribute("aria-invalid", "true");
        },
      });
    rewriter.on(`#${INVITE_FORM_ID} [name^="${ANSWER_FIELD_PREFIX}"]`, {
      element: (el) => putAnswerBack(el, typed.answers, answer),
    });
  }
  const text = await rewriter.transform(new Response(markup)).text();
  return { markup: text, placed };
}

/**
 * A question's field after a refusal: its posted answer put back (a text's value, the chosen
 * radio), and marked when the refusal names it.
 */
function putAnswerBack(el: Element, answers: Record<string, string>, answer: PageAnswer): void {
  const name = el.getAttribute("name") ?? "";
  const id = name.slice(ANSWER_FIELD_PREFIX.length);
  const posted = Object.hasOwn(answers, id) ? answers[id] : undefined;
  const refused = answer.field === name || (answer.refusedAnswers ?? []).includes(id);
  if (el.getAttribute("type") === "radio") {
    if (posted !== undefined && el.getAttribute("value") === posted) el.setAttribute("checked", "");
    else el.removeAttribute("checked");
    if (refused) el.setAttribute("aria-invalid", "true");
    return;
  }
  el.setAttribute("value", posted ?? "");
  if (refused) {
    el.setAttribute("aria-invalid", "true");
    el.setAttribute("class", `${el.getAttribute("class") ?? ""} input-error`);
  }
}

/** The answer above the app's markup, for a page without the form to hold it. */
export const answerBanner = (answer: PageAnswer) =>
  `<div class="mx-auto flex max-w-2xl flex-col gap-3 px-3 py-4 sm:px-4">${answerHtml(answer)}</div>`;

/**
 * The outcome in words (a status, or an alert for a refusal, which the screen reader says at
 * once), carrying the posted response for the app; after a sign-up, its personal link, which
 * without JavaScript is the only way to change the answer later without the password.
 */
function answerHtml(answer: PageAnswer): string {
  const [role, tone] = answer.ok ? ["status", "alert-success"] : ["alert", "alert-error"];
  const posted = answer.posted
    ? ` ${POSTED_RESPONSE_ATTRIBUTE}="${escapeHtml(JSON.stringify(answer.posted))}"`
    : "";
  const words = `<p role="${role}" class="alert ${tone} alert-soft"${posted} data-testid="form-answer">${escapeHtml(answer.text)}</p>`;
  if (!answer.link) return words;
  const link = escapeHtml(answer.link);
  return `${words}<div class="rounded-box border border-base-300 p-3 text-sm" data-testid="answer-link"><p class="font-semibold">내 응답 링크</p><a class="link link-primary break-all" href="${link}">${link}</a><p class="mt-1 text-base-content/70">이 링크를 열면 어느 기기에서든 비밀번호 없이 이 응답을 바꾸거나 취소할 수 있어요. 나만 간직하세요.</p></div>`;
}
