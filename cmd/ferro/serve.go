package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"ferro/bot"
	"ferro/games/registry"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store"
)

func init() {
	register("serve", "run the game server (HTTP API, WebSocket live updates)", runServe)
}

// memHeadroom is the memory beyond --cache-mb that ferro serve lets the
// Go runtime use before it collects garbage more often (GOMEMLIMIT set
// in the environment overrides the whole limit).
const memHeadroom = 256 << 20

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func runServe(args []string) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	db := fs.String("db", "ferro.db", "SQLite file (created if missing) or postgres:// URL")
	rate := fs.Float64("rate", 20, "requests per second per account (0: unlimited)")
	burst := fs.Int("burst", 60, "requests an account may make at once")
	anonRate := fs.Float64("signin-rate", 1, "sign-ups and sign-ins per second per client address (0: unlimited)")
	anonBurst := fs.Int("signin-burst", 20, "sign-ups and sign-ins a client address may make at once")
	maxBody := fs.Int64("max-body", 64<<10, "largest JSON request body in bytes")
	maxImport := fs.Int64("max-import", 4<<20, "largest imported game record in bytes")
	maxImportActions := fs.Int("max-import-actions", 10000, "most actions of an imported game record")
	maxReplay := fs.Duration("max-replay", 2*time.Second, "longest replay of an imported game record")
	cacheMB := fs.Int64("cache-mb", 512, "memory for games cached in memory, in MiB (estimated from their logs), the bots' search trees included")
	botMB := fs.Int64("bot-mb", 0, "of --cache-mb, memory for the search trees bots keep between moves, in MiB (0: a quarter)")
	bodyTimeout := fs.Duration("body-timeout", 30*time.Second, "longest time a client may take to send a request body")
	readRate := fs.Float64("read-rate", 10, "requests per second per client address of callers not signed in (0: unlimited)")
	readBurst := fs.Int("read-burst", 40, "requests a client address not signed in may make at once")
	secure := fs.Bool("secure-cookies", false, "mark session cookies Secure (set when served over HTTPS)")
	trusted := fs.String("trusted-proxies", "", "addresses or CIDR prefixes (comma-separated) of reverse proxies whose X-Forwarded-For, Forwarded and X-Forwarded-Proto headers are believed")
	grace := fs.Duration("grace", 10*time.Second, "on SIGTERM or SIGINT, longest wait for the requests in flight before exiting")
	metricsAddr := fs.String("metrics-addr", "", "address to serve Prometheus /metrics on (off when empty; keep it off the public address)")
	private := fs.Bool("webhook-allow-private", false, "let webhooks reach loopback and private addresses")
	openExpiry := fs.Duration("open-expiry", 14*24*time.Hour, "how long a game may wait to be started before it expires (its owner is told)")
	holidayDays := fs.Int("holiday-days", 21, "days of holiday a year a player may take, their clocks stopped")
	testGame := fs.Bool("test-game", false, "also serve the built-in test title \""+testgame.Name+"\" (load and crash tests)")
	logf := addLogFlags(fs)
	hashWorkers := fs.Int("hash-workers", 0, "password hashes (sign-ups, sign-ins) at once, 19 MiB each (0: one per core)")
	hashQueue := fs.Int("hash-queue", 16, "sign-ins waiting for a password hash (past it: 503 busy)")
	hashPerAddress := fs.Int("hash-per-address", 2, "sign-ins of one client address being checked at once (past it: 429)")
	livePerAccount := fs.Int("live-per-account", 32, "live connections (/live) an account may hold open")
	livePerAddress := fs.Int("live-per-address", 64, "live connections (/live) a client address may hold open")
	analysisBot := fs.String("analysis-bot", "mcts-learned@500", "the bot whose moves finished games' analyses ask for, in the background (off: no analyses)")
	var origins listFlag
	fs.Var(&origins, "origin", "host pattern of other sites whose pages may open WebSockets and send cookie writes (repeatable)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: ferro serve [flags]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "ferro serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	proxies, err := server.ParseTrustedProxies(*trusted)
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferro serve: --trusted-proxies: %v\n", err)
		return 2
	}
	logger, err := logf.logger(os.Stderr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferro serve: %v\n", err)
		return 2
	}
	if *cacheMB < 1 {
		fmt.Fprintln(os.Stderr, "ferro serve: --cache-mb must be at least 1")
		return 2
	}
	if *botMB < 0 || *botMB > *cacheMB {
		fmt.Fprintln(os.Stderr, "ferro serve: --bot-mb must be between 0 and --cache-mb")
		return 2
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	openCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	st, err := store.Open(openCtx, *db)
	cancel()
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferro serve: %v\n", err)
		return 1
	}
	defer st.Close()

	if os.Getenv("GOMEMLIMIT") == "" {
		// Let the garbage collector work harder before the process grows
		// far past the games it caches (else the heap doubles them).
		debug.SetMemoryLimit(*cacheMB<<20 + memHeadroom)
	}

	cfg := server.Config{Store: st, Rate: *rate, Burst: *burst, AnonRate: *anonRate, AnonBurst: *anonBurst,
		CacheBytes: *cacheMB << 20, ReadRate: *readRate, ReadBurst: *readBurst, MaxImportActions: *maxImportActions, MaxReplay: *maxReplay, BodyTimeout: *bodyTimeout,
		MaxBody: *maxBody, MaxImport: *maxImport, SecureCookies: *secure, TrustedProxies: proxies, WebhookAllowPrivate: *private, Origins: origins, Logger: logger,
		OpenExpiry: *openExpiry, HolidayDays: *holidayDays, BotMemory: *botMB << 20}
	cfg.LivePerAccount, cfg.LivePerAddress = *livePerAccount, *livePerAddress
	cfg.AnalysisBot = *analysisBot
	if *analysisBot != "off" {
		if _, err := bot.ParseSpec(*analysisBot); err != nil {
			fmt.Fprintln(os.Stderr, "ferro serve: --analysis-bot:", err)
			return 2
		}
	}
	cfg.HashWorkers, cfg.HashQueue, cfg.HashPerAddress = *hashWorkers, *hashQueue, *hashPerAddress
	if *hashQueue == 0 {
		cfg.HashQueue = -1 // none
	}
	if *testGame {
		cfg.Lookup = testgame.Lookup(registry.Lookup)
		cfg.Titles = func() []string { return append(registry.Names(), testgame.Name) }
	}
	srv := server.New(cfg)
	defer srv.Close()

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferro serve: %v\n", err)
		return 1
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn)}
	where := *db
	if strings.Contains(where, "://") {
		where = "PostgreSQL"
	}
	botBytes := *botMB << 20
	if botBytes == 0 {
		botBytes = *cacheMB << 20 / 4
	}
	fmt.Printf("ferro: serving on http://%s (database %s; memory: %d MiB for cached games and bots' search trees, %d MiB of it at most for the trees)\n",
		ln.Addr(), where, *cacheMB, botBytes>>20)
	errc := make(chan error, 2)
	go func() { errc <- hs.Serve(ln) }()
	if *metricsAddr != "" {
		mln, err := net.Listen("tcp", *metricsAddr)
		if err != nil {
			fmt.Fprintf(os.Stderr, "ferro serve: --metrics-addr: %v\n", err)
			return 1
		}
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", srv.Metrics())
		ms := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
		defer ms.Close()
		fmt.Printf("ferro: metrics on http://%s/metrics\n", mln.Addr())
		go func() { errc <- ms.Serve(mln) }()
	}
	select {
	case err := <-errc:
		fmt.Fprintf(os.Stderr, "ferro serve: %v\n", err)
		return 1
	case <-ctx.Done():
	}
	fmt.Println("ferro: shutting down")
	// Streams told to reconnect, bots stopped; then no new connections,
	// and the requests in flight finish (their writes with them) within
	// --grace; the store closes last (deferred).
	srv.Drain()
	sctx, cancel := context.WithTimeout(context.Background(), *grace)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(os.Stderr, "ferro serve: shutdown: %v (connections still open after --grace are closed)\n", err)
		hs.Close()
	}
	return 0
}
