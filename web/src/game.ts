// The game page: board, whose turn, the actions the server lists as
// legal, players, families/companies, the log; kept live over the
// WebSocket. GamePage holds the position drawn (GET /page or a move's
// answer) and composes the components that draw it, each in its own file:
// banner.ts, timeline.ts, actions.ts (with hexpanel.ts, choices.ts,
// runs.ts, undo.ts, effects.ts), logpanel.ts, chatpanel.ts, chartpanel.ts,
// clock.ts, live.ts and keys.ts; each is given what it needs.
import { api, ApiError } from "./api";
import { Board } from "./board";
import { ChartPanel } from "./chartpanel";
import { Trades } from "./consent";
import { h, replace } from "./dom";
import { gameKeys } from "./keys";
import { liveSocket, LiveMessage } from "./live";
import { ChatPanel } from "./chatpanel";
import { Timeline } from "./timeline";
import { lang, setTerms, t } from "./i18n";
import { Banner, resultBox } from "./banner";
import { errorText } from "./errors";
import { ClockPanel } from "./clock";
import { LogPanel } from "./logpanel";
import { ActionsPanel } from "./actions";
import { UndoRequest } from "./undo";
import { table } from "./tables";
import { cityHexes, depotPanel, familiesPanel, itemNames, itemTexts, playersPanel, View } from "./view";
import { Action, Game, Page, State } from "./types";

declare global {
  interface Window {
    ferro: { timings: number[]; phases: number[][]; moves: number[][]; version: number; at: number; acting: string[]; busy: boolean; loadMs?: number; live?: number };
  }
}

export function gamePage(root: HTMLElement, id: number) {
  const page = new GamePage(id);
  root.append(page.el);
  page.start();
}

class GamePage {
  el: HTMLElement;
  private meta!: Game;
  private st!: State;
  private log: Action[] = [];
  private players = new Map<string, string>();
  private items = new Map<string, string>(); // power, ticket and heritage ids → names, from the view
  private texts = new Map<string, string>(); // power and heritage ids → what they do, from the view
  private board = new Board();
  private top = new Banner();
  private people = h("section", { class: "players", id: "players" });
  private corps = h("section", { class: "corps", id: "corps" });
  private depot = h("section", { class: "depot", id: "depot" });
  private logPanel: LogPanel;
  private chat: ChatPanel;
  private chartPanel: ChartPanel;
  private msg = h("p", { class: "error", role: "alert", id: "message" });
  private undoReq: UndoRequest | null = null;
  private clicked = 0; // when ✔ (or any action) was clicked
  private hasBoard = true;
  private hasView = true;
  private view: View | null = null;
  private at: number | null = null; // the action shown in history mode, null: now
  private market = h("section", { class: "market", id: "market" });
  private timeline = new Timeline();
  private loading: Promise<void> | null = null;
  private again = false;
  private pending = 0; // actions sent and not yet drawn
  private answered = 0; // when the server answered the last action sent
  private actions: ActionsPanel;
  private trades: Trades; // trades that need consent (consent.ts)
  private clock: ClockPanel;

  private heard = 0; // the newest version announced live while a move of ours was on its way
  private tradeNotes: { after: number; status: string; text: string }[] = []; // what the table heard of trade proposals (GET /page)

  constructor(private id: number) {
    this.trades = new Trades(id, (req) => this.send(req), (a) => this.submit(a));
    this.actions = new ActionsPanel({
      id,
      board: this.board,
      market: this.market,
      trades: this.trades,
      players: this.players,
      state: () => this.st,
      view: () => this.view,
      meta: () => this.meta,
      items: () => this.items,
      texts: () => this.texts,
      lastAction: () => this.log[this.log.length - 1],
      undoRequest: () => this.undoReq,
      legal: () => this.legal(),
      mine: () => this.mine(),
      submit: (a) => this.submit(a),
      send: (req) => this.send(req),
      post: (what) => this.post(what),
      refresh: () => this.refresh(),
      showError: (text) => { this.msg.textContent = text; },
      resultBox: () => resultBox(this.st, this.view, this.players),
      boardActions: (on) => { this.el.dataset.boardActions = on ? "1" : "0"; },
    });
    this.chartPanel = new ChartPanel(id, this.players, () => this.st.version, () => this.view);
    this.logPanel = new LogPanel(id, this.board, this.market, this.people, this.corps);
    this.chat = new ChatPanel(id, (text) => { this.msg.textContent = text; });
    this.clock = new ClockPanel(id, this.players, () => (this.meta ? this.meta.seats.map((s) => ({ player: s.player_id, account: s.account_id || 0 })) : []));
    window.ferro = { timings: [], phases: [], moves: [], version: -1, at: -1, acting: [], busy: true };
    this.el = h(
      "main",
      { class: "game-page" },
      h("div", { class: "top" }, this.top.banner, this.top.info, this.clock.el),
      h(
        "div",
        { class: "game-grid" },
        h("div", { class: "left" }, this.timeline.el, this.board.el, this.market, this.depot, this.chartPanel.el),
        h(
          "div",
          { class: "right" },
          this.msg,
          this.actions.el,
          this.people,
          this.corps,
          this.logPanel.el,
          this.chat.el,
        ),
      ),
    );
    this.board.onHex = (hx) => this.actions.pickHex(hx);
    this.clock.watchLog(this.logPanel.list);
    gameKeys(this.actions.el, this.board);
  }

  async start() {
    const t0 = performance.now();
    try {
      this.meta = await api<Game>("GET", `/api/games/${this.id}`);
    } catch (e) {
      replace(this.actions.el, h("p", { class: "error" }, errorText(e)));
      return;
    }
    for (const s of this.meta.seats) this.players.set(s.player_id, s.name);
    setTerms(this.meta.title);
    await this.refresh();
    window.ferro.loadMs = performance.now() - t0;
    this.chat.render(this.meta);
    this.chartPanel.start();
    this.chat.load();
    liveSocket(this.id, (m) => this.onLive(m));
  }

  // refresh fetches state, board and new log entries, then redraws. Calls
  // made while one runs are folded into one more run.
  refresh(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    window.ferro.busy = true;
    this.loading = (async () => {
      do {
        this.again = false;
        await this.load();
      } while (this.again);
      this.loading = null;
      window.ferro.busy = this.pending > 0;
    })();
    return this.loading;
  }

  // load fetches the position (GET /page: state, legal actions and their
  // labels, view, board and market in one answer) and draws it.
  private async load() {
    const at = this.at === null ? "" : `&at=${this.at}`;
    const t0 = performance.now();
    const p = await api<Page>("GET", `/api/games/${this.id}/page?lang=${lang()}${at}`);
    await this.show(p, t0);
  }

  // show draws a page answer (of GET /page or of a move); t0 is when it was asked for.
  private async show(p: Page, t0: number) {
    const t1 = performance.now();
    // an answer older than the position drawn (a refresh that was on its
    // way while a move's answer was drawn) is not drawn over it
    if (this.st && p.version < this.st.version && this.at === null) return;
    const st: State = p;
    const view = p.view || null;
    this.undoReq = p.undo_request && p.undo_request.version === st.version ? p.undo_request : null;
    this.trades.keep(p.proposal || null, st.version);
    this.tradeNotes = p.trade_notes || [];
    if (!p.board_svg) this.hasBoard = false;
    this.view = view;
    if (view) {
      this.actions.setCities(cityHexes(view));
      this.items = itemNames(view);
      this.texts = itemTexts(view);
    }
    if (p.market_svg) this.market.innerHTML = p.market_svg;
    if (st.status !== this.meta.status) this.meta = await api<Game>("GET", `/api/games/${this.id}`);
    if (view && view.log && this.at === null) {
      this.log = view.log.map((l) => ({ type: l.type, entity: "" }));
    } else if (!view) {
      // a title without a view: the log as the actions themselves
      const acts = await api<{ actions: Action[] }>("GET", `/api/games/${this.id}/actions?since=${this.log.length}`).catch(() => null);
      if (acts) this.log.push(...acts.actions);
      if (this.log.length > st.version) this.log.length = st.version;
    }
    if (st.version !== this.st?.version) {
      this.actions.newVersion();
    }
    this.actions.setPage(p);
    this.st = st;
    if (p.board_svg) this.board.show(p.board_svg);
    const t2 = performance.now();
    this.render();
    window.ferro.version = st.version;
    window.ferro.at = this.at === null ? st.version : this.at;
    window.ferro.acting = st.acting;
    if (this.clicked) {
      // phases: request sent to answered, position fetched, board and market shown, drawing
      window.ferro.phases.push([this.answered - this.clicked, t1 - t0, t2 - t1, performance.now() - t2]);
      window.ferro.timings.push(performance.now() - this.clicked);
      window.ferro.moves.push([this.clicked, t2]); // from the click to the board shown
      this.clicked = 0;
    }
  }

  // onLive answers a message of the live socket (live.ts).
  private onLive(m: LiveMessage) {
    this.clock.refresh(); // the clocks move with every message (clock.ts)
    if (m.version !== undefined) window.ferro.live = Math.max(window.ferro.live || 0, m.version); // the newest version announced (for tests)
    if (m.type === "chat") {
      this.chat.add([m.chat]);
      return;
    }
    if (m.type === "hello" || m.type === "chat_resync") this.chat.load(); // chat_resync: lines may have been missed
    if (m.type === "chat_resync") return;
    if (m.type === "action" && this.pending > 0) {
      // a move announced while ours is on its way: its answer may be that
      // move (send compares); while the redraw after ours is being fetched,
      // that fetch may be older than the move, so it is fetched once more
      this.heard = Math.max(this.heard, m.version);
      if (this.loading) this.again = true;
      return;
    }
    if (m.type === "hello" || m.version !== this.st?.version || m.type !== "action") this.refresh();
  }

  private mine(): Set<string> {
    return new Set(this.st.your_seats || []);
  }

  private canAct(): boolean {
    const mine = this.mine();
    return this.st.status === "active" && this.st.acting.some((p) => mine.has(p));
  }

  private render() {
    const s = (this.st.state || {}) as Record<string, unknown>;
    const v = this.view;
    this.top.render({ id: this.id, meta: this.meta, st: this.st, view: v, at: this.at, mine: this.canAct(), players: this.players });
    this.renderHistory();
    this.actions.render();
    if (v) this.renderView(v);
    else this.renderTables(s);
    this.chartPanel.draw();
    this.renderLog();
  }

  private renderView(v: View) {
    const acting = new Set(v.acting);
    replace(this.people, h("h2", null, t("game.players")), playersPanel(v, acting));
    replace(this.corps, h("h2", null, t("game.families")), familiesPanel(v, this.players, v.round.entity));
    replace(this.depot, depotPanel(v));
  }

  // renderHistory draws the slider over the game's actions (timeline.ts).
  private renderHistory() {
    const n = this.st.version;
    this.timeline.render(n, this.at, (to) => {
      this.at = to === null || to >= n ? null : Math.max(0, to);
      this.actions.clearPick();
      this.refresh();
    });
  }

  private renderTables(s: Record<string, unknown>) {
    const acting = new Set(this.st.acting);
    const ps = (s.players as Record<string, unknown>[]) || [];
    replace(this.people, h("h2", null, t("game.players")), table(ps, "name", acting, (r, i) => String(r.id ?? i + 1)));
    const cs = (s.corps as Record<string, unknown>[]) || [];
    const key = cs.length && "sym" in cs[0] ? "sym" : "id";
    replace(this.corps, h("h2", null, t("game.families")), table(cs, key, acting, (r) => String(r[key])));
    const depot = s.depot as string[] | undefined;
    replace(this.depot, depot ? [h("h2", null, t("game.depot")), h("p", null, depot.join(" · ") || "—")] : null);
  }

  private renderLog() {
    this.logPanel.render({
      log: this.log,
      at: this.at,
      version: this.st.version,
      view: this.view,
      tradeNotes: this.tradeNotes,
      players: this.players,
      items: this.items,
      mine: this.mine(),
      seats: this.meta.seats.map((s) => s.player_id),
      open: (to) => {
        this.at = to >= this.st.version ? null : to;
        this.refresh();
      },
    });
  }

  private legal(): Action[] {
    return this.canAct() && this.at === null ? this.st.legal || [] : [];
  }

  private async post(what: "undo" | "redo") {
    await this.send(async () => {
      const res = await api<{ needed?: number[] }>("POST", `/api/games/${this.id}/${what}`, { version: this.st.version });
      this.answered = performance.now();
      this.msg.textContent = res && res.needed ? t("game.undo_asked") : "";
      return false;
    });
  }

  // submit sends a legal action; the answer is the new position, drawn
  // at once (one request a move).
  private async submit(a: Action) {
    await this.send(async () => {
      const t0 = performance.now();
      const p = await api<Page>("POST", `/api/games/${this.id}/actions?page=1&lang=${lang()}`, { version: this.st.version, action: a });
      this.answered = performance.now();
      this.msg.textContent = "";
      if (this.at !== null) return false;
      await this.show(p, t0);
      return true;
    });
  }

  // send runs one request that changes the game, then redraws (from its
  // answer when req says it drew it, else by fetching the page); the page
  // counts as busy (window.ferro.busy) until the redraw is done.
  private async send(req: () => Promise<boolean>) {
    this.pending++;
    window.ferro.busy = true;
    this.clicked = performance.now();
    let drawn = false;
    try {
      drawn = await req();
    } catch (e) {
      this.msg.textContent = errorText(e);
      if (e instanceof ApiError && e.code !== "stale_version") this.clicked = 0;
    }
    try {
      if (!drawn || this.heard > this.st.version) await this.refresh();
    } finally {
      this.pending--;
      window.ferro.busy = this.pending > 0 || this.loading !== null;
    }
  }
}
