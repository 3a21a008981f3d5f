"""The inputs psolint's robustness scripts run on, with the flags to compile
each: test/**/*.c, test/**/*.cpp and examples/*.c*.

A test's flags come from its first RUN line that compiles it with the plugin
(%clang / %clangxx ... %plugin ... %s), minus what only the test harness
needs (-Xclang -verify, -fplugin-arg-*, FileCheck plumbing). Examples use
examples/compile_flags.txt. Inputs that never compile without errors
(-verify tests that expect `error`s) are marked so.
"""
import os
import re
import shlex

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DX = "-I/usr/include/wsl/stubs"


def dx_windows_include(build):
    return os.path.join(build, "test", "dx-include")


def _substitute(token, build, directory):
    if token == "%dx_win":
        return ["-isystem", dx_windows_include(build)]
    if token == "%dx":
        return [DX]
    for name, value in (("%inputs", os.path.join(ROOT, "test", "Inputs")),
                        ("%examples", os.path.join(ROOT, "examples")),
                        ("%S", directory)):
        token = token.replace(name, value)
    return [token]


def _run_lines(text):
    """RUN: lines joined across trailing backslashes."""
    lines, pending = [], ""
    for raw in text.splitlines():
        m = re.search(r"RUN:\s?(.*)$", raw)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        lines.append(pending + part)
        pending = ""
    return lines


def flags_from_run_line(line, build, directory):
    """Compiler flags of one '%clang[xx] ... %s' or '%psolint %s -- ...'
    invocation, or None."""
    command = re.split(r"\s\d?>", line.replace("2>&1", " ").split("|")[0])[0]
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    if not words:
        return None
    while words and words[0] in ("%not", "not"):
        words = words[1:]
    if not words or "%s" not in words:
        return None
    start = 1
    if words[0] in ("%psolint", "%check_clang_tidy", "%clang_tidy"):
        if "--" not in words:
            return None
        start = words.index("--") + 1
        language = "c" if words[words.index("%s")].endswith(".c") else "c++"
    elif words[0] in ("%clang", "%clangxx"):
        language = "c" if words[0] == "%clang" else "c++"
    else:
        return None
    flags, i = [], start
    while i < len(words):
        w = words[i]
        if w == "-Xclang":
            i += 2  # -verify, -fixit, -remap-file: harness only
            continue
        if w in ("%s", "%plugin", "-fsyntax-only", "-Werror", "-w",
                 "-fdiagnostics-parseable-fixits") or w.startswith(
                     ("-fplugin", "%t", "-Wno-", "-W")):
            i += 1
            continue
        if w in ("-I", "-isystem", "-include", "-x"):
            if i + 1 < len(words):
                flags.append(w)
                flags.extend(_substitute(words[i + 1], build, directory))
            i += 2
            continue
        flags.extend(_substitute(w, build, directory))
        if any("%" in f for f in flags):
            return None  # some other substitution: not a plain compile
        i += 1
    if not any(f.startswith("-std=") for f in flags):
        flags.insert(0, "-std=c11" if language == "c" else "-std=c++17")
    return ["-x", language] + flags if "-x" not in flags else flags


class Input:
    def __init__(self, path, flags):
        self.path = path
        self.flags = flags

    def __repr__(self):
        return "Input(%s)" % os.path.relpath(self.path, ROOT)


def _example_flags():
    path = os.path.join(ROOT, "examples", "compile_flags.txt")
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("-W")]


def discover(build, include_examples=True):
    """Every test and example input with flags, sorted by path."""
    found = []
    test_root = os.path.join(ROOT, "test")
    for directory, subdirs, files in os.walk(test_root):
        subdirs[:] = sorted(d for d in subdirs
                            if d not in ("Inputs", "differential_work"))
        for name in sorted(files):
            if not name.endswith((".c", ".cpp")):
                continue
            path = os.path.join(directory, name)
            with open(path, errors="replace") as f:
                text = f.read()
            flags = None
            for line in _run_lines(text):
                if "%plugin" in line or "%psolint_plugin" in line:
                    flags = flags_from_run_line(line, build, directory)
                    if flags is not None:
                        break
            if flags is None:
                for line in _run_lines(text):
                    flags = flags_from_run_line(line, build, directory)
                    if flags is not None:
                        break
            if flags is None:
                continue
            found.append(Input(path, flags))
    if include_examples:
        base = _example_flags()
        for name in sorted(os.listdir(os.path.join(ROOT, "examples"))):
            if name.endswith((".c", ".cpp")):
                lang = ["-x", "c", "-std=c11"] if name.endswith(".c") else \
                    ["-x", "c++"]
                flags = lang + [f for f in base
                                if not (name.endswith(".c") and
                                        f.startswith("-std=c++"))]
                found.append(Input(os.path.join(ROOT, "examples", name),
                                   flags))
    return found


if __name__ == "__main__":
    import sys
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
    for item in discover(build):
        print("%-60s %s" % (os.path.relpath(item.path, ROOT),
                            " ".join(item.flags)))
