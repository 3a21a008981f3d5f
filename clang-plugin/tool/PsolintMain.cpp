//===- PsolintMain.cpp - The psolint command-line tool --------------------===//
//
// psolint -p <build-dir> [files...] | psolint files... -- <flags>: analyses
// each translation unit in parallel, reports every finding once (a header's
// findings come from every file including it), as text or SARIF, exports or
// applies the fix-its, or prints the layouts.
//
// Exit status: 0 no findings (or --fix fixed every one), 1 findings left,
// 2 usage or input errors (docs/tool.md#exit-status).
//
//===----------------------------------------------------------------------===//
#include "FixApplier.h"
#include "FixesExport.h"
#include "LayoutOutput.h"
#include "ResourceDir.h"
#include "SarifOutput.h"
#include "TidyOptions.h"
#include "ToolOptions.h"
#include "TranslationUnitRunner.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <map>
#include <set>
#include <tuple>

using namespace clang::tooling;
using namespace llvm;
using namespace psolint;

namespace {

enum ExitStatus { Clean = 0, Findings = 1, UsageOrInputError = 2 };

int fail(const Twine &Message) {
  errs() << "psolint: error: " << Message << "\n";
  return UsageOrInputError;
}

Error inputError(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// <build-dir>/compile_commands.json, or the JSON file itself.
Expected<std::unique_ptr<CompilationDatabase>> loadDatabase(StringRef Build) {
  SmallString<256> Path(Build);
  if (!sys::fs::exists(Path))
    return inputError("build directory '" + Build + "' does not exist");
  if (sys::fs::is_directory(Path)) {
    sys::path::append(Path, "compile_commands.json");
    if (!sys::fs::exists(Path))
      return inputError("no compile_commands.json in '" + Build + "'");
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(Path);
  if (!Text)
    return inputError("cannot read compile database '" + Path +
                      "': " + Text.getError().message());
  std::string Problem;
  std::unique_ptr<CompilationDatabase> Database =
      JSONCompilationDatabase::loadFromBuffer(
          (*Text)->getBuffer(), Problem, JSONCommandLineSyntax::AutoDetect);
  if ((*Text)->getBuffer().trim().empty())
    return inputError("compile database '" + Path + "' is empty");
  if (!Database)
    return inputError("malformed compile database '" + Path + "': " + Problem);
  return Database;
}

/// A source file that is missing, a directory or unreadable is named up
/// front, in one line, rather than reported by the compiler as a failed
/// translation unit.
Error checkSourceFile(const std::string &File, StringRef Listed) {
  if (!sys::fs::exists(File))
    return inputError(Listed.empty() ? "no such file: '" + File + "'"
                                     : "'" + File + "', listed in " + Listed +
                                           ", does not exist");
  if (sys::fs::is_directory(File))
    return inputError("'" + File + "' is a directory, not a source file");
  Expected<sys::fs::file_t> Handle = sys::fs::openNativeFileForRead(File);
  if (!Handle)
    return inputError("cannot read '" + File +
                      "': " + toString(Handle.takeError()));
  sys::fs::closeFile(*Handle);
  return Error::success();
}

std::string absolutePath(StringRef Path) {
  SmallString<256> Absolute(Path);
  sys::fs::make_absolute(Absolute);
  sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return Absolute.str().str();
}

/// As clang-tidy reads a database: response files expanded, the target and
/// driver mode taken from a prefixed compiler name (x86_64-w64-mingw32-g++,
/// clang-cl), and files it does not list (a header, a new file) given the
/// command of the nearest one it does.
std::unique_ptr<CompilationDatabase>
asClangTidyReadsIt(std::unique_ptr<CompilationDatabase> Database) {
  Database =
      expandResponseFiles(std::move(Database), vfs::createPhysicalFileSystem());
  Database = inferTargetAndDriverMode(std::move(Database));
  return inferMissingCompileCommands(std::move(Database));
}

/// The files to analyse and the database that compiles each. A file that
/// cannot be read is reported and left out, and the run ends with status 2,
/// as clang-tidy's runner does.
struct Inputs {
  std::vector<std::unique_ptr<CompilationDatabase>> Databases;
  std::vector<std::pair<std::string, const CompilationDatabase *>> Files;
  unsigned Missing = 0;
};

/// Reports the problem of a file that is left out.
bool readable(const std::string &File, StringRef Listed, Inputs &In) {
  Error E = checkSourceFile(File, Listed);
  if (!E)
    return true;
  errs() << "psolint: error: " << toString(std::move(E)) << "\n";
  ++In.Missing;
  return false;
}

Expected<Inputs> collectInputs(const ToolOptions &Options) {
  Inputs In;
  std::vector<std::string> Named;
  for (const std::string &File : Options.Files)
    if (readable(File, "", In))
      Named.push_back(File);

  if (Options.CompilerFlags) {
    SmallString<256> Here;
    sys::fs::current_path(Here);
    In.Databases.push_back(std::make_unique<FixedCompilationDatabase>(
        Here, *Options.CompilerFlags));
    for (const std::string &File : Named)
      In.Files.push_back({absolutePath(File), In.Databases.back().get()});
    return In;
  }

  if (Options.BuildPath) {
    Expected<std::unique_ptr<CompilationDatabase>> Database =
        loadDatabase(*Options.BuildPath);
    if (!Database)
      return Database.takeError();
    std::vector<std::string> Files = Named;
    if (Options.Files.empty()) {
      // In the database's order (getAllFiles() has none).
      StringSet<> Seen;
      for (const CompileCommand &Command :
           (*Database)->getAllCompileCommands()) {
        SmallString<256> File(Command.Filename);
        if (sys::path::is_relative(File)) {
          File = Command.Directory;
          sys::path::append(File, Command.Filename);
        }
        if (!Seen.insert(File).second)
          continue;
        if (readable(File.str().str(), "the compile database", In))
          Files.push_back(File.str().str());
      }
      if (Files.empty() && !In.Missing)
        return inputError("compile database in '" + *Options.BuildPath +
                          "' lists no files");
    }
    In.Databases.push_back(asClangTidyReadsIt(std::move(*Database)));
    for (const std::string &File : Files)
      In.Files.push_back({absolutePath(File), In.Databases.back().get()});
    return In;
  }

  // Neither: the nearest compile_commands.json or compile_flags.txt above
  // each file.
  StringMap<const CompilationDatabase *> ByDirectory;
  for (const std::string &File : Named) {
    std::string Path = absolutePath(File);
    StringRef Directory = sys::path::parent_path(Path);
    auto [It, Inserted] = ByDirectory.try_emplace(Directory, nullptr);
    if (Inserted) {
      std::string Problem;
      std::unique_ptr<CompilationDatabase> Found =
          CompilationDatabase::autoDetectFromDirectory(Directory, Problem);
      if (!Found) {
        errs() << "psolint: warning: no compile_commands.json or "
                  "compile_flags.txt above '"
               << File << "'; compiling it with no flags\n";
        Found = std::make_unique<FixedCompilationDatabase>(
            Directory, std::vector<std::string>());
      }
      In.Databases.push_back(asClangTidyReadsIt(std::move(Found)));
      It->second = In.Databases.back().get();
    }
    In.Files.push_back({Path, It->second});
  }
  return In;
}

bool wantColor(ColorMode Mode, bool Terminal) {
  return Mode == ColorMode::Always || (Mode == ColorMode::Auto && Terminal);
}

/// The file whose configuration --list-checks and --dump-config show, as
/// clang-tidy picks it: the first named, or "dummy" in the current directory.
std::string firstFile(const ToolOptions &Options) {
  return absolutePath(Options.Files.empty() ? "dummy" : Options.Files.front());
}

int listChecks(const ToolOptions &Options, TidyOptions &Tidy) {
  std::vector<std::string> Enabled = Tidy.enabledChecks(firstFile(Options));
  json::Array Checks;
  for (const CheckInfo &Info : allChecks()) {
    if (!llvm::is_contained(Enabled, Info.Name))
      continue;
    if (!Options.Json) {
      outs() << Info.Name << "\n";
      continue;
    }
    Checks.push_back(json::Object{
        {"id", Info.Name},
        {"summary", Info.Summary},
        {"enabledByDefault", Info.DefaultOn},
        {"severity",
         Info.DefaultSeverity == Severity::Error ? "error" : "warning"},
        {"hasFixIt", Info.HasFixIt},
        {"helpUri", checkHelpUri(Info.Name)}});
  }
  if (Options.Json)
    outs() << formatv("{0:2}", json::Value(std::move(Checks))) << "\n";
  return Clean;
}

/// The findings once each: a header's finding comes from every translation
/// unit including it. The first translation unit (in input order) wins, so
/// the output does not depend on which thread finished first. With
/// DistinctEdits, a finding whose fix-it differs from one unit to the next
/// is kept once per fix-it, so that the conflict is seen, not hidden.
std::vector<const Report *>
uniqueReports(const std::vector<TranslationUnitResult> &Results,
              bool DistinctEdits) {
  using Key = std::tuple<
      unsigned, std::string, unsigned, std::string,
      std::vector<std::tuple<std::string, unsigned, unsigned, std::string>>>;
  std::set<Key> Seen;
  std::vector<const Report *> Unique;
  for (const TranslationUnitResult &Result : Results)
    for (const Report &R : Result.Reports) {
      Key K{static_cast<unsigned>(R.Check),
            R.Where.File,
            R.Where.Begin.Offset,
            R.Message,
            {}};
      if (DistinctEdits)
        for (const TextEdit &E : R.Edits)
          std::get<4>(K).emplace_back(E.Span.File, E.Span.Begin.Offset,
                                      E.length(), E.Text);
      if (Seen.insert(std::move(K)).second)
        Unique.push_back(&R);
    }
  return Unique;
}

StringMap<ParsedFile>
parsedFiles(const std::vector<TranslationUnitResult> &Results) {
  StringMap<ParsedFile> Files;
  for (const TranslationUnitResult &Result : Results)
    for (const auto &Entry : Result.Files) {
      auto [It, Inserted] = Files.try_emplace(Entry.getKey());
      ParsedFile &File = It->second;
      if (!Inserted && File.ContentHash != Entry.getValue().ContentHash)
        File.Inconsistent = true;
      File.ContentHash = Entry.getValue().ContentHash;
      File.IsSystemHeader |= Entry.getValue().IsSystemHeader;
    }
  return Files;
}

void printLayouts(const std::vector<TranslationUnitResult> &Results) {
  // A header's records once per target.
  std::set<std::tuple<std::string, unsigned, std::string>> Seen;
  for (const TranslationUnitResult &Result : Results)
    for (const LayoutTable &Table : Result.Layouts)
      if (Seen.insert({Table.Where.File, Table.Where.Begin.Offset,
                       Table.Layout.Target})
              .second)
        printLayout(outs(), Table);
  std::set<std::tuple<std::string, unsigned, std::string>> SeenCalls;
  for (const TranslationUnitResult &Result : Results)
    for (const StateObjectTable &Table : Result.StateObjects)
      if (SeenCalls
              .insert({Table.Where.File, Table.Where.Begin.Offset,
                       Table.Layout.Target})
              .second)
        printStateObject(outs(), Table);
}

/// One job per file: its commands, and what its configuration (clang-tidy's
/// reading of it) enables and reports. A file for which no psolint check is
/// enabled is reported and left out.
std::vector<AnalysisJob> makeJobs(const Inputs &In, const ToolOptions &Options,
                                  TidyOptions &Tidy, unsigned &Disabled) {
  std::vector<AnalysisJob> Jobs;
  // Files that one configuration leaves without a psolint check are named
  // once per configuration, not once per file: a project's .clang-tidy
  // with `Checks: '-*,bugprone-*'`, or a misspelled --checks glob.
  struct Silenced {
    std::string Message; // the first file's whole message
    std::vector<std::string> Files;
  };
  std::vector<std::pair<std::string, Silenced>> ByConfiguration;
  for (const auto &[File, Database] : In.Files) {
    std::string DisabledBy = "\x01"; // no check left: set by forFile
    Expected<FileConfig> Config = Tidy.forFile(File, &DisabledBy);
    if (!Config) {
      std::string Message = toString(Config.takeError());
      ++Disabled;
      if (DisabledBy == "\x01") { // another problem: per file
        errs() << "psolint: error: " << Message << "\n";
        continue;
      }
      auto It = llvm::find_if(ByConfiguration, [&](const auto &Entry) {
        return Entry.first == DisabledBy;
      });
      if (It == ByConfiguration.end()) {
        ByConfiguration.push_back({DisabledBy, {Message, {}}});
        It = std::prev(ByConfiguration.end());
      }
      It->second.Files.push_back(File);
      continue;
    }
    AnalysisJob Job;
    Job.File = File;
    Job.Commands = Database->getCompileCommands(File);
    Job.Options = std::move(Config->Options);
    Job.Options.StrictRecords |= Options.StrictRecords;
    Job.Rules = std::move(Config->Rules);
    Jobs.push_back(std::move(Job));
  }
  for (const auto &[DisabledBy, Entry] : ByConfiguration) {
    if (Entry.Files.size() == 1) {
      errs() << "psolint: error: " << Entry.Message << "\n";
      continue;
    }
    errs() << "psolint: error: no psolint check is enabled for "
           << Entry.Files.size() << " files ('" << Entry.Files.front()
           << "' and " << Entry.Files.size() - 1 << " more)"
           << (DisabledBy.empty()
                   ? std::string()
                   : ": the Checks of " + DisabledBy + " leave none enabled")
           << "; enable them with 'd3d12-*' (see 'psolint --list-checks')\n";
  }
  return Jobs;
}

RunSettings settingsFor(const ToolOptions &Options, size_t JobCount,
                        const char *Argv0) {
  RunSettings Settings;
  Settings.Threads = Options.Jobs;
  Settings.Layout = Options.Layout;
  Settings.ColorFindings =
      Options.Format == OutputFormat::Text &&
      wantColor(Options.Color, sys::Process::StandardOutHasColors());
  Settings.ColorErrors =
      wantColor(Options.Color, sys::Process::StandardErrHasColors());
  Settings.Progress = sys::Process::StandardErrIsDisplayed() && JobCount > 1;
  Settings.ResourceDir = findResourceDir(Argv0);
  if (!Settings.ResourceDir)
    errs() << "psolint: warning: cannot find Clang's resource directory "
              "(lib/clang/"
           << LLVM_VERSION_MAJOR << "/include/stddef.h); pass -resource-dir "
           << "in the compiler flags\n";
  return Settings;
}

/// Prints each translation unit's compiler errors and findings as it is
/// done (a header's finding once, from the first unit printed), one
/// progress line per unit with --progress, and a summary at the end.
class StreamingPrinter {
public:
  StreamingPrinter(const ToolOptions &Options, ArrayRef<AnalysisJob> Jobs,
                   bool TerminalProgress)
      : Options(Options), Jobs(Jobs), TerminalProgress(TerminalProgress),
        Done(Jobs.size()), Start(std::chrono::steady_clock::now()) {}

  /// Whether findings go out as they come (text, not --layout).
  bool streamsFindings() const {
    return Options.Format == OutputFormat::Text && !Options.Layout;
  }
  bool summarises() const { return Options.Progress || TerminalProgress; }

  void jobDone(size_t Job, ArrayRef<TranslationUnitResult> Results) {
    double Seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
    Done[Job] = Results;
    if (TerminalProgress)
      errs() << "\r\x1b[K"; // the progress line comes back after
    if (Options.CompletionOrder) {
      print(Job);
    } else {
      while (Next < Done.size() && Done[Next].data())
        print(Next++);
    }
    ++Finished;
    if (Options.Progress) {
      unsigned Count = 0;
      for (const TranslationUnitResult &R : Results)
        Count += R.Reports.size();
      errs() << "psolint: [" << Finished << "/" << Jobs.size() << "] "
             << Jobs[Job].File << ": " << Count
             << (Count == 1 ? " finding" : " findings")
             << (llvm::any_of(
                     Results,
                     [](const TranslationUnitResult &R) { return !R.Parsed; })
                     ? ", compiler errors"
                     : "")
             << formatv(", done at {0:F1} s\n", Seconds);
    }
    errs().flush();
  }

  /// "psolint: 24 files, 7 findings (d3d12-subobject-alignment 3, ...),
  /// 1 file with compiler errors, 19.1 s".
  void summary(ArrayRef<const Report *> Reports, unsigned CompileFailures) {
    if (!summarises())
      return;
    std::map<std::string, unsigned> PerCheck;
    for (const Report *R : Reports)
      ++PerCheck[checkInfo(R->Check).Name.str()];
    std::string Checks;
    for (const auto &[Name, Count] : PerCheck)
      Checks +=
          (Checks.empty() ? "" : ", ") + Name + " " + std::to_string(Count);
    double Seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
    errs() << "psolint: " << Jobs.size()
           << (Jobs.size() == 1 ? " file, " : " files, ") << Reports.size()
           << (Reports.size() == 1 ? " finding" : " findings")
           << (Checks.empty() ? std::string() : " (" + Checks + ")") << ", "
           << CompileFailures << (CompileFailures == 1 ? " file" : " files")
           << " with compiler errors, " << formatv("{0:F1} s\n", Seconds);
  }

private:
  void print(size_t Job) {
    for (const TranslationUnitResult &Result : Done[Job]) {
      for (const CompilerError &E : Result.Errors)
        errs() << E.Rendered;
      if (!Result.Parsed)
        errs() << "psolint: error: '" << Result.MainFile
               << "' did not compile; its findings may be incomplete\n";
      if (!streamsFindings())
        continue;
      for (const Report &R : Result.Reports)
        if (Seen.insert({static_cast<unsigned>(R.Check), R.Where.File,
                         R.Where.Begin.Offset, R.Message})
                .second)
          outs() << R.Rendered;
    }
    outs().flush();
  }

  const ToolOptions &Options;
  ArrayRef<AnalysisJob> Jobs;
  bool TerminalProgress;
  std::vector<ArrayRef<TranslationUnitResult>> Done;
  size_t Next = 0, Finished = 0;
  std::set<std::tuple<unsigned, std::string, unsigned, std::string>> Seen;
  std::chrono::steady_clock::time_point Start;
};

} // namespace

int main(int argc, const char **argv) {
  InitLLVM Init(argc, argv);
  // A compiler named x86_64-w64-mingw32-g++ gives its target only when the
  // target is known.
  InitializeAllTargetInfos();
  locateDocumentation(argv[0]);
  Expected<ToolOptions> Parsed =
      parseToolOptions(ArrayRef<const char *>(argv + 1, argv + argc));
  if (!Parsed)
    return fail(toString(Parsed.takeError()));
  const ToolOptions &Options = *Parsed;
  if (Options.Help) {
    printHelp(outs());
    return Clean;
  }
  if (Options.Version) {
    outs() << "psolint " << PSOLINT_VERSION << " (LLVM " << LLVM_VERSION_STRING
           << ")\n";
    return Clean;
  }
  Expected<std::unique_ptr<TidyOptions>> Tidy = TidyOptions::create(Options);
  if (!Tidy)
    return fail(toString(Tidy.takeError()));
  if (Options.ListChecks)
    return listChecks(Options, **Tidy);
  if (Options.DumpConfig) {
    outs() << (*Tidy)->dump(firstFile(Options));
    return Clean;
  }

  Expected<Inputs> In = collectInputs(Options);
  if (!In)
    return fail(toString(In.takeError()));
  unsigned Disabled = 0;
  std::vector<AnalysisJob> Jobs = makeJobs(*In, Options, **Tidy, Disabled);
  // Nothing left to analyse: nothing is written either.
  if (Jobs.empty())
    return UsageOrInputError;
  // A file that cannot be written is known before the analysis.
  std::unique_ptr<raw_fd_ostream> FixesFile;
  if (Options.ExportFixes) {
    std::error_code EC;
    FixesFile = std::make_unique<raw_fd_ostream>(*Options.ExportFixes, EC,
                                                 sys::fs::OF_Text);
    if (EC)
      return fail("cannot write '" + *Options.ExportFixes +
                  "': " + EC.message());
  }
  RunSettings Settings = settingsFor(Options, Jobs.size(), argv[0]);
  if (Options.Progress)
    Settings.Progress = false; // a line per file instead
  StreamingPrinter Printer(Options, Jobs, Settings.Progress);
  Settings.OnJobDone = [&](size_t Job,
                           ArrayRef<TranslationUnitResult> JobResults) {
    Printer.jobDone(Job, JobResults);
  };

  std::vector<TranslationUnitResult> Results = runAnalyses(Jobs, Settings);

  unsigned Failed = In->Missing + Disabled, CompileFailures = 0;
  std::vector<const CompilerError *> Errors;
  for (const TranslationUnitResult &Result : Results) {
    for (const CompilerError &E : Result.Errors)
      Errors.push_back(&E);
    if (!Result.Parsed) {
      ++Failed;
      ++CompileFailures;
    }
  }

  if (Options.Layout) {
    printLayouts(Results);
    return Failed ? UsageOrInputError : Clean;
  }

  std::vector<const Report *> Reports = uniqueReports(Results, false);
  if (Options.Format == OutputFormat::Sarif) {
    std::vector<std::string> Analysed;
    for (const AnalysisJob &Job : Jobs)
      Analysed.push_back(Job.File);
    writeSarif(outs(), Analysed, Reports, Errors);
  }
  outs().flush();
  Printer.summary(Reports, CompileFailures);

  unsigned FixErrors = 0, Fixed = 0;
  if (FixesFile)
    writeExportedFixes(*FixesFile,
                       Results.empty() ? "" : Results.front().MainFile,
                       Results.empty() ? "" : Results.front().Directory,
                       uniqueReports(Results, true));
  if (Options.Fix && CompileFailures && !Options.FixErrors) {
    // As clang-tidy: a fix-it computed from code the compiler rejected is
    // not applied, anywhere in the run.
    errs() << "psolint: error: the compiler found errors; no fix-it was "
              "applied (--fix-errors applies them anyway)\n";
  } else if (Options.Fix) {
    FixOutcome Outcome =
        applyFixes(uniqueReports(Results, true), parsedFiles(Results), errs());
    errs() << "psolint: applied the fix-its of " << Outcome.FixedFindings
           << (Outcome.FixedFindings == 1 ? " finding" : " findings") << " to "
           << Outcome.WrittenFiles
           << (Outcome.WrittenFiles == 1 ? " file" : " files") << "\n";
    FixErrors = Outcome.Errors;
    Fixed = Outcome.FixedFindings;
  }

  if (Failed || FixErrors)
    return UsageOrInputError;
  // Findings that --fix fixed are no longer in the code: a run that fixed
  // every finding it reported is clean (clang-tidy --fix likewise).
  return Reports.size() > Fixed ? Findings : Clean;
}
