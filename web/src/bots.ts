// The computer players the server offers (GET /api/bots): each kind and
// strength with its label in the page's language. The page names no bot
// kind of its own: a new kind shows up here without a change to the page.
import { api } from "./api";
import { h } from "./dom";
import { lang } from "./i18n";

export interface BotChoice {
  kind: string;
  strength: string;
  value: string; // the kind, or kind:strength where it has several
  label: string;
  budget_ms?: number;
}

let choices: BotChoice[] = [];

// loadBots asks the server for the offered bots; the pages that offer
// bots are drawn once it has answered (main.ts).
export async function loadBots(): Promise<void> {
  try {
    choices = await api<BotChoice[]>("GET", `/api/bots?lang=${lang()}`);
  } catch {
    choices = []; // the page still works: without bots to choose
  }
}

// botOptions are the options of a select offering the bots.
export function botOptions(): HTMLOptionElement[] {
  return choices.map((b) => h("option", { value: b.value }, b.label) as HTMLOptionElement);
}

// botLabel is how a seat's bot reads ("Bot: MCTS, fast …"), given as
// "kind:strength" or "kind"; an unknown one as it is.
export function botLabel(v: string): string {
  const c = choices.find((b) => b.value === v || b.kind + ":" + b.strength === v);
  return c ? c.label : v;
}
