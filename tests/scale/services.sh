# shellcheck shell=bash
# Sourced (bash) by the tests/scale/*.sh scripts: services on 127.0.0.1 at
# ports chosen free at run time, each bounded by `timeout` and stopped on
# every exit path of the test (the EXIT trap, which signals also reach).

scale_pids=""

scale_stop_all() {
  for pid in $scale_pids; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in $scale_pids; do
    wait "$pid" 2>/dev/null || true
  done
  scale_pids=""
}
trap scale_stop_all EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

scale_fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# A loopback port nobody listens on now (scale_start retries if another
# process takes it before the service binds it).
scale_free_port() {
  local port tries=0
  while [ "$tries" -lt 50 ]; do
    port=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
    tries=$((tries + 1))
  done
  scale_fail "no free port on 127.0.0.1 after 50 tries"
}

# scale_start LOG SECONDS COMMAND...: runs COMMAND (which must contain the
# word @PORT@, replaced by a free port) in the background for at most
# SECONDS, and waits until it accepts connections on that port. Sets
# scale_port and scale_pid. Three tries with different ports.
scale_start() {
  local log=$1 limit=$2 try arg
  shift 2
  for try in 1 2 3; do
    scale_port=$(scale_free_port)
    local cmd=()
    for arg in "$@"; do
      cmd+=("${arg//@PORT@/$scale_port}")
    done
    timeout "$limit" "${cmd[@]}" >>"$log" 2>&1 &
    scale_pid=$!
    scale_pids="$scale_pids $scale_pid"
    local waited=0
    while [ "$waited" -lt 100 ]; do
      if (exec 3<>"/dev/tcp/127.0.0.1/$scale_port") 2>/dev/null; then
        echo "started on 127.0.0.1:$scale_port: ${cmd[*]} (log: $log)"
        return 0
      fi
      kill -0 "$scale_pid" 2>/dev/null || break
      sleep 0.1
      waited=$((waited + 1))
    done
    kill "$scale_pid" 2>/dev/null || true
    echo "try $try: $1 did not listen on 127.0.0.1:$scale_port (log: $log)" >&2
  done
  cat "$log" >&2
  scale_fail "could not start $1"
}
