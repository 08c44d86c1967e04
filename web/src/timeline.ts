// The history slider over a game's actions: first, back, the slider,
// forward, now, and where it stands. go(n) shows the position after n
// actions, go(null) the present.
import { h, replace } from "./dom";
import { keepFocus } from "./focus";
import { t } from "./i18n";

export class Timeline {
  readonly el = h("div", { class: "history", id: "history" });

  // render draws the slider at at (null: now) of n actions.
  render(n: number, at: number | null, go: (to: number | null) => void) {
    const cur = at === null ? n : at;
    const slider = h("input", {
      type: "range",
      id: "history-slider",
      min: 0,
      max: n,
      ".value": String(cur),
      "aria-label": t("history.label"),
      onchange: (e: Event) => go(Number((e.target as HTMLInputElement).value)),
    });
    keepFocus(this.el, () => replace(
      this.el,
      h("button", { onclick: () => go(0), "aria-label": t("history.first"), id: "history-first" }, "|◀"),
      h("button", { onclick: () => go(cur - 1), "aria-label": t("history.back"), id: "history-back" }, "◀"),
      slider,
      h("button", { onclick: () => go(cur + 1), "aria-label": t("history.forward"), id: "history-forward" }, "▶"),
      h("button", { onclick: () => go(null), "aria-label": t("history.now"), id: "history-now" }, "▶|"),
      h("span", { id: "history-at" }, at === null ? t("history.now_at", { n }) : t("history.at", { at: cur, n })),
    ));
    this.el.classList.toggle("past", at !== null);
  }
}
