package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"ferro/store"
)

// Webhook kinds: the JSON body each kind of receiver expects.
var webhookKinds = []string{"json", "discord", "slack"}

// turnEvent is the body of a "json" webhook: a player must act.
type turnEvent struct {
	Event    string `json:"event"` // "turn", or "proposal": a trade awaits the player's answer (consent.go)
	Game     int64  `json:"game"`
	Title    string `json:"title"`
	PlayerID string `json:"player_id"`
	Player   string `json:"player"`
	Version  int    `json:"version"`
	LastMove string `json:"last_move,omitempty"` // the action that made it the player's turn, as the log says it (English)
	// LeftSeconds is a reminder's time left (Event "reminder"); Event
	// "expired" tells a game's owner that it never started (issue 29).
	LeftSeconds int64 `json:"left_seconds,omitempty"`
}

// notifier is the webhook service: an account's webhook (PUT and DELETE
// /api/me/webhook) and turn notifications delivered off the request path:
// a bounded queue and a few workers that retry with exponential back-off.
// When the queue is full, notifications are dropped (and logged) rather
// than slowing play.
type notifier struct {
	ctx      context.Context
	st       store.Store
	log      *log.Logger
	auth     *authCache // an account's cached webhook is dropped when it changes
	bots     interface{ kickBots(lg *liveGame) }
	queue    chan turnJob
	client   *http.Client
	wg       sync.WaitGroup
	backoff  time.Duration // first retry delay
	attempts int
	private  bool // Config.WebhookAllowPrivate
	maxBody  int64
}

type turnJob struct {
	account int64
	ev      turnEvent
}

const (
	webhookWorkers = 4
	webhookQueue   = 4096
)

func newNotifier(ctx context.Context, s *Server) *notifier {
	dialer := &net.Dialer{Timeout: 5 * time.Second}
	if !s.cfg.WebhookAllowPrivate {
		dialer.Control = refusePrivate
	}
	n := &notifier{ctx: ctx, st: s.st, log: s.log, auth: &s.auth, bots: s.bots, queue: make(chan turnJob, webhookQueue),
		backoff: s.cfg.WebhookBackoff, attempts: s.cfg.WebhookAttempts, private: s.cfg.WebhookAllowPrivate, maxBody: s.cfg.MaxBody,
		client: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DialContext: dialer.DialContext, MaxIdleConnsPerHost: 4}}}
	for i := 0; i < webhookWorkers; i++ {
		n.wg.Add(1)
		go n.work()
	}
	return n
}

// refusePrivate stops webhooks from reaching this machine or private
// networks (a webhook URL is chosen by any user).
func refusePrivate(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return fmt.Errorf("webhook address %s is not an IP address", host)
	}
	if kind := notPublic(ip); kind != "" {
		return fmt.Errorf("webhook address %s is %s, not public", host, kind)
	}
	return nil
}

// notPublic says what kind of address ip is if webhooks may not reach it
// ("loopback", ...), or "" for a public one. Delivery (refusePrivate) and
// setting a webhook (checkWebhookHost) both ask it.
func notPublic(ip net.IP) string {
	switch {
	case ip.IsLoopback():
		return "a loopback address"
	case ip.IsPrivate():
		return "a private address"
	case ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast():
		return "a link-local address"
	case ip.IsUnspecified():
		return "the unspecified address"
	case ip.IsMulticast():
		return "a multicast address"
	}
	return ""
}

// checkWebhookHost refuses a webhook URL that delivery would refuse: an
// address that is not public, or a name that does not resolve or resolves
// to such an address (delivery checks the address it dials).
func (n *notifier) checkWebhookHost(ctx context.Context, u *url.URL) error {
	if n.private {
		return nil
	}
	host := u.Hostname()
	if ip := net.ParseIP(host); ip != nil {
		if kind := notPublic(ip); kind != "" {
			return badRequest("webhook host %s is %s: webhooks are only delivered to public addresses", host, kind)
		}
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
	if err != nil || len(addrs) == 0 {
		return badRequest("webhook host %s does not resolve, so nothing could be delivered to it", host)
	}
	for _, a := range addrs {
		if kind := notPublic(a.IP); kind != "" {
			return badRequest("webhook host %s resolves to %s, %s: webhooks are only delivered to public addresses", host, a.IP, kind)
		}
	}
	return nil
}

func (n *notifier) wait() { n.wg.Wait() }

// notifyTurns queues a notification for each player who must act now and
// did not before, with the log line of the action that made it so
// (lastMove, "" for none). lg.mu is held.
func (n *notifier) notifyTurns(lg *liveGame, before []string, lastMove string) {
	n.bots.kickBots(lg)
	if lg.meta.Hotseat {
		return
	}
	for _, p := range lg.meta.Acting {
		if slices.Contains(before, p) {
			continue
		}
		for _, st := range lg.meta.Seats {
			if st.PlayerID == p && st.AccountID != 0 {
				job := turnJob{account: st.AccountID, ev: turnEvent{Event: "turn", Game: lg.id, Title: lg.meta.Title,
					PlayerID: p, Player: st.Name, Version: int(lg.version.Load()), LastMove: lastMove}}
				select {
				case n.queue <- job:
				default:
					n.log.Printf("webhooks: queue full, dropped turn notice for account %d in game %d", st.AccountID, lg.id)
				}
			}
		}
	}
}

func (n *notifier) work() {
	defer n.wg.Done()
	for {
		select {
		case <-n.ctx.Done():
			return
		case job := <-n.queue:
			n.deliver(job)
		}
	}
}

func (n *notifier) deliver(job turnJob) {
	a, err := n.st.Account(n.ctx, job.account)
	if err != nil || a.WebhookURL == "" {
		return
	}
	body := webhookBody(a.WebhookKind, job.ev)
	delay := n.backoff
	for attempt := 1; ; attempt++ {
		err := n.post(a.WebhookURL, body)
		if err == nil {
			return
		}
		if attempt >= n.attempts {
			n.log.Printf("webhooks: giving up on account %d after %d attempts: %v", a.ID, attempt, err)
			return
		}
		select {
		case <-n.ctx.Done():
			return
		case <-time.After(delay):
		}
		delay = min(2*delay, 10*time.Minute)
	}
}

func (n *notifier) post(u string, body []byte) error {
	req, err := http.NewRequestWithContext(n.ctx, http.MethodPost, u, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "ferro-webhook")
	resp, err := n.client.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("webhook answered %s", resp.Status)
	}
	return nil
}

func webhookBody(kind string, ev turnEvent) []byte {
	text := fmt.Sprintf("Your turn in %s (game %d), %s.", ev.Title, ev.Game, ev.Player)
	if ev.Event == "proposal" {
		text = fmt.Sprintf("A trade awaits your answer in %s (game %d), %s: %s.", ev.Title, ev.Game, ev.Player, ev.LastMove)
	} else if ev.LastMove != "" {
		text += " Last move: " + ev.LastMove + "."
	}
	switch ev.Event {
	case "reminder":
		text = fmt.Sprintf("Your time in %s (game %d), %s, runs out in %s.", ev.Title, ev.Game, ev.Player, time.Duration(ev.LeftSeconds)*time.Second)
	case "expired":
		text = fmt.Sprintf("Your game %d of %s never started and has expired.", ev.Game, ev.Title)
	}
	var v any = ev
	switch kind {
	case "discord":
		v = discordMessage{Content: text, AllowedMentions: noMentions{Parse: []string{}}}
	case "slack":
		v = map[string]string{"text": slackText(text)}
	}
	b, _ := json.Marshal(v)
	return b
}

func (n *notifier) setWebhook(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		URL  string `json:"url"`
		Kind string `json:"kind"`
	}
	if err := readJSON(w, r, n.maxBody, &req); err != nil {
		return err
	}
	if req.Kind == "" {
		req.Kind = "json"
	}
	if !slices.Contains(webhookKinds, req.Kind) {
		return badRequest("kind must be one of %v", webhookKinds)
	}
	u, err := url.Parse(req.URL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(req.URL) > 2000 {
		return badRequest("url must be an http or https URL")
	}
	if err := n.checkWebhookHost(r.Context(), u); err != nil {
		return err
	}
	if err := n.st.SetWebhook(r.Context(), c.acct.ID, req.URL, req.Kind); err != nil {
		return err
	}
	n.auth.dropAccount(c.acct.ID)
	writeJSON(w, http.StatusOK, accountView{ID: c.acct.ID, Name: c.acct.Name, Webhook: req.URL, Kind: req.Kind})
	return nil
}

func (n *notifier) deleteWebhook(w http.ResponseWriter, r *http.Request, c *caller) error {
	if err := n.st.SetWebhook(r.Context(), c.acct.ID, "", ""); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	n.auth.dropAccount(c.acct.ID)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// Names and log lines in a notice are other players' words: a seat named
// "@everyone <!channel>" must not ping a whole channel through another
// player's webhook. Discord is told to parse no mention at all; Slack's
// control characters are escaped (its <!channel>, <@U…> and links need
// a literal "<") and an "@" cannot start a mention word.
type discordMessage struct {
	Content         string     `json:"content"`
	AllowedMentions noMentions `json:"allowed_mentions"`
}

type noMentions struct {
	Parse []string `json:"parse"`
}

var slackEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "@", "@\u2060")

func slackText(s string) string { return slackEscaper.Replace(s) }
