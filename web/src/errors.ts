// errorText is what a person reads when a request fails: the error's
// kind in the page's language, the rule an illegal action broke, and the
// server's message.
import { ApiError } from "./api";
import { has, t } from "./i18n";

export function errorText(e: unknown): string {
  if (e instanceof ApiError) {
    const key = "error." + e.code;
    // the rule once, in words: "Not allowed (no such track): no track runs from K18 to C12"
    const msg = e.rule ? e.message.replace("illegal action (" + e.rule + "): ", "") : e.message;
    return (has(key) ? t(key) : t("error.generic")) + (e.rule ? " (" + e.rule + ")" : "") + ": " + msg;
  }
  return t("error.generic");
}
