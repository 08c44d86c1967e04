package e2e

import (
	"context"
	"fmt"
	"testing"
)

// switchLang chooses lang with the switch in the top bar and waits for
// the page it reloads: a new document (its time origin differs from the
// old one's), in lang. The switch sets the old document's lang before
// the reload takes it away, so waiting for the lang alone may read the
// old page, still in the old language.
func switchLang(t *testing.T, ctx context.Context, lang string) {
	t.Helper()
	origin := eval[float64](t, ctx, `performance.timeOrigin`)
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById("lang"); s.value = %q; s.dispatchEvent(new Event("change")); return true; })()`, lang))
	waitFor(t, ctx, "the page reloaded in "+lang, fmt.Sprintf(`performance.timeOrigin !== %v && document.documentElement.lang === %q && document.getElementById("lang")`, origin, lang))
}
