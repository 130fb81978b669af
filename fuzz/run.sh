#!/bin/sh
# Runs every fuzzer under fuzz/ (each folder's run.sh) for RUNS inputs each (a million by default). Not part of CI:
# the inputs each fuzzer found worth keeping live on as regression tests in the test targets.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
for script in "$here"/*/run.sh; do
    echo "== fuzz: $(basename "$(dirname "$script")")"
    sh "$script"
done
