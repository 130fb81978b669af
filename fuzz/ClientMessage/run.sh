#!/bin/sh
# Fuzzes the browser-message decoder (ClientMessage.decode, Sources/OpenCollectionViewWeb/ClientMessage.swift) with
# libFuzzer: the decoder is compiled with -sanitize=fuzzer,address against a small OpenCollectionView module made
# of the real HostEvent and UIEdgeInsets sources, and the fuzzer runs a million inputs (RUNS to change), starting
# from the protocol's messages in seeds/. Inputs that found new coverage go to .build-fuzz/client-message/corpus; a
# crash stops the run and leaves the input in .build-fuzz/client-message/ (crash-…) — once fixed, add it to seeds/
# and to Tests/OpenCollectionViewWebTests/ClientMessageFuzzSeedTests.swift.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build="$root/.build-fuzz/client-message"
mkdir -p "$build/corpus" "$build/module"
flags="-swift-version 6 -sanitize=fuzzer,address -parse-as-library -O -g"
swiftc $flags -module-name OpenCollectionView -emit-module -emit-module-path "$build/module/OpenCollectionView.swiftmodule" \
    -emit-library -static -o "$build/libOpenCollectionView.a" \
    "$here/Imports.swift" "$root/Sources/OpenCollectionView/Hosting/HostEvent.swift" \
    "$root/Sources/OpenCollectionView/Geometry/UIEdgeInsets.swift"
swiftc $flags -module-name ClientMessageFuzz -I "$build/module" -L "$build" -lOpenCollectionView \
    "$here/ClientMessageFuzzTarget.swift" "$root/Sources/OpenCollectionViewWeb/ClientMessage.swift" \
    -o "$build/client-message-fuzzer"
exec "$build/client-message-fuzzer" -runs="${RUNS:-1000000}" -max_len=4096 -print_final_stats=1 \
    -dict="$here/json.dict" -artifact_prefix="$build/" "$build/corpus" "$here/seeds" "$@"
