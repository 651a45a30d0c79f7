import { m } from "#messages";
import { EmailAddress } from "../../components/ui/email-address";
import { WordsWith } from "../../components/ui/words-with";

/** What a report is most useful with; the same whether it goes by mail or by another way. */
const WHAT_TO_WRITE = [
  { id: "where", words: m.account_bug_write_where },
  { id: "what", words: m.account_bug_write_what },
  { id: "device", words: m.account_bug_write_device },
];

/**
 * /bug-report where no feedback form is set up: a mail link to the operator's address when
 * there is one (SUPPORT_EMAIL). Otherwise this installation has no way to take a report, and
 * the page says so rather than sending people to "whoever runs the service", who may be the
 * reader: with the two settings that add one, and the README section on them (the project's
 * repository address is nowhere in it to link to), marked as for whoever runs it.
 */
export function ReachOperator({ email }: { email: string | null }) {
  return (
    <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5">
      {email ? (
        <>
          <p>{m.account_bug_mail_intro()}</p>
          <a
            className="btn btn-primary self-start"
            href={`mailto:${email}?subject=${encodeURIComponent(m.account_bug_mail_subject())}`}
          >
            {m.account_bug_mail_button()}
          </a>
          <p className="text-sm text-base-content/75">
            {m.account_bug_mail_address()}{" "}
            <EmailAddress className="font-medium text-base-content select-all" email={email} />
          </p>
          <div>
            <p className="font-medium">{m.account_bug_write_title()}</p>
            <ul className="mt-1 list-disc pl-5 text-base-content/80">
              {WHAT_TO_WRITE.map((item) => (
                <li key={item.id}>{item.words()}</li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <NoChannel />
      )}
    </div>
  );
}

/** Neither a form nor an address: none to offer, and how the person running it adds one. */
function NoChannel() {
  return (
    <>
      <p data-testid="no-feedback-channel">{m.account_bug_no_channel()}</p>
      <div className="rounded-box bg-base-200 p-4 text-sm">
        <p className="font-medium">{m.account_bug_operator_title()}</p>
        <p className="mt-1 text-base-content/80">
          <WordsWith
            words={m.account_bug_operator_body}
            parts={{
              file: <code>wrangler.toml</code>,
              vars: <code>[vars]</code>,
              email: <code>SUPPORT_EMAIL</code>,
              form: <code>FEEDBACK_FORM_URL</code>,
              section: <strong>Configuration</strong>,
            }}
          />
        </p>
      </div>
    </>
  );
}
