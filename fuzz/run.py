#!/usr/bin/env python3
"""Mutation fuzzer for psolint's standalone tool.

Takes the test and example inputs (fuzz/corpus.py), mutates each a few
times at the token level in ways that stress the rules core (tag values,
inner types, #pragma pack, templates left dependent, incomplete types,
broken code Clang recovers from), and runs the sanitised tool on every
mutant with a timeout:

  build-asan/bin/psolint <mutant> [--layout|--format=sarif|--export-fixes=F]
      -- <the input's flags>

A crash is a signal, a sanitizer report on stderr, an exit status other
than 0, 1 or 2, or a timeout. Each is saved under fuzz/crashes/<id>/ with
the mutant, the exact command (command.sh) and the tool's stderr.

  fuzz/run.py --count 200 --seed 1
  nice -n 19 fuzz/run.py --seconds 3600 --jobs 2 --seed 7

Input i of seed s is always the same mutant, whatever --jobs is, so a run
is reproduced by its seed and count. With --pch (the default) the SDK
headers come from a precompiled header made once per flag set, which makes
each run about three times faster; --no-pch parses them every time.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402

ROOT = corpus.ROOT
TAG = "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE"
KINDS = ["ROOT_SIGNATURE", "VS", "PS", "DS", "HS", "GS", "CS", "STREAM_OUTPUT",
         "BLEND", "SAMPLE_MASK", "RASTERIZER", "DEPTH_STENCIL", "INPUT_LAYOUT",
         "IB_STRIP_CUT_VALUE", "PRIMITIVE_TOPOLOGY", "RENDER_TARGET_FORMATS",
         "DEPTH_STENCIL_FORMAT", "SAMPLE_DESC", "NODE_MASK", "CACHED_PSO",
         "FLAGS", "DEPTH_STENCIL1", "VIEW_INSTANCING", "AS", "MS",
         "DEPTH_STENCIL2", "MAX_VALID"]
INTERESTING_INTS = ["0", "1", "-1", "4", "8", "16", "23", "26", "27", "29",
                    "30", "31", "255", "0x7fffffff", "0xffffffff",
                    "2147483648", "-2147483648", "0xffffffffffffffff",
                    "1000000"]
INNER_TYPES = ["D3D12_SHADER_BYTECODE", "D3D12_BLEND_DESC",
               "D3D12_RASTERIZER_DESC", "D3D12_DEPTH_STENCIL_DESC",
               "D3D12_DEPTH_STENCIL_DESC1", "D3D12_INPUT_LAYOUT_DESC",
               "D3D12_RT_FORMAT_ARRAY", "DXGI_SAMPLE_DESC", "DXGI_FORMAT",
               "UINT", "D3D12_STREAM_OUTPUT_DESC", "D3D12_CACHED_PIPELINE_STATE",
               "D3D12_VIEW_INSTANCING_DESC", "D3D12_PIPELINE_STATE_FLAGS",
               "D3D12_PRIMITIVE_TOPOLOGY_TYPE", "ID3D12RootSignature *",
               "D3D12_INDEX_BUFFER_STRIP_CUT_VALUE",
               "struct PsolintFuzzIncomplete", "union PsolintFuzzIncomplete2",
               "char", "short", "double", "long double", "void *", "int",
               "unsigned long long", "__int128", "float", "UndeclaredType",
               TAG, "T", "char __attribute__((aligned(16)))",
               "decltype(sizeof(int))", "int[]", "int[0]", "char[3]"]
TYPE_TOKEN = re.compile(r"^(D3D12_[A-Z0-9_]*(DESC\d?|BYTECODE|ARRAY|STATE|"
                        r"FLAGS|TYPE|VALUE)|DXGI_[A-Z_]+|UINT|INT|FLOAT|"
                        r"BOOL|int|char|float|double|void)$")
GARBAGE = [";", "{", "}", "(", ")", ",", "<", ">", "::", "template",
           "typename", "struct", "union", "...", "= 0", "[", "]",
           "alignas(", "#", "&", "*", "~", "enum", "static_assert(", "alignas(0)",
           "alignas(3)", "__attribute__((packed))", "const", "virtual",
           "operator", "decltype(", "sizeof(", "= {", "\\", "'", "\"",
           "__attribute__((aligned(", "_Alignas(16)", "class"]
TOKEN = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|"
                   r"'(?:\\.|[^'\\\n])*'|[A-Za-z_]\w*|\d[\w.']*|::|->|"
                   r"<<|>>|&&|\|\||\s+|.", re.S)


def tokenize(text):
    return TOKEN.findall(text)


def code_indices(tokens):
    return [i for i, t in enumerate(tokens)
            if not t.isspace() and not t.startswith(("//", "/*"))]


def pick(rng, indices, fallback=0):
    return rng.choice(indices) if indices else fallback


# Each mutator takes (rng, tokens, donors) and returns new tokens, or None
# when it does not apply to this input.
def mut_delete(rng, tokens, donors):
    code = code_indices(tokens)
    if not code:
        return None
    start = rng.randrange(len(code))
    span = code[start:start + rng.randint(1, 3)]
    return [t for i, t in enumerate(tokens) if i not in set(span)]


def mut_duplicate(rng, tokens, donors):
    code = code_indices(tokens)
    if not code:
        return None
    start = rng.randrange(len(code))
    end = code[min(len(code) - 1, start + rng.randint(0, 12))]
    piece = tokens[code[start]:end + 1]
    return tokens[:end + 1] + [" "] + piece + tokens[end + 1:]


def mut_swap(rng, tokens, donors):
    code = code_indices(tokens)
    if len(code) < 2:
        return None
    a = rng.randrange(len(code))
    b = a + rng.randint(1, 20) if rng.random() < 0.6 else rng.randrange(len(code))
    b = min(b, len(code) - 1)
    out = list(tokens)
    out[code[a]], out[code[b]] = out[code[b]], out[code[a]]
    return out


def mut_tag(rng, tokens, donors):
    tags = [i for i, t in enumerate(tokens) if t.startswith(TAG + "_")]
    if not tags:
        return None
    out = list(tokens)
    i = rng.choice(tags)
    choice = rng.random()
    if choice < 0.6:
        out[i] = TAG + "_" + rng.choice(KINDS)
    elif choice < 0.95:
        out[i] = "(%s)%s" % (TAG, rng.choice(INTERESTING_INTS))
    else:
        out[i] = rng.choice(INTERESTING_INTS)  # an error in C++, fine in C
    return out


def mut_integer(rng, tokens, donors):
    numbers = [i for i, t in enumerate(tokens) if t[:1].isdigit()]
    if not numbers:
        return None
    out = list(tokens)
    out[rng.choice(numbers)] = rng.choice(INTERESTING_INTS)
    return out


def mut_inner_type(rng, tokens, donors):
    types = [i for i, t in enumerate(tokens) if TYPE_TOKEN.match(t)]
    if not types:
        return None
    out = list(tokens)
    out[rng.choice(types)] = rng.choice(INNER_TYPES)
    return out


def line_starts(tokens):
    starts = [0]
    for i, t in enumerate(tokens):
        if "\n" in t and not t.startswith("//"):
            starts.append(i + 1)
    return starts


def mut_pragma_pack(rng, tokens, donors):
    starts = line_starts(tokens)
    out = list(tokens)
    at = rng.choice(starts)
    pragma = "#pragma pack(push, %d)\n" % rng.choice([1, 2, 4, 8, 16])
    if rng.random() < 0.3:
        pragma = rng.choice(["#pragma pack(1)\n", "#pragma pack(pop)\n",
                             "#pragma pack()\n", "#pragma pack(push)\n"])
    out.insert(at, pragma)
    if rng.random() < 0.5:
        later = [s for s in line_starts(out) if s > at + 1]
        if later:
            out.insert(rng.choice(later), "#pragma pack(pop)\n")
    return out


def mut_template(rng, tokens, donors):
    """struct X { ... } -> template <class T> struct X { ... }, with an
    inner type perhaps made dependent: the pattern is never instantiated
    (or instantiated where the rest of the file still names X)."""
    heads = [i for i, t in enumerate(tokens) if t in ("struct", "union", "class")]
    if not heads:
        return None
    out = list(tokens)
    i = rng.choice(heads)
    header = rng.choice(["template <typename T> ", "template <class T, int N> ",
                         "template <int N> ", "template <typename... T> ",
                         "template <%s K> " % TAG])
    out.insert(i, header)
    if rng.random() < 0.6:
        # The first type-like token of the body becomes dependent.
        for j in range(i + 1, min(len(out), i + 80)):
            if TYPE_TOKEN.match(out[j]):
                out[j] = rng.choice(["T", "typename T::type", "T[N]",
                                     "decltype(T())", "T*", "K"])
                break
    return out


def mut_alignment(rng, tokens, donors):
    spots = [i for i, t in enumerate(tokens) if t in ("alignas", "_Alignas", "aligned")]
    out = list(tokens)
    value = rng.choice(["1", "2", "3", "4", "8", "16", "64", "0", "void*",
                        "sizeof(void*)", "T", "alignof(long double)", "-8",
                        "1 << 20"])
    if spots:
        i = rng.choice(spots)
        j = i + 1
        while j < len(out) and out[j].isspace():
            j += 1
        if j < len(out) and out[j] == "(":
            depth, k = 0, j
            while k < len(out):
                depth += out[k] == "("
                depth -= out[k] == ")"
                if depth == 0:
                    break
                k += 1
            return out[:j] + ["(" + value + ")"] + out[k + 1:]
    heads = [i for i, t in enumerate(tokens) if t in ("struct", "union")]
    if not heads:
        return None
    i = rng.choice(heads)
    out.insert(i + 1, " alignas(%s)" % value)
    return out


def mut_garbage(rng, tokens, donors):
    code = code_indices(tokens)
    out = list(tokens)
    out.insert(pick(rng, code) + rng.randint(0, 1), " %s " % rng.choice(GARBAGE))
    return out


def mut_struct_union(rng, tokens, donors):
    spots = [i for i, t in enumerate(tokens) if t in ("struct", "union", "class")]
    if not spots:
        return None
    out = list(tokens)
    i = rng.choice(spots)
    out[i] = rng.choice(["struct", "union", "class", "enum"])
    return out


def mut_member_shape(rng, tokens, donors):
    """A member made a bit-field, an array, a flexible array, or static."""
    semis = [i for i, t in enumerate(tokens) if t == ";"]
    if not semis:
        return None
    out = list(tokens)
    i = rng.choice(semis)
    out.insert(i, rng.choice([" : 3", " : 0", "[2]", "[]", "[0]", " = {}",
                              "[1 << 30]", " alignas(64)"]))
    if rng.random() < 0.2:
        # Back to the start of that line: static / mutable / const.
        j = i
        while j > 0 and "\n" not in tokens[j - 1]:
            j -= 1
        out.insert(j, rng.choice(["static ", "mutable ", "const ", "volatile "]))
    return out


def mut_splice(rng, tokens, donors):
    """A few lines of another input of the same language pasted in."""
    if not donors:
        return None
    donor = rng.choice(donors).splitlines(True)
    if not donor:
        return None
    start = rng.randrange(len(donor))
    piece = "".join(donor[start:start + rng.randint(1, 8)])
    out = list(tokens)
    out.insert(rng.choice(line_starts(tokens)), piece + "\n")
    return out


def mut_incomplete(rng, tokens, donors):
    """A forward declaration of a record that is later used by value, or a
    record's body removed."""
    heads = [i for i, t in enumerate(tokens) if t in ("struct", "union")]
    if not heads:
        return None
    out = list(tokens)
    i = rng.choice(heads)
    # Drop the body { ... } after the head, keep the name: incomplete type.
    j = i
    while j < len(out) and out[j] not in ("{", ";"):
        j += 1
    if j >= len(out) or out[j] != "{":
        return None
    depth, k = 0, j
    while k < len(out):
        depth += out[k] == "{"
        depth -= out[k] == "}"
        if depth == 0:
            break
        k += 1
    return out[:j] + out[k + 1:]


# Weighted toward the mutations that keep the code compiling (or nearly),
# which reach the checks; the rest exercise Clang's error recovery.
MUTATORS = [
    (mut_delete, 2), (mut_duplicate, 2), (mut_swap, 1), (mut_tag, 6),
    (mut_integer, 3), (mut_inner_type, 6), (mut_pragma_pack, 3),
    (mut_template, 3), (mut_alignment, 3), (mut_garbage, 1),
    (mut_struct_union, 1), (mut_member_shape, 2), (mut_splice, 2),
    (mut_incomplete, 2),
]


def mutate(rng, text, donors):
    tokens = tokenize(text)
    names = []
    wanted = 1 + min(4, int(rng.expovariate(1.0)))
    mutators, weights = zip(*MUTATORS)
    for _ in range(wanted * 5):
        if len(names) == wanted:
            break
        mutator = rng.choices(mutators, weights)[0]
        result = mutator(rng, tokens, donors)
        if result is not None:
            tokens = result
            names.append(mutator.__name__[4:])
    return "".join(tokens), names


SANITIZER = re.compile(r"ERROR: (Address|Leak|UndefinedBehavior)Sanitizer|"
                       r"runtime error:|SUMMARY: \w+Sanitizer")
SANITIZER_EXIT = 86
# Leaks count: the tool is ours from main() on (unlike clang hosting the
# plugin, which leaks on purpose). allow_user_poisoning=0: LLVM's headers
# poison a BumpPtrAllocator slab when the sanitised code starts it, and the
# unsanitised libclang-cpp then allocates from it without unpoisoning, a
# false use-after-poison (docs/robustness.md).
ENV = dict(os.environ,
           ASAN_OPTIONS="detect_leaks=1:exitcode=%d:abort_on_error=0:"
                        "handle_abort=1:allow_user_poisoning=0" % SANITIZER_EXIT,
           UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=%d"
                         % SANITIZER_EXIT)


class PchCache:
    """One precompiled header per (flags, d3dx12 or not), made with the
    clang of the tool's LLVM major. Only for the plain DirectX-Headers
    flag sets: inputs with their own headers or defines parse as written."""
    PLAIN = [["-x", "c++", "-std=c++17", corpus.DX],
             ["-x", "c++", "-std=c++20", corpus.DX],
             ["-x", "c", "-std=c11", corpus.DX]]

    def __init__(self, clang, directory):
        self.clang = clang
        self.directory = directory
        self.lock = threading.Lock()
        self.made = {}

    def flags_for(self, flags, text):
        if flags not in self.PLAIN or "<directx/d3d12.h>" not in text:
            return []
        with_d3dx12 = "<directx/d3dx12.h>" in text and "c++" in flags
        key = (" ".join(flags), with_d3dx12)
        with self.lock:
            if key not in self.made:
                self.made[key] = self._make(flags, with_d3dx12, len(self.made))
        path = self.made[key]
        return ["-include-pch", path] if path else []

    def _make(self, flags, with_d3dx12, number):
        header = os.path.join(self.directory, "sdk%d.h" % number)
        with open(header, "w") as f:
            f.write("#include <wsl/winadapter.h>\n#include <directx/d3d12.h>\n")
            if with_d3dx12:
                f.write("#include <directx/d3dx12.h>\n")
        language = flags[1] + "-header"
        out = header + ".pch"
        status = subprocess.call([self.clang, "-x", language] + flags[2:] +
                                 [header, "-o", out],
                                 stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        return out if status == 0 else None


def tool_options(rng, work):
    choice = rng.random()
    if choice < 0.15:
        return ["--layout"]
    if choice < 0.30:
        return ["--format=sarif"]
    if choice < 0.50:
        return ["--export-fixes=" + os.path.join(work, "fixes.yaml")]
    return []


def signature(stderr, status, timed_out):
    if timed_out:
        return "timeout"
    summary = re.search(r"SUMMARY: (\w+Sanitizer: [^\n]*)", stderr)
    frame = re.search(r"#\d+ 0x[0-9a-f]+ in (\S*psolint\S*|\S+) [^\n]*"
                      r"clang-plugin/[^\n]*", stderr)
    runtime = re.search(r"runtime error: ([^\n]*)", stderr)
    if runtime:
        text = "UBSan: " + runtime.group(1)
        if frame:
            text += " in " + frame.group(1)
        return text
    if summary:
        text = summary.group(1)
        if frame:
            text += " in " + frame.group(1)
        return text
    if status < 0:
        return "signal %d" % -status
    return "exit %d" % status


class Fuzzer:
    def __init__(self, args):
        self.args = args
        self.inputs = corpus.discover(args.build)
        self.texts = {}
        for item in self.inputs:
            with open(item.path, errors="replace") as f:
                self.texts[item.path] = f.read()
        self.donors = {"c": [], "c++": []}
        for item in self.inputs:
            self.donors[self.language(item)].append(self.texts[item.path])
        self.scratch = tempfile.mkdtemp(prefix="psolint-fuzz-")
        clang = os.path.join("/usr/lib/llvm-%s" % args.llvm_major, "bin", "clang")
        self.pch = PchCache(clang, self.scratch) if args.pch else None
        self.stats = collections.Counter()
        self.signatures = collections.Counter()
        self.lock = threading.Lock()
        self.retry_lock = threading.Lock()
        self.survivors = 0

    @staticmethod
    def language(item):
        return item.flags[item.flags.index("-x") + 1]

    def make(self, index):
        rng = random.Random("%d:%d" % (self.args.seed, index))
        item = rng.choice(self.inputs)
        text, names = mutate(rng, self.texts[item.path],
                             self.donors[self.language(item)])
        return rng, item, text, names

    @staticmethod
    def spawn(command, limit):
        for attempt in range(5):
            try:
                return subprocess.run(command, stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, env=ENV,
                                      timeout=limit)
            except (FileNotFoundError, PermissionError):
                if attempt == 4:  # not a tool being relinked: give up
                    raise
                time.sleep(10)

    def run_one(self, index):
        rng, item, text, names = self.make(index)
        work = os.path.join(self.scratch, "w%d" % index)
        os.makedirs(work)
        name = os.path.basename(item.path)
        mutant = os.path.join(work, name)
        with open(mutant, "w") as f:
            f.write(text)
        flags = list(item.flags) + ["-I", os.path.dirname(item.path)]
        if self.pch:
            flags += self.pch.flags_for(item.flags, text)
        command = [self.args.tool, mutant] + tool_options(rng, work) + \
            ["--"] + flags
        started = time.time()
        timed_out = False
        # On a shared, loaded machine a slow run is not a hang: a run that
        # times out is tried again with five times the time, alone.
        for attempt, limit in enumerate((self.args.timeout, self.args.timeout * 5)):
            try:
                if attempt:
                    self.retry_lock.acquire()
                    with self.lock:
                        self.stats["retried after a timeout"] += 1
                proc = self.spawn(command, limit)
                status, stderr = proc.returncode, proc.stderr.decode(errors="replace")
                timed_out = False
                break
            except subprocess.TimeoutExpired as e:
                timed_out, status = True, None
                stderr = (e.stderr or b"").decode(errors="replace")
            finally:
                if attempt:
                    self.retry_lock.release()
        elapsed = time.time() - started
        sanitizer = bool(SANITIZER.search(stderr)) or status == SANITIZER_EXIT
        crashed = timed_out or sanitizer or status not in (0, 1, 2)
        with self.lock:
            self.stats["inputs"] += 1
            self.stats["exit %s" % ("timeout" if timed_out else status)] += 1
            if sanitizer:
                self.stats["sanitizer reports"] += 1
            if timed_out:
                self.stats["hangs"] += 1
            if crashed:
                self.stats["crashes"] += 1
            self.stats["seconds in tool"] += elapsed
        if crashed:
            self.save_crash(index, item, mutant, text, command, stderr,
                            status, timed_out, names)
        elif self.args.survivors and status in (0, 1) and \
                self.survivors < self.args.max_survivors and \
                rng.random() < 0.2:
            self.save_survivor(index, item, text)
        shutil.rmtree(work, ignore_errors=True)

    def save_crash(self, index, item, mutant, text, command, stderr, status,
                   timed_out, names):
        sig = signature(stderr, status if status is not None else 0, timed_out)
        with self.lock:
            self.signatures[sig] += 1
            seen = self.signatures[sig]
        if seen > 3:  # a few examples of each distinct crash are enough
            return
        digest = hashlib.sha1(sig.encode()).hexdigest()[:8]
        out = os.path.join(self.args.crashes, "%s-seed%d-%d" %
                           (digest, self.args.seed, index))
        os.makedirs(out, exist_ok=True)
        name = os.path.basename(item.path)
        with open(os.path.join(out, name), "w") as f:
            f.write(text)
        replay = [c.replace(mutant, name) if c == mutant else c for c in command]
        replay = [c for c in replay if not c.startswith("--export-fixes=")]
        replay = [os.path.relpath(c, out) if c == self.args.tool else c
                  for c in replay]
        # The pch lives in a scratch directory: reproduce without it.
        if "-include-pch" in replay:
            at = replay.index("-include-pch")
            del replay[at:at + 2]
        with open(os.path.join(out, "command.sh"), "w") as f:
            f.write("#!/bin/sh\n# %s (seed %d, input %d, from %s, mutations %s)\n"
                    'cd "$(dirname "$0")"\nexport ASAN_OPTIONS=%s UBSAN_OPTIONS=%s\n%s\n'
                    % (sig, self.args.seed, index,
                       os.path.relpath(item.path, ROOT), ",".join(names),
                       shlex.quote(ENV["ASAN_OPTIONS"]),
                       shlex.quote(ENV["UBSAN_OPTIONS"]),
                       " ".join(shlex.quote(c) for c in replay)))
        os.chmod(os.path.join(out, "command.sh"), 0o755)
        with open(os.path.join(out, "stderr.txt"), "w") as f:
            f.write("exit status: %s\n%s" % ("timeout" if timed_out else status,
                                              stderr[-20000:]))
        print("psolint-fuzz: CRASH %s: %s" % (sig, out), flush=True)

    def save_survivor(self, index, item, text):
        with self.lock:
            if self.survivors >= self.args.max_survivors:
                return
            self.survivors += 1
        os.makedirs(self.args.survivors, exist_ok=True)
        base = "seed%d-%d-%s" % (self.args.seed, index, os.path.basename(item.path))
        with open(os.path.join(self.args.survivors, base), "w") as f:
            f.write(text)
        with open(os.path.join(self.args.survivors, base + ".flags"), "w") as f:
            json.dump(item.flags + ["-I", os.path.dirname(item.path)], f)

    def run(self):
        started = time.time()
        deadline = started + self.args.seconds if self.args.seconds else None
        limit = self.args.count
        next_index = 0
        progress_at = started
        with concurrent.futures.ThreadPoolExecutor(self.args.jobs) as pool:
            pending = set()
            while True:
                out_of_time = deadline is not None and time.time() >= deadline
                out_of_count = limit is not None and next_index >= limit
                while not out_of_time and not out_of_count and \
                        len(pending) < self.args.jobs * 2:
                    pending.add(pool.submit(self.run_one, self.args.start + next_index))
                    next_index += 1
                    out_of_count = limit is not None and next_index >= limit
                if not pending:
                    break
                done, pending = concurrent.futures.wait(
                    pending, timeout=5,
                    return_when=concurrent.futures.FIRST_COMPLETED)
                for future in done:
                    future.result()
                if self.args.progress and time.time() - progress_at > 60:
                    progress_at = time.time()
                    print("psolint-fuzz: %d inputs, %d crashes, %.0fs" %
                          (self.stats["inputs"], self.stats["crashes"],
                           time.time() - started), flush=True)
        self.stats["wall seconds"] = time.time() - started
        shutil.rmtree(self.scratch, ignore_errors=True)
        return self.report()

    def report(self):
        s = self.stats
        print("psolint-fuzz: seed %d, %d inputs in %.0f s (%.2f inputs/s), "
              "%d crashes (%d sanitizer reports, %d hangs), %d distinct" %
              (self.args.seed, s["inputs"], s["wall seconds"],
               s["inputs"] / max(s["wall seconds"], 1e-9), s["crashes"],
               s["sanitizer reports"], s["hangs"], len(self.signatures)))
        statuses = sorted(k for k in s if k.startswith("exit "))
        print("psolint-fuzz: exit statuses: " +
              ", ".join("%s: %d" % (k[5:], s[k]) for k in statuses) +
              "; %d retried after a timeout" % s["retried after a timeout"])
        for sig, count in self.signatures.most_common():
            print("psolint-fuzz:   %5d x %s" % (count, sig))
        if self.args.json:
            with open(self.args.json, "w") as f:
                json.dump({"seed": self.args.seed, "stats": dict(s),
                           "signatures": dict(self.signatures)}, f, indent=2)
        return 1 if s["crashes"] else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, help="run for this long")
    parser.add_argument("--count", type=int, help="run this many inputs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", type=int, default=0,
                        help="index of the first input (to resume a run)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds per input before it counts as a hang")
    parser.add_argument("--build", default=os.path.join(ROOT, "build-asan"))
    parser.add_argument("--tool", help="default: <build>/bin/psolint")
    parser.add_argument("--llvm-major", default="19")
    parser.add_argument("--crashes", default=os.path.join(ROOT, "fuzz", "crashes"))
    parser.add_argument("--survivors", help="keep some mutants that compile "
                        "(for fuzz/fixit_safety.py) in this directory")
    parser.add_argument("--max-survivors", type=int, default=200)
    parser.add_argument("--pch", dest="pch", action="store_true", default=True)
    parser.add_argument("--no-pch", dest="pch", action="store_false")
    parser.add_argument("--json", help="write the numbers here")
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--print", type=int, metavar="INDEX",
                        help="print mutant INDEX of --seed and exit")
    args = parser.parse_args()
    args.tool = os.path.abspath(args.tool or os.path.join(args.build, "bin", "psolint"))
    if args.print is not None:
        _, item, text, names = Fuzzer(args).make(args.print)
        sys.stderr.write("from %s, mutations %s\n" % (item.path, names))
        sys.stdout.write(text)
        return 0
    if args.seconds is None and args.count is None:
        parser.error("give --seconds or --count")
    if not os.access(args.tool, os.X_OK):
        parser.error("no tool at %s (build it: scripts/test-sanitized.sh)" % args.tool)
    return Fuzzer(args).run()


if __name__ == "__main__":
    sys.exit(main())
