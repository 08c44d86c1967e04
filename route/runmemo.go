package route

import (
	"encoding/binary"
	"hash/maphash"
	"sync"
)

// The best-run memo the titles share. A bot's search values a company's
// run in many copies of a position that differ in nothing the run depends
// on (a share bought, a bid made, the hidden powers dealt again), and in
// the positions of the next decisions, so a best run is remembered by the
// content of everything it depends on, digested (RunKey): never by a
// pointer, which after a collection may name another board. The memo is
// bounded (RunMemo evicts the least recently used half when full) and safe
// for the goroutines of a parallel search. It only saves searches: what
// it answers is what the search would.

// Digest is a 128-bit digest of content. Two different contents have
// the same digest with a chance of about 2^-128 (two keyed 64-bit hashes):
// none in the lifetime of a process.
type Digest [2]uint64

// digestSeeds key the two halves of a Digest: random per process (digests
// are never stored or sent).
var digestSeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

// SumBytes is the digest of p (a title's own key of a best run, made of
// everything the run depends on). It keeps nothing of p.
func SumBytes(p []byte) Digest { return sum(p) }

// sum digests p.
func sum(p []byte) Digest {
	return Digest{maphash.Bytes(digestSeeds[0], p), maphash.Bytes(digestSeeds[1], p)}
}

// Digest is the digest of everything on the board that Best and Check
// read: every hex's id, neighbours, nodes (kind, revenue, slots, tokens,
// extra tokens, port) and paths, and the board's Track. Boards with the
// same content have the same digest, wherever they are in memory.
func (b *Board) Digest() Digest {
	p := make([]byte, 0, 64*len(b.Hexes)+len(b.Track)+8)
	p = appendString(p, b.Track)
	p = binary.AppendUvarint(p, uint64(len(b.Hexes)))
	for i := range b.Hexes {
		h := &b.Hexes[i]
		p = appendString(p, h.ID)
		for _, n := range h.Neighbors {
			p = appendString(p, n)
		}
		p = binary.AppendUvarint(p, uint64(len(h.Nodes)))
		for j := range h.Nodes {
			n := &h.Nodes[j]
			p = append(p, byte(n.Kind))
			for _, r := range n.Revenue {
				p = binary.AppendVarint(p, int64(r))
			}
			p = binary.AppendVarint(p, int64(n.Slots))
			p = appendStrings(p, n.Tokens)
			p = appendStrings(p, n.Extra)
			p = appendBool(p, n.Port)
		}
		p = binary.AppendUvarint(p, uint64(len(h.Paths)))
		for _, pa := range h.Paths {
			p = append(p, byte(pa.A), byte(pa.B), byte(pa.ALane.Width), byte(pa.ALane.Index),
				byte(pa.BLane.Width), byte(pa.BLane.Index))
			p = appendBool(p, pa.Terminal)
		}
	}
	return sum(p)
}

// RunKey gathers what a best run depends on, each part written so that
// no two sequences of parts read the same; Sum digests them. A title
// writes its board's digest (or its own content that determines the
// board), the company, its trains, the phase and whatever names its rules
// in effect (a Context's Rules are functions: the title names them). Its
// methods take and give the key as a value (k = k.String(corp)), so that
// a key written into a buffer on the stack stays there.
type RunKey struct{ p []byte }

// NewRunKey is an empty key written into buf's memory (a buffer on the
// caller's stack saves an allocation a key).
func NewRunKey(buf []byte) RunKey { return RunKey{p: buf[:0]} }

// Digest adds a digest (a board's).
func (k RunKey) Digest(d Digest) RunKey {
	k.p = binary.LittleEndian.AppendUint64(k.p, d[0])
	k.p = binary.LittleEndian.AppendUint64(k.p, d[1])
	return k
}

// String adds a string.
func (k RunKey) String(s string) RunKey { k.p = appendString(k.p, s); return k }

// Bytes adds a byte string.
func (k RunKey) Bytes(b []byte) RunKey {
	k.p = binary.AppendUvarint(k.p, uint64(len(b)))
	k.p = append(k.p, b...)
	return k
}

// Int adds an integer.
func (k RunKey) Int(v int) RunKey { k.p = binary.AppendVarint(k.p, int64(v)); return k }

// Bool adds a flag.
func (k RunKey) Bool(v bool) RunKey { k.p = appendBool(k.p, v); return k }

// Sum is the key: the digest of the parts added.
func (k RunKey) Sum() Digest { return sum(k.p) }

func appendString(p []byte, s string) []byte {
	p = binary.AppendUvarint(p, uint64(len(s)))
	return append(p, s...)
}

func appendStrings(p []byte, ss []string) []byte {
	p = binary.AppendUvarint(p, uint64(len(ss)))
	for _, s := range ss {
		p = appendString(p, s)
	}
	return p
}

func appendBool(p []byte, v bool) []byte {
	if v {
		return append(p, 1)
	}
	return append(p, 0)
}

// memoShards spread a RunMemo's keys over locks, so that the workers of
// a parallel search seldom wait for each other.
const memoShards = 16

// RunMemo remembers a value (a best run's revenue) per key, at most its
// capacity of them. Each shard keeps two generations: a key is looked up
// in the young one, then the old one (and then moved to the young one);
// when the young one is full it becomes the old one and the old one is
// dropped. So the keys used since the last turnover are kept, and the
// memo never holds more than its capacity. Safe for concurrent use.
type RunMemo struct {
	perGen int // entries of one generation of one shard
	shards [memoShards]memoShard
}

type memoShard struct {
	mu         sync.Mutex
	young, old map[Digest]int
}

// NewRunMemo is an empty memo of at most capacity keys (at least
// 2·memoShards).
func NewRunMemo(capacity int) *RunMemo {
	m := &RunMemo{perGen: max(capacity/(2*memoShards), 1)}
	for i := range m.shards {
		m.shards[i].young = map[Digest]int{}
		m.shards[i].old = map[Digest]int{}
	}
	return m
}

func (m *RunMemo) shard(k Digest) *memoShard { return &m.shards[k[0]%memoShards] }

// Value is the value remembered for k, else search's (remembered). search
// runs without the memo's lock held, so two goroutines may search the
// same key at once; both get the same answer.
func (m *RunMemo) Value(k Digest, search func() int) int {
	if v, ok := m.Get(k); ok {
		return v
	}
	v := search()
	m.Put(k, v)
	return v
}

// Get is the value remembered for k.
func (m *RunMemo) Get(k Digest) (int, bool) {
	s := m.shard(k)
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.young[k]; ok {
		return v, true
	}
	if v, ok := s.old[k]; ok {
		delete(s.old, k)
		m.putLocked(s, k, v)
		return v, true
	}
	return 0, false
}

// Put remembers v for k.
func (m *RunMemo) Put(k Digest, v int) {
	s := m.shard(k)
	s.mu.Lock()
	m.putLocked(s, k, v)
	s.mu.Unlock()
}

func (m *RunMemo) putLocked(s *memoShard, k Digest, v int) {
	if _, ok := s.young[k]; !ok && len(s.young) >= m.perGen {
		clear(s.old)
		s.young, s.old = s.old, s.young
	}
	s.young[k] = v
}

// Len is the number of keys remembered.
func (m *RunMemo) Len() int {
	n := 0
	for i := range m.shards {
		s := &m.shards[i]
		s.mu.Lock()
		n += len(s.young) + len(s.old)
		s.mu.Unlock()
	}
	return n
}

// Cap is the most keys the memo holds.
func (m *RunMemo) Cap() int { return 2 * memoShards * m.perGen }

// Reset forgets every key (tests).
func (m *RunMemo) Reset() {
	for i := range m.shards {
		s := &m.shards[i]
		s.mu.Lock()
		clear(s.young)
		clear(s.old)
		s.mu.Unlock()
	}
}
