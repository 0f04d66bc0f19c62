# Phase timing for scripts/test.sh: `phase NAME command…` runs the command under an "== NAME"
# heading and records its wall time; phases_report prints the table (with the phase that failed,
# if one did), the slowest tests, and the over-budget warnings.
PHASE_NAMES=()
PHASE_SECS=()
PHASE_FAILED=
RUN_STARTED=$SECONDS

phase() {
  local name=$1; shift
  local t0=$SECONDS
  echo "== $name"
  PHASE_FAILED=$name
  "$@"
  PHASE_FAILED=
  PHASE_NAMES+=("$name")
  PHASE_SECS+=("$((SECONDS - t0))")
}

phases_report() {
  local status=$?
  local reports=$1
  if [ -n "$PHASE_FAILED" ]; then
    PHASE_NAMES+=("$PHASE_FAILED (FAILED)")
    PHASE_SECS+=("-")
  fi
  node scripts/lib/testReport.mjs --reports "$reports" --total "$((SECONDS - RUN_STARTED))" \
    --warn-e2e "${TEST_WARN_E2E_S:-1500}" --warn-total "${TEST_WARN_TOTAL_S:-2700}" \
    "${PHASE_NAMES[@]/#/--phase=}" "${PHASE_SECS[@]/#/--secs=}" || true
  return $status
}
