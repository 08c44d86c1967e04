package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	mrand "math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"ferro/engine"
	"ferro/server/testgame"
)

func init() {
	register("loadtest", "play random legal actions in many games at once against a server", runLoadtest)
}

func runLoadtest(args []string) int {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	addr := fs.String("addr", "http://127.0.0.1:8080", "server URL")
	games := fs.Int("games", 200, "games to play at once")
	duration := fs.Duration("duration", 10*time.Second, "how long to play")
	conc := fs.Int("concurrency", 16, "requests in flight at once")
	title := fs.String("title", "", "game title (default: the server's test title if it serves one (--test-game), else its first title)")
	players := fs.Int("players", 4, "players per game (hotseat)")
	rules := fs.String("rules", "", "optional rules, comma-separated (default: \"long\" for the test title)")
	acks := fs.String("acks", "", "file to write each acknowledged action to (game version id key)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: ferro loadtest --addr URL --games N --duration D [flags]")
		fmt.Fprintln(fs.Output(), "Start the server with --rate 0 (no per-account limit); --test-game adds the tiny test title, played by default.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *games < 1 || *conc < 1 || *duration <= 0 {
		fmt.Fprintln(os.Stderr, "ferro loadtest: --games, --concurrency and --duration must be positive")
		return 2
	}
	lt := &loadtest{base: strings.TrimRight(*addr, "/"), title: *title, players: *players,
		hc: &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: *conc + 4, MaxConnsPerHost: *conc + 4}}}
	if lt.title == "" {
		t, err := lt.defaultTitle()
		if err != nil {
			fmt.Fprintf(os.Stderr, "ferro loadtest: %v\n", err)
			return 1
		}
		lt.title = t
	}
	if *rules != "" {
		lt.rules = strings.Split(*rules, ",")
	} else if lt.title == testgame.Name {
		lt.rules = []string{"long"}
	}
	if *acks != "" {
		f, err := os.Create(*acks)
		if err != nil {
			fmt.Fprintf(os.Stderr, "ferro loadtest: %v\n", err)
			return 1
		}
		defer f.Close()
		lt.acks = f
	}
	if err := lt.run(*games, *conc, *duration); err != nil {
		fmt.Fprintf(os.Stderr, "ferro loadtest: %v\n", err)
		return 1
	}
	return 0
}

type loadtest struct {
	base    string
	title   string
	players int
	rules   []string
	hc      *http.Client
	token   string
	acks    io.Writer
	acksMu  sync.Mutex

	actions, created                        atomic.Int64
	stale, illegal, limited, other, refetch atomic.Int64
}

// slot is one game being played: its id, version and legal actions.
type slot struct {
	id      int64
	version int
	legal   []json.RawMessage // sent back as they came: the client need not decode them
	rng     *mrand.Rand
}

type ltState struct {
	Version int               `json:"version"`
	Status  string            `json:"status"`
	Legal   []json.RawMessage `json:"legal"`
	Action  json.RawMessage   `json:"action"`
	Code    string            `json:"code"`
	Error   string            `json:"error"`
}

func (lt *loadtest) call(method, path string, body any, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, lt.base+path, rd)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	if lt.token != "" {
		req.Header.Set("Authorization", "Bearer "+lt.token)
	}
	resp, err := lt.hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, err
	}
	if out != nil && len(b) > 0 {
		if err := json.Unmarshal(b, out); err != nil {
			return resp.StatusCode, fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
	}
	return resp.StatusCode, nil
}

// defaultTitle asks the server which titles it plays: its test title if
// it has one (ferro serve --test-game), else the first that seats
// lt.players.
func (lt *loadtest) defaultTitle() (string, error) {
	resp, err := lt.hc.Get(lt.base + "/api/titles")
	if err != nil {
		return "", fmt.Errorf("list the titles of %s: %w", lt.base, err)
	}
	defer resp.Body.Close()
	var titles []struct {
		Name       string `json:"name"`
		MinPlayers int    `json:"min_players"`
		MaxPlayers int    `json:"max_players"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&titles); err != nil || resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("list the titles of %s: %d %v", lt.base, resp.StatusCode, err)
	}
	first := ""
	for _, t := range titles {
		if t.Name == testgame.Name {
			return t.Name, nil
		}
		if first == "" && t.MinPlayers <= lt.players && lt.players <= t.MaxPlayers {
			first = t.Name
		}
	}
	if first == "" {
		return "", fmt.Errorf("%s plays no title for %d players (--players)", lt.base, lt.players)
	}
	return first, nil
}

func (lt *loadtest) setup() error {
	b := make([]byte, 6)
	rand.Read(b)
	name := "load-" + hex.EncodeToString(b)
	var acct struct {
		CSRF  string `json:"csrf"`
		Error string `json:"error"`
	}
	lt.hc.Jar, _ = cookiejar.New(nil) // for the session cookie sign-up sets, until we have a token
	code, err := lt.call("POST", "/api/signup", map[string]string{"name": name, "password": hex.EncodeToString(b) + "-secret"}, &acct)
	if err != nil {
		return fmt.Errorf("sign up at %s: %w", lt.base, err)
	}
	if code != http.StatusCreated {
		return fmt.Errorf("sign up: %d %s", code, acct.Error)
	}
	req, _ := http.NewRequest("POST", lt.base+"/api/tokens", strings.NewReader(`{"label":"loadtest"}`))
	req.Header.Set("X-CSRF-Token", acct.CSRF)
	req.Header.Set("Content-Type", "application/json") // a cookie write must be declared JSON
	resp, err := lt.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var tok struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&tok); err != nil || tok.Token == "" {
		return fmt.Errorf("create API token: %d %v", resp.StatusCode, err)
	}
	lt.token = tok.Token
	lt.hc.Jar = nil
	return nil
}

// newGame creates a hotseat game and reads its first legal actions.
func (lt *loadtest) newGame(seed int64) (*slot, error) {
	var g struct {
		ID    int64  `json:"id"`
		Error string `json:"error"`
	}
	code, err := lt.call("POST", "/api/games", map[string]any{"title": lt.title, "players": lt.players, "hotseat": true,
		"seed": seed, "optional_rules": lt.rules}, &g)
	if err != nil {
		return nil, err
	}
	if code != http.StatusCreated {
		return nil, fmt.Errorf("create game: %d %s", code, g.Error)
	}
	lt.created.Add(1)
	s := &slot{id: g.ID, rng: mrand.New(mrand.NewPCG(uint64(seed), uint64(g.ID)))}
	return s, lt.reload(s)
}

func (lt *loadtest) reload(s *slot) error {
	lt.refetch.Add(1)
	var st ltState
	code, err := lt.call("GET", fmt.Sprintf("/api/games/%d/state", s.id), nil, &st)
	if err != nil {
		return err
	}
	if code != http.StatusOK {
		return fmt.Errorf("game %d: %d %s", s.id, code, st.Error)
	}
	s.version, s.legal = st.Version, playable(st)
	return nil
}

// playable is the legal list the load test picks from. Every title lists
// its run as a concrete run_routes holding the best run (engine.Game.Legal),
// so runs are played like any other action; only a run_routes without
// routes (a template, which no title lists today) is left out.
func playable(st ltState) []json.RawMessage {
	if st.Status == "finished" {
		return nil
	}
	return slices.DeleteFunc(st.Legal, func(a json.RawMessage) bool {
		return bytes.Contains(a, []byte(`"type":"run_routes"`)) && !bytes.Contains(a, []byte(`"routes":`))
	})
}

func (lt *loadtest) run(games, conc int, d time.Duration) error {
	if err := lt.setup(); err != nil {
		return err
	}
	fmt.Printf("creating %d %s games...\n", games, lt.title)
	slots := make(chan *slot, games)
	for i := 0; i < games; i++ {
		s, err := lt.newGame(int64(i + 1))
		if err != nil {
			return err
		}
		slots <- s
	}
	fmt.Printf("playing for %v with %d requests in flight\n", d, conc)
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	start := time.Now()
	lats := make([][]time.Duration, conc)
	var wg sync.WaitGroup
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				var s *slot
				select {
				case s = <-slots:
				case <-ctx.Done():
					return
				}
				if lat, ok := lt.step(ctx, s); ok {
					lats[w] = append(lats[w], lat)
				}
				if len(s.legal) == 0 && ctx.Err() == nil { // finished or stuck: play a new game instead
					if ns, err := lt.newGame(s.id * 7919); err == nil {
						s = ns
					}
				}
				slots <- s
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	var all []time.Duration
	for _, l := range lats {
		all = append(all, l...)
	}
	slices.Sort(all)
	n := lt.actions.Load()
	fmt.Printf("games %d (+%d new), concurrency %d, %v: %d actions acknowledged; stale 409: %d, illegal 422: %d, rate-limited 429: %d, other errors: %d\n",
		games, lt.created.Load()-int64(games), conc, elapsed.Round(time.Millisecond), n, lt.stale.Load(), lt.illegal.Load(), lt.limited.Load(), lt.other.Load())
	if lt.limited.Load() > 0 {
		fmt.Println("note: the server rate-limited this account; start it with --rate 0 for a load test")
	}
	fmt.Printf("actions/s: %.1f\n", float64(n)/elapsed.Seconds())
	fmt.Printf("latency p50: %v p95: %v p99: %v\n", pct(all, 50), pct(all, 95), pct(all, 99))
	return nil
}

func pct(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p/100*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))].Round(10 * time.Microsecond)
}

// step submits one random legal action of s and returns its latency when
// the server acknowledged it.
func (lt *loadtest) step(ctx context.Context, s *slot) (time.Duration, bool) {
	if len(s.legal) == 0 {
		if err := lt.reload(s); err != nil {
			lt.other.Add(1)
			pause(ctx)
		}
		return 0, false
	}
	a := s.legal[s.rng.IntN(len(s.legal))]
	var st ltState
	t0 := time.Now()
	code, err := lt.call("POST", fmt.Sprintf("/api/games/%d/actions?legal=1", s.id), map[string]any{"version": s.version, "action": a}, &st)
	lat := time.Since(t0)
	switch {
	case err != nil:
		lt.other.Add(1)
		s.legal = nil // reload before the next try
		pause(ctx)
	case code == http.StatusOK:
		lt.actions.Add(1)
		if lt.acks != nil && st.Action != nil {
			var a engine.Action
			if err := json.Unmarshal(st.Action, &a); err == nil {
				lt.ack(s.id, st.Version, a)
			}
		}
		s.version, s.legal = st.Version, playable(st)
		return lat, true
	case code == http.StatusConflict:
		lt.stale.Add(1)
		s.legal = nil
	case code == http.StatusUnprocessableEntity:
		lt.illegal.Add(1)
		s.legal = slices.DeleteFunc(s.legal, func(b json.RawMessage) bool { return bytes.Equal(b, a) })
	case code == http.StatusTooManyRequests:
		lt.limited.Add(1)
		pause(ctx)
	default:
		lt.other.Add(1)
		s.legal = nil
		pause(ctx)
	}
	return 0, false
}

func (lt *loadtest) ack(game int64, version int, a engine.Action) {
	lt.acksMu.Lock()
	defer lt.acksMu.Unlock()
	fmt.Fprintf(lt.acks, "%d %d %d %s\n", game, version, a.ID, a.Key())
}

func pause(ctx context.Context) {
	select {
	case <-ctx.Done():
	case <-time.After(20 * time.Millisecond):
	}
}
