package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"ferro/store"
)

const (
	cookieName    = "ferro_session"
	csrfHeader    = "X-CSRF-Token"
	loginLifetime = 30 * 24 * time.Hour
)

// caller is who makes a request: nobody (acct nil), a browser session
// (login set) or a script with an API token.
type caller struct {
	acct  *store.Account
	login *store.Login
}

type handlerFunc func(w http.ResponseWriter, r *http.Request, c *caller) error

// identify finds the caller from an API token or a session cookie. Bad or
// expired credentials are a 401, not an anonymous request.
func (s *Server) identify(r *http.Request) (*caller, error) {
	ctx := r.Context()
	if h := r.Header.Get("Authorization"); h != "" {
		tok, ok := strings.CutPrefix(h, "Bearer ")
		if !ok {
			return nil, errorf(http.StatusUnauthorized, "unauthorized", "Authorization must be \"Bearer <token>\"")
		}
		key := "t" + secretHash(tok)
		if c, ok := s.auth.get(key, time.Now()); ok {
			return c, nil
		}
		t, err := s.st.TokenByHash(ctx, secretHash(tok))
		if errors.Is(err, store.ErrNotFound) {
			return nil, errorf(http.StatusUnauthorized, "unauthorized", "unknown API token")
		}
		if err != nil {
			return nil, err
		}
		a, err := s.st.Account(ctx, t.AccountID)
		if err != nil {
			return nil, err
		}
		c := &caller{acct: a}
		s.auth.put(key, c, time.Now())
		return c, nil
	}
	ck, err := r.Cookie(cookieName)
	if err != nil {
		return &caller{}, nil
	}
	key := "l" + secretHash(ck.Value)
	if c, ok := s.auth.get(key, time.Now()); ok && time.Now().Before(c.login.Expires) {
		return c, nil
	}
	l, err := s.st.Login(ctx, secretHash(ck.Value))
	if errors.Is(err, store.ErrNotFound) || (err == nil && time.Now().After(l.Expires)) {
		return nil, errorf(http.StatusUnauthorized, "unauthorized", "session expired: sign in again")
	}
	if err != nil {
		return nil, err
	}
	a, err := s.st.Account(ctx, l.AccountID)
	if err != nil {
		return nil, err
	}
	c := &caller{acct: a, login: l}
	s.auth.put(key, c, time.Now())
	return c, nil
}

// wrap turns a handlerFunc into a handler. need says whether the caller
// must be signed in. Cookie-authenticated writes must carry the session's
// CSRF token in X-CSRF-Token; signed-in callers are rate limited.
func (s *Server) wrap(need bool, h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := s.identify(r)
		if err == nil && need && c.acct == nil {
			err = errorf(http.StatusUnauthorized, "unauthorized", "sign in or send an API token")
		}
		if err == nil && c.login != nil && r.Method != http.MethodGet && r.Method != http.MethodHead {
			got := r.Header.Get(csrfHeader)
			if subtle.ConstantTimeCompare([]byte(got), []byte(c.login.CSRF)) != 1 {
				err = forbidden("missing or wrong %s header (the csrf value from sign-in or GET /api/me)", csrfHeader)
			} else {
				err = s.browserWrite(r)
			}
		}
		if err == nil && c.acct != nil {
			if ok, wait := s.limit.allow("a"+strconv.FormatInt(c.acct.ID, 10), time.Now()); !ok {
				err = s.tooMany(w, wait)
			}
		}
		if err == nil && c.acct == nil {
			if ok, wait := s.reads.allow(clientKey(r), time.Now()); !ok {
				err = s.tooMany(w, wait)
			}
		}
		if err == nil {
			err = h(w, r, c)
		}
		if err != nil {
			s.writeError(w, r, err)
		}
	})
}

func (s *Server) tooMany(w http.ResponseWriter, wait time.Duration) error {
	s.metrics.rateLimited.Inc()
	w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errorf(http.StatusTooManyRequests, "rate_limited", "too many requests: retry in %v", wait.Round(time.Millisecond))
}

// anonymous wraps sign-up and sign-in: limited per client address, since
// each costs an expensive password hash.
func (s *Server) anonymous(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := s.browserWrite(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		if ok, wait := s.anon.allow(clientKey(r), time.Now()); !ok {
			s.writeError(w, r, s.tooMany(w, wait))
			return
		}
		if err := h(w, r, &caller{}); err != nil {
			s.writeError(w, r, err)
		}
	})
}

// clientKey is the client address a per-address limit counts against:
// the IP (clientAddr, proxy.go), or for IPv6 its /64 (one subscriber's network).
func clientKey(r *http.Request) string {
	host := clientAddr(r)
	ip := net.ParseIP(host)
	if ip == nil || ip.To4() != nil {
		return host
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// newSecret returns a random URL-safe secret of n bytes.
func newSecret(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// secretHash is what the store keeps of a cookie or token: a leaked
// database does not give working credentials.
func secretHash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}
