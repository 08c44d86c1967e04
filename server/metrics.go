package server

import (
	"bufio"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"ferro/store"
)

// metrics are the server's Prometheus series. Each Server has its own
// registry (tests run many servers in one process); Metrics serves it,
// on the address --metrics-addr names, never on the public port.
type metrics struct {
	reg         *prometheus.Registry
	requests    *prometheus.CounterVec   // route, method, code
	latency     *prometheus.HistogramVec // route, method
	actions     *prometheus.CounterVec   // title
	commitTime  prometheus.Histogram
	commitBatch prometheus.Histogram
	websockets  prometheus.Gauge
	botDecision *prometheus.HistogramVec // kind, strength
	rateLimited prometheus.Counter

	logRequest func(r *http.Request, route string, code int, took time.Duration)
}

func newMetrics(s *Server) *metrics {
	m := &metrics{reg: prometheus.NewRegistry(), logRequest: s.logRequest}
	f := func(c prometheus.Collector) { m.reg.MustRegister(c) }
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ferro_http_requests_total",
		Help: "HTTP requests answered, by route pattern, method and status code."}, []string{"route", "method", "code"})
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ferro_http_request_duration_seconds",
		Help:    "Time to answer an HTTP request (WebSocket streams excluded), by route pattern and method.",
		Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10}}, []string{"route", "method"})
	m.actions = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ferro_actions_applied_total",
		Help: "Actions applied and stored, by title."}, []string{"title"})
	m.commitTime = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "ferro_db_commit_duration_seconds",
		Help:    "Time of one database transaction of group-committed writes.",
		Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1}})
	m.commitBatch = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "ferro_db_commit_batch_writes",
		Help:    "Writes held by one database transaction (group commit).",
		Buckets: []float64{1, 2, 4, 8, 16, 32, 64, 128, 256}})
	m.websockets = prometheus.NewGauge(prometheus.GaugeOpts{Name: "ferro_websocket_connections",
		Help: "Open WebSocket connections (live game streams)."})
	m.botDecision = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ferro_bot_decision_seconds",
		Help:    "Time a bot took to choose one move, by bot kind and strength.",
		Buckets: []float64{.001, .01, .05, .1, .25, .5, 1, 2.5, 5, 10}}, []string{"kind", "strength"})
	m.rateLimited = prometheus.NewCounter(prometheus.CounterOpts{Name: "ferro_rate_limited_total",
		Help: "Requests refused by a rate limit (429)."})
	for _, c := range []prometheus.Collector{m.requests, m.latency, m.actions, m.commitTime, m.commitBatch,
		m.websockets, m.botDecision, m.rateLimited} {
		f(c)
	}
	f(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "ferro_games_cached",
		Help: "Games held in memory."}, func() float64 {
		s.cacheMu.Lock()
		defer s.cacheMu.Unlock()
		return float64(len(s.cache))
	}))
	f(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "ferro_games_cached_bytes",
		Help: "Estimated memory of the games held in memory (bounded by --cache-mb)."}, func() float64 {
		s.cacheMu.Lock()
		defer s.cacheMu.Unlock()
		return float64(s.lru.bytes)
	}))
	f(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "ferro_bot_queue_depth",
		Help: "Games waiting for a bot worker to move."}, func() float64 {
		s.bots.init()
		due, _ := s.bots.sched.pending()
		return float64(due)
	}))
	f(collectors.NewGoCollector())
	f(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	store.ObserveCommits(s.st, func(writes int, took time.Duration) {
		m.commitBatch.Observe(float64(writes))
		m.commitTime.Observe(took.Seconds())
	})
	return m
}

// Metrics serves the Prometheus text format of the server's series. Serve
// it on an address of its own (ferro serve --metrics-addr).
func (s *Server) Metrics() http.Handler {
	return promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{})
}

// measured answers r through h and counts it by its route pattern.
func (m *metrics) measured(w http.ResponseWriter, r *http.Request, h http.Handler) {
	start := time.Now()
	rec := &statusRecorder{ResponseWriter: w}
	h.ServeHTTP(rec, r)
	route := r.Pattern // set by the mux on r
	if route == "" {
		route = "unmatched"
	}
	code := rec.code
	if code == 0 {
		code = http.StatusOK
	}
	took := time.Since(start)
	m.requests.WithLabelValues(route, r.Method, strconv.Itoa(code)).Inc()
	if code != http.StatusSwitchingProtocols {
		m.latency.WithLabelValues(route, r.Method).Observe(took.Seconds())
	}
	if m.logRequest != nil {
		m.logRequest(r, route, code, took)
	}
}

// statusRecorder remembers the status a handler answered.
type statusRecorder struct {
	http.ResponseWriter
	code int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.code == 0 {
		s.code = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.code == 0 {
		s.code = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController and WebSocket upgrades reach the
// connection.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func (s *statusRecorder) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (s *statusRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return http.NewResponseController(s.ResponseWriter).Hijack()
}
