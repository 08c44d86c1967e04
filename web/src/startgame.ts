// An open game's page: its owner starts it there (every seat filled by
// people and bots, or as many as the title needs: the server says), the
// others see how many seats are taken and who starts it.
import { api, me } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import { Game } from "./types";

export function startRow(g: Game, send: (req: () => Promise<void>) => Promise<void>): HTMLElement | null {
  if (g.status !== "open") return null;
  const owner = g.seats.find((s) => s.account_id === g.owner);
  const seats = t("lobby.seats", { n: g.seats.length, max: g.max_players });
  if (!me || me.id !== g.owner) {
    return h("div", { class: "start-row", id: "start-row" }, h("p", null, seats, " · ", t("start.by_owner", { name: owner?.name || "?" })));
  }
  return h(
    "div",
    { class: "start-row", id: "start-row" },
    h("p", null, seats),
    h("button", { class: "start primary", id: "start-game", onclick: () => send(() => api("POST", `/api/games/${g.id}/start`)) }, t("start.now")),
  );
}
