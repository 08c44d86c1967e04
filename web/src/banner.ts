// The top of the game page: the banner saying whose turn it is (or that
// the game is over, with the scores, or not started, or a past position
// shown), the line of the game's title, round and version, and the result
// box of a finished game.
import { h, replace } from "./dom";
import { t } from "./i18n";
import { roundName } from "./labels";
import { Game, State } from "./types";
import { roundText, View } from "./view";

// BannerData is what the top of the page is drawn from.
export interface BannerData {
  id: number;
  meta: Game;
  st: State;
  view: View | null;
  at: number | null; // the action shown in history mode, null: now
  mine: boolean; // the reader acts now
  players: Map<string, string>;
}

export class Banner {
  readonly banner = h("div", { class: "banner", id: "banner", role: "status", "aria-live": "polite" });
  readonly info = h("div", { class: "info", id: "round" });

  render(d: BannerData) {
    const s = (d.st.state || {}) as Record<string, unknown>;
    const my = d.mine;
    const actingNames = () => d.st.acting.map((p) => d.players.get(p) || p).join(", ");
    document.title = (my ? "● " + t("game.your_turn") + " · " : "") + `#${d.id} ${d.meta.title} · ${t("app.name")}`;
    this.banner.className = "banner" + (my && d.at === null ? " mine" : "") + (d.st.status === "finished" ? " over" : "") + (d.at !== null ? " past" : "");
    if (d.at !== null) replace(this.banner, t("history.banner", { at: d.at, n: d.st.version }), analysisLink(d));
    else if (d.st.status === "finished") replace(this.banner, t("game.over"), " ", resultText(d.st, d.players), analysisLink(d));
    else if (d.st.status === "open") replace(this.banner, t("game.not_started"));
    else
      replace(
        this.banner,
        my ? t("game.your_turn_who", { names: actingNames() }) : t("game.waiting_for", { names: actingNames() }),
        d.meta.hotseat ? h("span", { class: "tag" }, t("lobby.hotseat")) : null,
      );
    const round = String(s.round ?? "");
    const v = d.view;
    replace(
      this.info,
      h("strong", null, `#${d.id} ${d.meta.title}`),
      v ? h("span", { id: "round-text" }, roundText(v), v.round.entity_name ? " · " + v.round.entity_name : "") : null,
      !v && round ? h("span", null, t("game.round"), ": ", roundName(String(s.round_type ?? ""), round)) : null,
      !v && s.phase !== undefined ? h("span", null, t("game.phase"), ": ", String(s.phase)) : null,
      !v && s.bank !== undefined ? h("span", null, t("field.bank"), ": ", String(s.bank)) : null,
      h("span", { id: "version" }, t("game.version", { n: d.st.version })),
      h("a", { href: `/api/games/${d.id}/record`, download: `ferro-${d.id}.json` }, t("lobby.download")),
      h("a", { href: `/games/${d.id}` }, t("game.read_only")),
    );
  }
}

// analysisLink leads a finished game's page to its analysis (the server's
// page /games/{id}/analysis); none while the game is played (the server
// analyses no game still being played against people). Drawn with the
// banner, so it appears when the game ends while the page is open.
function analysisLink(d: BannerData): HTMLElement | null {
  if (d.st.status !== "finished") return null;
  return h("a", { class: "analysis-link", id: "game-analysis-link", href: `/games/${d.id}/analysis` }, t("game.analysis"));
}

// resultBox says who won a finished game, with the final scores.
export function resultBox(st: State, view: View | null, players: Map<string, string>): HTMLElement {
  const r = Object.entries(st.result || {}).sort((a, b) => b[1] - a[1]);
  const cur = view?.currency || "%s";
  const name = (p: string) => players.get(p) || p;
  const best = r.length ? r[0][1] : 0;
  const winners = r.filter(([, v]) => v === best).map(([p]) => name(p));
  return h(
    "div",
    { class: "result", id: "result" },
    h("p", null, h("strong", null, t("game.won", { names: winners.join(", ") }))),
    h("ol", null, r.map(([p, v]) => h("li", null, `${name(p)}: ${cur.replace("%s", String(v))}`))),
  );
}

function resultText(st: State, players: Map<string, string>): string {
  const r = st.result || {};
  return Object.entries(r)
    .sort((a, b) => b[1] - a[1])
    .map(([p, v]) => `${players.get(p) || p} ${v}`)
    .join(" · ");
}
