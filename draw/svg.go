package draw

import (
	"bytes"
	"math"
	"strconv"
	"sync"
)

// bufs are reused SVG buffers.
var bufs = sync.Pool{New: func() any { b := new(buf); b.Grow(128 << 10); return b }}

// buf is an SVG being written. Numbers are written with one decimal.
type buf struct{ bytes.Buffer }

func (b *buf) s(parts ...string) {
	for _, p := range parts {
		b.WriteString(p)
	}
}

// f writes x with at most one decimal.
func (b *buf) f(x float64) {
	n := int64(math.Round(x * 10))
	dst := b.AvailableBuffer()
	if n < 0 {
		dst = append(dst, '-')
		n = -n
	}
	dst = strconv.AppendInt(dst, n/10, 10)
	if d := n % 10; d != 0 {
		dst = append(dst, '.', byte('0'+d))
	}
	b.Buffer.Write(dst)
}

func (b *buf) i(n int) { b.Buffer.Write(strconv.AppendInt(b.AvailableBuffer(), int64(n), 10)) }

// pt writes "x,y".
func (b *buf) pt(p pt) {
	b.f(p.X)
	b.WriteByte(',')
	b.f(p.Y)
}

// attrF writes ` name="x"`.
func (b *buf) attrF(name string, x float64) {
	b.s(" ", name, `="`)
	b.f(x)
	b.WriteByte('"')
}

func (b *buf) circle(c pt, r float64, attrs string) {
	b.s("<circle")
	b.attrF("cx", c.X)
	b.attrF("cy", c.Y)
	b.attrF("r", r)
	b.s(" ", attrs, "/>")
}

// text writes centred text at c (escaped).
func (b *buf) text(c pt, size float64, attrs, s string) {
	b.s("<text")
	b.attrF("x", c.X)
	b.attrF("y", c.Y)
	b.attrF("font-size", size)
	b.s(` text-anchor="middle" dominant-baseline="central" `, attrs, ">", esc(s), "</text>")
}

func (b *buf) rect(p pt, w, h, rx float64, attrs string) {
	b.s("<rect")
	b.attrF("x", p.X)
	b.attrF("y", p.Y)
	b.attrF("width", w)
	b.attrF("height", h)
	if rx > 0 {
		b.attrF("rx", rx)
	}
	b.s(" ", attrs, "/>")
}

func (b *buf) polygon(ps []pt, attrs string) {
	b.s(`<polygon points="`)
	for k, p := range ps {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.pt(p)
	}
	b.s(`" `, attrs, "/>")
}

// boardSVGOpen starts an <svg> element of class class whose viewBox is a
// board's bounds (from lo, size wide), leaving the tag open for more
// attributes: Board and Routes share it, so an overlay fits the board.
func (b *buf) boardSVGOpen(class string, lo, size pt) {
	b.s(`<svg xmlns="http://www.w3.org/2000/svg" class="`)
	b.s(class)
	b.s(`" viewBox="`)
	b.f(lo.X)
	b.WriteByte(' ')
	b.f(lo.Y)
	b.WriteByte(' ')
	b.f(size.X)
	b.WriteByte(' ')
	b.f(size.Y)
}
