// Ratings beside players' names in the lobby (issue 29): each name of a
// game's row carries its account and the game's title; one request asks
// for the ratings of every account shown (GET /api/ratings).
import { api } from "./api";

// titleGroup is the group a title is rated in (18ZOO's maps together).
export function titleGroup(title: string): string {
  return title.split(" - ")[0];
}

export async function addRatings(root: HTMLElement) {
  const names = [...root.querySelectorAll<HTMLElement>("span.pname[data-account]")];
  const ids = [...new Set(names.map((n) => n.dataset.account!).filter((a) => a !== "0"))];
  if (ids.length === 0) return;
  let ratings: Record<string, Record<string, number>>;
  try {
    ratings = await api("GET", `/api/ratings?accounts=${ids.slice(0, 200).join(",")}`);
  } catch {
    return;
  }
  for (const n of names) {
    const r = ratings[n.dataset.account!]?.[titleGroup(n.dataset.title || "")];
    if (r === undefined || n.querySelector(".rating")) continue;
    const b = document.createElement("small");
    b.className = "rating";
    b.textContent = ` (${r.toFixed(1)})`;
    n.append(b);
  }
}
