module ferro

go 1.26.8
