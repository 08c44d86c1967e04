// Tables of the state snapshot's players and families/companies. They
// show whatever fields the title's snapshot has, each named through the
// catalogues, so one table serves both titles.
import { Child, h } from "./dom";
import { field, familyName } from "./labels";

const hidden = new Set(["id", "def", "certs", "in_game"]);

function cell(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x !== "object")) return v.join(", ") || "—";
    return String(v.length);
  }
  if (typeof v === "object") {
    const e = Object.entries(v as Record<string, unknown>);
    return e.length ? e.map(([k, x]) => `${k} ${typeof x === "object" ? JSON.stringify(x) : x}`).join(", ") : "—";
  }
  if (typeof v === "boolean") return v ? "✔" : "—";
  return String(v);
}

// table draws rows of objects; first names the key that heads each row,
// acting the row ids that act now.
export function table(rows: Record<string, unknown>[], first: string, acting: Set<string>, rowId: (r: Record<string, unknown>, i: number) => string): HTMLElement {
  const keys: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!keys.includes(k) && !hidden.has(k) && k !== first) keys.push(k);
  const head: Child[] = [h("th", { scope: "col" }, field(first)), keys.map((k) => h("th", { scope: "col" }, field(k)))];
  return h(
    "div",
    { class: "scroll" },
    h(
      "table",
      null,
      h("thead", null, h("tr", null, head)),
      h(
        "tbody",
        null,
        rows.map((r, i) => {
          const id = rowId(r, i);
          const name = first === "name" ? String(r.name) : familyName(String(r[first]));
          return h(
            "tr",
            { class: acting.has(id) ? "acting" : "", "data-id": id },
            h("th", { scope: "row" }, name),
            keys.map((k) => h("td", { "data-field": k }, cell(r[k]))),
          );
        }),
      ),
    ),
  );
}
