// The time control a table chooses when it creates a game (issue 29):
// none, a live bank with an increment, or a deadline per turn; what
// happens when a player's time runs out; whether a game with bots is
// rated. POST /api/games takes them as time_control and rated.
import { h } from "./dom";
import { t } from "./i18n";
import { botOptions } from "./bots";

export interface TimeControlForm {
  el: HTMLElement;
  value(): Record<string, unknown>;
  rated(): boolean;
}

export function timeControlForm(): TimeControlForm {
  const kind = h(
    "select",
    { id: "tc-kind", "aria-label": t("tc.heading") },
    ["none", "live", "turns"].map((k) => h("option", { value: k }, t("tc." + k))),
  ) as HTMLSelectElement;
  const bank = h("input", { id: "tc-bank", type: "number", min: 1, max: 1440, value: 30, "aria-label": t("tc.bank_minutes") }) as HTMLInputElement;
  const inc = h("input", { id: "tc-increment", type: "number", min: 0, max: 3600, value: 20, "aria-label": t("tc.increment") }) as HTMLInputElement;
  const hours = h("input", { id: "tc-hours", type: "number", min: 1, max: 336, value: 24, "aria-label": t("tc.turn_hours") }) as HTMLInputElement;
  const weekends = h("input", { id: "tc-weekends", type: "checkbox" }) as HTMLInputElement;
  const onTimeout = h(
    "select",
    { id: "tc-timeout", "aria-label": t("tc.on_timeout") },
    ["bot", "vote"].map((k) => h("option", { value: k }, t(k === "vote" ? "tc.timeout_vote" : "tc.timeout_bot"))),
  ) as HTMLSelectElement;
  const bot = h("select", { id: "tc-bot", "aria-label": t("tc.bot") }, botOptions()) as HTMLSelectElement;
  bot.value = "heuristic"; // the server's default stand-in (timectl)
  const rated = h("input", { id: "new-rated", type: "checkbox" }) as HTMLInputElement;
  const live = h("div", { class: "tc-live" }, h("label", null, t("tc.bank_minutes"), bank), h("label", null, t("tc.increment"), inc));
  const turns = h("div", { class: "tc-turns" }, h("label", null, t("tc.turn_hours"), hours), h("label", { class: "check" }, weekends, t("tc.skip_weekends")));
  const timeout = h("div", { class: "tc-timeout" }, h("label", null, t("tc.on_timeout"), onTimeout), h("label", null, t("tc.bot"), bot));
  const show = () => {
    live.hidden = kind.value !== "live";
    turns.hidden = kind.value !== "turns";
    timeout.hidden = kind.value === "none";
  };
  kind.addEventListener("change", show);
  show();
  const el = h(
    "fieldset",
    { class: "time-control", id: "time-control" },
    h("legend", null, t("tc.heading")),
    h("label", null, t("tc.kind"), kind),
    live,
    turns,
    timeout,
    h("label", { class: "check" }, rated, t("tc.rated")),
  );
  return {
    el,
    rated: () => rated.checked,
    value: () => {
      if (kind.value === "none") return { kind: "none" };
      const [botKind, strength] = bot.value.split(":");
      const v: Record<string, unknown> = { kind: kind.value, on_timeout: onTimeout.value, bot_kind: botKind, bot_strength: strength || "normal" };
      if (kind.value === "live") {
        v.bank_seconds = Math.round(Number(bank.value) * 60);
        v.increment_seconds = Number(inc.value);
      } else {
        v.turn_hours = Number(hours.value);
        v.skip_weekends = weekends.checked;
      }
      return v;
    },
  };
}
