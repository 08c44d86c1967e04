package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// auditJS defines window.audit, which walks the page's DOM and lists what
// breaks the accessibility rules of docs/web.md ("Accessibility"):
//
//   - names: every hex of the board and every control has an accessible
//     name (aria-label, aria-labelledby, a <label>, <title>, title, text);
//   - targets (phone): every control is at least 44×44 CSS px (a checkbox
//     counts with the label around it); a hex may be smaller when the action
//     panel offers the same choice as a button of that size;
//   - keyboard: after window.audit.tabbed has recorded a walk with the Tab
//     key, every control was reached and showed that it had the focus.
//
// A control is an element one can activate: a link, button, form field,
// summary, an element with a role of button or link or a tabindex, and an
// element the page shows as clickable (cursor: pointer) that is not inside
// another control.
const auditJS = `(() => {
  const controlSel = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex="-1"])';
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    for (let p = el; p; p = p.parentElement) {
      const cs = getComputedStyle(p);
      if (cs.visibility === "hidden" || cs.display === "none") return false;
      if (p.tagName === "DETAILS" && !p.open && p !== el && !(el.tagName === "SUMMARY" && el.parentElement === p)) return false;
    }
    return true;
  };
  const controls = () => {
    const out = new Set([...document.querySelectorAll(controlSel)]);
    for (const el of document.querySelectorAll("#app *")) {
      if (getComputedStyle(el).cursor !== "pointer") continue;
      if (el.closest(controlSel) || [...out].some((c) => c.contains(el))) continue;
      if (el.parentElement && getComputedStyle(el.parentElement).cursor === "pointer" && !el.matches("[data-hex]")) continue;
      out.add(el);
    }
    return [...out].filter((el) => visible(el) && !el.disabled && !el.closest("[inert]"));
  };
  const describe = (el) => {
    const id = el.id ? "#" + el.id : "";
    const cls = typeof el.className === "string" && el.className ? "." + el.className.trim().split(/\s+/).join(".") : "";
    const hex = el.getAttribute("data-hex") ? "[data-hex=" + el.getAttribute("data-hex") + "]" : "";
    const text = (el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 24);
    return el.tagName.toLowerCase() + id + cls + hex + (text ? ' "' + text + '"' : "");
  };
  const name = (el) => {
    const l = el.getAttribute("aria-label");
    if (l && l.trim()) return l.trim();
    const by = el.getAttribute("aria-labelledby");
    if (by) return by.split(/\s+/).map((i) => document.getElementById(i)?.textContent || "").join(" ").trim();
    if (el.labels && el.labels.length) return [...el.labels].map((x) => x.textContent).join(" ").trim();
    const title = [...el.children].find((c) => c.tagName.toLowerCase() === "title");
    if (title && title.textContent.trim()) return title.textContent.trim();
    if (el.getAttribute("title")) return el.getAttribute("title").trim();
    if (["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName)) return el.type === "submit" || el.type === "button" ? el.value : "";
    return (el.textContent || "").trim();
  };
  const rectOf = (el) => {
    let r = el.getBoundingClientRect();
    const lab = el.closest("label");
    if (lab && el.matches("input[type=checkbox], input[type=radio]")) {
      const lr = lab.getBoundingClientRect();
      if (lr.width * lr.height > r.width * r.height) r = lr;
    }
    return r;
  };
  const audit = {
    names() {
      const bad = [];
      for (const hx of document.querySelectorAll("#app [data-hex]")) if (!name(hx)) bad.push("hex without a name: " + describe(hx));
      for (const el of controls()) if (!name(el)) bad.push("control without a name: " + describe(el));
      return bad;
    },
    targets() {
      const bad = [];
      for (const el of controls()) {
        if (el.matches("[data-hex]")) {
          const x = el.getAttribute("data-hex");
          const twin = document.querySelector('#actions [data-hex-button="' + CSS.escape(x) + '"]');
          const r = el.getBoundingClientRect();
          if ((r.width < 44 || r.height < 44) && !(twin && visible(twin))) bad.push("hex smaller than 44×44 with no button for it: " + describe(el));
          continue;
        }
        const r = rectOf(el);
        if (r.width < 43.5 || r.height < 43.5) bad.push("touch target " + Math.round(r.width) + "×" + Math.round(r.height) + ": " + describe(el));
      }
      return bad;
    },
    // before remembers every control's look without the focus.
    before() {
      // Start the walk at the top of the page.
      let top = document.getElementById("audit-start");
      if (!top) {
        top = document.createElement("div");
        top.id = "audit-start";
        top.tabIndex = -1;
        document.body.prepend(top);
      }
      top.focus();
      audit.look = new Map(controls().map((el) => [el, audit.style(el)]));
      audit.seen = new Set();
      audit.seenKeys = new Set(); // a panel drawn anew meanwhile has new elements of the same description
      audit.unseen = [];
    },
    style(el) {
      const cs = getComputedStyle(el);
      const ring = cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0 ? "outline " + cs.outlineStyle + " " + cs.outlineWidth + " " + cs.outlineColor : "";
      return [ring, cs.boxShadow, cs.filter, cs.backgroundColor, cs.borderColor].join("|");
    },
    // step is called after each Tab: it records the focused element and
    // whether it looks focused; it says "" when the walk came round to an
    // element it had already reached.
    step() {
      const el = document.activeElement;
      if (!el || el === document.body) return "body"; // past the last control, or a redraw took the focus
      if (audit.seen.has(el)) return "";
      audit.seen.add(el);
      audit.seenKeys.add(describe(el));
      const was = audit.look.get(el);
      const now = audit.style(el);
      if (was !== undefined && was === now) audit.unseen.push("focus not visible: " + describe(el));
      else if (was === undefined && !now.startsWith("outline")) audit.unseen.push("focus not visible: " + describe(el));
      return describe(el);
    },
    keyboard() {
      const bad = [...audit.unseen];
      for (const el of controls()) if (!audit.seen.has(el) && !audit.seenKeys.has(describe(el))) bad.push("not reachable by keyboard: " + describe(el));
      return bad;
    },
  };
  window.audit = audit;
  return true;
})()`

// audit runs the checks on the page as it is and reports each offender as
// an error. phone adds the touch-target check.
func audit(t *testing.T, ctx context.Context, where string, phone bool) {
	t.Helper()
	eval[bool](t, ctx, auditJS)
	bad := eval[[]string](t, ctx, `window.audit.names()`)
	if phone {
		bad = append(bad, eval[[]string](t, ctx, `window.audit.targets()`)...)
	}
	eval[bool](t, ctx, `(window.audit.before(), true)`)
	steps := 0
	for ; steps < 1500; steps++ {
		c, cancel := context.WithTimeout(ctx, 10*time.Second)
		_, err := chromedp.Run(c, chromedp.KeyEvent(kb.Tab))
		cancel()
		if err != nil {
			t.Fatalf("%s: Tab: %v", where, err)
		}
		d := eval[string](t, ctx, `window.audit.step()`)
		if os.Getenv("A11Y_DEBUG") != "" {
			t.Logf("%s: Tab %d: %s", where, steps, d)
		}
		if d == "" {
			break
		}
	}
	bad = append(bad, eval[[]string](t, ctx, `window.audit.keyboard()`)...)
	if len(bad) > 0 {
		t.Errorf("%s: %d accessibility offenders (%d Tab stops):\n  %s", where, len(bad), steps, strings.Join(bad, "\n  "))
	}
}

// auditBoth audits the page at the desktop size and on the phone (390×844).
func auditBoth(t *testing.T, ctx context.Context, where string, ready string) {
	t.Helper()
	run(t, ctx, "desktop size", chromedp.EmulateViewport(1400, 900))
	waitFor(t, ctx, where, ready)
	audit(t, ctx, where+" (desktop)", false)
	run(t, ctx, "phone size", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	waitFor(t, ctx, where, ready)
	audit(t, ctx, where+" (phone)", true)
	run(t, ctx, "desktop size", chromedp.EmulateViewport(1400, 900))
}

const gameReady = `window.ferro && !window.ferro.busy && window.ferro.version >= 0`

// playUntil clicks what the page offers (seeded) until js is true.
func playUntil(t *testing.T, ctx context.Context, c *clicker, js string, limit int) {
	t.Helper()
	for c.clicks < limit && !eval[bool](t, ctx, js) {
		if !c.step(t, ctx) {
			t.Fatalf("the page offers nothing after %d clicks", c.clicks)
		}
	}
	if !eval[bool](t, ctx, js) {
		t.Fatalf("after %d clicks still not %s", c.clicks, js)
	}
}

// TestAccessibilityAudit audits the lobby (signed out and in) and the game
// page of both titles (an 18ZOO Map A game and a 1713 Menorca game, each
// at its start and where a tile is being laid), at the desktop size and on
// the phone, and fails listing every offender.
func TestAccessibilityAudit(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	run(t, ctx, "open /", navigate(s.url+"/"))
	auditBoth(t, ctx, "sign-in page", `document.getElementById("signup")`)
	signUp(t, ctx, s, "auditor")
	id := createHotseat(t, ctx, "18ZOO - Map A", 3, 5)
	run(t, ctx, "open /", navigate(s.url+"/"))
	auditBoth(t, ctx, "lobby", `document.querySelectorAll("#new-title option").length > 0 && document.querySelector("li.game")`)
	for _, g := range []struct {
		name  string
		title string
		id    int64
	}{{"18ZOO", "18ZOO - Map A", id}, {"1713 Menorca", "1713 Menorca", 0}} {
		if g.id == 0 {
			run(t, ctx, "open /", navigate(s.url+"/"))
			g.id = createHotseat(t, ctx, g.title, 3, 5)
		}
		run(t, ctx, "open the game", navigate(fmt.Sprintf("%s/play/%d", s.url, g.id)))
		waitIdle(t, ctx)
		auditBoth(t, ctx, g.name+" game page at its start", gameReady)
		c := &clicker{rnd: rand.New(rand.NewPCG(5, 12)), avoid: []string{"pass"}, previews: -1}
		playUntil(t, ctx, c, `!!document.querySelector("#actions .hex-btn")`, 600)
		eval[bool](t, ctx, `(document.querySelector("#actions .hex-btn").click(), true)`)
		waitIdle(t, ctx)
		auditBoth(t, ctx, g.name+" game page, a hex picked", gameReady)
	}
}
