package server_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"ferro/server"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// scrape reads the metrics at url with the Prometheus text parser.
func scrape(t *testing.T, url string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d", url, resp.StatusCode)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("metrics do not parse: %v", err)
	}
	return fams
}

// sum adds the values (counter, gauge, or a histogram's count) of a
// family's series whose labels include want.
func sum(fams map[string]*dto.MetricFamily, name string, want map[string]string) float64 {
	f, ok := fams[name]
	if !ok {
		return -1
	}
	total := 0.0
next:
	for _, m := range f.Metric {
		have := map[string]string{}
		for _, l := range m.Label {
			have[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if have[k] != v {
				continue next
			}
		}
		switch {
		case m.Counter != nil:
			total += m.Counter.GetValue()
		case m.Gauge != nil:
			total += m.Gauge.GetValue()
		case m.Histogram != nil:
			total += float64(m.Histogram.GetSampleCount())
		}
	}
	return total
}

// TestMetrics: /metrics is not on the public port; on its own handler it
// is the Prometheus text format, and under a short load (a game played,
// a viewer, a bot game, anonymous reads over their limit) the named series
// are present and move.
func TestMetrics(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.ReadRate, c.ReadBurst = 0.0001, 3
		c.BotWorkers = 1
	})
	anon := &client{t: t, base: e.url, hc: http.DefaultClient}
	if code, _ := anon.do("GET", "/metrics", nil); code != http.StatusNotFound {
		t.Fatalf("GET /metrics on the public port: %d, want 404", code)
	}
	ms := httptest.NewServer(e.srv.Metrics())
	defer ms.Close()
	before := scrape(t, ms.URL)

	ann, bob := e.signup("ann"), e.signup("bob")
	id := twoPlayerGame(e, ann, bob)
	next := watch(t, e.url, id)
	next() // hello
	for i := 0; i < 6; i++ {
		st := ann.state(id)
		c := ann
		if st.Acting[0] != seatOf(ann, st) {
			c = bob
		}
		c.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, add(st.Acting[0], 1)), http.StatusOK, nil)
	}
	for i := 0; i < 5; i++ {
		anon.do("GET", "/api/games", nil)
	}
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "hotseat": true, "seed": 7,
		"bots": []map[string]string{{"kind": "random-by-type"}, {"kind": "random-by-type"}, {"kind": "random-by-type"}}}, http.StatusCreated, &g)
	waitFor(t, ann, g.ID, "ten bot moves", func(st stateView) bool { return st.Version >= 10 })

	after := scrape(t, ms.URL)
	moved := []struct {
		name   string
		labels map[string]string
		least  float64
	}{
		{"ferro_http_requests_total", map[string]string{"route": "POST /api/games/{id}/actions", "code": "200"}, 6},
		{"ferro_http_requests_total", map[string]string{"route": "GET /api/games", "code": "429"}, 1},
		{"ferro_http_request_duration_seconds", map[string]string{"route": "GET /api/games/{id}/state"}, 6},
		{"ferro_actions_applied_total", map[string]string{"title": testgame.Name}, 6},
		{"ferro_actions_applied_total", map[string]string{"title": "1713 Menorca"}, 10},
		{"ferro_db_commit_duration_seconds", nil, 16},
		{"ferro_db_commit_batch_writes", nil, 16},
		{"ferro_rate_limited_total", nil, 1},
		{"ferro_bot_decision_seconds", map[string]string{"kind": "random-by-type", "strength": "normal"}, 10},
	}
	for _, m := range moved {
		b, a := max(0, sum(before, m.name, m.labels)), sum(after, m.name, m.labels)
		if a < 0 {
			t.Errorf("%s is missing", m.name)
		} else if a-b < m.least {
			t.Errorf("%s%v moved by %v under load, want at least %v", m.name, m.labels, a-b, m.least)
		}
	}
	for _, name := range []string{"ferro_games_cached", "ferro_games_cached_bytes", "ferro_websocket_connections"} {
		if v := sum(after, name, nil); v < 1 {
			t.Errorf("%s = %v with games cached and one viewer, want > 0", name, v)
		}
	}
	if sum(after, "ferro_bot_queue_depth", nil) < 0 {
		t.Errorf("ferro_bot_queue_depth is missing")
	}
}
