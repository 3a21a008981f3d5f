#!/usr/bin/env python3
"""analysis_share.py [--callgrind-out DIR] [--jobs N] -- PSOLINT ARGS... [';;' PSOLINT ARGS...]
   analysis_share.py [...] --generated [--psolint PATH] [--streams N] [--classes N]

psolint's share of a translation unit's parse, in instructions: runs the tool
under valgrind's callgrind once per command line (a psolint command over one
file, as `shared/realcode/run.sh -v` prints them), and reads from the profile

  analysis  instructions inside psolint::analyzeTranslationUnit (inclusive)
  parse     every other instruction of the process (the compiler's parse,
            the driver, start-up)

and prints analysis / parse per command with the function of psolint's own
code that costs most. Instructions do not depend on the machine's load, so
one run of each is enough; callgrind is about 50 times slower than a native
run. A measurement, not a test.

Several commands are separated by a lone ';;'. With --compare OLD_PSOLINT,
each command also runs with OLD_PSOLINT in place of the tool and the ratio
of the two analyses is printed.

--generated measures two inputs bench/gen.py writes, instead of commands:
the heavy TU (`gen.py d3d12`, --streams stream records in every style, with
their use sites) and a unity-style TU modelled on a real backend
(`gen.py unity`, --classes classes whose methods mention D3D12 types, with
d3dx12 helpers, branches and loops, one pipeline each). The tool is
--psolint (default: build/bin/psolint beside this directory).
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ENTRY = "psolint::analyzeTranslationUnit("


def profile(command, out_dir, tag):
    """(total, analysis, top psolint functions by inclusive cost)."""
    out = os.path.join(out_dir, "callgrind.%s.out" % tag)
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out]
                         + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # psolint exits 1 when it reports findings; a signal (a crash) means the
    # profile stops where the process died and the figures mean nothing.
    if run.returncode < 0 or run.returncode >= 128:
        sys.stderr.write("analysis_share.py: %s crashed (exit %d): its figures are "
                         "of a partial run\n" % (tag, run.returncode))
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100",
                           out], capture_output=True, text=True).stdout
    total = analysis = 0
    own = []
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+)\s+(?:\([^)]*\)\s+)?PROGRAM TOTALS", line)
        if m:
            total = int(m.group(1).replace(",", ""))
            continue
        m = re.match(r"\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(?:(?:\?\?\?|[^\s:]+\.\w+):)?(.*)$", line)
        if not m:
            continue
        count, name = int(m.group(1).replace(",", "")), m.group(2)
        if ENTRY in name and not analysis:
            analysis = count
        elif analysis and "psolint::" in name and "HandleTranslationUnit" not in name and len(own) < 5:
            own.append((count, name.split(" [")[0][:110]))
    return total, analysis, own


def main():
    argv = sys.argv[1:]
    if "--" not in argv and "--generated" not in argv:
        sys.exit(__doc__)
    split = argv.index("--") if "--" in argv else len(argv)
    parser = argparse.ArgumentParser()
    parser.add_argument("--callgrind-out", default=None)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--compare", default=None,
                        help="an older psolint to run the same commands with")
    parser.add_argument("--generated", action="store_true")
    parser.add_argument("--psolint", default=os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build", "bin", "psolint"))
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--classes", type=int, default=60)
    args = parser.parse_args(argv[:split])
    out_dir = args.callgrind_out or tempfile.mkdtemp(prefix="psolint-share-")
    os.makedirs(out_dir, exist_ok=True)
    commands, current = [], []
    for word in argv[split + 1:]:
        if word == ";;":
            commands.append(current)
            current = []
        else:
            current.append(word)
    if current:
        commands.append(current)
    if args.generated:
        gen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen.py")
        for kind, count in (("d3d12", args.streams), ("unity", args.classes)):
            source = os.path.join(out_dir, "%s-%d.cpp" % (kind, count))
            subprocess.run([sys.executable, gen, kind, str(count), source], check=True)
            commands.append([args.psolint, source, "--", "-std=c++17",
                             "-I/usr/include/wsl/stubs"])
    runs = []
    for i, command in enumerate(commands):
        runs.append(("new", i, command))
        if args.compare:
            runs.append(("old", i, [args.compare] + command[1:]))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = dict(zip([(k, i) for k, i, _ in runs],
                           pool.map(lambda r: profile(r[2], out_dir, "%s%d" % (r[0], r[1])),
                                    runs)))
    for i, command in enumerate(commands):
        source = next((w for w in command[1:] if not w.startswith("-")), "?")
        total, analysis, own = results[("new", i)]
        parse = total - analysis
        print("%s" % source)
        print("  parse %.1fM, psolint's analysis %.2fM: %.2f %% of the parse"
              % (parse / 1e6, analysis / 1e6, 100.0 * analysis / parse if parse else 0))
        if args.compare:
            t0, a0, _ = results[("old", i)]
            print("  the older build's analysis %.2fM (%.2f %%): %.1fx as much"
                  % (a0 / 1e6, 100.0 * a0 / (t0 - a0) if t0 > a0 else 0,
                     a0 / analysis if analysis else 0))
        for count, name in own:
            print("    %10.2fM  %s" % (count / 1e6, name))
    print("profiles in %s" % out_dir)


if __name__ == "__main__":
    main()
