import { useMutation } from "@tanstack/react-query";
import { m } from "#messages";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { downloadAccountData } from "../api/account-export";

/** My profile's data: everything kept about the account, saved as one file (the export). */
export function AccountData() {
  const download = useMutation({
    mutationFn: downloadAccountData,
    onError: (error) => toast.error(toastDetail(error)),
  });
  return (
    <section className="flex max-w-md flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">{m.account_data_title()}</h2>
      <p className="text-base-content/80">{m.account_data_body()}</p>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {download.isPending && <span className="loading loading-sm" />}
        {m.account_data_download()}
      </button>
    </section>
  );
}
