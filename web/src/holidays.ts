// A player's time zone and holidays (issue 29): the lobby keeps the
// account's time zone the browser's (deadlines that skip weekends count
// them in it), and offers a holiday that stops the player's clocks in
// every game, within the days a year the server allows (/api/me/time).
import { api } from "./api";
import { h, replace } from "./dom";
import { t } from "./i18n";
import { errorText } from "./errors";

interface MyTime {
  time_zone: string;
  holidays: { from: string; to: string }[];
  days_left: number;
  per_year: number;
}

export function holidayCard(): HTMLElement {
  const box = h("section", { class: "card holidays", id: "holidays" });
  const draw = (tm: MyTime) => {
    const days = h("input", { id: "holiday-days", type: "number", min: 1, max: Math.max(1, tm.days_left), value: 1, "aria-label": t("holiday.days") }) as HTMLInputElement;
    const msg = h("p", { class: "error", role: "alert" });
    const take = async () => {
      try {
        draw(await api<MyTime>("POST", "/api/me/holidays", { days: Number(days.value) }));
      } catch (e) {
        msg.textContent = errorText(e);
      }
    };
    const now = Date.now();
    const current = tm.holidays.filter((x) => Date.parse(x.to) > now);
    replace(
      box,
      h("h2", null, t("holiday.heading")),
      h("p", { class: "hint" }, t("holiday.hint", { zone: tm.time_zone, left: tm.days_left, per_year: tm.per_year })),
      current.map((x) => h("p", { class: "holiday" }, t("holiday.until", { date: new Date(x.to).toLocaleString() }))),
      h("label", null, t("holiday.days"), days),
      h("button", { id: "take-holiday", onclick: take, disabled: tm.days_left < 1 }, t("holiday.take")),
      msg,
    );
  };
  (async () => {
    try {
      let tm = await api<MyTime>("GET", "/api/me/time");
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && zone !== tm.time_zone) tm = await api<MyTime>("PUT", "/api/me/time", { time_zone: zone }).catch(() => tm);
      draw(tm);
    } catch {
      box.hidden = true;
    }
  })();
  return box;
}
