// The game's chat: its lines (newest first fetched, then paged either
// way), and a line to write in for seated players.
import { api, me } from "./api";
import { h, replace } from "./dom";
import { errorText } from "./errors";
import { t } from "./i18n";
import { Game } from "./types";

export interface ChatLine {
  id: number;
  name: string;
  text: string;
  created_at: string;
  hidden?: boolean;
}

export class ChatPanel {
  readonly el = h("section", { class: "chat-box", id: "chat" });
  private lines = new Map<number, ChatLine>();
  private list = h("ul", { class: "chat", id: "chat-lines", "aria-live": "polite" });
  private older = false; // lines before the oldest shown remain on the server

  // onError shows what went wrong sending a line.
  constructor(private id: number, private onError: (text: string) => void) {}

  // load fetches the newest chat lines first, then (on hello or
  // chat_resync) the lines after the newest shown, page by page.
  async load() {
    type Page = { chat: ChatLine[]; older?: boolean; newer?: boolean };
    if (this.lines.size === 0) {
      const res = await api<Page>("GET", `/api/games/${this.id}/chat`).catch(() => null);
      if (!res) return;
      this.older = !!res.older;
      this.add(res.chat);
      return;
    }
    for (let pages = 0; pages < 10; pages++) {
      const after = Math.max(0, ...this.lines.keys());
      const res = await api<Page>("GET", `/api/games/${this.id}/chat?after=${after}`).catch(() => null);
      if (!res) return;
      this.add(res.chat);
      if (!res.newer) return;
    }
  }

  // loadEarlier pages back: the lines before the oldest shown.
  private async loadEarlier() {
    const before = Math.min(...this.lines.keys());
    const res = await api<{ chat: ChatLine[]; older?: boolean }>("GET", `/api/games/${this.id}/chat?before=${before}`).catch(() => null);
    if (!res) return;
    this.older = !!res.older;
    this.add(res.chat, false);
  }

  // add shows lines (new or known), scrolled to the end unless toEnd is false.
  add(lines: ChatLine[], toEnd = true) {
    for (const l of lines) this.lines.set(l.id, l);
    const sorted = [...this.lines.values()].sort((a, b) => a.id - b.id);
    const earlier = this.older ? [h("li", null, h("button", { type: "button", id: "chat-earlier", onclick: () => this.loadEarlier() }, t("chat.earlier")))] : [];
    replace(
      this.list,
      ...earlier,
      ...sorted.map((l) => h("li", { "data-chat": l.id }, h("time", { datetime: l.created_at }, new Date(l.created_at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })), " ", h("strong", null, l.name), " ", l.hidden ? h("em", null, t("chat.hidden")) : l.text)),
    );
    if (toEnd) this.list.scrollTop = this.list.scrollHeight;
  }

  // render draws the chat: seated players get a line to write in.
  render(meta: Game) {
    const seated = !!me && meta.seats.some((s) => s.account_id === me!.id);
    const input = h("input", { id: "chat-text", maxlength: 500, "aria-label": t("chat.write"), placeholder: t("chat.write") });
    const send = async (e: Event) => {
      e.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      try {
        const line = await api<ChatLine>("POST", `/api/games/${this.id}/chat`, { text });
        input.value = "";
        this.add([line]);
      } catch (err) {
        this.onError(errorText(err));
      }
    };
    replace(
      this.el,
      h("h2", null, t("chat.title")),
      this.list,
      seated ? h("form", { class: "row", onsubmit: send }, input, h("button", { type: "submit", id: "chat-send" }, t("chat.send"))) : h("p", { class: "hint" }, t("chat.spectator")),
    );
  }
}
