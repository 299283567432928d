# make install PREFIX=/usr/local: builds the curtain command in release and installs it, as
# SwiftLint's Makefile does. The executable and its resource bundle (the built-in example) go
# to PREFIX/libexec/curtain, and PREFIX/bin/curtain links to it.
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
LIBEXECDIR = $(PREFIX)/libexec/curtain
SWIFT_BUILD_FLAGS = --configuration release --product curtain

.PHONY: build install uninstall

build:
	swift build $(SWIFT_BUILD_FLAGS)

install: build
	@set -e; bin="$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)"; \
	install -d "$(LIBEXECDIR)" "$(BINDIR)"; \
	install "$$bin/curtain" "$(LIBEXECDIR)/curtain"; \
	for bundle in "$$bin"/*_CurtainAssets.bundle "$$bin"/*_CurtainAssets.resources; do \
	  [ -e "$$bundle" ] || continue; \
	  rm -rf "$(LIBEXECDIR)/$$(basename "$$bundle")"; \
	  cp -R "$$bundle" "$(LIBEXECDIR)/"; \
	done; \
	ln -sf "$(abspath $(LIBEXECDIR))/curtain" "$(BINDIR)/curtain"; \
	echo "installed $(BINDIR)/curtain ($$("$(BINDIR)/curtain" --version))"

uninstall:
	rm -f "$(BINDIR)/curtain"
	rm -rf "$(LIBEXECDIR)"
