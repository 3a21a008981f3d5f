#!/usr/bin/env python3
"""psolint's benchmark: what the plugin, the clang-tidy module and the tool add
to Clang's own parse, measured A/B in one run on this machine.

Two metrics (--metric):

  wall          (the default) wall seconds and peak RSS from wait4(2) for
                each child; A and B alternate --reps times, medians with
                min-max are reported, ratios are of medians. Meaningful only
                on an otherwise idle machine.
  instructions  instructions executed, counted by valgrind's callgrind (Ir).
                The count does not depend on what else the machine runs, so
                one run of each command is enough (--reps 2 shows that the
                counts repeat) and commands run --jobs at a time. Peak RSS is
                still measured natively (memory does not depend on load
                either). Callgrind is ~50x slower than a native run, so the
                scaling sizes and the compile database are smaller than in
                the wall run; the output says which were used.

It prints every ratio with its target and a PASS/FAIL line. It is a
measurement, not a test: CI does not run it (`--quick` is a smoke run).
"""
import argparse
import atexit
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def run_child(cmd, prefix=()):
    """Runs cmd (under prefix, e.g. valgrind); returns wall seconds, the
    rusage and stderr. Exit status 1 is a finding, not a failure."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(list(prefix) + list(cmd), stdout=subprocess.DEVNULL,
                                stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        err.seek(0)
        stderr = err.read().decode(errors="replace")
    # psolint exits 1 when it reports findings; everything else must succeed.
    ok = (0, 1) if os.path.basename(cmd[0]) == "psolint" else (0,)
    if os.waitstatus_to_exitcode(status) not in ok:
        sys.exit("benchmark command failed: %s\n%s"
                 % (" ".join(cmd), stderr[-2000:]))
    return wall, usage, stderr


def parallel(function, items, workers):
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        return list(pool.map(function, items))


class Stat:
    def __init__(self, values, fmt):
        self.values = values
        self.median = statistics.median(values)
        self.fmt = fmt

    def __str__(self):
        if len(self.values) == 1:
            return self.fmt(self.median)
        return "%s (%s-%s)" % (self.fmt(self.median), self.fmt(min(self.values)),
                               self.fmt(max(self.values)))


def kib(value):
    return "%d KiB" % value


class WallMetric:
    """Wall seconds of each command, or of a list of commands run by
    `workers` parallel workers; peak RSS is the largest single child's."""
    name = "wall"
    epsilon = 1e-3

    def __init__(self, reps):
        self.reps = reps
        self.stderrs = []  # of every command run, for the plugin's timer

    @staticmethod
    def fmt(seconds):
        return "%.3f s" % seconds

    def describe(self):
        return "wall seconds, %d alternating repetition%s%s; medians " \
               "(min-max)" % (self.reps, "s" if self.reps > 1 else "",
                              " after one warm-up run" if self.reps > 1
                              else "")

    def run(self, cmds, workers=1):
        start = time.perf_counter()
        results = parallel(run_child, cmds, workers)
        self.stderrs.extend(stderr for _, _, stderr in results)
        return (time.perf_counter() - start,
                max(usage.ru_maxrss for _, usage, _ in results))

    def prefetch(self, cmds):
        pass

    def compare(self, cmds_a, cmds_b, workers=1, reps=None):
        """Alternates A and B; returns (A, B, rss A, rss B) stats."""
        if self.reps > 1:  # warm the file cache; not counted
            self.run(cmds_a, workers), self.run(cmds_b, workers)
            del self.stderrs[:]
        walls_a, walls_b, rss_a, rss_b = [], [], [], []
        for _ in range(reps or self.reps):
            for cmds, walls, rss in ((cmds_a, walls_a, rss_a),
                                     (cmds_b, walls_b, rss_b)):
                w, r = self.run(cmds, workers)
                walls.append(w), rss.append(r)
        return (Stat(walls_a, self.fmt), Stat(walls_b, self.fmt),
                Stat(rss_a, kib), Stat(rss_b, kib))

    def rss(self, cmd_a, cmd_b):
        _, _, a, b = self.compare([cmd_a], [cmd_b])
        return a, b


class InstructionMetric:
    """Instructions counted by callgrind; the total of a list of commands is
    the sum of theirs (what parallel workers would execute together)."""
    name = "instructions"
    epsilon = 1

    def __init__(self, reps, jobs, keep_dir, rss_reps):
        self.reps, self.jobs, self.keep_dir = reps, jobs, keep_dir
        self.rss_reps = rss_reps
        self.counts = {}
        self.lock = threading.Lock()
        self.valgrind = shutil.which("valgrind")
        if not self.valgrind:
            sys.exit("--metric=instructions needs valgrind (apt-get install "
                     "valgrind)")

    @staticmethod
    def fmt(count):
        return "%.1fM" % (count / 1e6)

    def describe(self):
        return "instructions (valgrind callgrind Ir; %d run%s of each " \
               "command, %d at a time; deterministic, independent of load)" % (
                   self.reps, "" if self.reps == 1 else "s", self.jobs)

    def count(self, key):
        cmd, rep = key
        fd, out = tempfile.mkstemp(prefix="psolint-callgrind-",
                                   suffix=".out", dir=self.keep_dir)
        os.close(fd)
        try:
            run_child(cmd, [self.valgrind, "--tool=callgrind",
                            "--callgrind-out-file=" + out])
            with open(out) as profile:
                for line in profile:
                    if line.startswith(("summary:", "totals:")):
                        return int(line.split()[1])
            sys.exit("no instruction total in callgrind's output for: "
                     + " ".join(cmd))
        finally:
            if self.keep_dir:
                # Named by the command's hash; index.txt says which is which.
                name = "callgrind.%s.%d.out" % (hashlib.sha1(
                    " ".join(cmd).encode()).hexdigest()[:10], rep)
                os.replace(out, os.path.join(self.keep_dir, name))
                with self.lock, open(os.path.join(self.keep_dir, "index.txt"),
                                     "a") as index:
                    index.write("%s  %s\n" % (name, " ".join(cmd)))
            else:
                os.unlink(out)

    def prefetch(self, cmds):
        """Counts every command not counted yet, --jobs at a time."""
        keys = []
        for cmd in cmds:
            for rep in range(self.reps):
                key = (tuple(cmd), rep)
                if key not in self.counts and key not in keys:
                    keys.append(key)
        for key, value in zip(keys, parallel(self.count, keys, self.jobs)):
            self.counts[key] = value

    def total(self, cmds, rep):
        return sum(self.counts[(tuple(cmd), rep)] for cmd in cmds)

    def compare(self, cmds_a, cmds_b, workers=1, reps=None):
        self.prefetch(cmds_a + cmds_b)
        a = [self.total(cmds_a, rep) for rep in range(self.reps)]
        b = [self.total(cmds_b, rep) for rep in range(self.reps)]
        return Stat(a, self.fmt), Stat(b, self.fmt), None, None

    def rss(self, cmd_a, cmd_b):
        return WallMetric(self.rss_reps).rss(cmd_a, cmd_b)


RESULTS = []


def report(name, ratio, target, detail):
    ok = ratio <= target
    RESULTS.append(ok)
    print("%-66s %6.3fx  target <= %.3fx  %s" % (name, ratio, target,
                                                 "PASS" if ok else "FAIL"))
    print("    " + detail)
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--major", default="19")
    parser.add_argument("--metric", choices=("wall", "instructions"),
                        default="wall")
    parser.add_argument("--reps", type=int,
                        help="repetitions (default 5 for wall, 1 for "
                        "instructions, whose counts repeat exactly)")
    parser.add_argument("--n", type=int, default=200,
                        help="streams in the D3D12 TU (default 200)")
    parser.add_argument("--scale-n", type=int,
                        help="scaling uses this, 10x and 100x streams "
                        "(default N for wall, N/10 for instructions)")
    parser.add_argument("--db-size", type=int,
                        help="translation units in the compile database "
                        "(default 200 for wall, 4 for instructions)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="callgrind runs at a time (instructions)")
    parser.add_argument("--keep-profiles", metavar="DIR",
                        help="keep callgrind's profiles in DIR, for "
                        "callgrind_annotate (instructions)")
    parser.add_argument("--only", metavar="LIST", default="1,2,3,4,5",
                        help="comparisons to run, e.g. 5 or 1,2 (default all)")
    parser.add_argument("--quick", action="store_true",
                        help="small inputs, 1 repetition: a smoke run")
    args = parser.parse_args()
    instructions = args.metric == "instructions"
    if args.quick:
        args.reps, args.n = 1, 20
        args.scale_n = args.scale_n or 2
        args.db_size = args.db_size or 2
    if args.reps is None:
        args.reps = 1 if instructions else 5
    if args.scale_n is None:
        args.scale_n = max(args.n // 10, 1) if instructions else args.n
    if args.db_size is None:
        args.db_size = 4 if instructions else 200
    if args.keep_profiles:
        os.makedirs(args.keep_profiles, exist_ok=True)
    metric = (InstructionMetric(args.reps, args.jobs, args.keep_profiles,
                                rss_reps=3)
              if instructions else WallMetric(args.reps))

    bindir = "/usr/lib/llvm-%s/bin" % args.major
    clang = os.path.join(bindir, "clang++")
    tidy = os.path.join(bindir, "clang-tidy")
    work = os.path.join(args.build, "bench")
    os.makedirs(work, exist_ok=True)
    # Copies of what is measured: a rebuild during the run (others share
    # the build tree) must not swap or remove them halfway.
    snapshot = tempfile.mkdtemp(prefix="binaries-", dir=work)
    atexit.register(shutil.rmtree, snapshot, True)

    def frozen(*path):
        source = os.path.join(args.build, *path)
        if not os.path.exists(source):
            return source
        return shutil.copy2(source, os.path.join(snapshot, path[-1]))
    plugin = frozen("lib", "psolint-plugin.so")
    module = frozen("lib", "psolint-tidy.so")
    tool = frozen("bin", "psolint")
    for needed in (plugin, module):
        if not os.path.exists(needed):
            sys.exit("%s is not built (./scripts/build.sh %s)" % (
                needed, args.major))
    gen = [sys.executable, os.path.join(HERE, "gen.py")]

    # Inputs are cached in the build tree, keyed by the generator's text: a
    # changed generator makes new inputs.
    with open(os.path.join(HERE, "gen.py"), "rb") as f:
        gen_key = hashlib.sha1(f.read()).hexdigest()[:10]

    def generate(kind, n):
        path = os.path.join(work, "%s-%d-%s.cpp" % (kind, n, gen_key))
        if not os.path.exists(path):
            # Renamed into place: a run started meanwhile never reads half.
            partial = "%s.%d" % (path, os.getpid())
            subprocess.check_call(gen + [kind, str(n), partial])
            os.replace(partial, path)
        return path

    flags = ["-std=c++17", "-fsyntax-only", "-I/usr/include/wsl/stubs"]

    def parse(tu, with_plugin=False):
        return [clang] + flags + (["-fplugin=" + plugin] if with_plugin
                                  else []) + [tu]

    # Every input and command, first: the instructions metric counts them
    # all up front, --jobs at a time.
    d3d12 = generate("d3d12", args.n)
    plain_tu = generate("plain", max(args.n // 2, 10))

    def tidy_cmd(checks, load=True):
        cmd = [tidy, "--checks=-*," + checks, "--quiet", d3d12]
        if load:
            cmd.insert(1, "--load=" + module)
        return cmd + ["--"] + flags
    cheap = tidy_cmd("misc-unused-alias-decls", load=False)
    ours = tidy_cmd("d3d12-*")
    peer = tidy_cmd("altera-struct-pack-align", load=False)

    # Named by size: a --quick run must not leave its database to a full one.
    database = os.path.join(work, "database-%d" % args.db_size)
    if not os.path.exists(os.path.join(database, "compile_commands.json")):
        subprocess.check_call(gen + ["database", database, str(args.db_size)])
    entries = json.load(open(os.path.join(database, "compile_commands.json")))
    parses = [parse(os.path.join(database, e["file"])) for e in entries]
    tool_cmd = [tool, "-p", database, "-j", "2"]
    have_tool = os.path.exists(tool)

    sizes = (args.scale_n, args.scale_n * 10, args.scale_n * 100)
    scaled = [generate("d3d12", n) for n in sizes]

    only = set(args.only.split(","))
    metric.prefetch(
        ([parse(d3d12), parse(d3d12, True)] if "1" in only else []) +
        ([parse(plain_tu), parse(plain_tu, True)] if "2" in only else []) +
        ([cheap, ours, peer] if "3" in only else []) +
        (parses + ([tool_cmd] if have_tool else []) if "4" in only else []) +
        ([c for tu in scaled for c in (parse(tu), parse(tu, True))]
         if "5" in only else []))

    print("psolint benchmark: LLVM %s, N = %d, %d cores" % (
        args.major, args.n, os.cpu_count()))
    print("metric: " + metric.describe())
    print("load average at the start: %.2f %.2f %.2f\n" % os.getloadavg())
    unit = " (%s)" % metric.name

    if "1" in only:
        # 1. The plugin on a D3D12 TU.
        a, b, ra, rb = metric.compare([parse(d3d12)], [parse(d3d12, True)])
        report("1. plugin vs plain parse, D3D12 TU" + unit, b.median / a.median,
               1.02, "plain %s, plugin %s" % (a, b))
        if ra is None:
            ra, rb = metric.rss(parse(d3d12), parse(d3d12, True))
            rss_how = " (native runs, %d each)" % len(ra.values)
        else:
            rss_how = ""
        report("1. plugin vs plain parse, D3D12 TU (peak RSS)",
               rb.median / ra.median, 1.02,
               "plain %s, plugin %s%s" % (ra, rb, rss_how))

    if "2" in only:
        # 2. The plugin on ordinary C++.
        a, b, _, _ = metric.compare([parse(plain_tu)], [parse(plain_tu, True)])
        report("2. plugin vs plain parse, TU without D3D12" + unit,
               b.median / a.median, 1.005, "plain %s, plugin %s" % (a, b))

    if "3" in only:
        # 3. clang-tidy.
        a, b, _, _ = metric.compare([cheap], [ours])
        report("3. clang-tidy d3d12-* vs one cheap check" + unit,
               b.median / a.median, 1.05, "misc-unused-alias-decls %s, d3d12-* %s"
               % (a, b))
        a, b, _, _ = metric.compare([peer], [ours])
        report("3. clang-tidy d3d12-* vs altera-struct-pack-align" + unit,
               b.median / a.median, 1.0, "altera %s, d3d12-* %s" % (a, b))

    if "4" in only:
        # 4. The tool over a compile database. Wall: two workers each. The
        # instruction count of two workers is the sum of their TUs' counts, so
        # the plain side is the sum of one count per TU.
        if have_tool:
            a, b, _, _ = metric.compare(parses, [tool_cmd], workers=2)
            how = "2 workers" if not instructions else "sum over the TUs"
            report("4. psolint -j2 vs plain parsing, %d TUs (%s)" % (
                len(parses), how if not instructions else metric.name),
                b.median / a.median, 1.05, "clang (%s) %s, psolint -j2 %s"
                % (how, a, b))
        else:
            print("4. psolint -j2 vs plain parsing: SKIPPED (%s not built)" % tool)

    if "5" in only:
        # 5. Growth: what the plugin adds at N, 10N and 100N streams. With
        # instructions, the A/B difference is exact. A wall A/B difference is
        # not: at N = 200 the plugin adds a few milliseconds to a parse whose
        # run-to-run spread on a shared machine is a tenth of a second, so the
        # difference can even come out negative. The wall run therefore judges
        # growth by the plugin's own timer (-fplugin-arg-psolint-time: the CPU
        # time of its analysis, clock read twice), which holds everything psolint
        # itself does, and prints the A/B difference beside it.
        added, timed = [], []
        for n, tu in zip(sizes, scaled):
            timer = [] if instructions else ["-fplugin-arg-psolint-time"]
            if not instructions:
                del metric.stderrs[:]
            # The plugin's timer reads milliseconds at N, so N and 10N get
            # at least 5 runs; 100N takes long and varies less.
            if instructions or args.quick:
                reps = None
            elif n == sizes[-1]:
                reps = max(args.reps // 2, 3)
            else:
                reps = max(args.reps, 5)
            a, b, _, _ = metric.compare([parse(tu)], [parse(tu, True) + timer],
                                        reps=reps)
            added.append(max(b.median - a.median, metric.epsilon))
            line = "5. N = %6d: plain %s, plugin %s, added %s" % (
                n, a, b, metric.fmt(b.median - a.median))
            if not instructions:
                own = [float(m) / 1000 for e in metric.stderrs for m in
                       re.findall(r"analysis took ([0-9.]+) ms of CPU time", e)]
                if not own:
                    sys.exit("the plugin printed no analysis time at N = %d" % n)
                timed.append(Stat(own, lambda s: "%.2f ms" % (s * 1000)))
                line += "; its analysis %s CPU" % timed[-1]
            print(line)
        for i, what in ((1, "10N vs N"), (2, "100N vs 10N")):
            if instructions:
                report("5. added %s, %s (x10 streams)" % (metric.name, what),
                       added[i] / added[i - 1] / 10, 1.05,
                       "ratio of the added %s divided by 10" % metric.name)
            else:
                report("5. analysis CPU time, %s (x10 streams)" % what,
                       timed[i].median / timed[i - 1].median / 10, 1.05,
                       "ratio of the plugin's own analysis time divided by 10 "
                       "(A/B wall difference: %.3fx)"
                       % (added[i] / added[i - 1] / 10))

    print("\nload average at the end: %.2f %.2f %.2f" % os.getloadavg())
    print("%s: %d of %d targets met (metric: %s)" % (
        "PASS" if all(RESULTS) else "FAIL", sum(RESULTS), len(RESULTS),
        metric.name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
