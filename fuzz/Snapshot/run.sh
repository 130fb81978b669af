#!/bin/sh
# Fuzzes NSDiffableDataSourceSnapshot, NSDiffableDataSourceSectionSnapshot and the sectioned diff with libFuzzer:
# the snapshot and diffing sources are compiled with -sanitize=fuzzer,address together with the operation programs
# the property tests use (Tests/OpenCollectionViewTests/Properties/Snapshot*.swift), and the fuzzer runs a million
# inputs (RUNS to change). Inputs that found new coverage go to .build-fuzz/snapshot/corpus; a crash or a
# divergence from the naive model stops the run and leaves the input in .build-fuzz/snapshot/ (crash-…) — add it to
# fuzz/Snapshot/seeds/ and to SnapshotFuzzSeedTests.swift once fixed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build="$root/.build-fuzz/snapshot"
mkdir -p "$build/corpus"
properties="$root/Tests/OpenCollectionViewTests/Properties"
swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library -O -g -module-name SnapshotFuzz \
    "$here/Imports.swift" "$here/SnapshotFuzzTarget.swift" \
    "$root"/Sources/CollectionDiffing/*.swift \
    "$root/Sources/OpenCollectionView/Diffable/NSDiffableDataSourceSnapshot.swift" \
    "$root/Sources/OpenCollectionView/Diffable/NSDiffableDataSourceSectionSnapshot.swift" \
    "$root/Sources/OpenCollectionView/Views/OpenCollectionViewDiagnostics.swift" \
    "$properties/SnapshotProgram.swift" "$properties/SnapshotModel.swift" "$properties/SectionSnapshotProgram.swift" \
    -o "$build/snapshot-fuzzer"
exec "$build/snapshot-fuzzer" -runs="${RUNS:-1000000}" -max_len=512 -print_final_stats=1 \
    -artifact_prefix="$build/" "$build/corpus" "$here/seeds" "$@"
