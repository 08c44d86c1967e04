package server

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Behind a reverse proxy every connection comes from the proxy. Only from
// the addresses in Config.TrustedProxies are the proxy's headers believed:
// X-Forwarded-For or Forwarded name the client, X-Forwarded-Proto or
// Forwarded's proto say whether it spoke HTTPS. From anyone else they are
// ignored, so a client cannot pick its own address to dodge a limit.

// ParseTrustedProxies reads a --trusted-proxies value: addresses or CIDR
// prefixes separated by commas ("10.0.0.0/8,::1").
func ParseTrustedProxies(v string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q is neither an address nor a CIDR prefix", f)
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

// peer is what a request says about its client once proxies are judged.
type peer struct {
	addr  string // the client's address, without port
	https bool   // the client reached us (or our trusted proxy) over TLS
}

type peerKey struct{}

// withPeer works out r's client once, as it arrives (ServeHTTP).
func (s *Server) withPeer(r *http.Request) *http.Request {
	p := resolvePeer(r, s.cfg.TrustedProxies)
	return r.WithContext(context.WithValue(r.Context(), peerKey{}, p))
}

// clientAddr is the address of the client that made r: the connection's
// peer, or, when that peer is a trusted proxy, the client it names. It is
// the one place that decides a client's address (limits, logs).
func clientAddr(r *http.Request) string {
	if p, ok := r.Context().Value(peerKey{}).(peer); ok {
		return p.addr
	}
	return resolvePeer(r, nil).addr
}

// secureRequest reports whether r reached the site over HTTPS: TLS here,
// or X-Forwarded-Proto https from a trusted proxy.
func (s *Server) secureRequest(r *http.Request) bool {
	if s.cfg.SecureCookies || r.TLS != nil {
		return true
	}
	p, ok := r.Context().Value(peerKey{}).(peer)
	return ok && p.https
}

func resolvePeer(r *http.Request, trusted []netip.Prefix) peer {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	p := peer{addr: host, https: r.TLS != nil}
	direct, err := netip.ParseAddr(host)
	if err != nil || !isTrusted(direct, trusted) {
		return p
	}
	hops, proto := forwardedHops(r.Header)
	// Walk from the nearest hop outwards: each trusted proxy vouches for
	// the one before it; the first address not a trusted proxy is the
	// client. Anything further left was written by the client itself.
	client := direct
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHop(hops[i])
		if !ok {
			break // "unknown" or garbled: keep the last address vouched for
		}
		client = a
		if !isTrusted(a, trusted) {
			break
		}
	}
	p.addr = client.String()
	if strings.EqualFold(proto, "https") {
		p.https = true
	}
	return p
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	a = a.Unmap()
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// forwardedHops lists the client addresses the proxies recorded, oldest
// first, and the protocol the nearest proxy was reached by. The standard
// Forwarded header wins over X-Forwarded-For when both are sent.
func forwardedHops(h http.Header) (hops []string, proto string) {
	if fw := h.Values("Forwarded"); len(fw) > 0 {
		for _, line := range fw {
			for _, elem := range strings.Split(line, ",") {
				for _, pair := range strings.Split(elem, ";") {
					k, v, ok := strings.Cut(strings.TrimSpace(pair), "=")
					if !ok {
						continue
					}
					v = strings.Trim(v, `"`)
					switch strings.ToLower(k) {
					case "for":
						hops = append(hops, v)
					case "proto":
						proto = v
					}
				}
			}
		}
		return hops, proto
	}
	for _, line := range h.Values("X-Forwarded-For") {
		for _, f := range strings.Split(line, ",") {
			hops = append(hops, strings.TrimSpace(f))
		}
	}
	if xp := h.Values("X-Forwarded-Proto"); len(xp) > 0 {
		parts := strings.Split(xp[len(xp)-1], ",")
		proto = strings.TrimSpace(parts[len(parts)-1])
	}
	return hops, proto
}

// parseHop reads one forwarded address: "192.0.2.1", "192.0.2.1:4711",
// "[2001:db8::1]:4711" or "2001:db8::1".
func parseHop(v string) (netip.Addr, bool) {
	v = strings.TrimSpace(v)
	if ap, err := netip.ParseAddrPort(v); err == nil {
		return ap.Addr().Unmap(), true
	}
	if a, err := netip.ParseAddr(strings.Trim(v, "[]")); err == nil {
		return a.Unmap(), true
	}
	return netip.Addr{}, false
}
