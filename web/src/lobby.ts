// The lobby: sign up / in, create or import a game, and the lists of
// open games, the caller's games and finished games.
import { api, ApiError, me, setMe, Account } from "./api";
import { errorText } from "./errors";
import { botOptions } from "./bots";
import { h, replace } from "./dom";
import { has, lang, t } from "./i18n";
import { Game, Title } from "./types";
import { timeControlForm } from "./timecontrol";
import { addRatings } from "./ratings";
import { holidayCard } from "./holidays";

export function lobbyPage(root: HTMLElement) {
  const main = h("main", { class: "page lobby" });
  root.append(main);
  if (!me) {
    main.append(signIn());
    const open = h("section", { id: "open-games" });
    main.append(open);
    listInto(open, "lobby.open_games", "/api/games?status=open&limit=50");
    return;
  }
  const mine = h("section", { id: "my-games" });
  const open = h("section", { id: "open-games" });
  const done = h("section", { id: "finished-games" });
  main.append(h("div", { class: "cols" }, h("div", null, mine, open, done), h("div", null, createForm(), importForm(), holidayCard())));
  listInto(mine, "lobby.my_games", "/api/games?mine=1&limit=100", (g) => g.status !== "finished");
  listInto(open, "lobby.open_games", "/api/games?status=open&limit=50", (g) => !g.seats.some((s) => s.account_id === me!.id));
  listInto(done, "lobby.finished_games", "/api/games?status=finished&limit=30");
}

function signIn(): HTMLElement {
  const name = h("input", { id: "name", name: "name", autocomplete: "username", required: true, "aria-label": t("auth.name") });
  const pass = h("input", {
    id: "password",
    name: "password",
    type: "password",
    autocomplete: "current-password",
    required: true,
    "aria-label": t("auth.password"),
  });
  const msg = h("p", { class: "error", role: "alert" });
  const go = async (path: string) => {
    try {
      const a = await api<Account>("POST", path, { name: name.value, password: pass.value });
      setMe(a);
      location.reload();
    } catch (e) {
      msg.textContent = errorText(e);
    }
  };
  // a form, so that Enter in either field signs in
  return h(
    "form",
    { class: "card signin", onsubmit: (e: Event) => { e.preventDefault(); go("/api/signin"); } },
    h("h2", null, t("auth.title")),
    h("label", null, t("auth.name"), name),
    h("label", null, t("auth.password"), pass),
    h(
      "div",
      { class: "row" },
      h("button", { id: "signin", type: "submit", class: "primary" }, t("auth.sign_in")),
      h("button", { id: "signup", type: "button", onclick: () => go("/api/signup") }, t("auth.sign_up")),
    ),
    msg,
  );
}

// whoseTurn names the players who act now.
function whoseTurn(g: Game): string {
  const names = g.seats.filter((s) => g.acting.includes(s.player_id)).map((s) => s.name);
  return names.join(", ");
}

function myTurn(g: Game): boolean {
  if (!me || g.status !== "active") return false;
  return g.seats.some((s) => s.account_id === me!.id && g.acting.includes(s.player_id));
}

async function listInto(sec: HTMLElement, titleKey: string, url: string, keep?: (g: Game) => boolean) {
  replace(sec, h("h2", null, t(titleKey)));
  let games: Game[];
  try {
    games = await api<Game[]>("GET", url);
  } catch (e) {
    sec.append(h("p", { class: "error" }, errorText(e)));
    return;
  }
  if (keep) games = games.filter(keep);
  if (games.length === 0) {
    sec.append(h("p", { class: "empty" }, t("lobby.none")));
    return;
  }
  sec.append(h("ul", { class: "games" }, games.map(gameRow)));
  addRatings(sec);
}

function gameRow(g: Game): HTMLElement {
  const msg = h("span", { class: "error", role: "alert" });
  const act = (path: string) => async () => {
    try {
      await api("POST", `/api/games/${g.id}/${path}`);
      location.reload();
    } catch (e) {
      msg.textContent = errorText(e);
    }
  };
  // a started game opens at once
  const start = async () => {
    try {
      await api("POST", `/api/games/${g.id}/start`);
      location.href = `/play/${g.id}`;
    } catch (e) {
      msg.textContent = errorText(e);
    }
  };
  const seated = !!me && g.seats.some((s) => s.account_id === me!.id);
  const buttons: HTMLElement[] = [];
  if (g.status === "open" && me) {
    if (!seated && !g.hotseat && g.seats.length < g.max_players) buttons.push(h("button", { class: "join", onclick: act("join") }, t("lobby.join")));
    if (seated && g.owner !== me.id) buttons.push(h("button", { class: "leave", onclick: act("leave") }, t("lobby.leave")));
    if (g.owner === me.id) buttons.push(h("button", { class: "start primary", onclick: start }, t("lobby.start")));
  }
  let status: string;
  if (g.status === "open") status = t("lobby.seats", { n: g.seats.length, max: g.max_players });
  else if (g.status === "active") status = myTurn(g) ? t("lobby.your_turn") : t("lobby.turn_of", { names: whoseTurn(g) });
  else if (g.status === "expired") status = t("lobby.expired");
  else status = t("lobby.finished");
  return h(
    "li",
    { class: "game" + (myTurn(g) ? " mine" : ""), "data-game": g.id },
    h("a", { href: `/play/${g.id}`, class: "open" }, `#${g.id} ${g.title}`),
    h(
      "span",
      { class: "players" },
      g.seats.map((s, i) => [i ? ", " : "", h("span", { class: "pname", "data-account": s.account_id || 0, "data-title": g.title }, s.name)]),
    ),
    g.hotseat ? h("span", { class: "tag" }, t("lobby.hotseat")) : null,
    h("span", { class: "status" }, status),
    g.status !== "open" ? h("a", { href: `/api/games/${g.id}/record`, download: `ferro-${g.id}.json` }, t("lobby.download")) : null,
    buttons,
    msg,
  );
}

function createForm(): HTMLElement {
  const title = h("select", { id: "new-title", "aria-label": t("create.title") });
  const players = h("select", { id: "new-players", "aria-label": t("create.players") });
  const rules = h("div", { class: "rules" });
  const hotseat = h("input", { type: "checkbox", id: "new-hotseat" });
  const seed = h("input", { id: "new-seed", type: "number", min: 0, placeholder: t("create.seed_random"), "aria-label": t("create.seed") });
  const seats = h("div", { class: "seats", id: "new-seats" });
  const msg = h("p", { class: "error", role: "alert" });
  const tc = timeControlForm();
  let titles: Title[] = [];
  const fillSeats = () => seatRows(seats, Number(players.value));
  players.addEventListener("change", fillSeats);
  const fill = () => {
    const tt = titles.find((x) => x.name === title.value);
    if (!tt) return;
    replace(players, range(tt.min_players, tt.max_players).map((n) => h("option", { value: n }, String(n))));
    fillSeats();
    replace(
      rules,
      tt.optional_rules.map((r) =>
        h(
          "label",
          { title: has("rule." + r.id + ".desc") ? t("rule." + r.id + ".desc") : r.description },
          h("input", { type: "checkbox", value: r.id, class: "rule" }),
          has("rule." + r.id) ? t("rule." + r.id) : r.name,
        ),
      ),
    );
  };
  title.addEventListener("change", fill);
  api<Title[]>("GET", "/api/titles").then((ts) => {
    titles = ts;
    replace(title, ts.map((x) => h("option", { value: x.name }, x.name)));
    fill();
  });
  const create = async () => {
    const body: Record<string, unknown> = {
      title: title.value,
      players: Number(players.value),
      hotseat: hotseat.checked,
      optional_rules: [...rules.querySelectorAll<HTMLInputElement>("input.rule:checked")].map((i) => i.value),
    };
    const bots = seatBots(seats);
    if (bots.length) body.bots = bots;
    if (seed.value !== "") body.seed = Number(seed.value);
    body.time_control = tc.value();
    if (tc.rated()) body.rated = true;
    try {
      const g = await api<Game>("POST", `/api/games?lang=${lang()}`, body); // hotseat seats are named in the page's language
      location.href = `/play/${g.id}`;
    } catch (e) {
      msg.textContent = errorText(e);
    }
  };
  return h(
    "section",
    { class: "card create", id: "create" },
    h("h2", null, t("create.heading")),
    h("label", null, t("create.title"), title),
    h("label", null, t("create.players"), players),
    seats,
    rules,
    h("label", { class: "check" }, hotseat, t("create.hotseat")),
    h("label", null, t("create.seed"), seed),
    tc.el,
    h("button", { id: "create-game", class: "primary", onclick: create }, t("create.submit")),
    msg,
  );
}

// seatRows offers, for every seat after the creator's, a person or a bot,
// keeping the choices already made.
function seatRows(box: HTMLElement, n: number) {
  const before = [...box.querySelectorAll<HTMLSelectElement>("select.seat-kind")].map((s) => s.value);
  const rows: HTMLElement[] = [h("div", { class: "seat" }, t("create.seat", { n: 1 }), ": ", t("create.you"))];
  for (let i = 2; i <= n; i++) {
    const sel = h(
      "select",
      { class: "seat-kind", "data-seat": i, "aria-label": t("create.seat", { n: i }) },
      h("option", { value: "" }, t("create.human")),
      botOptions(),
    ) as HTMLSelectElement;
    sel.value = before[i - 2] || "";
    rows.push(h("label", { class: "seat" }, t("create.seat", { n: i }), sel));
  }
  if (n > 1) rows.push(h("p", { class: "hint" }, t("create.bots_hint")));
  replace(box, rows);
}

// seatBots is the "bots" list of the chosen seats, in seat order.
function seatBots(box: HTMLElement): { kind: string; strength?: string }[] {
  const out: { kind: string; strength?: string }[] = [];
  for (const s of box.querySelectorAll<HTMLSelectElement>("select.seat-kind")) {
    if (!s.value) continue;
    const [kind, strength] = s.value.split(":");
    out.push(strength ? { kind, strength } : { kind });
  }
  return out;
}

function importForm(): HTMLElement {
  const file = h("input", { type: "file", id: "import-file", accept: ".json,application/json", "aria-label": t("import.file") });
  const msg = h("p", { class: "error", role: "alert" });
  const send = async () => {
    const f = file.files?.[0];
    if (!f) return;
    try {
      const res = await fetch("/api/games/import", {
        method: "POST",
        body: await f.text(),
        headers: { "Content-Type": "application/json", "X-CSRF-Token": me?.csrf || "" },
      });
      const data = await res.json();
      if (!res.ok) throw new ApiError(res.status, data.code, data.error, data.rule);
      location.href = `/play/${data.id}`;
    } catch (e) {
      msg.textContent = errorText(e);
    }
  };
  return h(
    "section",
    { class: "card import" },
    h("h2", null, t("import.heading")),
    h("p", { class: "hint" }, t("import.hint")),
    file,
    h("button", { id: "import", onclick: send }, t("import.submit")),
    msg,
  );
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
