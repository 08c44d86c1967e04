package draw

import (
	"bytes"
	"strconv"
)

// buf is an SVG being written. Numbers are written with one decimal.
type buf struct{ bytes.Buffer }

func (b *buf) s(parts ...string) {
	for _, p := range parts {
		b.WriteString(p)
	}
}

func (b *buf) f(x float64) {
	b.Buffer.Write(strconv.AppendFloat(b.AvailableBuffer(), round1(x), 'f', -1, 64))
}

func round1(x float64) float64 {
	if x < 0 {
		return -float64(int64(-x*10+0.5)) / 10
	}
	return float64(int64(x*10+0.5)) / 10
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
