package draw

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Luminance is the relative luminance (WCAG 2) of a colour written
// #rgb or #rrggbb.
func Luminance(c string) (float64, error) {
	h, ok := strings.CutPrefix(c, "#")
	if ok && len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	if !ok || len(h) != 6 {
		return 0, fmt.Errorf("colour %q: want #rgb or #rrggbb", c)
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return 0, fmt.Errorf("colour %q: %w", c, err)
	}
	ch := func(shift uint) float64 {
		s := float64((v>>shift)&0xff) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(16) + 0.7152*ch(8) + 0.0722*ch(0), nil
}

// Contrast is the WCAG 2 contrast ratio of two colours, 1 to 21. Text
// needs at least 4.5 against its background (AA).
func Contrast(a, b string) (float64, error) {
	la, err := Luminance(a)
	if err != nil {
		return 0, err
	}
	lb, err := Luminance(b)
	if err != nil {
		return 0, err
	}
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05), nil
}
