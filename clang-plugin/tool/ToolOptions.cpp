//===- ToolOptions.cpp ----------------------------------------------------===//
//
// A small parser of its own rather than llvm::cl: every mistake must end in
// one "psolint: error:" line and exit status 2, and llvm::cl reports in its
// own words and exits 1.
//
//===----------------------------------------------------------------------===//
#include "ToolOptions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace llvm;

namespace psolint {

static Error usageError(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

namespace {

/// Walks the arguments; long options take `--name=value` or `--name value`,
/// with one or two dashes as clang-tidy accepts them.
class ArgumentReader {
public:
  explicit ArgumentReader(ArrayRef<const char *> Args) : Args(Args) {}

  bool done() const { return Index >= Args.size(); }
  StringRef next() { return Args[Index++]; }

  /// The value of an option given as Name, `Name=value` or `Name value`.
  Expected<std::string> valueOf(StringRef Option, StringRef Inline,
                                bool HasInline) {
    if (HasInline)
      return Inline.str();
    if (done())
      return usageError("option '" + Option + "' needs a value");
    return next().str();
  }

private:
  ArrayRef<const char *> Args;
  size_t Index = 0;
};

Expected<unsigned> parseJobs(StringRef Text) {
  unsigned Jobs = 0;
  if (Text.getAsInteger(10, Jobs))
    return usageError("'-j " + Text +
                      "': the number of jobs must be a "
                      "non-negative integer");
  return Jobs;
}

} // namespace

Expected<ToolOptions> parseToolOptions(ArrayRef<const char *> Args) {
  ToolOptions Options;
  ArgumentReader Reader(Args);
  while (!Reader.done()) {
    StringRef Arg = Reader.next();
    if (Arg == "--") {
      std::vector<std::string> Flags;
      while (!Reader.done())
        Flags.push_back(Reader.next().str());
      Options.CompilerFlags = std::move(Flags);
      break;
    }
    if (!Arg.starts_with("-") || Arg == "-") {
      Options.Files.push_back(Arg.str());
      continue;
    }

    // -p DIR, -p=DIR; -j N, -jN, -j=N. Anything else with one dash is a long
    // option, as clang-tidy spells them (-checks=, -fix).
    bool ShortP = Arg == "-p" || Arg.starts_with("-p=");
    bool ShortJ = Arg == "-j" || Arg.starts_with("-j=") ||
                  (Arg.size() > 2 && Arg.starts_with("-j") && isDigit(Arg[2]));
    if (ShortP || ShortJ) {
      StringRef Rest = Arg.drop_front(2);
      Rest.consume_front("=");
      Expected<std::string> V = Reader.valueOf(Arg, Rest, Arg.size() > 2);
      if (!V)
        return V.takeError();
      if (ShortP) {
        Options.BuildPath = *V;
        continue;
      }
      Expected<unsigned> Jobs = parseJobs(*V);
      if (!Jobs)
        return Jobs.takeError();
      Options.Jobs = *Jobs;
      continue;
    }

    StringRef Name = Arg.drop_front(Arg.starts_with("--") ? 2 : 1);
    auto [Key, Inline] = Name.split('=');
    bool HasInline = Name.contains('=');
    auto Value = [&]() { return Reader.valueOf(Arg, Inline, HasInline); };
    auto NoValue = [&]() -> Error {
      if (HasInline)
        return usageError("option '--" + Key + "' takes no value");
      return Error::success();
    };

    std::optional<std::string> *Text =
        Key == "checks"                  ? &Options.Checks
        : Key == "warnings-as-errors"    ? &Options.WarningsAsErrors
        : Key == "header-filter"         ? &Options.HeaderFilter
        : Key == "exclude-header-filter" ? &Options.ExcludeHeaderFilter
        : Key == "config"                ? &Options.Config
        : Key == "config-file"           ? &Options.ConfigFile
        : Key == "line-filter"           ? &Options.LineFilter
                                         : nullptr;
    if (Text) {
      Expected<std::string> V = Value();
      if (!V)
        return V.takeError();
      *Text = *V;
    } else if (Key == "system-headers") {
      // A flag, or =true/=false as llvm::cl takes it.
      if (!HasInline || Inline.equals_insensitive("true") || Inline == "1")
        Options.SystemHeaders = true;
      else if (Inline.equals_insensitive("false") || Inline == "0")
        Options.SystemHeaders = false;
      else
        return usageError("'" + Arg + "': expected true or false");
    } else if (Key == "jobs") {
      Expected<std::string> V = Value();
      if (!V)
        return V.takeError();
      Expected<unsigned> Jobs = parseJobs(*V);
      if (!Jobs)
        return Jobs.takeError();
      Options.Jobs = *Jobs;
    } else if (Key == "format") {
      Expected<std::string> V = Value();
      if (!V)
        return V.takeError();
      if (*V == "text")
        Options.Format = OutputFormat::Text;
      else if (*V == "sarif")
        Options.Format = OutputFormat::Sarif;
      else
        return usageError("unknown output format '" + *V +
                          "'; expected text or sarif");
    } else if (Key == "color") {
      Expected<std::string> V = Value();
      if (!V)
        return V.takeError();
      if (*V == "auto")
        Options.Color = ColorMode::Auto;
      else if (*V == "always")
        Options.Color = ColorMode::Always;
      else if (*V == "never")
        Options.Color = ColorMode::Never;
      else
        return usageError("unknown color mode '" + *V +
                          "'; expected never, always or auto");
    } else if (Key == "export-fixes") {
      Expected<std::string> V = Value();
      if (!V)
        return V.takeError();
      if (V->empty())
        return usageError("option '--export-fixes' needs a file name");
      Options.ExportFixes = *V;
    } else if (Key == "fix" || Key == "fix-errors" || Key == "layout" ||
               Key == "list-checks" || Key == "json" || Key == "help" ||
               Key == "version" || Key == "strict-records" ||
               Key == "dump-config" || Key == "progress" ||
               Key == "completion-order") {
      if (Error E = NoValue())
        return E;
      bool &Flag = Key == "fix"                ? Options.Fix
                   : Key == "fix-errors"       ? Options.FixErrors
                   : Key == "dump-config"      ? Options.DumpConfig
                   : Key == "layout"           ? Options.Layout
                   : Key == "list-checks"      ? Options.ListChecks
                   : Key == "json"             ? Options.Json
                   : Key == "help"             ? Options.Help
                   : Key == "strict-records"   ? Options.StrictRecords
                   : Key == "progress"         ? Options.Progress
                   : Key == "completion-order" ? Options.CompletionOrder
                                               : Options.Version;
      Flag = true;
    } else if (Key == "h") {
      Options.Help = true;
    } else {
      return usageError("unknown option '" + Arg + "'; see 'psolint --help'");
    }
  }

  if (Options.Help || Options.Version)
    return Options;
  if (Options.Json && !Options.ListChecks)
    return usageError("'--json' goes with '--list-checks'");
  if (Options.FixErrors)
    Options.Fix = true; // as clang-tidy: --fix-errors implies --fix
  if (Options.ListChecks || Options.DumpConfig)
    return Options;
  if (Options.BuildPath && Options.CompilerFlags)
    return usageError("give either -p <build-dir> or -- <compiler flags>, "
                      "not both");
  if (Options.Files.empty() && !Options.BuildPath)
    return usageError("no input files; name source files, or give "
                      "-p <build-dir> to check every file of a compile "
                      "database");
  return Options;
}

void printHelp(raw_ostream &OS) {
  OS << R"(USAGE: psolint [options] -p <build-dir> [<file>...]
       psolint [options] <file>... -- <compiler flags>

Checks Direct3D 12 pipeline state streams in C and C++ translation units.
With -p, reads <build-dir>/compile_commands.json and checks the named files,
or every file in it when none is named. With --, compiles each file with the
flags that follow. Otherwise looks for compile_commands.json or
compile_flags.txt above each file.

OPTIONS:
  -p <build-dir>         directory with compile_commands.json (or the file)
  -j <N>, --jobs=<N>     translation units analysed in parallel (0: all cores,
                         the default)
  --format=text|sarif    clang-style text (default) or SARIF 2.1.0 on stdout
  --color=auto|always|never
                         colour in text output (auto: when stdout is a
                         terminal)
  --export-fixes=<file>  write the fix-its as clang-tidy YAML for
                         clang-apply-replacements
  --fix                  apply the fix-its in place; conflicting edits are
                         refused, files changed since they were parsed and
                         system headers are left alone, and nothing is
                         applied to a translation unit with compiler errors
  --fix-errors           --fix, even where the compiler found errors
  --strict-records       judge every subobject record by its declaration, as
                         if placed in a stream, not only where a stream places
                         it (alignment, enum-union and layout checks)
  --progress             one line per translation unit on stderr as it is
                         done ("[3/24] file: 2 findings, done at 0.8 s") and a
                         summary at the end, also when stderr is no terminal
                         (CI logs); on a terminal, a line rewritten in place
                         and the summary are the default
  --completion-order     print each translation unit's findings the moment it
                         is done; by default they come in input order, each
                         unit's as soon as it and every one before it are done
  --layout               print each stream as the runtime reads it instead of
                         the findings
  --list-checks          print the ids of the checks enabled for the first
                         file named (or the current directory); with --json,
                         every check with its metadata
  --version              print the version
  --help                 print this help

clang-tidy's options, read and merged by clang-tidy's own library:
  --checks=<globs>       checks to run ("-*,d3d12-stream-*"), after the Checks
                         of the configuration
  --config=<yaml>        the configuration itself, instead of .clang-tidy files
  --config-file=<file>   the configuration in this file, instead of .clang-tidy
                         files
  --warnings-as-errors=<globs>
                         checks whose findings are errors
  --header-filter=<regex>
                         headers to report findings in (default '.*', as
                         clang-tidy 22; the main file always reports)
  --exclude-header-filter=<regex>
                         headers not to report findings in
  --system-headers       report findings in system headers too
  --line-filter=<json>   report only findings on these lines:
                         '[{"name":"file.cpp","lines":[[1,3],[5,5]]}]';
                         a file not named reports nothing
  --dump-config          print the configuration of the first file named

Without --config or --config-file, each file's configuration is the nearest
.clang-tidy above it, merged with its parents' where it says
InheritParentConfig. Of it, psolint reads Checks, WarningsAsErrors,
HeaderFilterRegex, ExcludeHeaderFilterRegex, SystemHeaders and the
CheckOptions d3d12-subobject-alignment.AlignMacro,
d3d12-subobject-enum-union.Pedantic, StrictRecords (global, or on
d3d12-subobject-alignment, -enum-union or -layout),
d3d12-stream-sdk-version.SdkVersion, d3d12-derived-pso-desc.FunctionName and
d3d12-derived-pso-desc.TypeMember. A file for which no psolint check is
enabled is an error.

EXIT STATUS:
  0 no findings, or --fix fixed every one; 1 findings left; 2 usage or input
  errors (also: a file that does not compile, a file of the compile database
  that is missing, a file for which no check is enabled, a fix-it refused;
  the other files are still analysed).
)";
}

} // namespace psolint
