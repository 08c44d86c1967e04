// The clocks of a game with a time control (issue 29): each player's time
// left, ticking on the page between the server's answers; who a bot stands
// in for and which moves it made; the table's vote on a player out of
// time. GET /api/games/{id}/clock; the tab's title warns a player whose
// time is short.
import { api, me } from "./api";
import { h, replace } from "./dom";
import { t } from "./i18n";
import { errorText } from "./errors";
import { botLabel } from "./bots";

interface SeatClock {
  player: string;
  left_ms: number;
  running: boolean;
  remind: boolean;
  stand_in?: string;
  expelled?: boolean;
}

interface ClockEvent {
  player: string;
  kind: string;
  version: number;
}

interface ClockState {
  control: { kind: string; on_timeout?: string; bot_kind?: string; bot_strength?: string; turn_hours?: number; bank_seconds?: number };
  rated: boolean;
  paused: boolean;
  seats: SeatClock[];
  vote?: { player: string; yes: number[]; no: number[] };
  stand_in_moves: number[];
  events: ClockEvent[];
}

// clockText says a time left: m:ss under an hour, else hours and minutes.
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  const hrs = Math.floor(s / 3600);
  return hrs >= 48 ? t("clock.days", { d: Math.floor(hrs / 24), h: hrs % 24 }) : t("clock.hours", { h: hrs, m: Math.floor((s % 3600) / 60) });
}

export class ClockPanel {
  el = h("section", { class: "clocks", id: "clocks", hidden: true, "aria-label": t("clock.title") });
  private st: ClockState | null = null;
  private at = 0; // when st was fetched (performance.now)
  private timer = 0;
  private msg = h("span", { class: "error", role: "alert" });

  constructor(private id: number, private names: Map<string, string>, private seatsOf: () => { player: string; account: number }[]) {}

  private visited = false;

  async refresh() {
    // A game's time control is chosen at its creation: a game without one
    // asks once, not at every move (one request a move).
    if (this.st && this.st.control.kind === "none") return;
    if (!this.visited && me) {
      // Opening the page is a visit: a seat a stand-in bot plays is the player's again.
      this.visited = true;
      await api("POST", `/api/games/${this.id}/back`).catch(() => undefined);
    }
    try {
      this.st = await api<ClockState>("GET", `/api/games/${this.id}/clock`);
    } catch {
      return;
    }
    this.at = performance.now();
    if (this.st.control.kind === "none") {
      this.el.hidden = true;
      return;
    }
    this.el.hidden = false;
    this.draw();
    if (!this.timer) this.timer = window.setInterval(() => this.tick(), 1000);
  }

  // watchLog marks, in the game's log, the moves a stand-in bot made
  // (each line's data-at is the log's length after it), whenever the log
  // is drawn anew.
  watchLog(log: HTMLElement) {
    this.log = log;
    new MutationObserver(() => this.markLog()).observe(log, { childList: true });
  }

  private log: HTMLElement | null = null;

  private markLog() {
    if (!this.log || !this.st) return;
    for (const v of this.st.stand_in_moves) {
      const li = this.log.querySelector<HTMLElement>(`li[data-at="${v}"]`);
      if (!li || li.classList.contains("bot-move")) continue;
      li.classList.add("bot-move");
      li.append(h("small", { class: "bot-tag" }, " ", t("clock.bot_move")));
    }
  }

  private name(p: string): string {
    return this.names.get(p) || p;
  }

  private left(s: SeatClock): number {
    return s.running && !this.st!.paused ? s.left_ms - (performance.now() - this.at) : s.left_ms;
  }

  private mine(p: string): boolean {
    return !!me && this.seatsOf().some((s) => s.player === p && s.account === me!.id);
  }

  private tick() {
    if (!this.st) return;
    for (const s of this.st.seats) {
      const el = this.el.querySelector<HTMLElement>(`[data-clock="${s.player}"] .left`);
      if (el) el.textContent = clockText(this.left(s));
    }
    const short = this.st.seats.some((s) => s.running && !this.st!.paused && this.mine(s.player) && (s.remind || this.left(s) < 60000));
    const base = document.title.replace(/^⏰ /, "");
    document.title = (short ? "⏰ " : "") + base;
  }

  private draw() {
    const st = this.st!;
    const seats = st.seats.map((s) =>
      h(
        "li",
        { "data-clock": s.player, class: (s.running ? "running" : "") + (s.remind ? " short" : "") + (s.stand_in ? " stand-in" : "") },
        h("span", { class: "who" }, this.name(s.player)),
        " ",
        h("span", { class: "left" }, clockText(this.left(s))),
        s.stand_in ? h("span", { class: "tag" }, s.expelled ? t("clock.expelled_tag") : t("clock.bot_tag", { bot: botLabel(s.stand_in) })) : null,
      ),
    );
    const vote = st.vote ? this.voteBox(st.vote.player) : null;
    const moves = st.stand_in_moves.length ? h("p", { class: "bot-moves", id: "bot-moves" }, t("clock.bot_moves", { list: st.stand_in_moves.join(", ") })) : null;
    const events = st.events.slice(-6).map((e) => h("li", null, `#${e.version} `, t("clock.event." + e.kind, { name: this.name(e.player) })));
    replace(
      this.el,
      h("h2", null, t("clock.title"), " ", h("small", null, controlText(st))),
      st.paused ? h("p", { class: "hint" }, t("clock.paused")) : null,
      h("ul", { class: "clock-list" }, seats),
      vote,
      moves,
      events.length ? h("ul", { class: "clock-events", id: "clock-events" }, events) : null,
      this.msg,
    );
    this.tick();
    this.markLog();
  }

  private voteBox(p: string): HTMLElement {
    const send = (expel: boolean) => async () => {
      try {
        this.st = await api<ClockState>("POST", `/api/games/${this.id}/vote`, { expel });
        this.at = performance.now();
        this.draw();
      } catch (e) {
        this.msg.textContent = errorText(e);
      }
    };
    const voter = !!me && !this.mine(p) && this.seatsOf().some((s) => s.account === me!.id);
    return h(
      "div",
      { class: "vote", id: "expel-vote" },
      h("p", null, t("clock.vote", { name: this.name(p) })),
      voter
        ? h(
            "div",
            { class: "row" },
            h("button", { id: "vote-expel", onclick: send(true) }, t("clock.vote_yes")),
            h("button", { id: "vote-keep", onclick: send(false) }, t("clock.vote_no")),
          )
        : null,
    );
  }
}

function controlText(st: ClockState): string {
  const c = st.control;
  let s = c.kind === "live" ? t("clock.live", { bank: clockText((c.bank_seconds || 0) * 1000) }) : t("clock.turns", { h: c.turn_hours || 0 });
  s += " · " + (c.on_timeout === "vote" ? t("tc.timeout_vote") : t("tc.timeout_bot"));
  if (st.rated) s += " · " + t("clock.rated");
  return s;
}
