#!/usr/bin/env python3
"""psolint's benchmark: what the plugin, the clang-tidy module and the tool add
to Clang's own parse, measured A/B in one run on this machine.

Each comparison alternates A and B --reps times and reports medians with
min-max; ratios are of medians. Wall time and peak RSS come from wait4(2) for
each child. It prints every ratio with its target and a PASS/FAIL line. It is
a measurement, not a test: CI does not run it (`--quick` is a smoke run).
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def measure(cmd, cwd=None):
    """Wall seconds and peak RSS (KiB) of one run of cmd."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit("benchmark command failed: " + " ".join(cmd))
    return wall, usage.ru_maxrss


def measure_parallel(cmds, workers):
    """Wall seconds for cmds run by `workers` parallel workers; peak RSS is
    the largest single child's."""
    start = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        results = list(pool.map(measure, cmds))
    return time.perf_counter() - start, max(r[1] for r in results)


class Stat:
    def __init__(self, values):
        self.values = values
        self.median = statistics.median(values)

    def __str__(self):
        return "%.3f (%.3f-%.3f)" % (self.median, min(self.values),
                                     max(self.values))


def ab(run_a, run_b, reps):
    """Alternates A and B; returns (wall A, wall B, rss A, rss B) stats."""
    walls_a, walls_b, rss_a, rss_b = [], [], [], []
    run_a(), run_b()  # warm the file cache; not counted
    for _ in range(reps):
        w, r = run_a()
        walls_a.append(w), rss_a.append(r)
        w, r = run_b()
        walls_b.append(w), rss_b.append(r)
    return Stat(walls_a), Stat(walls_b), Stat(rss_a), Stat(rss_b)


RESULTS = []


def report(name, ratio, target, detail):
    ok = ratio <= target
    RESULTS.append(ok)
    print("%-58s %6.3fx  target <= %.3fx  %s" % (name, ratio, target,
                                                 "PASS" if ok else "FAIL"))
    print("    " + detail)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--major", default="19")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--n", type=int, default=200,
                        help="streams in the D3D12 TU (scaling uses N, 10N, 100N)")
    parser.add_argument("--quick", action="store_true",
                        help="small inputs, 2 repetitions: a smoke run")
    args = parser.parse_args()
    if args.quick:
        args.reps, args.n = 2, 20

    bindir = "/usr/lib/llvm-%s/bin" % args.major
    clang = os.path.join(bindir, "clang++")
    tidy = os.path.join(bindir, "clang-tidy")
    plugin = os.path.join(args.build, "lib", "psolint-plugin.so")
    module = os.path.join(args.build, "lib", "psolint-tidy.so")
    tool = os.path.join(args.build, "bin", "psolint")
    work = os.path.join(args.build, "bench")
    os.makedirs(work, exist_ok=True)
    gen = [sys.executable, os.path.join(HERE, "gen.py")]

    def generate(kind, n):
        path = os.path.join(work, "%s-%d.cpp" % (kind, n))
        if not os.path.exists(path):
            subprocess.check_call(gen + [kind, str(n), path])
        return path

    flags = ["-std=c++17", "-fsyntax-only", "-I/usr/include/wsl/stubs"]
    print("psolint benchmark: LLVM %s, %d repetitions, N = %d, %d cores\n"
          % (args.major, args.reps, args.n, os.cpu_count()))

    # 1. The plugin on a D3D12 TU.
    d3d12 = generate("d3d12", args.n)
    plain_cmd = [clang] + flags + [d3d12]
    plugin_cmd = [clang] + flags + ["-fplugin=" + plugin, d3d12]
    wa, wb, ra, rb = ab(lambda: measure(plain_cmd), lambda: measure(plugin_cmd),
                        args.reps)
    report("1. plugin vs plain parse, D3D12 TU (wall)", wb.median / wa.median,
           1.02, "plain %s s, plugin %s s" % (wa, wb))
    report("1. plugin vs plain parse, D3D12 TU (peak RSS)",
           rb.median / ra.median, 1.02, "plain %s KiB, plugin %s KiB" % (ra, rb))

    # 2. The plugin on ordinary C++.
    plain_tu = generate("plain", max(args.n // 2, 10))
    plain_cmd = [clang] + flags + [plain_tu]
    plugin_cmd = [clang] + flags + ["-fplugin=" + plugin, plain_tu]
    wa, wb, ra, rb = ab(lambda: measure(plain_cmd), lambda: measure(plugin_cmd),
                        args.reps)
    report("2. plugin vs plain parse, TU without D3D12 (wall)",
           wb.median / wa.median, 1.005, "plain %s s, plugin %s s" % (wa, wb))

    # 3. clang-tidy.
    def tidy_cmd(checks, load=True):
        cmd = [tidy, "--checks=-*," + checks, "--quiet", d3d12]
        if load:
            cmd.insert(1, "--load=" + module)
        return cmd + ["--"] + flags
    cheap = tidy_cmd("misc-unused-alias-decls", load=False)
    ours = tidy_cmd("d3d12-*")
    peer = tidy_cmd("altera-struct-pack-align", load=False)
    wa, wb, _, _ = ab(lambda: measure(cheap), lambda: measure(ours), args.reps)
    report("3. clang-tidy d3d12-* vs one cheap check", wb.median / wa.median,
           1.05, "cheap %s s, d3d12-* %s s" % (wa, wb))
    wa, wb, _, _ = ab(lambda: measure(peer), lambda: measure(ours), args.reps)
    report("3. clang-tidy d3d12-* vs altera-struct-pack-align",
           wb.median / wa.median, 1.0, "altera %s s, d3d12-* %s s" % (wa, wb))

    # 4. The tool over a compile database, two workers each.
    database = os.path.join(work, "database")
    if not os.path.exists(os.path.join(database, "compile_commands.json")):
        subprocess.check_call(gen + ["database", database,
                                     "20" if args.quick else "200"])
    if os.path.exists(tool):
        entries = json.load(open(os.path.join(database, "compile_commands.json")))
        parses = [[clang] + flags + [os.path.join(database, e["file"])]
                  for e in entries]
        wa, wb, _, _ = ab(lambda: measure_parallel(parses, 2),
                          lambda: measure([tool, "-p", database, "-j", "2"]),
                          args.reps)
        report("4. psolint -j2 vs plain parallel parsing (2 workers)",
               wb.median / wa.median, 1.05, "clang %s s, psolint %s s" % (wa, wb))
    else:
        print("4. psolint -j2 vs plain parallel parsing: SKIPPED (%s not built)"
              % tool)

    # 5. Growth: the time the plugin adds at N, 10N and 100N streams.
    added = []
    for n in (args.n, args.n * 10, args.n * 100):
        tu = generate("d3d12", n)
        wa, wb, _, _ = ab(lambda: measure([clang] + flags + [tu]),
                          lambda: measure([clang] + flags +
                                          ["-fplugin=" + plugin, tu]),
                          max(args.reps // 2, 2))
        added.append(max(wb.median - wa.median, 1e-3))
        print("5. N = %6d: plain %s s, plugin %s s, added %.3f s"
              % (n, wa, wb, wb.median - wa.median))
    report("5. added time, 10N vs N (x10 streams)", added[1] / added[0] / 10,
           1.05, "ratio of added times divided by 10")
    report("5. added time, 100N vs 10N (x10 streams)", added[2] / added[1] / 10,
           1.05, "ratio of added times divided by 10")

    print("\n%s: %d of %d targets met" % ("PASS" if all(RESULTS) else "FAIL",
                                          sum(RESULTS), len(RESULTS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
