#!/usr/bin/env bash
# Starts N Gallery workers (default: one per core) on loopback ports PORT+1 … PORT+N and nginx in front of them on
# PORT (default 8080), in the foreground; Ctrl-C or SIGTERM stops the whole set (each worker closes its tabs with
# 1001 and exits). Builds the Gallery (release) first unless GALLERY names a binary. nginx comes from Debian's
# package (apt-get install nginx); the script starts its own instance with a configuration in a temporary folder.
# Arguments after `--` go to every worker (say `-- --max-tabs 128 --max-tabs-per-client 128` for a load test).
#   deploy/run.sh [--port PORT] [--workers N] [-- GALLERY-OPTIONS…]
set -euo pipefail
cd "$(dirname "$0")/.."

port=8080
workers=$(nproc)
worker_options=()
while [ $# -gt 0 ]; do
    case "$1" in
    --port) port=$2; shift 2 ;;
    --workers) workers=$2; shift 2 ;;
    --) shift; worker_options=("$@"); break ;;
    *) echo "usage: deploy/run.sh [--port PORT] [--workers N] [-- GALLERY-OPTIONS…]" >&2; exit 2 ;;
    esac
done

nginx_binary=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$nginx_binary" ]; then
    echo "deploy/run.sh: nginx is not installed (apt-get install nginx)" >&2
    exit 1
fi
if [ -z "${GALLERY:-}" ]; then
    swift build -c release --product Gallery >&2
    GALLERY=$(swift build -c release --show-bin-path)/Gallery
fi

prefix=$(mktemp -d "${TMPDIR:-/tmp}/ocv-deploy.XXXXXX")
pids=()
stop() {
    trap - TERM INT EXIT
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$prefix"
}
trap stop EXIT
trap 'exit 0' TERM INT

upstreams=""
for i in $(seq 1 "$workers"); do
    worker_port=$((port + i))
    "$GALLERY" --port "$worker_port" --trusted-proxy 127.0.0.1 --allow-host "${ALLOW_HOST:-localhost}" \
        ${worker_options[@]+"${worker_options[@]}"} >"$prefix/worker-$i.log" 2>&1 &
    pids+=($!)
    echo "worker $i: pid $! on 127.0.0.1:$worker_port (log $prefix/worker-$i.log)"
    upstreams+="        server 127.0.0.1:$worker_port max_fails=1 fail_timeout=5s;"$'\n'
done
for i in $(seq 1 "$workers"); do
    for _ in $(seq 1 100); do
        curl -sf "http://127.0.0.1:$((port + i))/healthz" >/dev/null 2>&1 && break
        sleep 0.1
    done
done

template=$(cat deploy/nginx.conf.template)
template=${template//@PREFIX@/$prefix}
template=${template//@LISTEN@/127.0.0.1:$port}
template=${template//@UPSTREAMS@/$upstreams}
printf '%s\n' "$template" >"$prefix/nginx.conf"
"$nginx_binary" -p "$prefix" -c "$prefix/nginx.conf" -e "$prefix/error.log" &
pids+=($!)
echo "nginx: pid $! on http://127.0.0.1:$port/ (config $prefix/nginx.conf)"
nginx_pid=$!
wait "$nginx_pid" || true
