package server_test

import (
	"regexp"
	"strconv"
)

// routeLabelSum adds up the stop labels of a drawn routes layer.
func routeLabelSum(layer string) int {
	sum := 0
	for _, m := range regexp.MustCompile(`font-weight="bold">(\d+)</text>`).FindAllStringSubmatch(layer, -1) {
		n, _ := strconv.Atoi(m[1])
		sum += n
	}
	return sum
}
