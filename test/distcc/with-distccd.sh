#!/usr/bin/env bash
# with-distccd.sh <workdir> <command> [args...]
# Starts a distccd that listens on 127.0.0.1 only (a free port, clients from
# 127.0.0.1 only, log in <workdir>/distccd.log), runs the command with distcc
# pointed at it and without any local fallback, then stops the daemon.
set -euo pipefail
work="$1"; shift
mkdir -p "$work/distcc-home"
# Run as root, distccd drops to its own user, which may not be able to enter
# the checkout or lit's private TMPDIR: it gets a temp directory it can write
# and the command gets $DISTCCD_SHARED for files the daemon must read.
shared="$(mktemp -d /tmp/psolint-distcc.XXXXXX)"
chmod 755 "$shared"
mkdir -m 1777 "$shared/tmp"
export DISTCCD_SHARED="$shared"
daemon=""
stop() {
  if [ -n "$daemon" ]; then
    kill "$daemon" 2>/dev/null || true
    wait "$daemon" 2>/dev/null || true
  fi
  rm -rf "$shared"
}
trap stop EXIT
log="$work/distccd.log"
: > "$log"

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
# setsid: on SIGTERM distccd signals its whole process group, which must not
# be this script's. --log-stderr keeps the log in a file opened before
# distccd drops root privileges.
TMPDIR="$shared/tmp" setsid distccd --no-detach --daemon --listen 127.0.0.1 --allow 127.0.0.1 \
  --port "$port" --jobs 1 --log-level info --log-stderr 2>"$log" &
daemon=$!

for _ in $(seq 100); do
  grep -q "listening on 127.0.0.1:$port" "$log" && break
  kill -0 "$daemon" 2>/dev/null || { echo "with-distccd.sh: distccd exited:" >&2; cat "$log" >&2; exit 1; }
  sleep 0.1
done
grep -q "listening on 127.0.0.1:$port" "$log" || { echo "with-distccd.sh: distccd did not start" >&2; exit 1; }

export DISTCC_HOSTS="127.0.0.1:$port"   # TCP: "localhost" would compile in-process
export DISTCC_FALLBACK=0                # never compile locally instead
export DISTCC_SKIP_LOCAL_RETRY=1        # nor retry a failed remote compile here
export DISTCC_BACKOFF_PERIOD=0
export DISTCC_DIR="$work/distcc-home"
"$@"
