#!/usr/bin/env bash
# Fuzzes loading a saved game (cy_game_load_from_bytes) and reading and
# replaying a game record (fuzz-record.c) with libFuzzer, AddressSanitizer
# (leaks included) and UndefinedBehaviorSanitizer.
#
# Usage: tests/fuzz/run-fuzz.sh [SECONDS [BUILD_DIR [RECORD_SECONDS]]]
# The mutation seed is fixed (FUZZ_SEED, default 1) so that a CI run explores
# the same inputs each time; set FUZZ_SEED=0 for a random seed when hunting.
#
# Compiles the engine sources directly with clang (the meson build uses gcc)
# and takes only config.h and the generated enum sources from BUILD_DIR, a
# meson build directory it sets up if needed (default: build-fuzz). Seeds the
# corpus with real saves in every phase (make-corpus.c), replays the inputs
# that once crashed (tests/fuzz/regressions/), then fuzzes for SECONDS
# (default 60). The record reader starts from records of random legal games
# of all three games (tests/records/generate.py, make-record-seeds.c) and its own regressions
# (tests/fuzz/record-regressions/), and runs for RECORD_SECONDS (default
# 30). Exits non-zero on any crash, leak, UB or timeout; the input is left
# in BUILD_DIR/fuzz/artifacts/.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
build_dir="${2:-build-fuzz}"
record_seconds="${3:-30}"
out="$build_dir/fuzz"

if ! command -v clang >/dev/null || ! clang -print-file-name=libclang_rt.fuzzer-x86_64.a | grep -q /; then
  build-aux/install-deps.sh
fi

if [ ! -f "$build_dir/build.ninja" ]; then
  meson setup "$build_dir" >/dev/null
fi
ninja -C "$build_dir" src/engine/cy-engine-enums.c src/engine/cy-engine-enums.h \
  src/engine/card-yacht/cy-card-yacht-enums.c src/engine/card-yacht/cy-card-yacht-enums.h >/dev/null

mkdir -p "$out/seeds" "$out/corpus" "$out/artifacts" "$out/record-seeds" "$out/record-corpus"

# The same API bounds as the meson build.
cflags=(
  -g -O1 -fno-omit-frame-pointer -std=c11
  -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers -Werror
  -DGLIB_VERSION_MIN_REQUIRED=GLIB_VERSION_2_74 -DGLIB_VERSION_MAX_ALLOWED=GLIB_VERSION_2_74
  -DG_LOG_USE_STRUCTURED
  -I"$build_dir" -I"$build_dir/src/engine" -Isrc/engine
  -I"$build_dir/src/engine/card-yacht" -Isrc/engine/card-yacht
)
# Exactly the engine library's sources and Card Yacht's, as their meson.build
# files list them.
mapfile -t engine < <(
  sed -n "/^engine_sources = files(/,/^)/s/^ *'\(.*\.c\)',\?$/src\/engine\/\1/p" src/engine/meson.build
  sed -n "/^card_yacht_sources = files(/,/^)/s/^ *'\(.*\.c\)',\?$/src\/engine\/card-yacht\/\1/p" src/engine/card-yacht/meson.build)
[ ${#engine[@]} -gt 0 ] || { echo "run-fuzz.sh: no engine sources in src/engine/meson.build" >&2; exit 1; }
engine+=("$build_dir/src/engine/cy-engine-enums.c" "$build_dir/src/engine/card-yacht/cy-card-yacht-enums.c")
# Yacht and Boat, for their records: the sources their meson.build files list.
mapfile -t games < <(
  sed -n "/^dice_sources = files(/,/^)/s/^ *'\(.*\.c\)',\?$/src\/engine\/dice\/\1/p" src/engine/dice/meson.build
  sed -n "/^boat_sources = files(/,/^)/s/^ *'\(.*\.c\)',\?$/src\/engine\/boat\/\1/p" src/engine/boat/meson.build)
[ ${#games[@]} -gt 0 ] || { echo "run-fuzz.sh: no dice or boat sources in their meson.build" >&2; exit 1; }
read -r -a glib <<< "$(pkg-config --cflags --libs gio-2.0 gio-unix-2.0 json-glib-1.0)"

clang "${cflags[@]}" -fsanitize=address,undefined -fno-sanitize-recover=all \
  tests/fuzz/make-corpus.c "${engine[@]}" "${glib[@]}" -lm -o "$out/make-corpus"
clang "${cflags[@]}" -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  tests/fuzz/fuzz-load.c "${engine[@]}" "${glib[@]}" -lm -o "$out/fuzz-load"
clang "${cflags[@]}" -Isrc/engine/dice -Isrc/engine/boat -pthread -fsanitize=fuzzer,address,undefined \
  -fno-sanitize-recover=all tests/fuzz/fuzz-record.c "${engine[@]}" "${games[@]}" "${glib[@]}" -lm -o "$out/fuzz-record"
clang "${cflags[@]}" -Isrc/engine/dice -Isrc/engine/boat -pthread -fsanitize=address,undefined \
  -fno-sanitize-recover=all tests/fuzz/make-record-seeds.c "${engine[@]}" "${games[@]}" "${glib[@]}" -lm \
  -o "$out/make-record-seeds"

export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1"
# GLib 2.74 keeps its own slab for g_slice: ASan sees use after free only with malloc.
export G_SLICE=always-malloc
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

"$out/make-corpus" "$out/seeds"

# Inputs that crashed once must keep loading safely.
shopt -s nullglob
regressions=(tests/fuzz/regressions/*)
if [ ${#regressions[@]} -gt 0 ]; then
  "$out/fuzz-load" -timeout=10 "${regressions[@]}"
fi

"$out/fuzz-load" \
  -max_total_time="$seconds" -seed="${FUZZ_SEED:-1}" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
  -dict=tests/fuzz/save.dict -use_value_profile=1 -print_final_stats=1 \
  -artifact_prefix="$out/artifacts/" \
  "$out/corpus" "$out/seeds"

# Game records: a few whole games and games cut short, as seeds.
python3 tests/records/generate.py --seed 1 --count 12 --out "$out/record-seeds"
# Yacht: the independent generator's records, and the writer's; Boat: the writer's.
python3 tests/records/generate.py --game dice-yacht --seed 2 --count 6 --out "$out/record-seeds/dice"
for f in "$out/record-seeds/dice"/*.json; do mv "$f" "$out/record-seeds/dice-generated-$(basename "$f")"; done
rm -rf "$out/record-seeds/dice"
"$out/make-record-seeds" "$out/record-seeds"
rm -f "$out/record-seeds"/*.expected
regressions=(tests/fuzz/record-regressions/*)
if [ ${#regressions[@]} -gt 0 ]; then
  "$out/fuzz-record" -timeout=10 "${regressions[@]}"
fi

"$out/fuzz-record" \
  -max_total_time="$record_seconds" -seed="${FUZZ_SEED:-1}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -dict=tests/fuzz/record.dict -print_final_stats=1 \
  -artifact_prefix="$out/artifacts/record-" \
  "$out/record-corpus" "$out/record-seeds"
