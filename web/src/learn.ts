// The learn pages (rules in brief and a walkthrough per title) are still
// to be written; this page holds their place.
import { h } from "./dom";
import { t } from "./i18n";

export function learnPage(root: HTMLElement) {
  root.append(h("main", { class: "page" }, h("h1", null, t("learn.title")), h("p", null, t("learn.soon"))));
}
