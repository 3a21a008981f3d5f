//===- TranslationUnitRunner.cpp ------------------------------------------===//
//
// One ToolInvocation (what ClangTool runs for each command) per compile
// command, each with its own FileManager over a physical file system whose
// working directory is the command's: the shared real file system would
// chdir the whole process, which threads cannot share.
//
//===----------------------------------------------------------------------===//
#include "TranslationUnitRunner.h"
#include "FindingTranslator.h"

#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace clang;
using namespace clang::tooling;
using namespace llvm;

namespace psolint {
namespace {

class AnalysisConsumer : public ASTConsumer {
public:
  AnalysisConsumer(CompilerInstance &CI, const AnalysisJob &Job,
                   const RunSettings &Settings, TranslationUnitResult &Result)
      : CI(CI), Job(Job), Settings(Settings), Result(Result) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    Result.Parsed = !Diags.hasErrorOccurred();
    // As the plugin: nothing to say about a translation unit that stopped.
    if (Diags.hasFatalErrorOccurred())
      return;
    FindingTranslator Translator(CI, Settings.ColorFindings, Job.Rules, Result);
    if (Settings.Layout) {
      Translator.addLayouts(Ctx);
      return;
    }
    analyzeTranslationUnit(Ctx, Job.Options, CheckFilter(Job.Rules.Checks),
                           Translator);
  }

private:
  CompilerInstance &CI;
  const AnalysisJob &Job;
  const RunSettings &Settings;
  TranslationUnitResult &Result;
};

class AnalysisAction : public ASTFrontendAction {
public:
  AnalysisAction(const AnalysisJob &Job, const RunSettings &Settings,
                 TranslationUnitResult &Result)
      : Job(Job), Settings(Settings), Result(Result) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    return std::make_unique<AnalysisConsumer>(CI, Job, Settings, Result);
  }

private:
  const AnalysisJob &Job;
  const RunSettings &Settings;
  TranslationUnitResult &Result;
};

/// Drops -fplugin=<lib> and -fplugin-arg-*: the psolint plugin in a compile
/// database would run the checks a second time, in a second LLVM.
CommandLineArguments stripClangPlugins(const CommandLineArguments &Args,
                                       StringRef) {
  CommandLineArguments Result;
  for (const std::string &Arg : Args)
    if (!StringRef(Arg).starts_with("-fplugin=") &&
        !StringRef(Arg).starts_with("-fplugin-arg-"))
      Result.push_back(Arg);
  return Result;
}

ArgumentsAdjuster adjusterFor(const RunSettings &Settings) {
  ArgumentsAdjuster Adjust =
      combineAdjusters(getClangStripOutputAdjuster(),
                       combineAdjusters(getClangSyntaxOnlyAdjuster(),
                                        getClangStripDependencyFileAdjuster()));
  Adjust = combineAdjusters(Adjust, getStripPluginsAdjuster());
  Adjust = combineAdjusters(Adjust, stripClangPlugins);
  if (!Settings.ResourceDir)
    return Adjust;
  std::string Dir = *Settings.ResourceDir;
  return combineAdjusters(
      Adjust, [Dir](const CommandLineArguments &Args, StringRef) {
        for (const std::string &Arg : Args)
          if (StringRef(Arg).starts_with("-resource-dir"))
            return Args;
        CommandLineArguments Result = Args;
        Result.insert(Result.begin() + (Result.empty() ? 0 : 1),
                      {"-resource-dir", Dir});
        return Result;
      });
}

/// The command's file system: the real one with the command's working
/// directory, under the -ivfsoverlay files it names (ToolInvocation takes
/// our FileManager as it is, so the compiler would not apply them itself).
Expected<IntrusiveRefCntPtr<vfs::FileSystem>>
fileSystemFor(const CommandLineArguments &Args, StringRef Directory) {
  IntrusiveRefCntPtr<vfs::FileSystem> FS = vfs::createPhysicalFileSystem();
  FS->setCurrentWorkingDirectory(Directory);
  for (size_t I = 0; I != Args.size(); ++I) {
    StringRef Arg = Args[I];
    if (!Arg.consume_front("-ivfsoverlay"))
      continue;
    Arg.consume_front("=");
    if (Arg.empty() && I + 1 != Args.size())
      Arg = Args[++I];
    ErrorOr<std::unique_ptr<MemoryBuffer>> Overlay = FS->getBufferForFile(Arg);
    if (!Overlay)
      return createStringError(Overlay.getError(),
                               "cannot read VFS overlay '" + Arg +
                                   "': " + Overlay.getError().message());
    IntrusiveRefCntPtr<vfs::FileSystem> Layered = vfs::getVFSFromYAML(
        std::move(*Overlay), /*DiagHandler=*/nullptr, Arg, nullptr, FS);
    if (!Layered)
      return createStringError(inconvertibleErrorCode(),
                               "invalid VFS overlay '" + Arg + "'");
    FS = std::move(Layered);
  }
  return FS;
}

std::vector<TranslationUnitResult> runJob(const AnalysisJob &Job,
                                          const RunSettings &Settings,
                                          const ArgumentsAdjuster &Adjust) {
  std::vector<TranslationUnitResult> Results;
  for (const CompileCommand &Command : Job.Commands) {
    TranslationUnitResult Result;
    Result.MainFile = Job.File;
    Result.Directory = Command.Directory;
    CommandLineArguments Args = Adjust(Command.CommandLine, Command.Filename);
    Expected<IntrusiveRefCntPtr<vfs::FileSystem>> FS =
        fileSystemFor(Args, Command.Directory);
    if (!FS) {
      CompilerError E;
      E.Message = toString(FS.takeError());
      E.Rendered = "error: " + E.Message + "\n";
      Result.Errors.push_back(std::move(E));
      Results.push_back(std::move(Result));
      continue;
    }
    IntrusiveRefCntPtr<FileManager> Files(
        new FileManager(FileSystemOptions(), *FS));
    CompilerErrorCollector Errors(Settings.ColorErrors, Result);
    ToolInvocation Invocation(
        std::move(Args),
        std::make_unique<AnalysisAction>(Job, Settings, Result), Files.get());
    Invocation.setDiagnosticConsumer(&Errors);
    if (!Invocation.run())
      Result.Parsed = false;
    Results.push_back(std::move(Result));
  }
  if (Results.empty()) {
    TranslationUnitResult Missing;
    Missing.MainFile = Job.File;
    CompilerError E;
    E.Message = "no compile command for '" + Job.File + "'";
    E.Rendered = "error: " + E.Message + "\n";
    Missing.Errors.push_back(std::move(E));
    Results.push_back(std::move(Missing));
  }
  return Results;
}

/// "[3/10] src/renderer.cpp" over the previous one, on a terminal.
class ProgressLine {
public:
  ProgressLine(bool Enabled, size_t Total) : Enabled(Enabled), Total(Total) {}
  /// Called with the caller's output lock held: one write per line, so
  /// nothing another job prints can land inside it.
  void finished(StringRef File) {
    if (!Enabled)
      return;
    ++Done;
    std::string Line;
    raw_string_ostream(Line) << "\r\x1b[K[" << Done << "/" << Total << "] "
                             << sys::path::filename(File);
    errs() << Line;
    errs().flush();
  }
  ~ProgressLine() {
    if (Enabled && Done)
      errs() << "\r\x1b[K";
  }

private:
  bool Enabled;
  size_t Total, Done = 0;
};

} // namespace

std::vector<TranslationUnitResult> runAnalyses(ArrayRef<AnalysisJob> Jobs,
                                               const RunSettings &Settings) {
  ArgumentsAdjuster Adjust = adjusterFor(Settings);
  std::vector<std::vector<TranslationUnitResult>> PerJob(Jobs.size());
  {
    ProgressLine Progress(Settings.Progress, Jobs.size());
    std::mutex Done;
    auto Run = [&](size_t I) {
      PerJob[I] = runJob(Jobs[I], Settings, Adjust);
      // Findings and the progress line share stderr's order: one lock.
      std::lock_guard<std::mutex> Lock(Done);
      if (Settings.OnJobDone)
        Settings.OnJobDone(I, PerJob[I]);
      Progress.finished(Jobs[I].File);
    };
    ThreadPoolStrategy Strategy = hardware_concurrency(Settings.Threads);
    if (Jobs.size() <= 1 || Strategy.compute_thread_count() <= 1) {
      for (size_t I = 0; I != Jobs.size(); ++I)
        Run(I);
    } else {
      DefaultThreadPool Pool(Strategy);
      for (size_t I = 0; I != Jobs.size(); ++I)
        Pool.async([&Run, I] { Run(I); });
      Pool.wait();
    }
  }
  std::vector<TranslationUnitResult> Results;
  for (std::vector<TranslationUnitResult> &Job : PerJob)
    for (TranslationUnitResult &Result : Job)
      Results.push_back(std::move(Result));
  return Results;
}

} // namespace psolint
